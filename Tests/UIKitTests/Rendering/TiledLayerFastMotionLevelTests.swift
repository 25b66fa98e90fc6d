import Foundation
import HostContextTesting
import Testing
import UIKit
@testable import QuartzCore

/// CATiledLayer's motion rule: while the layer moves fast, a level whose visible tiles are all
/// cached counts as the wanted one if it is within one level of the ideal one; at rest (or moving
/// slowly) the ideal level is wanted again. Driven by `setContentOffset` per 60 Hz frame through
/// `UIWindow.tick`, on TiledFixture's layer (contentsScale 2, 4 levels: 2, 1, 0.5, 0.25 px/pt).
@Suite(.freshHostContext) @MainActor struct TiledLayerFastMotionLevelTests {
    /// A fixture at zoom 0.5 (1 px/pt on screen, so level 1 is ideal) whose level 2 (0.5 px/pt,
    /// 512-pt tiles) was drawn over the layer's left 1280 × 1920 pt at zoom 0.25 first.
    func fixtureWithLevel2Cached() -> TiledFixture {
        let f = TiledFixture()
        f.scrollView.setZoomScale(0.25, animated: false)
        _ = f.settle()
        #expect(f.view.tiledLayer.lastCompositedLevel == 2)
        f.scrollView.setZoomScale(0.5, animated: false)
        f.scrollView.contentOffset = .zero
        _ = f.settle()
        #expect(f.view.tiledLayer.lastCompositedLevel == 1)
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)
        return f
    }

    @Test func aFastPanWantsTheCachedCoarserLevelAndTheIdealOneAtRest() {
        let f = fixtureWithLevel2Cached()
        // 40 pt a frame at zoom 0.5: 80 layer pt, at 1 px/pt on screen 80 device px a frame, 4,800
        // px/s (the rule's threshold is 512). 8 frames to x = 320 pt: the visible layer rect stays
        // within x < 1280, where level 2 is cached.
        var levels: [Int] = []
        var lackedIdeal = 0
        for i in 1...8 {
            f.scrollView.contentOffset = CGPoint(x: CGFloat(40 * i), y: 0)
            f.frame()
            let layer = f.view.tiledLayer
            levels.append(layer.lastCompositedLevel ?? -1)
            // Level 2 covers everything visible, so no frame lacks the level it wants.
            #expect(layer.missingVisibleTileCount == 0, "frame \(i)")
            if layer.missingIdealTileCount > 0 { lackedIdeal += 1 }
        }
        // Frames that revealed level-1 tiles not drawn yet showed the cached level 2 instead.
        #expect(lackedIdeal > 0)
        #expect(levels.contains(2))
        #expect(levels.allSatisfy { $0 == 1 || $0 == 2 }, "\(levels)")
        // One still frame right after the fast ones is held as motion (the frame of a lift: the
        // finger lifts where it last was), so it keeps the cached level.
        f.frame()
        #expect(f.view.tiledLayer.lastCompositedLevel == 2)
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)
        // At rest the ideal level is wanted again, and drawn.
        f.frame()
        #expect(f.view.tiledLayer.lastCompositedLevel == 1)
        _ = f.settle()
        #expect(f.view.tiledLayer.lastCompositedLevel == 1)
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)
    }

    /// A jump (contentOffset set from code to a place that shares nothing with the last frame's)
    /// is not fast motion: the new place wants its ideal level at once, although a cached coarser
    /// level covers it, and gets it drawn the next frame.
    @Test func aJumpFromCodeWantsTheIdealLevelAtOnce() {
        let f = fixtureWithLevel2Cached()
        // Visible: layer y 0…960 before, 960…1920 after (zoom 0.5); level 2 is cached over both.
        f.scrollView.contentOffset = CGPoint(x: 0, y: 480)
        f.frame()
        let layer = f.view.tiledLayer
        #expect(layer.missingIdealTileCount > 0)
        #expect(layer.missingVisibleTileCount == layer.missingIdealTileCount)   // the ideal level is the wanted one
        f.frame()
        f.frame()
        #expect(layer.lastCompositedLevel == 1)
        #expect(layer.missingVisibleTileCount == 0)
    }

    /// The same distance after dropped frames (0.1 s since the last composite) is motion, as fast
    /// as a fling, not a jump: the cached coarser level is wanted.
    @Test func aFarMoveAfterDroppedFramesIsFastMotion() {
        let f = fixtureWithLevel2Cached()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 480)
        f.time += 0.1
        f.frame()
        let layer = f.view.tiledLayer
        #expect(layer.missingIdealTileCount > 0)
        #expect(layer.missingVisibleTileCount == 0)   // level 2, cached, is the wanted one
        #expect(layer.lastCompositedLevel == 2)
    }

    @Test func aSlowPanKeepsTheIdealLevel() {
        let f = fixtureWithLevel2Cached()
        // 2 pt a frame: 4 layer pt, 4 device px a frame, 240 px/s, below the 512 px/s threshold.
        for i in 1...30 {
            f.scrollView.contentOffset = CGPoint(x: CGFloat(2 * i), y: 0)
            f.frame()
            #expect(f.view.tiledLayer.lastCompositedLevel == 1, "frame \(i)")
        }
    }

    /// A budget that one screen of the ideal level fills: while the pan is fast and the ideal level
    /// incomplete, the next coarser level's visible tiles are kept from eviction (not the ideal
    /// level's), so that level becomes complete and wanted instead of being evicted as it is drawn.
    @Test func underATightBudgetAFastPanKeepsTheCoarserLevelItSwitchesTo() {
        let f = TiledFixture()
        f.scrollView.setZoomScale(0.5, animated: false)
        f.scrollView.contentOffset = .zero
        _ = f.settle()
        f.view.tiledLayer.tilesPerFrame = 1            // the ideal level cannot keep up
        let tileBytes = 256 * 256 * 4
        // At zoom 0.5 the screen shows 640 × 960 layer pt: level 1 (256-pt tiles) 3 × 4 = 12 tiles,
        // level 2 (512-pt tiles) 2 × 2 = 4, and the coarsest level's 4 tiles cover the layer.
        f.view.tiledLayer.cacheBudget = 16 * tileBytes
        var switchedAt: Int?
        // 15 pt a frame at zoom 0.5: 30 layer pt, 30 device px a frame, 1,800 px/s (fast), slow
        // enough that the tiles leaving the screen free little room.
        for i in 1...24 {
            f.scrollView.contentOffset = CGPoint(x: CGFloat(15 * i), y: CGFloat(15 * i))
            f.frame()
            let layer = f.view.tiledLayer
            if switchedAt == nil && layer.lastCompositedLevel == 2 && layer.missingVisibleTileCount == 0 { switchedAt = i }
        }
        // Level 2's visible tiles are at most 2 × 3 here, one drawn a tick, asked for before level
        // 1's: kept, they are all cached a few frames after the first new level-1 tile is missing
        // (frame 3). Keeping level 1's instead evicted them as they came, and the switch waited
        // until frame 18, when enough level-1 tiles had left the screen to free room.
        #expect(switchedAt.map { $0 <= 12 } == true, "switched at frame \(switchedAt.map(String.init) ?? "never")")
    }
}
