import HeadlessHost
import Swift5ParallaxLayout
import Testing
import UIKit

/// A Swift 5 collection layout library (Tests/Swift5Libraries/ParallaxLayout): an attributes
/// subclass with an extra property carried by `copy(with:)` and compared by `isEqual(_:)`, a flow
/// layout subclass that sets it on every scroll, and batch updates written with implicit `self`.
@MainActor
@Suite struct ParallaxLayoutTests {
    /// Cards are 120 pt tall with 10 pt between them: card i's centre is at 130 i + 60.
    static func expectedOffset(card: Int, contentOffsetY: CGFloat) -> CGFloat {
        let visibleCentre = contentOffsetY + 480 / 2
        return max(-40, min(40, (visibleCentre - (130 * CGFloat(card) + 60)) * 0.25))
    }

    @Test func scrollingByTouchesShiftsEachCardsArtworkByItsDistanceFromTheVisibleCentre() throws {
        let gallery = ParallaxGallery(frame: CGRect(x: 0, y: 0, width: 320, height: 480), cardCount: 30)
        let host = hostShowing(gallery.collectionView)
        let collectionView = gallery.collectionView
        func checkVisibleCards() {
            let cells = collectionView.visibleCells.compactMap { $0 as? ParallaxCell }
            #expect(cells.count >= 4)
            for cell in cells {
                guard let item = collectionView.indexPath(for: cell)?.item else { Issue.record("no index path"); continue }
                let expected = Self.expectedOffset(card: item, contentOffsetY: collectionView.contentOffset.y)
                #expect(abs((cell.appliedParallaxOffset?.y ?? .nan) - expected) < 1e-9, "card \(item)")
                #expect(abs(cell.artwork.frame.minY - (-40 + expected)) < 1e-9)
            }
        }
        checkVisibleCards()
        let queries = gallery.layout.elementQueries
        // 300 pt up, held still before lifting: no fling, the content stays where the finger left it.
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.4, holdBeforeLift: 0.1)
        host.idle(1)
        #expect(collectionView.contentOffset.y > 250)
        #expect(gallery.layout.elementQueries > queries + 5)   // asked again on every scrolled frame
        checkVisibleCards()
        // Some card is shifted by less than the clamp: the test sees the formula, not just ±40.
        #expect(collectionView.visibleCells.compactMap { ($0 as? ParallaxCell)?.appliedParallaxOffset?.y }.contains { abs($0) < 39 && $0 != 0 })
    }

    @Test func copiesCarryTheParallaxOffsetAndEqualityComparesIt() throws {
        let gallery = ParallaxGallery(frame: CGRect(x: 0, y: 0, width: 320, height: 480), cardCount: 10)
        _ = hostShowing(gallery.collectionView)
        let attributes = try #require(gallery.layout.layoutAttributesForElements(in: gallery.collectionView.bounds)?
            .compactMap { $0 as? ParallaxLayoutAttributes })
        let third = try #require(attributes.first { $0.indexPath.item == 2 })
        #expect(third.parallaxOffset.y == Self.expectedOffset(card: 2, contentOffsetY: 0))   // (240 − 320) × 0.25 = −20
        let copy = try #require(third.copy() as? ParallaxLayoutAttributes)
        #expect(copy !== third)
        #expect(copy.parallaxOffset == third.parallaxOffset && copy.frame == third.frame)
        #expect(copy.isEqual(third))
        copy.parallaxOffset.y += 1
        #expect(!copy.isEqual(third))
    }

    @Test func batchUpdatesTakeClosureLiteralsWithImplicitSelfAndNonEscapingParameters() {
        let gallery = ParallaxGallery(frame: CGRect(x: 0, y: 0, width: 320, height: 480), cardCount: 5)
        let host = hostShowing(gallery.collectionView)
        gallery.removeFirstCard()
        host.idle(1)
        #expect(gallery.cards == [1, 2, 3, 4])
        #expect(gallery.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(gallery.completions == [true])
        gallery.batch {
            gallery.appendCard()
            gallery.appendCard()
        }
        gallery.flush()
        host.idle(1)
        #expect(gallery.collectionView.numberOfItems(inSection: 0) == 6)

        let table = CardTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), rows: ["a", "b"])
        let tableHost = hostShowing(table.tableView)
        table.insertAtTop("z")
        table.batch { table.removeLast() }
        tableHost.idle(1)
        #expect(table.rows == ["z", "a"])
        #expect(table.tableView.numberOfRows(inSection: 0) == 2)
        #expect(table.tableView.visibleCells.map { $0.textLabel?.text } == ["z", "a"])
    }
}
