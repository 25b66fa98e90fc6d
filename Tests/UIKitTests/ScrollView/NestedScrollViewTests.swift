import HostContextTesting
import Testing
import UIKit

/// Nested scroll views: cross-axis nesting picks the view by the drag's direction (WWDC 2009);
/// same-axis nesting gives the drag to the inner view (documented in UIScrollView+Dragging).
@Suite(.freshHostContext) @MainActor struct NestedScrollViewTests {
    /// A horizontal paging scroll view of three pages, each a vertical scroll view.
    private func pagesOfVerticalLists() -> (ScrollViewFixture, [UIScrollView], [ScrollDelegateRecorder]) {
        let f = ScrollViewFixture(contentSize: CGSize(width: 960, height: 480))
        f.scrollView.isPagingEnabled = true
        var inner: [UIScrollView] = [], recorders: [ScrollDelegateRecorder] = []
        for i in 0..<3 {
            let v = UIScrollView(frame: CGRect(x: CGFloat(i) * 320, y: 0, width: 320, height: 480))
            v.contentSize = CGSize(width: 320, height: 2000)
            let r = ScrollDelegateRecorder()
            v.delegate = r
            f.scrollView.addSubview(v)
            inner.append(v)
            recorders.append(r)
        }
        return (f, inner, recorders)
    }

    @Test func aVerticalDragScrollsOnlyTheInnerVerticalScrollView() {
        let (f, inner, recorders) = pagesOfVerticalLists()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 5, y: -150), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(abs(inner[0].contentOffset.y - 140) < 0.5)
        #expect(inner[0].contentOffset.x == 0)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.recorder.log.isEmpty)
        #expect(recorders[0].log.first == "willBeginDragging")
    }

    @Test func aHorizontalDragScrollsOnlyTheOuterPagingScrollView() {
        let (f, inner, recorders) = pagesOfVerticalLists()
        f.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -200, y: 5), duration: 0.2)
        #expect(f.scrollView.contentOffset.x > 150)
        #expect(inner[0].contentOffset == .zero)
        #expect(recorders[0].log.isEmpty)
        f.settle()
        #expect(f.scrollView.contentOffset == CGPoint(x: 320, y: 0))
        #expect(inner[0].contentOffset == .zero && inner[1].contentOffset == .zero)
    }

    @Test func afterPagingAVerticalDragScrollsTheSecondPagesList() {
        let (f, inner, _) = pagesOfVerticalLists()
        f.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -200, y: 0), duration: 0.2)
        f.settle()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(abs(inner[1].contentOffset.y - 100) < 1e-9)
        #expect(inner[0].contentOffset == .zero)
        #expect(f.scrollView.contentOffset == CGPoint(x: 320, y: 0))
    }

    @Test func sameAxisNestingTheInnerScrollViewTakesTheDrag() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 3000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 1000)
        f.scrollView.addSubview(inner)
        f.drag(from: CGPoint(x: 160, y: 280), by: CGPoint(x: 0, y: -110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(abs(inner.contentOffset.y - 100) < 1e-9)
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test func sameAxisNestingADragPushingPastTheInnersEdgeGoesToTheOuterView() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 3000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 1000)
        f.scrollView.addSubview(inner)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 0)
        // The inner view is at its top; a downward drag would push past it, so the outer view takes
        // the drag (and, at its own top, rubber-bands: d = 480, 100 pt past shows 0.55·100·480/535).
        f.drag(from: CGPoint(x: 160, y: 120), by: CGPoint(x: 0, y: 110), duration: 0.2, lift: false)
        #expect(inner.contentOffset == .zero)
        #expect(abs(Double(f.scrollView.contentOffset.y) + 0.55 * 100 * 480 / 535) < 0.001)
    }

    @Test func dragsOutsideTheInnerViewScrollTheOuterOne() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 3000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 1000)
        f.scrollView.addSubview(inner)
        f.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(abs(f.scrollView.contentOffset.y - 100) < 1e-9)
        #expect(inner.contentOffset == .zero)
    }
}
