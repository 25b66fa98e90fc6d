import Foundation

/// One push or pop animation in flight.
@MainActor
final class NavigationTransition {
    let from: UIViewController, to: UIViewController
    /// The context of a transition with the delegate's animator (UINavigationController+CustomTransition.swift).
    var context: TransitionContext?
    init(from: UIViewController, to: UIViewController) { self.from = from; self.to = to }
}

/// How the stack changes, and the slide between the old and the new top controller.
///
/// Push (pop is the reverse): the new view starts one width to the right and slides to 0 while the old
/// view moves left by 30 % of the width (UIKit's parallax, measured on iOS 17 screen recordings as
/// about a third of the width) under a dimming overlay that fades in to black at 10 % (measured: the
/// covered view darkens slightly). Duration 0.35 s: the commonly measured length of UIKit's push; its
/// curve on iOS 7 and later is an unpublished spring that ends without overshoot, which ScrollKit
/// approximates with the standard ease-in-ease-out curve (`CAMediaTimingFunction(.easeInEaseOut)`,
/// control points (0.42, 0) and (0.58, 1)). Both are measurement-based choices, not Apple numbers.
///
/// Callback order (UIKit's, for push of B over A): `B.willMove(toParent: nav)`, `B.viewDidLoad`,
/// `A.viewWillDisappear`, `B.viewWillAppear`, `B.viewIsAppearing`, B's layout, the animation,
/// `A.viewDidDisappear`, `B.viewDidAppear`, `B.didMove(toParent: nav)`, delegate `didShow`. Pop of B:
/// `B.willMove(toParent: nil)`, `B.viewWillDisappear`, `A.viewWillAppear`, …, `B.viewDidDisappear`,
/// `A.viewDidAppear`, `B.didMove(toParent: nil)`. Without animation the views swap at once and the
/// did-callbacks come at the window's next frame, as for a replaced root view controller;
/// `didMove(toParent:)` and the delegate's `didShow` are sent at once.
extension UINavigationController {
    /// The slide's length (see above: a measurement-based choice).
    static let transitionDuration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width (measurement-based).
    static let parallaxFraction: CGFloat = 0.3
    /// The dimming overlay's colour at its darkest (measurement-based).
    static let dimmingColor = UIColor(white: 0, alpha: 0.1)

    func performPush(_ controller: UIViewController, animated: Bool) {
        guard acceptsRequest("pushViewController") else { return }
        if stack.contains(where: { $0 === controller }) {
            Log.uikit.warning("pushViewController: the view controller is already in the navigation stack; push ignored")
            return
        }
        if controller is UINavigationController {
            Log.uikit.warning("pushViewController: pushing a navigation controller is not supported; push ignored")
            return
        }
        replaceStack(with: stack + [controller], animated: animated, pushing: true)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard acceptsRequest("popViewController") else { return nil }
        guard stack.count > 1, let top = stack.last else {
            Log.uikit.warning("popViewController: the root view controller cannot be popped; returned nil")
            return nil
        }
        replaceStack(with: Array(stack.dropLast()), animated: animated, pushing: false)
        return top
    }

