import HostContextTesting
import Testing
import UIKit

/// A two-column waterfall layout written the way iOS developers write one (Ray Wenderlich's
/// Pinterest layout pattern): heights from a delegate, attributes cached in `prepare()`, each item
/// placed in the shorter column.
final class WaterfallLayout: UICollectionViewLayout {
    var columns = 2
    var spacing: CGFloat = 6
    var heightForItem: (IndexPath) -> CGFloat = { _ in 100 }
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private(set) var prepareCount = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        cache.removeAll()
        let width = (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        var tops = [CGFloat](repeating: spacing, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = tops.firstIndex(of: tops.min()!)!
            let frame = CGRect(x: spacing + CGFloat(column) * (width + spacing), y: tops[column], width: width, height: heightForItem(indexPath))
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            cache.append(attributes)
            tops[column] = frame.maxY + spacing
        }
        contentHeight = tops.max() ?? 0
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }

    /// Snaps a fling's resting place to the top of the item nearest it, as a "card" feed does.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let nearest = cache.min { abs($0.frame.minY - spacing - proposedContentOffset.y) < abs($1.frame.minY - spacing - proposedContentOffset.y) }
        return CGPoint(x: proposedContentOffset.x, y: (nearest?.frame.minY ?? spacing) - spacing)
    }
}

/// A custom layout end to end: its frames reach the cells, only its visible items get cells,
/// a resize re-prepares it, and its `targetContentOffset` decides where a fling rests.
@Suite(.freshHostContext) @MainActor struct CustomLayoutTests {
    private func path(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }
    private static func height(_ p: IndexPath) -> CGFloat { CGFloat(60 + (p.item * 37) % 90) }

    private func waterfall(_ n: Int = 400) -> (GridViewController, CollectionFixture, WaterfallLayout) {
        let layout = WaterfallLayout()
        layout.heightForItem = Self.height
        let vc = GridViewController(counts: [n], layout: layout)
        return (vc, CollectionFixture(vc), layout)
    }

    /// The expected frames, computed here independently: columns 151 pt wide at x = 6 and 163.
    private func expectedFrames(_ n: Int) -> [CGRect] {
        var tops: [CGFloat] = [6, 6]
        return (0..<n).map { i in
            let c = tops[0] <= tops[1] ? 0 : 1
            let frame = CGRect(x: 6 + CGFloat(c) * 157, y: tops[c], width: 151, height: Self.height(path(i)))
            tops[c] = frame.maxY + 6
            return frame
        }
    }

    @Test func theLayoutsFramesReachTheCells() {
        let (_, f, _) = waterfall()
        let cv = f.collectionView
        let frames = expectedFrames(400)
        let visible = (0..<400).filter { frames[$0].intersects(CGRect(x: 0, y: 0, width: 320, height: 480)) }
        #expect(cv.indexPathsForVisibleItems.map(\.item) == visible)
        for i in visible { #expect(cv.cellForItem(at: path(i))!.frame == frames[i]) }
        var tops: [CGFloat] = [6, 6]
        for frame in frames { tops[frame.minX < 100 ? 0 : 1] = frame.maxY + 6 }
        #expect(cv.contentSize == CGSize(width: 320, height: tops.max()!))
        // Scrolled: the cells follow the layout at the new bounds.
        cv.contentOffset = CGPoint(x: 0, y: 3000)
        f.tick()
        let rect = CGRect(x: 0, y: 3000, width: 320, height: 480)
        #expect(cv.indexPathsForVisibleItems.map(\.item) == (0..<400).filter { frames[$0].intersects(rect) })
        #expect(cv.indexPathForItem(at: CGPoint(x: frames[150].midX, y: frames[150].midY)) == path(150))
    }

    @Test func aResizeAsksTheLayoutAndPreparesItAgain() {
        let (_, f, layout) = waterfall(10)
        let before = layout.prepareCount
        f.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        f.tick()
        #expect(layout.prepareCount == before)            // a scroll does not invalidate this layout
        f.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        f.tick()
        #expect(layout.prepareCount == before + 1)
        // Columns are now (200 − 18) / 2 = 91 wide.
        #expect(f.collectionView.cellForItem(at: path(0))!.frame.width == 91)
    }

    @Test func aFlingRestsWhereTheLayoutsTargetContentOffsetSays() {
        let (_, f, _) = waterfall()
        let cv = f.collectionView
        f.fling(by: CGPoint(x: 0, y: -250), duration: 0.08)
        f.settle()
        let tops = Set(expectedFrames(400).map { $0.minY - 6 })
        #expect(cv.contentOffset.y > 1000)
        #expect(tops.contains(cv.contentOffset.y))
    }

    @Test func anAnimatedLayoutChangeMovesTheCellsOnTheHostClock() {
        let vc = GridViewController(counts: [6])
        let f = CollectionFixture(vc) { _ in vc.flowLayout.itemSize = CGSize(width: 100, height: 100) }
        let cv = f.collectionView
        let cell = cv.cellForItem(at: path(1))!
        #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        let waterfall = WaterfallLayout()
        waterfall.heightForItem = Self.height
        var done = false
        cv.setCollectionViewLayout(waterfall, animated: true) { finished in done = finished }
        // The model is the new layout's at once: item 1 in the right column.
        let target = expectedFrames(6)[1]
        #expect(cv.cellForItem(at: path(1)) === cell && cell.frame == target)
        #expect(waterfall.collectionView === cv && vc.flowLayout.collectionView == nil)
        f.tick(after: 0.1)
        let p = cell.layer.presentation()!.position
        #expect(isClose(p.x, (160 + target.midX) / 2, within: 1) && isClose(p.y, (50 + target.midY) / 2, within: 1))
        #expect(!done)
        f.tick(after: 0.1)
        #expect(done)
    }
}
