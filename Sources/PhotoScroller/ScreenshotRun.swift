import Foundation
import GalleryScreens
import PhotoBrowser
import TilePyramid
import UIKit

/// `PhotoScroller --headless --screenshot OUT.png SOURCE`: the browser over one zoomable image at its
/// fitting zoom, ticked until the view is sharp, then one frame written as PNG.
///
/// "Sharp": the tiled layer misses no tile of the level it wants, no tile is drawn from a coarser
/// level while its own is still coming, nothing is being drawn or fetched. Network answers come in
/// real time while ticks are instant, so while fetches are under way each tick waits one frame
/// (1/60 s) of real time, keeping host time close to real time; the run gives up after 10 s of host
/// time (600 ticks) and writes what it has (coarser levels where tiles never came).
@MainActor
struct ScreenshotRun {
    let source: TileImageSource
    /// The drawing-performance overlay drawn on the written frame (`--debug-overlay`); each tick's
    /// work goes into its graph, and "flash" shows what the last frame repainted.
    var overlay: DebugOverlayOptions = []
    /// 10 s at 60 frames per second: a source that never answers still gets a screenshot, of what came.
    static let frameLimit = 600

    func write(to path: String) -> Bool {
        HostClock.reset()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = PhotoBrowserViewController()
        vc.source = PyramidPhotos(sources: [source])
        window.rootViewController = vc
        window.makeKeyAndVisible()
        var t = 0.0
        let debug = DebugOverlay(options: overlay)
        var retained: CARetainedFrame?
        func render() -> Data {
            if !overlay.isEmpty, let png = window.framePipeline.compositeWithOverlay(debug, retained: &retained)?.makeImage()?.pngData() {
                return png
            }
            return UIGraphicsImageRenderer(bounds: window.bounds).pngData { window.framePipeline.composite(into: $0.cgContext) }
        }
        let tileView = vc.browser.visiblePages.first?.photoView as? PyramidTileView
        var sharpFrames = 0
        for _ in 0..<Self.frameLimit {
            _ = render()
            t += 1.0 / 60
            let clock = ContinuousClock(), start = clock.now
            window.tick(timestamp: t)
            let work = clock.now - start
            debug.recordFrameTime(Double(work.components.seconds) + Double(work.components.attoseconds) * 1e-18)
            guard let tileView, let tiled = tileView.layer as? CATiledLayer else { break }
            let busy = source.hasPendingFetches || tiled.pendingTileCount > 0 || tileView.provisionalTileCount > 0
                || tiled.missingVisibleTileCount > 0
            // 20 quiet frames in a row: nothing pending, and the 0.25 s fade-in (CATiledLayer.fadeDuration) has ended.
            sharpFrames = busy ? 0 : sharpFrames + 1
            if sharpFrames >= 20 { break }
            if source.hasPendingFetches { usleep(16_667) }
        }
        let png = render()
        do {
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("PhotoScroller: cannot write \(path): \(error.localizedDescription)\n".utf8))
            return false
        }
        print("wrote \(path) (\(source.location), \(Int(t * 60)) frames)")
        return true
    }
}
