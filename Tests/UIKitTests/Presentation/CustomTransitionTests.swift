import Foundation
import HostContextTesting
import Testing
import UIKit

// MARK: iOS-style transition code

/// A bottom card written as iOS developers write one: a presentation controller with a dimming view
/// that fades alongside the transition, and a frame for the lower half of the container.
@MainActor
final class HalfCardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var log: LifecycleLog?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log?.entries.append("pc.presentationTransitionWillBegin")
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.entries.append("pc.presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.entries.append("pc.dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { _ in self.log?.entries.append("coordinator.completion") })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.entries.append("pc.dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

/// Slides the card up from the bottom edge (and down on dismissal) with UIView.animate.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var log: LifecycleLog?
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log?.entries.append("animator.animateTransition")
        let container = transitionContext.containerView
        if presenting {
            let toVC = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to)!
            let final = transitionContext.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut], animations: {
                toView.frame = final
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut], animations: {
                fromView.frame.origin.y = container.bounds.height
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log?.entries.append("animator.animationEnded(\(transitionCompleted))") }
}

/// The presented card's transitioning delegate, with a percent-driven interactor for drag-to-dismiss.
@MainActor
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: LifecycleLog
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = false
    init(log: LifecycleLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.entries.append("delegate.presentationController")
        let pc = HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
        pc.log = log
        return pc
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.entries.append("delegate.animationControllerForPresented")
        let a = SlideAnimator(presenting: true); a.log = log; return a
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.entries.append("delegate.animationControllerForDismissed")
        let a = SlideAnimator(presenting: false); a.log = log; return a
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        log.entries.append("delegate.interactionControllerForPresentation")
        return nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        log.entries.append("delegate.interactionControllerForDismissal")
        return interactive ? interactor : nil
    }
}

/// The card: a pan on it dismisses interactively, as in Apple's custom-transition samples.
@MainActor
final class CardScreen: StackViewController {
    var cardDelegate: CardTransitioningDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.pan))
    }

    func pan(_ gr: UIPanGestureRecognizer) {
        guard let cardDelegate else { return }
        let progress = max(0, min(1, gr.translation(in: view).y / view.bounds.height))
        switch gr.state {
        case .began:
            cardDelegate.interactive = true
            dismiss(animated: true)
        case .changed:
            cardDelegate.interactor.update(progress)
        case .ended, .cancelled:
            cardDelegate.interactive = false
            if progress > 0.5 { cardDelegate.interactor.finish() } else { cardDelegate.interactor.cancel() }
        default:
            break
        }
    }
}

// MARK: Tests

/// Custom presentations through the window (Presentation/ModalPresentation+CustomTransition.swift):
/// the delegate's objects and the hooks in UIKit's order, frames on the host clock against the
/// ease-in-ease-out curve computed here, and interactive dismissal that cancels or finishes.
@Suite(.freshHostContext) @MainActor
struct CustomTransitionTests {
    private func scene() -> (UIWindow, StackViewController, CardScreen, CardTransitioningDelegate, LifecycleLog) {
        let log = LifecycleLog()
        let window = makeTestWindow()
        let root = StackViewController("root", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        window.tick(timestamp: 1)
        let card = CardScreen("card", log: log)
        let delegate = CardTransitioningDelegate(log: log)
        card.cardDelegate = delegate
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        log.entries.removeAll()
        return (window, root, card, delegate, log)
    }

    private func present(_ root: UIViewController, _ card: UIViewController, _ window: UIWindow, _ log: LifecycleLog) {
        root.present(card, animated: true) { log.entries.append("present.completion") }
        window.tick(timestamp: 1.5)
    }

    @Test func aCustomPresentationRunsTheHooksInUIKitsOrderAndEndsAtTheFinalFrame() {
        let (window, root, card, _, log) = scene()
        root.present(card, animated: true) { log.entries.append("present.completion") }
        #expect(card.presentationController is HalfCardPresentationController)
        #expect(card.isBeingPresented && root.presentedViewController === card)
        // Half way through the 0.4 s: the card's origin on the curve, from y = 480 to 240.
        window.tick(timestamp: 1.2)
        let expectedY = 480 - 240 * easeInEaseOut(0.5)
        let shown = card.view.layer.presentation()!.position.y - 120
        #expect(abs(Double(shown) - expectedY) < 1e-3)
        let pc = card.presentationController as! HalfCardPresentationController
        #expect(abs(Double(pc.dimmingView.layer.presentation()!.opacity) - easeInEaseOut(0.5)) < 1e-3)
        window.tick(timestamp: 1.4)
        #expect(log.withoutLayout == [
            "delegate.presentationController", "delegate.animationControllerForPresented",
            "delegate.interactionControllerForPresentation",
            "card.viewDidLoad", "card.viewWillAppear(true)", "pc.presentationTransitionWillBegin",
            "animator.animateTransition", "card.viewIsAppearing",
            "pc.presentationTransitionDidEnd(true)", "card.viewDidAppear(true)", "animator.animationEnded(true)",
            "present.completion",
        ])
        #expect(card.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(card.view.superview === pc.containerView && pc.containerView?.frame == window.bounds)
        #expect(pc.dimmingView.superview === pc.containerView && pc.dimmingView.alpha == 1)
        #expect(!card.isBeingPresented && card.presentingViewController === root)
        #expect(root.view.window === window)               // .custom keeps the presenter's views

