import CoreGraphics
import HostContextTesting
import Testing
import UIKit
import PhotoBrowser
@testable import QuartzCore

/// The pyramid's tiles as the viewer keeps them: each decoded PNG is drawn into a bitmap lent by
/// `CGBitmapPool.tiles`, and that bitmap is the cached tile. With a cache budget of a screen and a
/// half, panning over the photo evicts tiles all the time, so their buffers go back to the pool and
/// are lent again for the next tiles: every frame must still show the photo's own pixels (a buffer
/// lent twice at once, or not cleared, would show another tile's picture).
@Suite(.freshHostContext) @MainActor struct PooledTileTests {
    @Test func tilesDrawnIntoPooledBitmapsShowTheRightPixelsWhileTheirBuffersAreReused() throws {
        let render = PyramidRenderTests()
        let (window, page) = render.show()
        let view = try #require(page.photoView as? PyramidTileView)
        let tiled = try #require(view.layer as? CATiledLayer)
        // The frame (640 × 960 px) shows up to 4 × 5 tiles of 256 px; 1.5 screens' worth stay cached.
        tiled.cacheBudget = 30 * 256 * 256 * 4
        var t = 0.0
        var drawnBefore = 0
        for (n, corner) in [CGPoint(x: 0, y: 0), CGPoint(x: 700, y: 300), CGPoint(x: 1400, y: 1100),
                            CGPoint(x: 300, y: 1500), CGPoint(x: 0, y: 0)].enumerated() {
            page.zoom(to: CGRect(origin: corner, size: CGSize(width: 320, height: 480)), animated: false)
            var image = render.frame(window, &t)
            for _ in 0..<30 { image = render.frame(window, &t) }
            #expect(page.zoomScale == 0.5)
            let shift = render.photoPixelShift(page)
            let c = render.checkOneToOne(image.cgImage!, shift: shift, gradientTolerance: SyntheticPyramidPixels.tolerance)
            #expect(c.fineLines > 10_000 && c.plain > 100_000, "view \(n): \(c)")
            #expect(c.fineLinesWrong == 0 && c.plainWrong == 0 && c.blackWrong == 0, "view \(n): \(c)")
            // Every cached tile's pixels are a pooled bitmap (the drawing job's, handed off uncopied).
            #expect(!tiled.tiles.isEmpty)
            #expect(tiled.tiles.values.allSatisfy { $0.image.bitmapPool === CGBitmapPool.tiles }, "view \(n)")
            #expect(tiled.cachedBytes <= tiled.cacheBudget)
            #expect(tiled.tilesDrawn > drawnBefore)
            drawnBefore = tiled.tilesDrawn
        }
        // Five screens of tiles through a cache of 1.5: most were evicted, their buffers reused.
        #expect(tiled.tilesDrawn > 60)
        #expect(view.failedTiles == 0)
    }
}
