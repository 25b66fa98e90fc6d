import HostContextTesting
import Testing
import UIKit

/// The storefront written with a compositional layout (ShelvesViewController), driven through the
/// window. Geometry at 320×480: the banner section has 8 pt insets, so its groups are 0.9 × 304 =
/// 273.6 pt wide and 150 pt tall at y 8…158, 8 pt apart; the section ends at 166. The grid's 44 pt
/// header follows (166…210), then rows of three squares 320 / 3 pt on a side, each cell inset by 1 pt.
@Suite(.freshHostContext) @MainActor struct CompositionalCorpusTests {
    func bannerRow(_ vc: ShelvesViewController) -> UIScrollView? {
        vc.collectionView.subviews.compactMap { $0 as? UIScrollView }.first
    }

    @Test func gridCellsAndBannersSitWhereTheLayoutSays() {
        let vc = ShelvesViewController()
        _ = CorpusHost(vc)
        let side: CGFloat = 320.0 / 3.0
        let cell = vc.collectionView.cellForItem(at: IndexPath(item: 4, section: 1))
        let expected = CGRect(x: side + 1, y: 210 + side + 1, width: side - 2, height: side - 2)
        #expect(isClose(cell?.frame.origin ?? .zero, expected.origin, within: 1e-9))
        #expect(isClose(cell?.frame.width ?? 0, expected.width, within: 1e-9))
        let row = bannerRow(vc)
        #expect(row?.frame == CGRect(x: 0, y: 8, width: 320, height: 150))
        let banner1 = vc.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(banner1?.superview === row)
        #expect(isClose(banner1?.frame.minX ?? 0, 8 + 273.6 + 8, within: 1e-9))
    }

    @Test func tapsSelectGridCellsAndBanners() {
        let vc = ShelvesViewController()
        let host = CorpusHost(vc)
        host.tap(at: CGPoint(x: 53, y: 263))
        host.run(for: 0.2)
        host.tap(at: CGPoint(x: 100, y: 80))
        host.run(for: 0.2)
        #expect(vc.selections == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 0)])
    }

    @Test func aFlickPagesTheBannersByOneGroupAndAVerticalDragScrollsTheGrid() {
        let vc = ShelvesViewController()
        let host = CorpusHost(vc)
        let row = bannerRow(vc)!
        // 120 pt in 0.1 s (1200 pt/s): group paging rests banner 1 where banner 0 began, at
        // its leading edge (8 + 273.6 + 8) less the 8 pt inset.
        host.drag(from: CGPoint(x: 280, y: 80), by: CGPoint(x: -120, y: 0), steps: 6, pause: nil)
        host.run(for: 4)
        #expect(isClose(row.contentOffset.x, 281.6, within: 0.01))
        #expect(vc.collectionView.contentOffset.y == 0)
        // A vertical drag held before lifting: 200 pt less the 10 pt slop; the grid's header is
        // pinned to the top (it would otherwise be at 166).
        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200))
        host.run(for: 0.5)
        #expect(isClose(vc.collectionView.contentOffset.y, 190, within: 0.5))
        #expect(isClose(row.contentOffset.x, 281.6, within: 0.01))
        let header = vc.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 1))
        #expect(isClose(header?.frame.minY ?? 0, vc.collectionView.contentOffset.y, within: 1e-9))
    }
}
