import HostContextTesting
import Testing
import UIKit

/// Push and pop as an iOS app drives them: the stack, the slide's frames on the host clock against
/// the ease-in-ease-out curve computed here, the appearance and containment callbacks in UIKit's order,
/// and the documented outcomes of bad requests (Navigation/UINavigationController+Transition.swift).
@Suite(.freshHostContext) @MainActor
struct NavigationTransitionTests {
    /// A shown navigation controller with `list` as its root, settled at t = 1.
    private func showList(_ log: LifecycleLog) -> (UIWindow, UINavigationController, StackViewController) {
        let window = makeTestWindow()
        let list = StackViewController("list", log: log)
        let nav = UINavigationController(rootViewController: list)
        nav.delegate = delegate(log)
        window.rootViewController = nav
        window.tick(timestamp: 0)
        window.tick(timestamp: 1)
        log.clear()
        return (window, nav, list)
    }

    private static var delegates: [LoggingNavigationDelegate] = []
    /// The delegate is weak (as on iOS), so the suite keeps it.
    private func delegate(_ log: LifecycleLog) -> LoggingNavigationDelegate {
        let d = LoggingNavigationDelegate(log: log)
        Self.delegates.append(d)
        return d
    }

    @Test func theRootIsAChildAndAppearsWithTheNavigationController() {
        let log = LifecycleLog()
        let window = makeTestWindow()
        let list = StackViewController("list", log: log)
        let nav = UINavigationController(rootViewController: list)
        #expect(log.entries == ["list.willMove(toParent: nav)", "list.didMove(toParent: nav)"])
        window.rootViewController = nav
        window.tick(timestamp: 0)
        #expect(log.withoutLayout == ["list.willMove(toParent: nav)", "list.didMove(toParent: nav)", "list.viewDidLoad",
                                      "list.viewWillAppear(false)", "list.viewIsAppearing", "list.viewDidAppear(false)"])
        #expect(list.navigationController === nav)
        #expect(nav.topViewController === list && nav.visibleViewController === list)
        #expect(list.view.frame == window.bounds)
        #expect(nav.navigationController == nil)
    }

    @Test func animatedPushSlidesInFromTheRightWithParallaxThenPopReverses() {
        let log = LifecycleLog()
        let (window, nav, list) = showList(log)
        let detail = StackViewController("detail", log: log)
        nav.pushViewController(detail, animated: true)
        // The stack changes at once; the views slide.
        #expect(same(nav.viewControllers, [list, detail]))
        #expect(detail.navigationController === nav)
        #expect(log.withoutLayout == ["detail.willMove(toParent: nav)", "detail.viewDidLoad", "delegate.willShow detail",
                                      "list.viewWillDisappear(true)", "detail.viewWillAppear(true)", "detail.viewIsAppearing"])
        // The new view is laid out before it slides in.
        let appearing = log.entries.firstIndex(of: "detail.viewIsAppearing")!
        #expect(log.entries.lastIndex(of: "detail.layout.viewDidLayoutSubviews").map { $0 > appearing } == true)

        // 0.35 s, ease-in-ease-out, from t = 1: detail from x = 320 to 0, list from 0 to −96 (30 %).
        for fraction in [0.25, 0.5, 0.8] {
            window.tick(timestamp: 1 + 0.35 * fraction)
            let p = CGFloat(easeInEaseOut(fraction))
            #expect(isClose(presentedCenter(detail.view).x, 160 + 320 * (1 - p), within: 1e-3))
            #expect(isClose(presentedCenter(list.view).x, 160 - 96 * p, within: 1e-3))
            #expect(!log.entries.contains("detail.viewDidAppear(true)"))
        }
        // Requests during the slide are ignored (documented): the stack stays as it is.
        nav.pushViewController(StackViewController("third", log: LifecycleLog()), animated: true)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(same(nav.viewControllers, [list, detail]))

        log.clear()
        window.tick(timestamp: 1.4)
        #expect(log.withoutLayout == ["list.viewDidDisappear(true)", "detail.viewDidAppear(true)",
                                      "detail.didMove(toParent: nav)", "delegate.didShow detail"])
        #expect(list.view.superview == nil)
        #expect(detail.view.frame == window.bounds)

        // Pop: the reverse.
        window.tick(timestamp: 2)
        log.clear()
        #expect(nav.popViewController(animated: true) === detail)
        #expect(same(nav.viewControllers, [list]))
        #expect(log.withoutLayout == ["detail.willMove(toParent: nil)", "delegate.willShow list",
                                      "detail.viewWillDisappear(true)", "list.viewWillAppear(true)", "list.viewIsAppearing"])
        window.tick(timestamp: 2 + 0.35 * 0.5)
        let p = CGFloat(easeInEaseOut(0.5))
        #expect(isClose(presentedCenter(detail.view).x, 160 + 320 * p, within: 1e-3))
        #expect(isClose(presentedCenter(list.view).x, 64 + 96 * p, within: 1e-3))
        log.clear()
        window.tick(timestamp: 2.4)
        #expect(log.withoutLayout == ["detail.viewDidDisappear(true)", "list.viewDidAppear(true)",
                                      "detail.didMove(toParent: nil)", "delegate.didShow list"])
        #expect(detail.parent == nil && detail.navigationController == nil)
        #expect(detail.view.superview == nil)
        #expect(list.view.frame == window.bounds)
    }

    @Test func pushWithoutAnimationSwapsAtOnceAndFinishesAtTheNextFrame() {
        let log = LifecycleLog()
        let (window, nav, list) = showList(log)
        let detail = StackViewController("detail", log: log)
        nav.pushViewController(detail, animated: false)
        #expect(log.withoutLayout == ["detail.willMove(toParent: nav)", "detail.viewDidLoad", "delegate.willShow detail",
                                      "list.viewWillDisappear(false)", "detail.viewWillAppear(false)",
                                      "detail.didMove(toParent: nav)", "delegate.didShow detail"])
        #expect(list.view.superview == nil)
        #expect(detail.view.frame == window.bounds)
        log.clear()
        window.tick(timestamp: 1.1)
        #expect(log.withoutLayout == ["detail.viewIsAppearing", "list.viewDidDisappear(false)", "detail.viewDidAppear(false)"])
    }

    @Test func popToRootAndSetViewControllers() {
        let log = LifecycleLog()
        let (window, nav, list) = showList(log)
        let a = StackViewController("a", log: log), b = StackViewController("b", log: log)
        nav.pushViewController(a, animated: false)
        nav.pushViewController(b, animated: false)
        window.tick(timestamp: 1.1)
        #expect(same(nav.viewControllers, [list, a, b]))
        log.clear()
        #expect(same(nav.popToRootViewController(animated: true), [a, b]))
        #expect(same(nav.viewControllers, [list]))
        _ = settle(window, from: 1.1)
        // `a` was never on screen: it only leaves the parent; `b` disappears.
        #expect(log.withoutLayout.filter { $0.hasPrefix("a.") } == ["a.willMove(toParent: nil)", "a.didMove(toParent: nil)"])
        #expect(log.withoutLayout.contains("b.viewDidDisappear(true)"))
        #expect(same(nav.children, [list]))

        // setViewControllers: a new top slides in as a push; one already in the stack as a pop.
        nav.setViewControllers([list, a], animated: false)
        #expect(nav.topViewController === a && a.view.superview === nav.view)
        #expect(same(nav.popToViewController(list, animated: false), [a]))
        nav.viewControllers = [b]
        #expect(same(nav.children, [b]) && b.view.superview === nav.view && list.view.superview == nil)
    }

    @Test func badRequestsAreLoggedAndChangeNothing() {
        let log = LifecycleLog()
        let (window, nav, list) = showList(log)
        let detail = StackViewController("detail", log: log)
        nav.pushViewController(detail, animated: false)
        window.tick(timestamp: 1.1)
        log.clear()
        // Pushing a controller already in the stack.
        nav.pushViewController(list, animated: true)
        nav.pushViewController(detail, animated: false)
        // Pushing a navigation controller.
        nav.pushViewController(UINavigationController(), animated: false)
        // Duplicates in setViewControllers.
        nav.setViewControllers([list, detail, list], animated: true)
        // Popping to a stranger.
        #expect(nav.popToViewController(StackViewController("stranger", log: log), animated: true) == nil)
        #expect(same(nav.viewControllers, [list, detail]))
        #expect(log.entries.filter { !$0.hasPrefix("stranger") }.isEmpty)
        #expect(!window.needsFrames)
        // Popping the root returns nil.
        #expect(nav.popViewController(animated: false) === detail)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(same(nav.viewControllers, [list]))
        #expect(same(nav.popToRootViewController(animated: true), []))
    }
}
