import Foundation

/// The objects a custom presentation uses, asked of the presented controller's
/// `transitioningDelegate` when `present` is called, in UIKit's order: `presentationController(forPresented:…)`
/// (only for `.custom`), `animationController(forPresented:…)` (only when animated), then
/// `interactionControllerForPresentation(using:)` (only when there is an animator).
@MainActor
struct CustomPresentationPlan {
    let controller: UIPresentationController
    let animator: UIViewControllerAnimatedTransitioning?
    let interaction: UIViewControllerInteractiveTransitioning?

    /// The plan for presenting `presented` from `host` on behalf of `source`, or nil when the
    /// standard presentation applies (no delegate, or a delegate that gives nothing for a standard style).
    static func make(presenting presented: UIViewController, from host: UIViewController, source: UIViewController,
                     animated: Bool) -> CustomPresentationPlan? {
        guard let delegate = presented.transitioningDelegate else { return nil }
        let custom = presented.modalPresentationStyle == .custom
        let madeController = custom ? delegate.presentationController(forPresented: presented, presenting: host, source: source) : nil
        let animator = animated ? delegate.animationController(forPresented: presented, presenting: host, source: source) : nil
        let interaction = animator.flatMap { delegate.interactionControllerForPresentation(using: $0) }
        guard custom || animator != nil else { return nil }
        let controller = madeController ?? presented.presentationController
            ?? UIPresentationController(presentedViewController: presented, presenting: host)
        return CustomPresentationPlan(controller: controller, animator: animator, interaction: interaction)
    }
}

/// Custom presentations (`transitioningDelegate`, `.custom`, subclassed `UIPresentationController`).
///
/// Presenting, in order: the delegate's objects (CustomPresentationPlan); the container (iOS's
/// transition view) fills the window; `viewWillAppear` of the presented controller (and
/// `viewWillDisappear` of the presenter when `shouldRemovePresentersView`);
/// `presentationTransitionWillBegin` (its `transitionCoordinator` alongside blocks join the
/// animation); the animator's `animateTransition` (or the interaction controller's start); the
/// animator's `completeTransition(true)`: `presentationTransitionDidEnd(true)`, `viewDidAppear`,
/// coordinator completions, `animationEnded`, then `present`'s completion. A cancelled (interactive)
/// presentation ends with `presentationTransitionDidEnd(false)`, the presented controller's
/// `viewWillDisappear`/`viewDidDisappear`, and leaves nothing presented; the completion is not called.
///
/// Dismissing: `animationController(forDismissed:)`, `interactionControllerForDismissal(using:)`,
/// `viewWillDisappear`, `dismissalTransitionWillBegin`, the animation, then
/// `dismissalTransitionDidEnd(true)`, `viewDidDisappear`, the container leaves the window, the
/// completion. Cancelled: `dismissalTransitionDidEnd(false)`, then `viewWillAppear`/`viewDidAppear`
/// of the presented controller (as iOS sends them), which stays presented.
///
/// Without an animator (a `.custom` style whose delegate gives only a presentation controller) the
/// presented view slides up from the bottom (CoverVerticalAnimator). With `animated: false` the
/// presented view is put at its final frame and the did-callbacks follow at once.
extension ModalPresentation {
    /// The presented controller's view as it moves in the container: the presentation controller's
    /// `presentedView`, else the controller's view.
    var customPresentedView: UIView { customController?.presentedView ?? presented.view }

