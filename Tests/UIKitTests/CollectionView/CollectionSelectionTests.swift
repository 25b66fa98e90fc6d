import HostContextTesting
import Testing
import UIKit

/// Taps select items through the scroll view's content-touch delay, drags do not, and the delegate
/// hears it in the order UICollectionView+Selection.swift documents.
@Suite(.freshHostContext) @MainActor struct CollectionSelectionTests {
    /// 100×100 items, spacing 10, in a 320-pt grid: three per row at x = 0, 110, 220; rows every 110.
    private func itemPoint(_ i: Int) -> CGPoint { CGPoint(x: CGFloat(i % 3) * 110 + 50, y: CGFloat(i / 3) * 110 + 50) }
    private func path(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

    private func grid(_ n: Int = 60) -> (GridViewController, CollectionFixture) {
        let vc = GridViewController(counts: [n])
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        vc.log.removeAll()
        return (vc, f)
    }

    @Test func aQuickTapSelectsTheItem() {
        let (vc, f) = grid()
        f.tap(itemPoint(4))
        #expect(vc.log == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        #expect(f.collectionView.indexPathsForSelectedItems == [path(4)])
        #expect(f.collectionView.cellForItem(at: path(4))!.isSelected)
        #expect(!f.collectionView.cellForItem(at: path(4))!.isHighlighted)
    }

    @Test func aRestingFingerHighlightsAfterTheContentTouchDelay() {
        let (vc, f) = grid()
        f.time = 1
        f.window.sendTouch(.began, at: itemPoint(1), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        let cell = f.collectionView.cellForItem(at: path(1))!
        f.tick(after: 0.149)
        #expect(!cell.isHighlighted)
        f.tick(after: 0.001)   // 150 ms: UIScrollView's delaysContentTouches hands the touch over
        #expect(cell.isHighlighted && !cell.isSelected)
        f.tick(after: 0.1)
        f.window.sendTouch(.ended, at: itemPoint(1), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(vc.selectionLog.suffix(3) == ["shouldSelect 1", "didUnhighlight 1", "didSelect 1"])
    }

    @Test func aDragScrollsAndSelectsNothing() {
        let (vc, f) = grid()
        f.window.sendTouch(.began, at: itemPoint(7), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        f.tick(after: 0.2)
        #expect(f.collectionView.cellForItem(at: path(7))!.isHighlighted)
        for i in 1...12 {
            f.time += 1.0 / 60
            f.window.sendTouch(.moved, at: CGPoint(x: 160, y: itemPoint(7).y - CGFloat(i) * 10), timestamp: f.time)
            f.window.tick(timestamp: f.time)
        }
        f.window.sendTouch(.ended, at: CGPoint(x: 160, y: itemPoint(7).y - 120), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        #expect(f.collectionView.contentOffset.y > 50)
        #expect(vc.selectionLog == ["shouldHighlight 7", "didHighlight 7", "didUnhighlight 7"])
        #expect(f.collectionView.indexPathsForSelectedItems == [])
        #expect(f.collectionView.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
    }

    @Test func singleSelectionMovesAndDeselectsTheOldItem() {
        let (vc, f) = grid()
        f.tap(itemPoint(0))
        f.tick(after: 0.5)
        vc.log.removeAll()
        f.tap(itemPoint(5))
        #expect(vc.selectionLog == ["shouldHighlight 5", "didHighlight 5", "shouldSelect 5", "didUnhighlight 5", "didDeselect 0", "didSelect 5"])
        #expect(f.collectionView.indexPathsForSelectedItems == [path(5)])
        #expect(!f.collectionView.cellForItem(at: path(0))!.isSelected)
    }

    @Test func multipleSelectionTogglesItems() {
        let (vc, f) = grid()
        f.collectionView.allowsMultipleSelection = true
        f.tap(itemPoint(0)); f.tick(after: 0.5)
        f.tap(itemPoint(2)); f.tick(after: 0.5)
        f.tap(itemPoint(4)); f.tick(after: 0.5)
        #expect(f.collectionView.indexPathsForSelectedItems == [path(0), path(2), path(4)])
        vc.log.removeAll()
        f.tap(itemPoint(2))
        #expect(vc.selectionLog == ["shouldHighlight 2", "didHighlight 2", "shouldDeselect 2", "didUnhighlight 2", "didDeselect 2"])
        #expect(f.collectionView.indexPathsForSelectedItems == [path(0), path(4)])
        #expect(!f.collectionView.cellForItem(at: path(2))!.isSelected)
    }

    @Test func delegateRefusalsAreHonoured() {
        let (vc, f) = grid()
        vc.refuseHighlight = [path(1)]
        vc.refuseSelection = [path(2)]
        f.tap(itemPoint(1)); f.tick(after: 0.5)
        // No highlight, but the tap still asks to select and selects.
        #expect(vc.selectionLog == ["shouldHighlight 1", "shouldSelect 1", "didSelect 1"])
        vc.log.removeAll()
        f.tap(itemPoint(2))
        #expect(vc.selectionLog == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
        #expect(f.collectionView.indexPathsForSelectedItems == [path(1)])
    }

    @Test func selectionInCodeCallsNoDelegateAndSurvivesReuse() {
        let (vc, f) = grid(300)
        let cv = f.collectionView
        cv.selectItem(at: path(200), animated: false, scrollPosition: .centeredVertically)
        f.tick()
        // Item 200 is in row 66 (y = 7260…7360): centred, the offset is 7310 − 240 = 7070.
        #expect(cv.contentOffset.y == 7070)
        #expect(cv.cellForItem(at: path(200))!.isSelected)
        #expect(vc.selectionLog.isEmpty)
        cv.setContentOffset(.zero, animated: false)
        f.tick()
        // The cell that showed 200 was reused for an unselected item: it is not selected.
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected })
        cv.deselectItem(at: path(200), animated: false)
        #expect(cv.indexPathsForSelectedItems == [])
        cv.allowsSelection = false
        f.tap(itemPoint(0))
        #expect(cv.indexPathsForSelectedItems == [] && vc.selectionLog.isEmpty)
    }
}
