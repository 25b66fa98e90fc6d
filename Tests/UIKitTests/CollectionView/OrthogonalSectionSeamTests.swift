import HostContextTesting
import Testing
@testable import UIKit

/// A layout using the internal seam for sideways sections (what the compositional layout's
/// orthogonal sections build on): section 0 is a carousel of 100×100 items 10 pt apart in a
/// container 320 × 100 at the top; section 1 is a list of 320×50 rows below it.
final class CarouselLayout: UICollectionViewLayout {
    let carousel = OrthogonalSectionContainer(section: 0, frame: CGRect(x: 0, y: 0, width: 320, height: 100))

    override func prepare() {
        super.prepare()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        carousel.contentSize = CGSize(width: CGFloat(count) * 110 - 10, height: 100)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: 110 + CGFloat(collectionView?.numberOfItems(inSection: 1) ?? 0) * 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rows = collectionView?.numberOfItems(inSection: 1) ?? 0
        return (0..<rows).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 1)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = indexPath.section == 0 ? CGRect(x: CGFloat(indexPath.item) * 110, y: 0, width: 100, height: 100)
                                         : CGRect(x: 0, y: 110 + CGFloat(indexPath.item) * 50, width: 320, height: 50)
        return a
    }

    override func orthogonalSectionContainers() -> [OrthogonalSectionContainer] { [carousel] }

    override func layoutAttributesForOrthogonalSection(_ section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
}

/// The seam end to end: carousel cells live in their container, scroll sideways with it, are
/// reused and selected like other cells, while the rest of the collection view scrolls vertically.
@Suite(.freshHostContext) @MainActor struct OrthogonalSectionSeamTests {
    @Test func aCarouselSectionScrollsSidewaysInsideTheCollectionView() {
        let layout = CarouselLayout()
        let vc = GridViewController(counts: [20, 30], layout: layout)
        let f = CollectionFixture(vc)
        let cv = f.collectionView
        #expect(layout.carousel.superview === cv)
        // 0…320 of the carousel shows items 0, 1, 2 (220…320); their cells are the container's subviews.
        let carouselItems = cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
        #expect(carouselItems == [0, 1, 2])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.superview === layout.carousel)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 1))!.superview === cv)
        // A horizontal drag on the carousel scrolls it, not the collection view.
        f.fling(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -250, y: 0), duration: 0.5)
        f.settle()
        let x = layout.carousel.contentOffset.x
        #expect(x > 200 && cv.contentOffset.y == 0)
        let expected = (0..<20).filter { CGFloat($0) * 110 < x + 320 && CGFloat($0) * 110 + 100 > x }
        #expect(cv.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == expected)
        #expect(CountingCollectionCell.created <= 4 + 10)
        // A tap on a carousel cell selects that item.
        let item = expected[1]
        f.tap(CGPoint(x: CGFloat(item) * 110 + 50 - x, y: 50))
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: item, section: 0)])
        #expect(cv.indexPathForItem(at: CGPoint(x: CGFloat(item) * 110 + 50 - x, y: 50)) == IndexPath(item: item, section: 0))
        // A vertical drag below scrolls the collection view; the carousel goes with its content.
        f.fling(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), duration: 0.5)
        f.settle()
        #expect(cv.contentOffset.y > 100)
        #expect(cv.indexPathsForVisibleItems.allSatisfy { $0.section == 1 })
    }
}
