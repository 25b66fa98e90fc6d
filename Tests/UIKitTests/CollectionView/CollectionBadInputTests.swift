import LogCapture
import Testing
import UIKit

/// A data source that misbehaves in the ways the bad-input table of docs/PORTING.md lists.
final class CarelessDataSource: UICollectionViewDataSource {
    var count = 6
    var identifier = "Cell"
    var makeOwnCells = false

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if makeOwnCells { return UICollectionViewCell(frame: .zero) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

/// Bad input gets a logged line and a defined outcome, never a crash.
@Suite(.serialized) @MainActor struct CollectionBadInputTests {
    private func show(_ cv: UICollectionView) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(cv)
        return window
    }

    @Test func nanAndNegativeItemSizesBecomeZeroWithOneLine() {
        let grid = GridViewController(counts: [4])
        grid.sizeForItem = { p in [CGSize(width: CGFloat.nan, height: 50), CGSize(width: 100, height: -20), CGSize(width: 100, height: 50),
                                   CGSize(width: CGFloat.infinity, height: 50)][p.item] }
        let (_, records) = LogCapture.capture { CollectionFixture(grid) }
        let cv = grid.collectionView!
        #expect(records.map(\.message) == ["UICollectionViewFlowLayout got nan for the size of item 0 in section 0; used 0 (further invalid values in this layout pass are not logged)"])
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size == CGSize(width: 0, height: 50))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.size == CGSize(width: 100, height: 0))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.size == CGSize(width: 0, height: 50))
        #expect(cv.contentSize.height.isFinite)
        // Attributes reject NaN themselves too.
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: CGFloat.nan, y: 10, width: -40, height: 20)
        #expect(attributes.frame == CGRect(x: -40, y: 10, width: 40, height: 20))
    }

    @Test func anUnregisteredIdentifierGivesAPlainCellAndOneLine() {
        let source = CarelessDataSource()
        source.identifier = "Nope"
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.dataSource = source
        let window = show(cv)
        let records = LogCapture.records { window.tick(timestamp: 0) }
        #expect(records.count == 6)
        #expect(records.first?.message == "dequeueReusableCell(withReuseIdentifier: \"Nope\", for: [0, 0]) with no class registered for that identifier (iOS raises an exception); returned a plain UICollectionViewCell")
        #expect(cv.visibleCells.count == 6)
        #expect(cv.visibleCells.allSatisfy { $0.reuseIdentifier == "Nope" })
    }

    @Test func aCellNotObtainedFromDequeueIsShownOnceAndNotReused() {
        let source = CarelessDataSource()
        source.makeOwnCells = true
        source.count = 300
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.dataSource = source
        let window = show(cv)
        let records = LogCapture.records { window.tick(timestamp: 0) }
        #expect(records.first?.message == "collectionView(_:cellForItemAt:) returned a cell not obtained from dequeueReusableCell(withReuseIdentifier:for:) for [0, 0] (iOS raises an exception); shown, and not reused")
        // 50×50 items with 10-pt spacing: five per 320-pt row ((320 − 250) / 4 = 17.5 apart), rows every 60.
        #expect(cv.visibleCells.count == 5 * 8)
        cv.contentOffset = CGPoint(x: 0, y: 600)
        window.tick(timestamp: 0.1)
        // Cells that left were let go, not queued: only the visible ones are in the tree.
        #expect(cv.subviews.compactMap { $0 as? UICollectionViewCell }.count == cv.visibleCells.count)
    }

    @Test func negativeCountsAndLayoutsNamingMissingItemsAreRefused() {
        let source = CarelessDataSource()
        source.count = -3
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = source
        let window = show(cv)
        let records = LogCapture.records { window.tick(timestamp: 0) }
        #expect(records.map(\.message) == ["UICollectionView got -3 from collectionView(_:numberOfItemsInSection: 0); used 0"])
        #expect(cv.numberOfItems(inSection: 0) == 0 && cv.visibleCells.isEmpty)
        // Asking about items that do not exist.
        let more = LogCapture.records {
            cv.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
            cv.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        }
        #expect(more.count == 2)
        #expect(cv.contentOffset == .zero && cv.indexPathsForSelectedItems == [])
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 3)) == nil)
        #expect(cv.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }
}
