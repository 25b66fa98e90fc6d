import HostContextTesting
import Testing
import UIKit

/// The swipe-back against a horizontal scroll view filling the pushed screen: a drag that lands in
/// the 20 pt edge band and moves right pops (the scroll view's pan waits for the edge pan to fail and
/// it does not); a drag that lands elsewhere scrolls or pages as usual, and a paging scroll view keeps
/// its own drags (UIScreenEdgePanGestureRecognizer's failure relationship).
@Suite(.freshHostContext) @MainActor
struct EdgeSwipeScrollViewTests {
    /// Three 320 pt pages side by side in a scroll view that fills the view, written as on iOS.
    final class StripViewController: StackViewController {
        let scrollView = UIScrollView()
        var paging = false
        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.isPagingEnabled = paging
            for i in 0..<3 {
                let page = UIView(frame: CGRect(x: CGFloat(i) * 320, y: 0, width: 320, height: 400))
                page.backgroundColor = [UIColor.red, .green, .blue][i]
                scrollView.addSubview(page)
            }
            scrollView.contentSize = CGSize(width: 960, height: 400)
            view.addSubview(scrollView)
        }
    }

    private func show(paging: Bool, _ log: LifecycleLog) -> (UIWindow, UINavigationController, StackViewController, StripViewController) {
        let window = makeTestWindow()
        let list = StackViewController("list", log: log)
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.tick(timestamp: 0)
        let strip = StripViewController("strip", log: log)
        strip.paging = paging
        nav.pushViewController(strip, animated: false)
        window.tick(timestamp: 0.5)
        strip.scrollView.contentOffset.x = 320   // the middle page
        window.tick(timestamp: 1)
        return (window, nav, list, strip)
    }

    @Test func aDragAwayFromTheEdgeScrollsAndOneFromTheEdgePops() {
        let log = LifecycleLog()
        let (window, nav, list, strip) = show(paging: false, log)
        // Lands at x = 100: the edge pan fails at once, the scroll view follows the finger (100 − 10 slop).
        var t = drag(window, from: CGPoint(x: 100, y: 240), to: CGPoint(x: 200, y: 240), start: 2, duration: 50.0 / 60, steps: 50, lift: false)
        #expect(isClose(strip.scrollView.contentOffset.x, 230, within: 1e-6))
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 240), timestamp: t)
        t = settle(window, from: t)
        #expect(same(nav.viewControllers, [list, strip]))
        let rest = strip.scrollView.contentOffset.x
        #expect(rest < 230)

        // Lands at x = 5 and moves right: the edge wins; the scroll view does not move.
        t = drag(window, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 175, y: 240), start: t + 1, duration: 85.0 / 60, steps: 85, lift: false)
        #expect(strip.scrollView.contentOffset.x == rest)
        #expect(isClose(strip.view.frame.minX, 160, within: 1e-9))   // progress (175 − 15) / 320 = 0.5
        t = moveFinger(window, from: CGPoint(x: 175, y: 240), to: CGPoint(x: 215, y: 240), start: t, duration: 20.0 / 60, steps: 20)
        window.sendTouch(.ended, at: CGPoint(x: 215, y: 240), timestamp: t)
        settle(window, from: t)
        #expect(same(nav.viewControllers, [list]))
        #expect(strip.scrollView.contentOffset.x == rest)
    }

    @Test func aPagingScrollViewKeepsItsDragsAndTheEdgeStillPops() {
        let log = LifecycleLog()
        let (window, nav, list, strip) = show(paging: true, log)
        // A drag from x = 40 to the right pages back to the first page.
        var t = drag(window, from: CGPoint(x: 40, y: 240), to: CGPoint(x: 240, y: 240), start: 2, duration: 0.2, steps: 12)
        t = settle(window, from: t)
        #expect(strip.scrollView.contentOffset.x == 0)
        #expect(same(nav.viewControllers, [list, strip]))
        // A drag from x = 300 to the left pages forward again.
        t = drag(window, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240), start: t + 1, duration: 0.2, steps: 12)
        t = settle(window, from: t)
        #expect(strip.scrollView.contentOffset.x == 320)
        // A drag landing in the edge band that moves left belongs to the pager (the edge pan fails).
        t = drag(window, from: CGPoint(x: 18, y: 240), to: CGPoint(x: 0, y: 240), start: t + 1, duration: 0.1, steps: 6, lift: false)
        #expect(strip.scrollView.isDragging)
        #expect(same(nav.viewControllers, [list, strip]))
        window.sendTouch(.ended, at: CGPoint(x: 0, y: 240), timestamp: t)
        t = settle(window, from: t)
        #expect(same(nav.viewControllers, [list, strip]))
        let page = strip.scrollView.contentOffset.x
        // A flick from the edge to the right pops, and the pager stays on its page.
        t = drag(window, from: CGPoint(x: 4, y: 240), to: CGPoint(x: 164, y: 240), start: t + 1, duration: 0.1, steps: 6)
        settle(window, from: t)
        #expect(same(nav.viewControllers, [list]))
        #expect(strip.scrollView.contentOffset.x == page)
    }
}
