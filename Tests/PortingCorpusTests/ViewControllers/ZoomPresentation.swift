import UIKit

/// A photo that zooms to full screen: `.fullScreen` with a custom animator that scales the presented
/// view up from the thumbnail's frame; the presenter's view leaves the window once it is covered.
final class ZoomThumbnailViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let thumbnail = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 80))
    let detail = UIViewController()
    private(set) var animationsEnded: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.backgroundColor = .purple
        thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.thumbnailTapped))
        view.addSubview(thumbnail)
    }

    func thumbnailTapped() {
        detail.view.backgroundColor = .purple
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(origin: thumbnail.frame, presenting: true) { [weak self] in self?.animationsEnded.append($0) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(origin: thumbnail.frame, presenting: false) { [weak self] in self?.animationsEnded.append($0) }
    }
}

/// Scales between the thumbnail's frame and the full screen with a spring.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let origin: CGRect
    let presenting: Bool
    let ended: (Bool) -> Void

    init(origin: CGRect, presenting: Bool, ended: @escaping (Bool) -> Void) {
        self.origin = origin
        self.presenting = presenting
        self.ended = ended
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return }
        let full = container.bounds
        let scale = CGAffineTransform(scaleX: origin.width / full.width, y: origin.height / full.height)
        if presenting {
            container.addSubview(view)
            view.frame = full
            view.transform = scale
            view.center = CGPoint(x: origin.midX, y: origin.midY)
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            view.transform = self.presenting ? .identity : scale
            view.center = self.presenting ? CGPoint(x: full.midX, y: full.midY) : CGPoint(x: self.origin.midX, y: self.origin.midY)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended(transitionCompleted) }
}
