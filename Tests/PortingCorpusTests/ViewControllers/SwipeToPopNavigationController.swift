import UIKit

/// A navigation stack with a custom slide-over pop driven by a pan anywhere on the detail screen,
/// the pattern of "interactive pop with UIPercentDrivenInteractiveTransition" articles.
final class SwipeToPopDetailViewController: UIViewController {
    weak var coordinator: SwipeToPopCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let coordinator else { return }
        let progress = max(0, min(1, gesture.translation(in: view).x / view.bounds.width))
        switch gesture.state {
        case .began:
            coordinator.interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            coordinator.interaction?.update(progress)
        case .ended:
            if progress > 0.5 { coordinator.interaction?.finish() } else { coordinator.interaction?.cancel() }
            coordinator.interaction = nil
        case .cancelled:
            coordinator.interaction?.cancel()
            coordinator.interaction = nil
        default:
            break
        }
    }
}

/// The navigation delegate: a slide animator, and the pan's interaction controller while it lasts.
final class SwipeToPopCoordinator: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    private(set) var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideOverAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }
}

/// Push: the new view slides in from the right over the old one; pop: the old one slides out to the right.
final class SlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let width = container.bounds.width
        if operation == .push {
            container.addSubview(toView)
            toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = container.bounds
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            if self.operation == .push { toView.frame = container.bounds } else { fromView.frame.origin.x = width }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
