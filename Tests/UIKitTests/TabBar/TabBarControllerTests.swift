import LogCapture
import Testing
import UIKit

/// A tab bar controller's delegate that logs, as iOS apps write one.
@MainActor
final class LoggingTabDelegate: UITabBarControllerDelegate {
    let log: LifecycleLog
    var refuse: UIViewController?
    init(log: LifecycleLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.entries.append("delegate.shouldSelect \(viewController.title ?? "?")")
        return viewController !== refuse
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.entries.append("delegate.didSelect \(viewController.title ?? "?")")
    }
}

/// UITabBarController in a phone-shaped window (390 × 844 with the 47/34 pt safe area): the bar's
/// place (49 pt + the 34 pt home-indicator inset along the bottom), the children's insets, and tabs
/// switched by a finger through `UIWindow.send`.
@Suite(.serialized) @MainActor
struct TabBarControllerTests {
    private static var keep: [AnyObject] = []
    static let size = CGSize(width: 390, height: 844)
    static let safe = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A list in a navigation controller (tab 0) and a plain screen (tab 1), on screen at t = 1.
    private func showTabs(log: LifecycleLog) -> (UIWindow, UITabBarController, UINavigationController, StackViewController, StackViewController, UIScrollView) {
        let window = makeTestWindow(width: Self.size.width, height: Self.size.height)
        window.safeAreaInsets = Self.safe
        let list = StackViewController("list", log: log)
        let scroll = UIScrollView(frame: .zero)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        list.loadViewIfNeeded()
        scroll.frame = list.view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.view.addSubview(scroll)
        let nav = UINavigationController(rootViewController: list)
        nav.title = "Home"
        let about = StackViewController("about", log: log)
        about.tabBarItem = UITabBarItem(title: "About", image: nil, tag: 7)
        let tabs = UITabBarController()
        let delegate = LoggingTabDelegate(log: log)
        Self.keep.append(delegate)
        tabs.delegate = delegate
        tabs.viewControllers = [nav, about]
        window.rootViewController = tabs
        window.tick(timestamp: 0)
        window.tick(timestamp: 0.5)
        window.tick(timestamp: 1)
        log.clear()
        return (window, tabs, nav, list, about, scroll)
    }

    @Test func theBarSitsInTheBottomSafeAreaAndInsetsTheChildren() {
        let (window, tabs, nav, _, _, scroll) = showTabs(log: LifecycleLog())
        #expect(scroll.window === window)   // (the window must outlive the checks: views hold it weakly)
        // 49 pt above the 34 pt home-indicator inset, its background reaching the bottom edge.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49 - 34, width: 390, height: 49 + 34))
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The list's scroll view: status bar + navigation bar above, tab bar + home indicator below.
        #expect(isClose(scroll.safeAreaInsets.top, 47 + 44) && isClose(scroll.safeAreaInsets.bottom, 49 + 34),
                "safe area \(scroll.safeAreaInsets)")
        #expect(isClose(scroll.adjustedContentInset.top, 47 + 44) && isClose(scroll.adjustedContentInset.bottom, 49 + 34),
                "adjusted \(scroll.adjustedContentInset)")
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === nav)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "About"])
        #expect(tabs.tabBar.selectedItem === nav.tabBarItem)
        #expect(nav.tabBarController === tabs)
        #expect(tabs.children.count == 2)
    }

    @Test func tappingATabByTouchSwitchesWithIOSCallbackOrder() {
        let log = LifecycleLog()
        let (window, tabs, nav, _, about, _) = showTabs(log: log)
        // The second of two equal tabs: x = 390 × 3/4, in the 49 pt row above the home indicator.
        let t = tap(window, at: CGPoint(x: 292.5, y: 844 - 34 - 25), time: 2)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === about)
        // The views swap at the lift (will-callbacks, then the delegate's didSelect); the tick at the
        // lift's timestamp is the next frame, with the did-callbacks.
        #expect(log.withoutLayout == ["delegate.shouldSelect About", "list.viewWillDisappear(false)",
                                      "about.viewDidLoad", "about.viewWillAppear(false)", "delegate.didSelect About",
                                      "about.viewIsAppearing", "list.viewDidDisappear(false)", "about.viewDidAppear(false)"])
        window.tick(timestamp: t + frame60)
        #expect(about.view.superview === tabs.view && nav.view.superview == nil)
        #expect(isClose(about.view.safeAreaInsets.bottom, 49 + 34))
        #expect(tabs.tabBar.selectedItem === about.tabBarItem)
        #expect(about.tabBarItem.tag == 7)
    }

    @Test func aRefusedTabStaysUnselected() {
        let log = LifecycleLog()
        let (window, tabs, nav, _, about, _) = showTabs(log: log)
        (tabs.delegate as? LoggingTabDelegate)?.refuse = about
        tap(window, at: CGPoint(x: 292.5, y: 844 - 34 - 25), time: 2)
        #expect(log.withoutLayout == ["delegate.shouldSelect About"])
        #expect(tabs.selectedViewController === nav)
    }

    @Test func selectingInCodeDoesNotTellTheDelegateAndBadIndicesAreRefused() {
        let log = LifecycleLog()
        let (_, tabs, nav, _, about, _) = showTabs(log: log)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === about)
        #expect(!log.withoutLayout.contains { $0.hasPrefix("delegate") })
        let records = LogCapture.records {
            tabs.selectedIndex = 5
            tabs.selectedViewController = UIViewController()
            tabs.viewControllers = [nav, nav]
        }
        #expect(records.count == 3)
        #expect(tabs.selectedIndex == 1 && tabs.viewControllers?.count == 2)
    }

    @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
        let log = LifecycleLog()
        let (window, _, nav, list, _, _) = showTabs(log: log)
        nav.pushViewController(StackViewController("detail", log: log), animated: false)
        window.tick(timestamp: 1.5)
        tap(window, at: CGPoint(x: 97.5, y: 844 - 34 - 25), time: 2)
        settle(window, from: 2.05)
        #expect(same(nav.viewControllers, [list]))
    }

    @Test func theBadgeIsDrawnRedAtTheImagesTopRight() {
        let (window, _, _, _, about, _) = showTabs(log: LifecycleLog())
        about.tabBarItem.badgeValue = "3"
        window.tick(timestamp: 2)
        // The second tab spans x 195…390 (centre 292.5); the badge's centre is 14 pt right of it and
        // 11 pt below the bar's top (an 18 pt oval from y = 2): (306.5, 761 + 11).
        let p = rgba(renderImage(of: window, scale: 1), at: CGPoint(x: 306.5, y: 768))
        #expect(p[0] > 230 && p[1] < 90 && p[2] < 80)   // system red (255, 59, 48)
    }

    @Test func titleFollowsTheControllerTitle() {
        let vc = UIViewController()
        vc.title = "One"
        #expect(vc.tabBarItem.title == "One")
        vc.title = "Two"
        #expect(vc.tabBarItem.title == "Two")
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 3).title == "Favorites")
    }
}

