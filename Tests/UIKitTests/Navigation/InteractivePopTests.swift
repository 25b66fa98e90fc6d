import HostContextTesting
import Testing
import UIKit

/// The swipe-back as a user makes it: a finger from the left edge through `UIWindow.send` with
/// timestamps. The frames follow the finger (progress = (finger − landing − 10 pt slop) ÷ 320), the
/// release completes or cancels by the documented rule, and the callbacks come in iOS's order for a
/// finished and for a cancelled swipe (Navigation/UINavigationController+InteractivePop.swift).
@Suite(.freshHostContext) @MainActor
struct InteractivePopTests {
    private static var delegates: [LoggingNavigationDelegate] = []

    /// list ← detail, shown and settled at t = 1, log cleared.
    private func showDetail(_ log: LifecycleLog, detail: StackViewController? = nil)
        -> (UIWindow, UINavigationController, StackViewController, StackViewController) {
        let window = makeTestWindow()
        let list = StackViewController("list", log: log)
        let nav = UINavigationController(rootViewController: list)
        let d = LoggingNavigationDelegate(log: log)
        Self.delegates.append(d)
        nav.delegate = d
        window.rootViewController = nav
        window.tick(timestamp: 0)
        let detail = detail ?? StackViewController("detail", log: log)
        nav.pushViewController(detail, animated: false)
        window.tick(timestamp: 0.5)
        window.tick(timestamp: 1)
        log.clear()
        return (window, nav, list, detail)
    }

    private func dimming(in nav: UINavigationController, _ list: UIViewController, _ detail: UIViewController) -> UIView? {
        nav.view.subviews.first { $0 !== list.view && $0 !== detail.view && !($0 is UINavigationBar) && !($0 is UIToolbar) }
    }

    @Test func theRecognizerIsALeftScreenEdgePanOnTheNavigationView() {
        let (window, nav, _, _) = showDetail(LifecycleLog())
        #expect(nav.view.window === window)
        let edge = nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(edge != nil)
        #expect(edge?.edges == .left)
        #expect(edge?.view === nav.view)
    }