        // The container follows a window resize through containerViewWillLayoutSubviews.
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        window.tick(timestamp: 1.5)
        #expect(card.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
    }

    @Test func dismissingRunsTheDismissalHooksAndTakesTheContainerAway() {
        let (window, root, card, _, log) = scene()
        present(root, card, window, log)
        let pc = card.presentationController as! HalfCardPresentationController
        let container = pc.containerView
        log.entries.removeAll()
        card.dismiss(animated: true) { log.entries.append("dismiss.completion") }
        #expect(card.isBeingDismissed)
        window.tick(timestamp: 1.7)
        #expect(abs(Double(card.view.layer.presentation()!.position.y - 120) - (240 + 240 * easeInEaseOut(0.5))) < 1e-3)
        window.tick(timestamp: 2)
        #expect(log.withoutLayout == [
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
            "card.viewWillDisappear(true)", "pc.dismissalTransitionWillBegin", "animator.animateTransition",
            "pc.dismissalTransitionDidEnd(true)", "card.viewDidDisappear(true)", "coordinator.completion",
            "animator.animationEnded(true)", "dismiss.completion",
        ])
        #expect(container?.window == nil && card.view.window == nil)
        #expect(root.presentedViewController == nil && card.presentingViewController == nil)
    }

    @Test func aCancelledInteractiveDismissalPutsEverythingBack() {
        let (window, root, card, _, log) = scene()
        present(root, card, window, log)
        let pc = card.presentationController as! HalfCardPresentationController
        log.entries.removeAll()
        // A finger drags the card down 60 pt (a quarter of its 240 pt), then lets go.
        window.sendTouch(.began, at: CGPoint(x: 160, y: 300), timestamp: 2)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 320), timestamp: 2.05)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 360), timestamp: 2.1)
        window.tick(timestamp: 2.1)
        #expect(card.isBeingDismissed)
        #expect(card.transitionCoordinator?.isInteractive == true)
        // The pan's translation (60 pt from where it began, after its 10 pt slop) ÷ 240.
        let p = card.transitionCoordinator!.percentComplete
        #expect(p > 0 && p < 0.5)
        let y = Double(card.view.layer.presentation()!.position.y - 120)
        #expect(abs(y - (240 + 240 * easeInEaseOut(Double(p)))) < 1e-3)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 360), timestamp: 2.15)
        // Back to the start over p × 0.4 s.
        window.tick(timestamp: 2.2)
        window.tick(timestamp: 3)
        #expect(log.withoutLayout.contains("pc.dismissalTransitionDidEnd(false)"))
        #expect(Array(log.withoutLayout.suffix(6)) == [
            "pc.dismissalTransitionDidEnd(false)", "card.viewWillAppear(true)", "card.viewIsAppearing",
            "card.viewDidAppear(true)", "coordinator.completion", "animator.animationEnded(false)",
        ])
        #expect(!log.withoutLayout.contains("card.viewDidDisappear(true)"))
        #expect(card.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(pc.dimmingView.alpha == 1 && pc.dimmingView.superview != nil)
        #expect(root.presentedViewController === card && !card.isBeingDismissed)
        #expect(card.view.layer.animationKeys() == nil)
    }

    @Test func aFinishedInteractiveDismissalDismisses() {
        let (window, root, card, _, log) = scene()
        present(root, card, window, log)
        window.sendTouch(.began, at: CGPoint(x: 160, y: 300), timestamp: 2)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 330), timestamp: 2.05)
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 470), timestamp: 2.1)
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 470), timestamp: 2.15)
        window.tick(timestamp: 2.2)
        window.tick(timestamp: 3)
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(log.withoutLayout.contains("pc.dismissalTransitionDidEnd(true)"))
    }

    @Test func percentDrivenScrubbingShowsTheAnimationsOwnFrames() {
        let (window, root, card, delegate, log) = scene()
        present(root, card, window, log)
        delegate.interactive = true
        card.dismiss(animated: true)
        delegate.interactor.update(0.25)
        window.tick(timestamp: 2)
        #expect(abs(Double(card.view.layer.presentation()!.position.y - 120) - (240 + 240 * easeInEaseOut(0.25))) < 1e-3)
        #expect(delegate.interactor.duration == 0.4 && delegate.interactor.percentComplete == 0.25)
        delegate.interactor.completionSpeed = 0.5
        delegate.interactor.finish()                       // the remaining 0.75 × 0.4 s at half speed: 0.6 s
        window.tick(timestamp: 2.3)                        // virtual time 0.1 + 0.15 = 0.25 s of 0.4
        #expect(abs(Double(card.view.layer.presentation()!.position.y - 120) - (240 + 240 * easeInEaseOut(0.625))) < 1e-3)
        window.tick(timestamp: 2.59)
        #expect(root.presentedViewController === card)
        window.tick(timestamp: 2.61)
        #expect(root.presentedViewController == nil)
    }

    @Test func aCustomStyleWithoutAnAnimatorSlidesUpAndNonAnimatedIsImmediate() {
        let log = LifecycleLog()
        let window = makeTestWindow()
        let root = StackViewController("root", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.tick(timestamp: 1)
        final class OnlyController: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                HalfCardPresentationController(presentedViewController: presented, presenting: presenting)
            }
        }
        let delegate = OnlyController()
        let card = StackViewController("card", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        window.tick(timestamp: 1 + UIViewController.modalTransitionDuration / 2)
        let y = Double(card.view.layer.presentation()!.position.y - 120)
        #expect(abs(y - (480 - 240 * easeInEaseOut(0.5))) < 1e-3)
        window.tick(timestamp: 2)
        #expect(card.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
        card.dismiss(animated: false)
        #expect(root.presentedViewController == nil && card.view.window == nil)
        root.present(card, animated: false)
        #expect(card.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240) && !card.isBeingPresented)
    }
}
