import LogCapture
import Testing
import UIKit

/// Inserts, deletes and moves animate on the host clock; the completion runs after the animation;
/// counts that disagree with the updates reload the data with one logged line.
@Suite(.serialized) @MainActor struct CollectionUpdateTests {
    private func path(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

    /// 100×100 items, three per row (x = 0, 110, 220), rows every 110.
    private func grid(_ counts: [Int]) -> (GridViewController, CollectionFixture) {
        let vc = GridViewController(counts: counts)
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        f.time = 1
        f.window.tick(timestamp: f.time)
        vc.log.removeAll()
        return (vc, f)
    }

    @Test func anInsertMovesTheFollowingItemsOverTheAnimationAndFadesTheNewOneIn() {
        let (vc, f) = grid([6])
        let cv = f.collectionView
        let movingCell = cv.cellForItem(at: path(2))!
        var finishedAt: TimeInterval?
        vc.counts = [7]
        cv.performBatchUpdates({ cv.insertItems(at: [path(0)]) }, completion: { finished in
            #expect(finished)
            finishedAt = f.time
        })
        // The model is final at once: the old item 2 is item 3 now, at the start of row 1.
        #expect(cv.cellForItem(at: path(3)) === movingCell)
        #expect(movingCell.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        let inserted = cv.cellForItem(at: path(0))!
        #expect(inserted.alpha == 1)
        // On screen, halfway through the 0.2-s ease-in-ease-out, the cell is between (220, 0) and
        // (0, 110), and the inserted cell partly transparent.
        f.tick(after: 0.1)
        let mid = movingCell.layer.presentation()!.position
        #expect(mid.x > 50 && mid.x < 270 && mid.y > 50 && mid.y < 160)
        #expect(isClose(mid.x, (270 + 50) / 2, within: 1) && isClose(mid.y, (50 + 160) / 2, within: 1))
        let alpha = CGFloat(inserted.layer.presentation()!.opacity)
        #expect(alpha > 0.2 && alpha < 0.8)
        #expect(finishedAt == nil)
        f.tick(after: 0.1)
        #expect(finishedAt == f.time)
        #expect(movingCell.layer.presentation()!.position == CGPoint(x: 50, y: 160))
        #expect(cv.indexPathsForVisibleItems == (0..<7).map { path($0) })
        #expect(vc.log == ["willDisplay 0.0"])
    }

    @Test func aDeletedItemFadesOutThenEndsItsDisplay() {
        let (vc, f) = grid([6])
        let cv = f.collectionView
        let doomed = cv.cellForItem(at: path(1))!
        cv.selectItem(at: path(4), animated: false, scrollPosition: [])
        vc.counts = [5]
        cv.deleteItems(at: [path(1)])
        // The selection follows the item (4 → 3); the deleted cell is still in the tree, fading.
        #expect(cv.indexPathsForSelectedItems == [path(3)])
        #expect(doomed.superview === cv && cv.indexPath(for: doomed) == nil)
        #expect(cv.visibleCells.count == 5)
        f.tick(after: 0.1)
        #expect(doomed.superview === cv)
        #expect(CGFloat(doomed.layer.presentation()!.opacity) < 0.8)
        #expect(vc.log.isEmpty)
        f.tick(after: 0.1)
        #expect(doomed.superview == nil)
        #expect(vc.log == ["didEndDisplaying 0.1"])
        #expect(cv.cellForItem(at: path(1))!.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    }

    @Test func aMoveKeepsTheCellAndSectionUpdatesRemapHeaders() {
        let (vc, f) = grid([3, 3])
        let cv = f.collectionView
        let cell = cv.cellForItem(at: path(0, 0))!
        var counts = vc.counts
        counts[1] = 4
        counts[0] = 2
        vc.counts = counts
        cv.moveItem(at: path(0, 0), to: path(3, 1))
        #expect(cv.cellForItem(at: path(3, 1)) === cell)
        // Section 0 keeps two items (the old 1 and 2); section 1 has four: its three, then the moved one.
        // Sections abut (no insets): section 1 starts at 100, its second row at 210.
        #expect(cell.frame == CGRect(x: 0, y: 210, width: 100, height: 100))
        f.run(0.3)
        vc.counts = [2, 5, 4]
        cv.insertSections(IndexSet(integer: 1))
        #expect(cv.numberOfSections == 3)
        #expect(cv.cellForItem(at: path(3, 2)) === cell)
    }

    @Test func countsThatDisagreeReloadTheDataWithOneLoggedLine() {
        let (vc, f) = grid([6])
        let cv = f.collectionView
        cv.selectItem(at: path(0), animated: false, scrollPosition: [])
        vc.counts = [9]   // but only one insert is announced
        var completed = false
        let records = LogCapture.records {
            cv.performBatchUpdates({ cv.insertItems(at: [path(6)]) }, completion: { _ in completed = true })
        }
        #expect(records.map(\.message) == ["invalid collection view update: section 0 has 9 items after the update; 6 before, minus 0 deleted, plus 1 inserted, is 7 (iOS raises NSInternalInconsistencyException); reloaded the data instead"])
        // A consistent state: the data source's counts, every item shown, no selection.
        #expect(cv.numberOfItems(inSection: 0) == 9)
        #expect(cv.indexPathsForVisibleItems == (0..<9).map { path($0) })
        #expect(cv.indexPathsForSelectedItems == [])
        #expect(!completed)
        f.tick(after: 0.2)
        #expect(completed)
        // Items that do not exist are refused the same way.
        let more = LogCapture.records { cv.deleteItems(at: [path(40)]) }
        #expect(more.first?.message.hasPrefix("invalid collection view update: item [0, 40] does not exist before the update") == true)
    }
}
