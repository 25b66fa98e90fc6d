import HostContextTesting
import Testing
import UIKit

/// Paging with a page control, the WWDC 2010 browser's padded pages with recycling, and nested
/// paging over vertical lists.
@Suite(.freshHostContext) @MainActor struct PagingCorpusTests {
    @Test func aFlickTurnsOnePageAndThePageControlFollows() {
        let vc = PagedColorsViewController()
        let host = CorpusHost(vc)
        host.drag(from: CGPoint(x: 280, y: 200), by: CGPoint(x: -120, y: 0), steps: 6, pause: nil)
        host.run(for: 2)
        #expect(isClose(vc.scrollView.contentOffset, CGPoint(x: 320, y: 0)))
        #expect(vc.pagesSettled == [1])
        #expect(vc.pageControl.currentPage == 1)
    }

    @Test func tappingThePageControlScrollsToItsPageThroughTargetAction() {
        let vc = PagedColorsViewController()
        let host = CorpusHost(vc)
        // The control spans the width at y 430…460; a tap right of the current dot pages forward.
        host.tap(at: CGPoint(x: 300, y: 445))
        #expect(vc.pageControl.currentPage == 1)
        host.run(for: 1)
        #expect(vc.scrollView.contentOffset == CGPoint(x: 320, y: 0))
        host.tap(at: CGPoint(x: 300, y: 445))
        host.run(for: 1)
        #expect(vc.scrollView.contentOffset == CGPoint(x: 640, y: 0))
    }

    @Test func paddedPagesAreRecycledWhilePaging() {
        let vc = PhotoPagesWithGapsViewController()
        let host = CorpusHost(vc)
        #expect(vc.pagingScrollView.frame == CGRect(x: -10, y: 0, width: 340, height: 480))
        #expect(Array(vc.visiblePages.keys) == [0])
        for _ in 0..<6 {
            host.drag(from: CGPoint(x: 280, y: 240), by: CGPoint(x: -150, y: 0), steps: 6, pause: nil)
            host.run(for: 1.5)
        }
        #expect(vc.currentPage == 6)
        #expect(isClose(vc.pagingScrollView.contentOffset.x, 6 * 340))
        #expect(Array(vc.visiblePages.keys) == [6])
        // Page 6 sits 10 pt into its 340 pt slot; two page views serve all six turns.
        #expect(vc.visiblePages[6]?.frame == CGRect(x: 6 * 340 + 10, y: 0, width: 320, height: 480))
        #expect(vc.pagesCreated == 2)
    }

    @Test func verticalDragsScrollTheInnerListAndHorizontalFlicksTurnPages() {
        let vc = NestedPagesViewController()
        let host = CorpusHost(vc)
        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -210))
        #expect(vc.pages[0].contentOffset == CGPoint(x: 0, y: 200))
        #expect(vc.pager.contentOffset == .zero)
        host.drag(from: CGPoint(x: 280, y: 200), by: CGPoint(x: -120, y: 0), steps: 6, pause: nil)
        host.run(for: 2)
        #expect(vc.pager.contentOffset == CGPoint(x: 320, y: 0))
        #expect(vc.pages[0].contentOffset == CGPoint(x: 0, y: 200))
        #expect(vc.pages[1].contentOffset == .zero)
    }
}