    @Test func aSlowSwipePastHalfWayFollowsTheFingerAndCompletes() {
        let log = LifecycleLog()
        let (window, nav, list, detail) = showDetail(log)
        // Lands at x = 5 (in the 20 pt band), 2 pt per 60 Hz frame (120 pt/s, below the 500 pt/s flick).
        window.sendTouch(.began, at: CGPoint(x: 5, y: 240), timestamp: 2)
        window.tick(timestamp: 2)
        var t = 2.0
        for i in 1...5 {   // x = 7 … 15: the pan begins at 10 pt (x = 15) with translation 0
            t = 2 + Double(i) / 60
            window.sendTouch(.moved, at: CGPoint(x: 5 + 2 * CGFloat(i), y: 240), timestamp: t)
            window.tick(timestamp: t)
        }
        #expect(same(nav.viewControllers, [list]))   // already popped from the stack, as on iOS
        #expect(log.withoutLayout == ["detail.willMove(toParent: nil)", "delegate.willShow list",
                                      "detail.viewWillDisappear(true)", "list.viewWillAppear(true)", "list.viewIsAppearing"])
        #expect(list.view.superview === nav.view && detail.view.superview === nav.view)
        #expect(nav.navigationBar.topItem === list.navigationItem)

        // Finger at x = 175: progress (175 − 15) / 320 = 0.5 exactly.
        t = moveFinger(window, from: CGPoint(x: 15, y: 240), to: CGPoint(x: 175, y: 240), start: t, duration: 80.0 / 60, steps: 80)
        #expect(isClose(detail.view.frame.minX, 160, within: 1e-9))
        #expect(isClose(list.view.frame.minX, -96 * 0.5, within: 1e-9))
        #expect(isClose(dimming(in: nav, list, detail)?.alpha ?? -1, 0.5, within: 1e-9))
        // Then to x = 223: progress 208 / 320 = 0.65.
        t = moveFinger(window, from: CGPoint(x: 175, y: 240), to: CGPoint(x: 223, y: 240), start: t, duration: 24.0 / 60, steps: 24)
        let p: CGFloat = 0.65
        #expect(isClose(detail.view.frame.minX, 320 * p, within: 1e-9))
        #expect(isClose(list.view.frame.minX, -96 * (1 - p), within: 1e-9))

        log.clear()
        window.sendTouch(.ended, at: CGPoint(x: 223, y: 240), timestamp: t)
        window.tick(timestamp: t)
        // The rest: 0.35 × 0.35 = 0.1225 s, ease-in-ease-out, 208 → 320 and −33.6 → 0.
        let rest = 0.35 * 0.35
        window.tick(timestamp: t + rest / 2)
        let e = CGFloat(easeInEaseOut(0.5))
        #expect(isClose(presentedCenter(detail.view).x, 160 + 208 + 112 * e, within: 1e-3))
        #expect(isClose(presentedCenter(list.view).x, 160 - 33.6 * (1 - e), within: 1e-3))
        #expect(log.withoutLayout.isEmpty)
        settle(window, from: t + rest / 2)
        #expect(log.withoutLayout == ["detail.viewDidDisappear(true)", "list.viewDidAppear(true)",
                                      "detail.didMove(toParent: nil)", "delegate.didShow list"])
        #expect(detail.parent == nil && detail.view.superview == nil)
        #expect(list.view.frame == window.bounds)
        #expect(nav.view.subviews.count == 3)   // list, bar, toolbar: the dimming view is gone
    }

    @Test func aSwipeReleasedShortCancelsWithTheReverseCallbacks() {
        let log = LifecycleLog()
        let (window, nav, list, detail) = showDetail(log)
        // 2 pt per frame from x = 5 to x = 125: progress (125 − 15) / 320 = 0.34375, 120 pt/s.
        let t = drag(window, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 125, y: 240), start: 2, duration: 1, steps: 60, lift: false)
        let p: CGFloat = 110.0 / 320
        #expect(isClose(detail.view.frame.minX, 110, within: 1e-9))
        #expect(isClose(list.view.frame.minX, -96 * (1 - p), within: 1e-9))
        log.clear()
        window.sendTouch(.ended, at: CGPoint(x: 125, y: 240), timestamp: t)
        window.tick(timestamp: t)
        // Back over 0.34375 × 0.35 s, ease-in-ease-out: 110 → 0.
        let rest = 0.35 * Double(p)
        window.tick(timestamp: t + rest / 2)
        let e = CGFloat(easeInEaseOut(0.5))
        #expect(isClose(presentedCenter(detail.view).x, 160 + 110 * (1 - e), within: 1e-3))
        #expect(isClose(presentedCenter(list.view).x, 160 - 96 * (1 - p) - 96 * p * e, within: 1e-3))
        settle(window, from: t + rest / 2)
        #expect(log.withoutLayout == ["list.viewWillDisappear(true)", "list.viewDidDisappear(true)",
                                      "detail.viewWillAppear(true)", "detail.viewIsAppearing", "detail.viewDidAppear(true)",
                                      "detail.didMove(toParent: nav)"])
        #expect(same(nav.viewControllers, [list, detail]))
        #expect(detail.parent === nav && list.view.superview == nil)
        #expect(detail.view.frame == window.bounds)
        #expect(nav.navigationBar.topItem === detail.navigationItem)
        // The stack works again: the back button's pop is accepted.
        #expect(nav.popViewController(animated: false) === detail)
    }

    @Test func aFlickCompletesEvenShortOfHalfWay() {
        let log = LifecycleLog()
        let (window, nav, list, _) = showDetail(log)
        // 16 pt per frame (960 pt/s) from x = 5 to 101: progress 86 / 320 < 0.5.
        let t = drag(window, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 101, y: 240), start: 2, duration: 0.1, steps: 6)
        settle(window, from: t)
        #expect(same(nav.viewControllers, [list]))
        #expect(log.withoutLayout.suffix(2) == ["detail.didMove(toParent: nil)", "delegate.didShow list"])
        // The rule itself, at its boundaries.
        #expect(UINavigationController.popCompletes(progress: 0.1, velocity: 500))
        #expect(!UINavigationController.popCompletes(progress: 0.9, velocity: -500))
        #expect(!UINavigationController.popCompletes(progress: 0.5, velocity: 0))
        #expect(UINavigationController.popCompletes(progress: 0.51, velocity: -499))
    }

    @Test func requestsDuringASwipeAreIgnoredAndASecondFingerChangesNothing() {
        let log = LifecycleLog()
        let (window, nav, list, detail) = showDetail(log)
        var t = drag(window, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 85, y: 240), start: 2, duration: 40.0 / 60, steps: 40, lift: false)
        #expect(isClose(detail.view.frame.minX, 70, within: 1e-9))   // (85 − 15)
        // Push and pop while the finger is down: ignored (the swipe is a transition), stack as it is.
        nav.pushViewController(StackViewController("other", log: LifecycleLog()), animated: false)
        #expect(nav.popViewController(animated: false) == nil)
        #expect(same(nav.viewControllers, [list]))
        // A second finger lands and moves: the edge pan ignores it (Apple: touches beyond the first).
        window.sendTouch(.began, at: CGPoint(x: 200, y: 100), timestamp: t + 0.01, id: 1)
        window.sendTouch(.moved, at: CGPoint(x: 300, y: 100), timestamp: t + 0.02, id: 1)
        window.tick(timestamp: t + 0.02)
        #expect(isClose(detail.view.frame.minX, 70, within: 1e-9))
        window.sendTouch(.ended, at: CGPoint(x: 300, y: 100), timestamp: t + 0.03, id: 1)
        // Back to the edge and released: cancelled, the stack is whole again.
        t = moveFinger(window, from: CGPoint(x: 85, y: 240), to: CGPoint(x: 25, y: 240), start: t + 0.03, duration: 30.0 / 60, steps: 30)
        window.sendTouch(.ended, at: CGPoint(x: 25, y: 240), timestamp: t)
        settle(window, from: t)
        #expect(same(nav.viewControllers, [list, detail]))
    }

    @Test func noSwipeOnTheRootOrAwayFromTheEdge() {
        let log = LifecycleLog()
        let (window, nav, list, detail) = showDetail(log)
        // Landing at x = 30 (outside the band): nothing.
        var t = drag(window, from: CGPoint(x: 30, y: 240), to: CGPoint(x: 230, y: 240), start: 2, duration: 0.5, steps: 30)
        t = settle(window, from: t)
        #expect(same(nav.viewControllers, [list, detail]))
        // A vertical drag at the edge: nothing.
        t = drag(window, from: CGPoint(x: 5, y: 300), to: CGPoint(x: 8, y: 100), start: t + 1, duration: 0.5, steps: 30)
        t = settle(window, from: t)
        #expect(same(nav.viewControllers, [list, detail]))
        #expect(nav.popViewController(animated: false) === detail)
        window.tick(timestamp: t + 1)
        // Only the root left: the swipe does not begin.
        log.clear()
        t = drag(window, from: CGPoint(x: 5, y: 240), to: CGPoint(x: 300, y: 240), start: t + 2, duration: 0.2, steps: 12)
        settle(window, from: t)
        #expect(same(nav.viewControllers, [list]))
        #expect(log.withoutLayout.isEmpty)
    }
}
