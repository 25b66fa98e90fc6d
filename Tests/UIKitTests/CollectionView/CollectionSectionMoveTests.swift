import Foundation
import LogCapture
import Testing
import UIKit

/// `moveSection(_:toSection:)` on a collection view: the section's items keep their cells and slide
/// over the update animation to where the data source now has them; counts that disagree are
/// logged and the data reloaded. Frames computed here: full-width 44 pt rows, sections stacked.
@Suite(.serialized) @MainActor struct CollectionSectionMoveTests {
    static func frame(_ s: Int, _ i: Int, counts: [Int]) -> CGRect {
        CGRect(x: 0, y: 44 * CGFloat(counts[..<s].reduce(0, +) + i), width: 320, height: 44)
    }

    static func makeFixture() -> (GridViewController, CollectionFixture) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let grid = GridViewController(counts: [2, 3, 1], layout: layout)
        return (grid, CollectionFixture(grid))
    }

    @Test func aMovedSectionSlidesWithItsCells() {
        let (grid, fixture) = Self.makeFixture()
        let cv = fixture.collectionView
        var before: [IndexPath: UICollectionViewCell] = [:]
        for (s, n) in [2, 3, 1].enumerated() {
            for i in 0..<n {
                let p = IndexPath(item: i, section: s)
                before[p] = cv.cellForItem(at: p)
                #expect(before[p]?.frame == Self.frame(s, i, counts: [2, 3, 1]), "\(p)")
            }
        }
        let created = CountingCollectionCell.created
        grid.counts = [3, 1, 2]           // the model: the first section moved to the end
        var finished: Bool?
        cv.performBatchUpdates({ cv.moveSection(0, toSection: 2) }, completion: { finished = $0 })
        fixture.tick()
        #expect(before[IndexPath(item: 0, section: 0)]?.layer.animationKeys() != nil)
        fixture.run(UICollectionView.updateAnimationDuration + 0.1)
        #expect(finished == true)
        let newSection = [2, 0, 1]
        for (p, cell) in before {
            let q = IndexPath(item: p.item, section: newSection[p.section])
            #expect(cv.cellForItem(at: q) === cell, "\(p) → \(q)")
            #expect(cell.frame == Self.frame(q.section, q.item, counts: [3, 1, 2]), "\(q)")
        }
        #expect(CountingCollectionCell.created == created)
        #expect(fixture.liveCells.count == 6)
    }

    @Test func countsThatDisagreeAreLoggedAndReloaded() {
        let (_, fixture) = Self.makeFixture()
        let cv = fixture.collectionView
        let records = LogCapture.records { cv.moveSection(0, toSection: 2) }   // the model did not change
        #expect(records.count == 1)
        fixture.tick()
        #expect(fixture.liveCells.count == 6)
        for (s, n) in [2, 3, 1].enumerated() {
            for i in 0..<n { #expect(cv.cellForItem(at: IndexPath(item: i, section: s))?.frame == Self.frame(s, i, counts: [2, 3, 1])) }
        }
        let outside = LogCapture.records { cv.moveSection(5, toSection: 0) }
        #expect(outside.count == 1)
    }
}
