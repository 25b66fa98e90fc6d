import Testing
import UIKit
import PhotoBrowser
import TilePyramid

@Suite(.serialized) @MainActor struct PyramidPhotoTests {
    /// A 2048² synthetic pyramid (4 levels of 256-px tiles), cut once per test run.
    static let pyramid: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-pyramid-test-\(getpid())")
        let prepared = try! DefaultPyramid.prepare(in: dir, side: 2048, tileSize: 256)
        return prepared.directory.appendingPathComponent(prepared.layout.manifestFileName)
    }()

    func show() -> (UIWindow, ImageScrollView, PyramidTileView) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        let photos = PyramidPhotos(manifests: [Self.pyramid])
        page.display(photoAt: 0, from: photos)
        window.tick(timestamp: 0)
        return (window, page, page.photoView as! PyramidTileView)
    }

    /// Renders frames (at 2 px/pt, as the screen) until every requested tile is drawn and faded in.
    func settle(_ window: UIWindow) -> UIImage {
        var t = HostClock.now
        for _ in 0..<30 {
            _ = render(window)
            t += 1.0 / 60
            window.tick(timestamp: t)
        }
        return render(window)
    }

    func render(_ window: UIWindow) -> UIImage {
        window.displayIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { window.framePipeline.composite(into: $0.cgContext) }
    }

    @Test func theFittedPhotoIsDrawnFromACoarseLevelAndZoomingInUsesTheFullResolution() {
        let (window, page, view) = show()
        #expect(abs(page.zoomScale - 320.0 / 2048) < 1e-9)
        _ = settle(window)
        // 0.156 zoom × 2 px/pt needs 0.31 px per photo pixel: level 1 (scale 0.5) is the coarsest that
        // suffices; level 3 (the coarsest, one tile) is drawn first as the never-blank fallback.
        #expect(!view.drawnLevels.isEmpty && Set(view.drawnLevels) == [1, 3])
        // The empty layer started its whole first screen at once (CATiledLayer.drawingJobLimit), the
        // coarse tile with it; drawing threads run them in any order, so only the count is fixed:
        // the coarse tile once, the level-1 tiles once each.
        #expect(view.drawnLevels.filter { $0 == 3 }.count == 1)
        page.setZoomScale(page.maximumZoomScale, animated: false)    // 0.5: one photo pixel per screen pixel
        let image = settle(window)
        #expect(view.drawnLevels.contains(0))
        #expect(view.failedTiles == 0)
        let centre = image.cgImage!.rgba(atX: 320, y: 480)!
        #expect(centre.alpha == 255)
    }

    @Test func aMissingTileIsDrawnAsAPlaceholderNotACrash() throws {
        let (window, _, view) = show()
        let layout = view.layout
        let dir = Self.pyramid.deletingLastPathComponent()
        // Corrupt one tile of the level the fitted photo uses.
        let victim = dir.appendingPathComponent(layout.tileFileName(level: 1, column: 0, row: 0))
        let saved = try Data(contentsOf: victim)
        try Data("not a png".utf8).write(to: victim)
        defer { try? saved.write(to: victim) }
        _ = settle(window)
        #expect(view.failedTiles == 1)
    }
}
