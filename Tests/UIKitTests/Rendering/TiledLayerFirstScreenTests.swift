import HostContextTesting
import Testing
import UIKit

/// CATiledLayer's job limit for an empty layer: its first screen of tiles is drawn at once, in one
/// tick, whatever `tilesPerFrame` says; once it shows tiles of its finer levels, `tilesPerFrame` a
/// tick again while the scale changes. Driven through `UIWindow.tick` on TiledFixture (contentsScale 2, 4 levels, a
/// 320 × 480 pt window at zoom 1 over a 2048 pt square).
@Suite(.freshHostContext) @MainActor struct TiledLayerFirstScreenTests {
    @Test func anEmptyLayersFirstScreenIsDrawnInOneTickThenTilesPerFrameHoldsAgain() {
        let f = TiledFixture()
        f.view.tiledLayer.tilesPerFrame = 4
        // Level 0 (2 px/pt) tiles are 128 pt: 3 columns × 4 rows cover 320 × 480 pt. The coarsest
        // level (0.25 px/pt, 1024-pt tiles) is the cover, all of its 2 × 2 tiles.
        f.frame()                                       // the render finds them missing and starts them all
        #expect(f.view.tiledLayer.missingVisibleTileCount == 12)
        #expect(f.view.tiledLayer.pendingTileCount == 12 + 4)
        f.frame()                                       // the tick installs all 16
        #expect(f.view.tiledLayer.tilesDrawn == 16)
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)

        // Zoomed out (the scale changes, as in a pinch), the layer is no longer empty: 4 jobs a
        // tick. (At rest at one scale, or for the coarser levels of a fast pan, every requested
        // tile starts at once: CATiledLayer.drawingJobLimit.) At zoom 0.7 level 0 is still ideal
        // (1.4 px/pt on screen) and 457 × 686 pt show: 4 × 6 tiles, 12 of them new.
        f.scrollView.setZoomScale(0.7, animated: false)
        f.frame()                                       // requests the new tiles, starts 4
        #expect(f.view.tiledLayer.pendingTileCount > 4)
        f.frame()                                       // installs those 4
        #expect(f.view.tiledLayer.tilesDrawn == 16 + 4)
        #expect(f.view.tiledLayer.missingVisibleTileCount > 0)
    }

    @Test func afterSetNeedsDisplayTheScreenIsDrawnInOneTickAgain() {
        let f = TiledFixture()
        f.view.tiledLayer.tilesPerFrame = 4
        f.requestAndDraw()
        #expect(f.view.tiledLayer.tilesDrawn == 16)
        f.view.setNeedsDisplay()                        // forgets every tile: empty again
        f.requestAndDraw()
        #expect(f.view.tiledLayer.tilesDrawn == 32)
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)
    }
}
