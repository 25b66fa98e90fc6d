import Foundation

extension UINavigationController {
    /// The kind of stack change an animator is asked for (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        /// No change.
        case none = 0
        /// A controller was pushed.
        case push = 1
        /// A controller was popped.
        case pop = 2
    }
}

/// Push and pop with the delegate's animator (`navigationController(_:animationControllerFor:from:to:)`)
/// and interaction controller (`navigationController(_:interactionControllerFor:)`).
///
/// Asked, in UIKit's order, for an animated push or pop in a visible window: the animator, then
/// (when there is one) the interaction controller. The transition happens in a container view that
/// fills the navigation controller's view below its bars, holding the leaving view; the animator adds
/// the arriving one. Callbacks are those of the standard slide (UINavigationController+Transition.swift):
/// `willShow`, the old top's `viewWillDisappear`, the new top's `viewWillAppear`, the animation, then on
/// `completeTransition(true)` the did-callbacks, containment and `didShow`. On
/// `completeTransition(false)` (a cancelled interaction) the stack, the containment and the views go
/// back, with the reverse appearance callbacks of a cancelled swipe-back and no `didShow`.
extension UINavigationController {
    func runCustomTransition(from old: UIViewController, to new: UIViewController, operation: Operation,
                             animator: UIViewControllerAnimatedTransitioning, oldStack: [UIViewController],
                             removed: [UIViewController], added: [UIViewController], finishContainment: @escaping () -> Void) {
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        let bounds = view.bounds
        let container = UIView(frame: bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let fromView = old.view!, toView = new.view!
        view.insertSubview(container, belowSubview: toolbar)
        container.addSubview(fromView)
        fromView.frame = container.bounds
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        toView.frame = container.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let record = NavigationTransition(from: old, to: new)
        transition = record
        let context = TransitionContext(container: container, from: old, to: new, fromView: fromView, toView: toView,
                                        initialFrames: [(old, container.bounds)], finalFrames: [(new, container.bounds)],
                                        animator: animator, interaction: interaction, style: .none, animated: true)
        record.context = context
        context.onComplete = { [self] completed in
            transition = nil
            if completed {
                old.endAppearanceTransition()
                new.endAppearanceTransition()
                fromView.removeFromSuperview()
                fromView.frame = view.bounds
                show(new)
                container.removeFromSuperview()
                finishContainment()
                delegate?.navigationController(self, didShow: new, animated: true)
            } else {
                new.beginAppearanceTransition(false, animated: true)
                new.endAppearanceTransition()
                toView.removeFromSuperview()
                toView.frame = view.bounds
                old.beginAppearanceTransition(true, animated: true)
                show(old)
                old.sendIsAppearing()
                old.endAppearanceTransition()
                container.removeFromSuperview()
                for c in added {
                    c.willMove(toParent: nil)
                    c.containerSafeAreaInsets = .zero
                    c.removeFromParent()
                }
                stack = oldStack
                updateChildInsets()
                refreshBar()
                for c in removed { c.didMove(toParent: self) }
            }
        }
        context.start()
        if toView.superview != nil {
            new.sendIsAppearing()
            toView.layoutIfNeeded()
        }
    }
}

extension UIViewController {
    /// The coordinator of the custom transition this controller takes part in now (a custom
    /// presentation or dismissal of it or by it, or a navigation transition with the delegate's
    /// animator in its navigation controller); nil otherwise. ScrollKit's built-in slides and sheets
    /// have none.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        let root = presentationRoot
        if let context = root.shownByPresentation?.transitionContext ?? root.hostedPresentation?.transitionContext { return context }
        var c: UIViewController? = self
        while let controller = c {
            if let nav = controller as? UINavigationController, let context = nav.transition?.context { return context }
            c = controller.parent
        }
        return nil
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion (the SDK's default argument).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
