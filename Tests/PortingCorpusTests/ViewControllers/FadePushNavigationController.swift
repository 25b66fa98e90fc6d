import UIKit

/// A navigation stack whose pushes and pops cross-fade, the way iOS tutorials write a custom
/// navigation transition: the navigation controller's delegate returns an animator for both operations.
final class FadePushListViewController: UIViewController, UINavigationControllerDelegate {
    private(set) var operations: [UINavigationController.Operation] = []
    let openButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fade list"
        view.backgroundColor = .white
        openButton.setTitle("Open", for: .normal)
        openButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        openButton.addTarget(self, action: Self.openTapped, for: .touchUpInside)
        view.addSubview(openButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }

    func openTapped() {
        let detail = UIViewController()
        detail.view.backgroundColor = .orange
        detail.title = "Detail"
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return FadeAnimator()
    }
}

/// Cross-fades the incoming view over the outgoing one in 0.3 s.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
