import Testing
import UIKit
import PhotoBrowser
import CoreGraphics
@testable import QuartzCore
import TilePyramid

/// The photo browser's tiled page over a Deep Zoom image with JPEG tiles (as `vips dzsave` and IIIF
/// servers serve them): the same synthetic pyramid as `PyramidPhotoTests`, exported with JPEG tiles,
/// shows the same picture as its PNG tiles within JPEG's loss, with every tile decoded into a pooled
/// bitmap; truncated JPEG tiles show the grey placeholder and are counted, never drawn half grey
/// and never a crash.
@Suite(.serialized) @MainActor struct JPEGTileTests {
    /// The PNG pyramid exported as Deep Zoom with JPEG tiles into a fresh folder.
    func exportJPEG(_ label: String = #function) throws -> (URL, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-jpeg-tiles-\(getpid())-\(label.prefix(20))")
        try? FileManager.default.removeItem(at: folder)
        let reader = try PyramidReader(manifestAt: PyramidPhotoTests.pyramid)
        return (folder, try PyramidExporter.export(reader, as: .dzi, into: folder, dziTileFormat: .jpeg))
    }

    func show(_ photos: PyramidPhotos) -> (UIWindow, ImageScrollView, PyramidTileView) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        page.display(photoAt: 0, from: photos)
        window.tick(timestamp: 0)
        return (window, page, page.photoView as! PyramidTileView)
    }

    /// One photo pixel per screen pixel, settled.
    func oneToOne(_ photos: PyramidPhotos) -> (CGImage, PyramidTileView, CATiledLayer) {
        let (window, page, view) = show(photos)
        page.setZoomScale(page.maximumZoomScale, animated: false)
        let image = PyramidPhotoTests().settle(window).cgImage!
        return (image, view, view.layer as! CATiledLayer)
    }

    @Test func jpegTilesShowThePNGTilesPictureWithinJPEGsLoss() throws {
        let (folder, dzi) = try exportJPEG()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (png, _, _) = oneToOne(PyramidPhotos(manifests: [PyramidPhotoTests.pyramid]))
        let (jpeg, view, tiled) = oneToOne(PyramidPhotos(locations: [dzi.path]))
        #expect(view.failedTiles == 0)
        #expect(view.drawnLevels.contains(0))
        #expect(!tiled.tiles.isEmpty && tiled.tiles.values.allSatisfy { $0.image.bitmapPool === CGBitmapPool.tiles })
        #expect(png.width == jpeg.width && png.height == jpeg.height)
        var total = 0, far = 0
        for y in 0..<png.height {
            for x in 0..<png.width {
                let p = png.rgba(atX: x, y: y)!, q = jpeg.rgba(atX: x, y: y)!
                #expect(q.alpha == 255)
                let d = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                total += d
                if d > 24 { far += 1 }
            }
        }
        let pixels = png.width * png.height
        // Quality 90 over line art: 1-px lines every 16 px ring, so the mean is ~4 levels (measured
        // 3.9) and a few pixels beside the lines differ more. A tile placed a pixel off, or drawn
        // from the wrong level, would put a fifth of the pixels (the lines and their neighbours) far off.
        #expect(Double(total) / Double(pixels) < 5, "mean difference \(Double(total) / Double(pixels))")
        #expect(Double(far) / Double(pixels) < 0.02, "\(far) of \(pixels) pixels differ by more than 24")
    }

    @Test func truncatedJPEGTilesShowThePlaceholderAndAreCounted() throws {
        let (folder, dzi) = try exportJPEG()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every tile cut in half: the headers are whole (the source hands them over), the scans are not.
        let files = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".jpg") }
        #expect(files.count > 80)
        for file in files {
            let url = folder.appendingPathComponent(file)
            let bytes = try Data(contentsOf: url)
            try bytes.prefix(bytes.count / 2).write(to: url)
        }
        let (image, view, _) = oneToOne(PyramidPhotos(locations: [dzi.path]))
        #expect(view.failedTiles > 0)
        // The placeholder's grey (UIColor(white: 0.2)), not a half-decoded tile.
        let centre = try #require(image.rgba(atX: 320, y: 480))
        #expect(centre.red == 51 && centre.green == 51 && centre.blue == 51 && centre.alpha == 255, "\(centre)")
    }
}
