import Foundation

/// Told about the user's attempts to dismiss a sheet by dragging it down (UIKit's
/// `UIAdaptivePresentationControllerDelegate`, the dismissal part; every method is optional there and
/// has a default here). Programmatic `dismiss(animated:completion:)` calls none of them, as on iOS.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a drag-down begins; false keeps the sheet (it resists and springs back), as
    /// `isModalInPresentation` does. Default: true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A drag-down began that may dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The drag-down dismissed the sheet (after its animation and the presented controller's `viewDidDisappear`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A drag-down was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The object that manages a controller's presentation (UIKit's `UIPresentationController`): here it
/// carries the `delegate` that hears about drag-downs, and names the controllers and views involved.
/// A controller has one from its first `presentationController` read (so the delegate can be set
/// before `present`, as Apple's samples do); custom subclasses (`transitioningDelegate`) are not supported.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented (or to be presented).
    public unowned let presentedViewController: UIViewController
    /// Told about drag-downs (held weakly, as on iOS).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController` (UIKit makes one per presentation; `presentationController` gives it).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
    }

    /// The presenting controller while the presentation lasts (before and after it, the presented
    /// controller itself: the property is not optional, as on iOS, where it is fixed at creation).
    open var presentingViewController: UIViewController { presentedViewController.presentingViewController ?? presentedViewController }
    /// The view that animates: the card holding the presented view (nil when not presented).
    open var presentedView: UIView? { presentedViewController.shownByPresentation?.container.card }
    /// The view the presentation happens in (iOS's transition view; nil when not presented).
    open var containerView: UIView? { presentedViewController.shownByPresentation?.container }
}

extension UIViewController {
    /// The presentation controller that manages this controller (its topmost ancestor's), made on first read.
    public var presentationController: UIPresentationController? {
        let root = presentationRoot
        if let existing = root.storedPresentationController { return existing }
        let made = UIPresentationController(presentedViewController: root, presenting: nil)
        root.storedPresentationController = made
        return made
    }
}
