import UIKit

/// A custom bottom-sheet transition, written the way iOS developers write one: a button presents a
/// card with `modalPresentationStyle = .custom` and a `transitioningDelegate` that supplies a
/// `UIPresentationController` subclass (a dimming view that fades alongside the transition and
/// dismisses on a tap; the card's frame, re-laid out on every container layout), an animator that
/// slides the card up and down, and a `UIPercentDrivenInteractiveTransition` that a pan on the card
/// drives to dismiss it (released past half way or flicked down it finishes, else it springs back).
/// The presenter's content and the card follow the window's size.
public final class BottomSheetTransitionViewController: UIViewController {
    /// The presenter's background: a deep teal, so the dimming shows clearly.
    public static let backgroundColor = UIColor(red: 0.13, green: 0.45, blue: 0.55, alpha: 1)
    /// The button that presents the card.
    public let showButton = UIButton(type: .system)
    /// The card presented (made once, presented again on every tap).
    public let card = BottomCardViewController()
    private let transitioning = BottomSheetTransitioning()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Custom bottom sheet"
        view.backgroundColor = Self.backgroundColor
        let caption = UILabel(frame: .zero)
        caption.text = "Tap, then drag the card down"
        caption.textColor = .white
        caption.textAlignment = .center
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption)
        showButton.setTitle("Show card", for: .normal)
        showButton.setTitleColor(.white, for: .normal)
        showButton.backgroundColor = UIColor(white: 1, alpha: 0.2)
        showButton.layer.cornerRadius = 10
        showButton.translatesAutoresizingMaskIntoConstraints = false
        showButton.addTarget(self, action: Self.showCard, for: .touchUpInside)
        view.addSubview(showButton)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            caption.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            caption.bottomAnchor.constraint(equalTo: showButton.topAnchor, constant: -16),
            showButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            showButton.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -60),
            showButton.widthAnchor.constraint(equalToConstant: 160),
            showButton.heightAnchor.constraint(equalToConstant: 44),
        ])
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        card.interactor = transitioning
    }

    /// Presents the card (the button's action).
    public func showCard() {
        guard presentedViewController == nil else { return }
        present(card, animated: true)
    }
}

/// The card: a grabber, a title and a few rows; a pan on it dismisses it interactively.
public final class BottomCardViewController: UIViewController {
    /// The grabber's colour (a mid grey, as the system grabber's).
    public static let grabberColor = UIColor(white: 0.6, alpha: 1)
    fileprivate weak var interactor: BottomSheetTransitioning?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = BottomSheetPresentationController.cornerRadius
        view.clipsToBounds = true
        let grabber = UIView(frame: .zero)
        grabber.backgroundColor = Self.grabberColor
        grabber.layer.cornerRadius = 2.5
        grabber.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grabber)
        let title = UILabel(frame: .zero)
        title.text = "Bottom sheet"
        title.font = .boldSystemFont(ofSize: 20)
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        let stack = UIStackView(arrangedSubviews: ["Share", "Duplicate", "Move to folder", "Delete"].map { text in
            let row = UILabel(frame: .zero)
            row.text = text
            return row
        })
        stack.axis = .vertical
        stack.spacing = 14
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 6),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            title.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.dragged))
    }

    /// The pan: begins an interactive dismissal, follows the finger, finishes or cancels on release.
    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let interactor else { return }
        let height = max(1, view.bounds.height - BottomSheetPresentationController.cornerRadius)
        let progress = min(1, max(0, pan.translation(in: view).y / height))
        switch pan.state {
        case .began:
            interactor.isInteracting = true
            dismiss(animated: true)
        case .changed:
            interactor.interaction.update(progress)
        case .ended, .cancelled:
            interactor.isInteracting = false
            let flick = pan.velocity(in: view).y > 500
            if pan.state == .ended && (progress > 0.5 || flick) {
                interactor.interaction.finish()
            } else {
                interactor.interaction.cancel()
            }
        default:
            break
        }
    }
}

/// The card's transitioning delegate.
final class BottomSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var isInteracting = false

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        isInteracting ? interaction : nil
    }
}

/// Dims the presenter and places the card over the lower part of the container.
final class BottomSheetPresentationController: UIPresentationController {
    /// The card's top corner radius (the card reaches this far below the bottom edge, so only its top corners show round).
    static let cornerRadius: CGFloat = 16
    /// What dims the presenter: black at 40 %.
    static let dimmingColor = UIColor(white: 0, alpha: 0.4)
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        // 55 % of the height, at least 280 pt (the card's content), never above the container's top.
        let height = min(bounds.height, max(280, bounds.height * 0.55))
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height + Self.cornerRadius)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.dimmingTapped))
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped(_ tap: UITapGestureRecognizer) {
        presentedViewController.dismiss(animated: true)
    }
}

/// Slides the card up from below the bottom edge, and back down.
final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let done = { (_: Bool) in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if presenting {
            guard let card = transitionContext.viewController(forKey: .to), let cardView = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            let final = transitionContext.finalFrame(for: card)
            container.addSubview(cardView)
            cardView.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                cardView.frame = final
            }, completion: done)
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                cardView.frame.origin.y = container.bounds.height
            }, completion: done)
        }
    }
}
