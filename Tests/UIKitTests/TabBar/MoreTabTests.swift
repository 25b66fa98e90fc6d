import HostContextTesting
import Testing
import UIKit

/// More than five tabs: four tabs and More (Apple's `moreNavigationController`), driven by taps in a
/// phone-shaped window (390 × 844 with the 47/34 pt safe area).
@Suite(.freshHostContext) @MainActor
struct MoreTabTests {
    private static var keep: [AnyObject] = []

    /// Logs what the delegate hears, naming the More navigation controller "More".
    final class Delegate: UITabBarControllerDelegate {
        var entries: [String] = []
        func name(_ c: UIViewController, _ tabs: UITabBarController) -> String {
            c === tabs.moreNavigationController ? "More" : (c.title ?? "?")
        }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            entries.append("shouldSelect \(name(viewController, tabBarController))")
            return true
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            entries.append("didSelect \(name(viewController, tabBarController))")
        }
    }

    /// Seven tabs T0 … T6, shown at t = 1.
    private func showSevenTabs() -> (UIWindow, UITabBarController, [UIViewController], Delegate) {
        let window = makeTestWindow(width: 390, height: 844)
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let screens = (0..<7).map { i -> UIViewController in
            let c = UIViewController()
            c.title = "T\(i)"
            return c
        }
        let tabs = UITabBarController()
        let delegate = Delegate()
        Self.keep.append(delegate)
        tabs.delegate = delegate
        tabs.viewControllers = screens
        window.rootViewController = tabs
        window.tick(timestamp: 0)
        window.tick(timestamp: 0.5)
        window.tick(timestamp: 1)
        return (window, tabs, screens, delegate)
    }

    /// Five equal tabs: the More tab is the last, centred at x = 390 × 9/10, in the 49 pt row
    /// above the 34 pt home-indicator inset.
    static let moreTab = CGPoint(x: 351, y: 844 - 34 - 25)
    /// The More list's rows: below the status bar and the navigation bar (47 + 44 = 91), 44 pt each.
    static func row(_ i: Int) -> CGPoint { CGPoint(x: 195, y: 91 + 44 * CGFloat(i) + 22) }

    @Test func sevenTabsShowFourAndMore() {
        let (_, tabs, screens, _) = showSevenTabs()
        #expect(tabs.tabBar.items?.map(\.title) == ["T0", "T1", "T2", "T3", "More"])
        #expect(tabs.viewControllers?.count == 7)
        #expect(tabs.customizableViewControllers?.count == 7)
        let more = tabs.moreNavigationController
        #expect(more.viewControllers.count == 1)
        let list = more.viewControllers.first as? UITableViewController
        #expect(list?.tableView.numberOfRows(inSection: 0) == 3)
        #expect(tabs.selectedViewController === screens[0] && tabs.selectedIndex == 0)
        #expect(more.tabBarController === tabs)
    }

    @Test func fiveTabsHaveNoMoreTab() {
        let tabs = UITabBarController()
        tabs.viewControllers = (0..<5).map { i in
            let c = UIViewController()
            c.title = "T\(i)"
            return c
        }
        #expect(tabs.tabBar.items?.map(\.title) == ["T0", "T1", "T2", "T3", "T4"])
    }

    @Test func tappingMoreShowsTheListAndARowPushesItsController() {
        let (window, tabs, screens, delegate) = showSevenTabs()
        var t = tap(window, at: Self.moreTab, time: 2)
        #expect(delegate.entries == ["shouldSelect More", "didSelect More"])
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        t = settle(window, from: t)
        let list = tabs.moreNavigationController.viewControllers[0] as? UITableViewController
        let titles = (0..<3).compactMap { list?.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(titles == ["T4", "T5", "T6"])
        // Row 1 is T5.
        delegate.entries.removeAll()
        t = tap(window, at: Self.row(1), time: t + 0.5)
        t = settle(window, from: t)
        #expect(tabs.moreNavigationController.topViewController === screens[5])
        #expect(screens[5].view.window === window)
        #expect(tabs.selectedViewController === screens[5] && tabs.selectedIndex == 5)
        #expect(screens[5].tabBarController === tabs)
        #expect(delegate.entries.isEmpty)
        // The More tab again: back to the list, as any selected navigation tab pops to its root.
        t = tap(window, at: Self.moreTab, time: t + 0.5)
        settle(window, from: t)
        #expect(tabs.moreNavigationController.viewControllers.count == 1)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
    }

    @Test func selectingAControllerOfTheListInCodeShowsItPushedUnderMore() {
        let (window, tabs, screens, delegate) = showSevenTabs()
        tabs.selectedIndex = 6
        window.tick(timestamp: 2)
        #expect(tabs.moreNavigationController.viewControllers.count == 2)
        #expect(tabs.moreNavigationController.topViewController === screens[6])
        #expect(tabs.selectedIndex == 6 && tabs.selectedViewController === screens[6])
        #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        #expect(screens[6].view.window === window)
        tabs.selectedViewController = screens[1]
        window.tick(timestamp: 2.5)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.moreNavigationController.viewIfLoaded?.window == nil)
        // Back to More: its navigation controller kept its stack, as every tab's does.
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedViewController === screens[6] && tabs.selectedIndex == 6)
        tabs.moreNavigationController.popToRootViewController(animated: false)
        #expect(tabs.selectedViewController === tabs.moreNavigationController)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(delegate.entries.isEmpty)
    }

    @Test func tappingABarTabFromMoreSwitchesBack() {
        let (window, tabs, screens, delegate) = showSevenTabs()
        var t = tap(window, at: Self.moreTab, time: 2)
        t = settle(window, from: t)
        delegate.entries.removeAll()
        // The second of five tabs: x = 390 × 3/10.
        tap(window, at: CGPoint(x: 117, y: 844 - 34 - 25), time: t + 0.5)
        #expect(delegate.entries == ["shouldSelect T1", "didSelect T1"])
        #expect(tabs.selectedViewController === screens[1])
    }

    @Test func customizableViewControllersIsStored() {
        let (_, tabs, screens, _) = showSevenTabs()
        tabs.customizableViewControllers = Array(screens.prefix(2))
        #expect(tabs.customizableViewControllers?.count == 2)
        #expect(tabs.viewControllers?.count == 7)
    }
}
