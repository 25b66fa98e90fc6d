import HostContextTesting
import Testing
import UIKit

/// `hidesBottomBarWhenPushed` in a tab bar controller, in a phone-shaped window (390 × 844 with
/// the 47/34 pt safe area): pushing a controller that sets it hides the tab bar and takes the bar's
/// 49 pt out of its safe area; popping (by the back button's call or by a swipe) gives both back; a
/// cancelled swipe leaves the bar hidden.
@Suite(.freshHostContext) @MainActor
struct HidesBottomBarTests {
    private static var keep: [AnyObject] = []

    /// A screen with a full-size scroll view, as a list or a detail page is.
    final class ScrollScreen: UIViewController {
        let scroll = UIScrollView(frame: .zero)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            scroll.frame = view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = CGSize(width: 390, height: 3000)
            view.addSubview(scroll)
        }
    }

    /// A list in a navigation controller (tab 0, "Home") and a plain tab ("About"), shown at t = 1.
    private func showTabs(log: LifecycleLog) -> (UIWindow, UITabBarController, UINavigationController, ScrollScreen) {
        let window = makeTestWindow(width: 390, height: 844)
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = ScrollScreen()
        list.title = "List"
        let nav = UINavigationController(rootViewController: list)
        nav.title = "Home"
        let about = UIViewController()
        about.title = "About"
        let tabs = UITabBarController()
        let delegate = LoggingTabDelegate(log: log)
        Self.keep.append(delegate)
        tabs.delegate = delegate
        tabs.viewControllers = [nav, about]
        window.rootViewController = tabs
        window.tick(timestamp: 0)
        window.tick(timestamp: 0.5)
        window.tick(timestamp: 1)
        return (window, tabs, nav, list)
    }

    /// The About tab's place in the bar: x = 390 × 3/4, in the 49 pt row above the 34 pt inset.
    static let aboutTab = CGPoint(x: 292.5, y: 844 - 34 - 25)

    private func pushDetail(_ nav: UINavigationController, _ window: UIWindow, at t: TimeInterval) -> (ScrollScreen, TimeInterval) {
        let detail = ScrollScreen()
        detail.title = "Detail"
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        return (detail, settle(window, from: t))
    }

    @Test func aPushedControllerThatHidesTheBarLosesItsInsetAndTheBarItsTaps() {
        let log = LifecycleLog()
        let (window, tabs, nav, list) = showTabs(log: log)
        #expect(!tabs.tabBar.isHidden)
        #expect(isClose(list.scroll.adjustedContentInset.bottom, 49 + 34))
        let (detail, t) = pushDetail(nav, window, at: 1)
        #expect(tabs.tabBar.isHidden)
        // Only the home indicator's inset is left below the pushed screen.
        #expect(isClose(detail.scroll.safeAreaInsets.bottom, 34), "safe area \(detail.scroll.safeAreaInsets)")
        #expect(isClose(detail.scroll.adjustedContentInset.bottom, 34))
        #expect(isClose(detail.scroll.adjustedContentInset.top, 47 + 44))
        // A tap where the About tab was reaches the detail screen, not the bar.
        log.clear()
        tap(window, at: Self.aboutTab, time: t + 0.5)
        #expect(log.entries.isEmpty)
        #expect(tabs.selectedViewController === nav)
    }

    @Test func poppingBringsTheBarAndItsInsetBack() {
        let (window, tabs, nav, list) = showTabs(log: LifecycleLog())
        let (_, t) = pushDetail(nav, window, at: 1)
        nav.popViewController(animated: true)
        settle(window, from: t)
        #expect(!tabs.tabBar.isHidden)
        #expect(isClose(list.scroll.adjustedContentInset.bottom, 49 + 34))
    }

    @Test func aControllerPushedAboveOneThatHidesTheBarKeepsItHidden() {
        let (window, tabs, nav, _) = showTabs(log: LifecycleLog())
        let (_, t) = pushDetail(nav, window, at: 1)
        let more = ScrollScreen()
        nav.pushViewController(more, animated: true)
        let t2 = settle(window, from: t)
        #expect(tabs.tabBar.isHidden)
        #expect(isClose(more.scroll.adjustedContentInset.bottom, 34))
        nav.popToRootViewController(animated: true)
        settle(window, from: t2)
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func aSwipeBackShowsTheBarAndACancelledOneHidesItAgain() {
        let (window, tabs, nav, list) = showTabs(log: LifecycleLog())
        let (detail, t0) = pushDetail(nav, window, at: 1)
        // A finger from the left edge (x = 5), slowly (2 pt per 60 Hz frame) to x = 65: past the
        // 10 pt slop the swipe begins, the list comes back underneath, and the bar with it.
        var t = t0 + 0.5
        window.sendTouch(.began, at: CGPoint(x: 5, y: 400), timestamp: t)
        window.tick(timestamp: t)
        t = moveFinger(window, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 65, y: 400), start: t, duration: 0.5, steps: 30)
        #expect(same(nav.viewControllers, [list]))
        #expect(!tabs.tabBar.isHidden)
        // Released short of half-way and slowly: the swipe is cancelled and the detail stays.
        window.sendTouch(.ended, at: CGPoint(x: 65, y: 400), timestamp: t)
        window.tick(timestamp: t)
        t = settle(window, from: t)
        #expect(same(nav.viewControllers, [list, detail]))
        #expect(tabs.tabBar.isHidden)
        #expect(isClose(detail.scroll.adjustedContentInset.bottom, 34))
        // A completed swipe: past half-way, then released.
        t += 0.5
        window.sendTouch(.began, at: CGPoint(x: 5, y: 400), timestamp: t)
        window.tick(timestamp: t)
        t = moveFinger(window, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 305, y: 400), start: t, duration: 2.5, steps: 150)
        window.sendTouch(.ended, at: CGPoint(x: 305, y: 400), timestamp: t)
        window.tick(timestamp: t)
        settle(window, from: t)
        #expect(same(nav.viewControllers, [list]))
        #expect(!tabs.tabBar.isHidden)
        #expect(isClose(list.scroll.adjustedContentInset.bottom, 49 + 34))
    }

    @Test func theFlagDefaultsToFalseAndAPlainPushKeepsTheBar() {
        let (window, tabs, nav, _) = showTabs(log: LifecycleLog())
        let plain = ScrollScreen()
        #expect(plain.hidesBottomBarWhenPushed == false)
        nav.pushViewController(plain, animated: true)
        settle(window, from: 1)
        #expect(!tabs.tabBar.isHidden)
        #expect(isClose(plain.scroll.adjustedContentInset.bottom, 49 + 34))
    }
}
