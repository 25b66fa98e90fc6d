import Foundation
import HostContextTesting
import Testing
import UIKit

/// `apply(_:animatingDifferences: false)` on a collection view lands at once, because
/// `UIView.performWithoutAnimation` reaches the collection view's own update animation (a
/// `UIView.animate` block started inside it), as on iOS. Frames are computed here: tile `i` of the
/// 80×80 board sits at column `i % 4`, row `i / 4`.
@Suite(.freshHostContext) @MainActor struct CollectionApplyWithoutAnimationTests {
    static func frame(_ i: Int) -> CGRect { CGRect(x: CGFloat(i % 4) * 80, y: CGFloat(i / 4) * 80, width: 80, height: 80) }

    @Test func aNonAnimatedShuffleIsInPlaceAfterOneTick() {
        HostClock.reset()
        let vc = TileBoardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        let before = vc.tiles
        #expect(before.count == 16)
        // Reverse the board and drop tile 5: 15 moves and a delete.
        let order = Array((0..<16).reversed()).filter { $0 != 5 }
        var snapshot = NSDiffableDataSourceSnapshot<TileBoardViewController.Section, Int>()
        snapshot.appendSections([.board])
        snapshot.appendItems(order)
        var completed = false
        vc.dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        window.tick(timestamp: 1.0 / 60)
        let after = vc.tiles
        #expect(Set(after.keys) == Set(order))
        for (i, tile) in order.enumerated() {
            let cell = after[tile]
            #expect(cell === before[tile], "tile \(tile) got a new cell")
            #expect(cell?.frame == Self.frame(i), "tile \(tile)")
            #expect(cell?.layer.animationKeys() == nil, "tile \(tile) animates")
            #expect(cell?.layer.presentation()?.position == cell.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }, "tile \(tile) is not shown at its place")
        }
        #expect(completed)
        #expect(vc.collectionView.subviews.filter { $0 is TileBoardViewController.TileCell }.count == 15)
        #expect(vc.configurations.values.allSatisfy { $0 == 1 })
    }

    /// The same update animated is still under way a tick later (so the test above tests something).
    @Test func theAnimatedShuffleStillMovesAfterOneTick() {
        HostClock.reset()
        let vc = TileBoardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        var snapshot = vc.dataSource.snapshot()
        snapshot.moveItem(15, beforeItem: 0)
        vc.dataSource.apply(snapshot, animatingDifferences: true)
        window.tick(timestamp: 1.0 / 60)
        #expect(vc.tiles[15]?.layer.animationKeys() != nil)
    }
}

/// `UIView.performWithoutAnimation` turns off animation blocks started by code it calls, as on
/// iOS: their changes land at once and their completion runs on the next tick with `true`.
@Suite(.freshHostContext) @MainActor struct PerformWithoutAnimationTests {
    @Test func anAnimateBlockInsideLandsAtOnce() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        var finished: Bool?
        #expect(UIView.areAnimationsEnabled)
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: {
                view.center = CGPoint(x: 200, y: 300)
                view.alpha = 0.5
            }, completion: { finished = $0 })
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
                view.bounds.size = CGSize(width: 40, height: 40)
            })
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center == CGPoint(x: 200, y: 300))
        #expect(view.alpha == 0.5)
        #expect(view.bounds.size == CGSize(width: 40, height: 40))
        #expect(finished == nil)    // asynchronous, as UIKit calls it
        window.tick(timestamp: 1.0 / 60)
        #expect(finished == true)
        // Outside, animations run again.
        UIView.animate(withDuration: 1) { view.center = .zero }
        #expect(view.layer.animationKeys() != nil)
    }

    @Test func setAnimationsEnabledTurnsBlocksOffUntilTurnedOn() {
        HostClock.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        UIView.setAnimationsEnabled(true)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        #expect(view.layer.animationKeys() != nil)
    }
}
