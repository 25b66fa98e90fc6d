import UIKit

/// A "half sheet" written before iOS 15's detents: a custom presentation controller that puts the
/// presented view over the lower half, dims the rest, and dismisses on a tap on the dimming view.
final class HalfSheetPresentationController: UIPresentationController {
    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.alpha = 0
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.dimmingTapped))
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }

    func dimmingTapped(_ sender: UITapGestureRecognizer) {
        presentedViewController.dismiss(animated: true)
    }
}

/// Vends the half-sheet presentation controller; the default slide-up animation is used.
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// The screen that presents the half sheet from a button.
final class HalfSheetHostViewController: UIViewController {
    let sheetDelegate = HalfSheetTransitioningDelegate()
    let showButton = UIButton(type: .system)
    let sheet = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        showButton.setTitle("Filters", for: .normal)
        showButton.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        showButton.addTarget(self, action: Self.showFilters, for: .touchUpInside)
        view.addSubview(showButton)
    }

    func showFilters() {
        sheet.view.backgroundColor = .systemGreen
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetDelegate
        present(sheet, animated: true, completion: nil)
    }
}