    func showCustom(in window: UIWindow, animated: Bool, plan: CustomPresentationPlan, completion: (() -> Void)?) {
        guard let host else { return }
        let pc = plan.controller
        container.presentationController = pc
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let panel = window.softwareKeyboardStorage?.panel, panel.superview === window {
            window.insertSubview(container, belowSubview: panel)
        } else {
            window.addSubview(container)
        }
        presented.loadViewIfNeeded()   // viewDidLoad before the appearance callbacks, as on iOS
        let removesPresenter = pc.shouldRemovePresentersView
        if removesPresenter { host.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        let toView = customPresentedView
        if presented.modalPresentationStyle != .custom { toView.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        let finalFrame = pc.frameOfPresentedViewInContainerView
        let hostView = windowLevelView(of: host, in: window)
        let animator = animated ? plan.animator ?? CoverVerticalAnimator(presenting: true) : ImmediateAnimator(presenting: true)
        let context = TransitionContext(container: container, from: host, to: presented,
                                        fromView: removesPresenter ? hostView : nil, toView: toView,
                                        initialFrames: [(host, window.bounds)],
                                        finalFrames: [(host, removesPresenter ? .zero : window.bounds), (presented, finalFrame)],
                                        animator: animator, interaction: animated ? plan.interaction : nil,
                                        style: presented.modalPresentationStyle, animated: animated)
        transitionContext = context
        context.onComplete = { [self] completed in
            transitionContext = nil
            pc.presentationTransitionDidEnd(completed)
            if completed {
                phase = .presented
                if removesPresenter { host.endAppearanceTransition() }
                presented.endAppearanceTransition()
                if removesPresenter, let hostView, hostView.superview === window {
                    removedHostView = hostView
                    hostView.removeFromSuperview()
                }
            } else {
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    host.beginAppearanceTransition(true, animated: animated)
                    host.endAppearanceTransition()
                }
                container.removeFromSuperview()
                presented.viewIfLoaded?.removeFromSuperview()
                host.hostedPresentation = nil
                presented.shownByPresentation = nil
            }
            window.environmentDidChange()
        }
        context.afterAll = { completed in if completed { completion?() } }
        pc.presentationTransitionWillBegin()
        context.start()
        if toView.superview != nil {
            presented.sendIsAppearing()
            toView.layoutIfNeeded()
        }
    }

    /// Dismisses the custom presentation at the top of `chain` (the others go at once, as for any dismissal).
    static func dismissCustom(_ chain: [ModalPresentation], from host: UIViewController, animated: Bool,
                              completion: (() -> Void)?) {
        guard let bottom = chain.first, let top = chain.last, let window = top.container.window else { return }
        let presented = top.presented
        let delegate = presented.transitioningDelegate
        let customAnimator = animated ? delegate?.animationController(forDismissed: presented) : nil
        let interaction = customAnimator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let animator = animated ? customAnimator ?? CoverVerticalAnimator(presenting: false) : ImmediateAnimator(presenting: false)
        for p in chain { p.phase = .dismissing }
        for p in chain.reversed() { p.presented.beginAppearanceTransition(false, animated: animated) }
        let restored = bottom.removedHostView
        if let restored {
            host.beginAppearanceTransition(true, animated: animated)
            window.insertSubview(restored, belowSubview: top.container)
            restored.frame = window.bounds
            host.sendIsAppearing()
        }
        for p in chain.dropLast() { p.container.removeFromSuperview() }
        let pc = top.customController ?? presented.presentationController
        let fromView = top.customPresentedView
        let context = TransitionContext(container: top.container, from: presented, to: host,
                                        fromView: fromView, toView: restored,
                                        initialFrames: [(presented, fromView.frame), (host, window.bounds)],
                                        finalFrames: [(host, window.bounds)],
                                        animator: animator, interaction: interaction,
                                        style: presented.modalPresentationStyle, animated: animated)
        top.transitionContext = context
        context.onComplete = { completed in
            top.transitionContext = nil
            pc?.dismissalTransitionDidEnd(completed)
            if completed {
                finishDismissal(chain, from: host, restoringHost: restored != nil, completion: nil)
            } else {
                presented.beginAppearanceTransition(true, animated: animated)
                presented.sendIsAppearing()
                presented.endAppearanceTransition()
                if let restored {
                    host.beginAppearanceTransition(false, animated: animated)
                    host.endAppearanceTransition()
                    restored.removeFromSuperview()
                }
                for p in chain { p.phase = .presented }
            }
            window.environmentDidChange()
        }
        context.afterAll = { completed in if completed { completion?() } }
        pc?.dismissalTransitionWillBegin()
        context.start()
    }
}

/// The "animation" of a custom presentation made with `animated: false`: the presented view at its
/// final frame (or out of the container), then `completeTransition(true)` at once.
@MainActor
final class ImmediateAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if presenting, let controller = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: controller)
        }
        transitionContext.completeTransition(true)
    }
}