    func performPop(to controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard acceptsRequest("popToViewController") else { return nil }
        guard let index = stack.firstIndex(where: { $0 === controller }) else {
            Log.uikit.warning("popToViewController: the view controller is not in the navigation stack; returned nil")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(stack[...index]), animated: animated, pushing: false) }
        return popped
    }

    func performSet(_ controllers: [UIViewController], animated: Bool) {
        guard acceptsRequest("setViewControllers") else { return }
        for (i, c) in controllers.enumerated() where controllers[..<i].contains(where: { $0 === c }) {
            Log.uikit.warning("setViewControllers: the same view controller appears twice; stack unchanged")
            return
        }
        if controllers.contains(where: { $0 is UINavigationController }) {
            Log.uikit.warning("setViewControllers: a navigation controller cannot be in the stack; stack unchanged")
            return
        }
        let pushing = controllers.last.map { top in !stack.contains { $0 === top } } ?? false
        replaceStack(with: controllers, animated: animated, pushing: pushing)
    }

    /// False (and logged) while an animated transition runs.
    private func acceptsRequest(_ name: String) -> Bool {
        guard transition != nil else { return true }
        Log.uikit.warning("\(name) during a navigation transition; ignored (retry after didShow)")
        return false
    }

    /// Changes the stack to `newStack`: containment, bar items, safe area, then the views.
    private func replaceStack(with newStack: [UIViewController], animated: Bool, pushing: Bool) {
        let oldTop = stack.last, newTop = newStack.last, oldStack = stack
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        for c in removed { c.willMove(toParent: nil) }
        for c in added { addChild(c) }
        stack = newStack
        for c in removed { c.containerSafeAreaInsets = .zero }
        updateChildInsets()
        let finishContainment = {
            for c in removed { c.removeFromParent() }
            for c in added { c.didMove(toParent: self) }
        }
        guard isViewLoaded, oldTop !== newTop else {
            if isViewLoaded { refreshBar() }
            return finishContainment()
        }
        refreshBar()
        if let newTop {
            newTop.loadViewIfNeeded()
            if added.contains(where: { $0 === newTop }) { controllerAwaitingTopAlignment = newTop }
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        if animated, isInVisibleWindow, let oldTop, let newTop,
           let animator = delegate?.navigationController(self, animationControllerFor: pushing ? .push : .pop, from: oldTop, to: newTop) {
            return runCustomTransition(from: oldTop, to: newTop, operation: pushing ? .push : .pop, animator: animator,
                                       oldStack: oldStack, removed: removed, added: added, finishContainment: finishContainment)
        }
        if animated, isInVisibleWindow, let oldTop, let newTop {
            slide(from: oldTop, to: newTop, pushing: pushing) {
                finishContainment()
                self.delegate?.navigationController(self, didShow: newTop, animated: true)
            }
            return
        }
        // At once: the window's view-tree hooks send the appearance callbacks (will now, did next frame).
        oldTop?.viewIfLoaded?.removeFromSuperview()
        if let newTop { show(newTop) }
        finishContainment()
        if let newTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }

    /// The animated slide between two top controllers; `completion` runs after the did-callbacks.
    private func slide(from old: UIViewController, to new: UIViewController, pushing: Bool, completion: @escaping () -> Void) {
        let bounds = view.bounds, width = bounds.width
        let fromView = old.view!, toView = new.view!
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        toView.frame = contentFrame(for: new)
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let dimming = UIView(frame: bounds)
        dimming.backgroundColor = Self.dimmingColor
        dimming.isUserInteractionEnabled = false
        let parallax = -width * Self.parallaxFraction
        if pushing {
            view.insertSubview(toView, aboveSubview: fromView)
            view.insertSubview(dimming, belowSubview: toView)
            toView.frame.origin.x = width
            dimming.alpha = 0
        } else {
            view.insertSubview(toView, belowSubview: fromView)
            view.insertSubview(dimming, belowSubview: fromView)
            toView.frame.origin.x = parallax
            dimming.alpha = 1
        }
        new.sendIsAppearing()
        toView.layoutIfNeeded()
        if controllerAwaitingTopAlignment === new { alignContentScrollViewToTop(of: new) }
        transition = NavigationTransition(from: old, to: new)
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.frame.origin.x = 0
            fromView.frame.origin.x = pushing ? parallax : width
            dimming.alpha = pushing ? 1 : 0
        }, completion: { _ in
            dimming.removeFromSuperview()
            self.transition = nil
            old.endAppearanceTransition()
            new.endAppearanceTransition()
            fromView.removeFromSuperview()
            fromView.frame = self.contentFrame(for: old)
            completion()
        })
    }
}
