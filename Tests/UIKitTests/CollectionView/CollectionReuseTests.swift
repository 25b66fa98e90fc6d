import HostContextTesting
import Testing
import UIKit

/// Only what intersects the bounds has views, views are reused, and the count of cells ever
/// created stays about one screenful whatever the item count.
@Suite(.freshHostContext) @MainActor struct CollectionReuseTests {
    private func path(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

    @Test func theVisibleCellsAreThoseThatIntersectTheBounds() {
        let vc = GridViewController(counts: [1000])
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        let cv = f.collectionView
        // Rows every 110 pt: rows 0…4 start below 480 (row 4 at 440), so 15 cells.
        #expect(cv.indexPathsForVisibleItems == (0..<15).map { path($0) })
        #expect(cv.contentSize == CGSize(width: 320, height: 334 * 110 - 10))
        cv.contentOffset = CGPoint(x: 0, y: 1000)
        f.tick()
        // 1000…1480 meets rows 9 (990…1090) through 13 (1430…1530).
        #expect(cv.indexPathsForVisibleItems == (27..<42).map { path($0) })
        #expect(cv.visibleCells.count == 15 && f.liveCells.count == 15)
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 1100 + 50)) == path(31))
        #expect(cv.indexPathForItem(at: CGPoint(x: 105, y: 1150)) == nil)   // the gap between columns
        let cell = cv.cellForItem(at: path(31))!
        #expect(cv.indexPath(for: cell) == path(31))
        #expect((cell as! CountingCollectionCell).label.text == "0.31")
    }

    @Test func aFlingThroughTenThousandItemsCreatesAboutAScreenOfCells() {
        let vc = GridViewController(counts: [10_000])
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        var most = 0
        for _ in 0..<6 {
            f.fling(by: CGPoint(x: 0, y: -300), duration: 0.08) { most = max(most, f.liveCells.count) }
            f.run(0.3)
        }
        f.settle { most = max(most, f.liveCells.count) }
        #expect(f.collectionView.contentOffset.y > 5000)
        // A screen shows at most 5 rows of 3 (480 / 110 → 6 rows when a row straddles both edges).
        #expect(most <= 18)
        #expect(CountingCollectionCell.created <= 21)
        #expect(vc.log.filter { $0.hasPrefix("willDisplay") }.count > 200)
        // Every visible cell shows its own item.
        for cell in f.collectionView.visibleCells {
            let p = f.collectionView.indexPath(for: cell)!
            #expect((cell as! CountingCollectionCell).label.text == "0.\(p.item)")
        }
    }

    @Test func willDisplayAndDidEndDisplayingPairUp() {
        let vc = GridViewController(counts: [100])
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        vc.log.removeAll()
        f.collectionView.contentOffset = CGPoint(x: 0, y: 110)
        f.tick()
        // Bounds 110…590: row 0 (0…100) left, row 5 (550…650) entered.
        #expect(vc.log == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                           "willDisplay 0.15", "willDisplay 0.16", "willDisplay 0.17"])
        // The new cells came from the queue: nothing new was created.
        #expect(CountingCollectionCell.created == 15)
    }

    @Test func reloadDataAsksAgainAndClearsTheSelection() {
        let vc = GridViewController(counts: [30])
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        let cv = f.collectionView
        cv.selectItem(at: path(1), animated: false, scrollPosition: [])
        vc.counts = [4]
        cv.reloadData()
        #expect(cv.numberOfItems(inSection: 0) == 4)
        #expect(cv.indexPathsForSelectedItems == [])
        f.tick()
        #expect(cv.indexPathsForVisibleItems == (0..<4).map { path($0) })
        #expect(cv.contentSize.height == 210)
    }
}
