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

/// The object that manages a controller's presentation (UIKit's `UIPresentationController`): it
/// carries the `delegate` that hears about drag-downs, names the controllers and views involved and,
/// subclassed and returned by a `transitioningDelegate` for `.custom`, lays out a custom presentation
/// (ModalPresentation+CustomTransition.swift says when each hook runs). A controller has one from its
/// first `presentationController` read (so the delegate can be set before `present`, as Apple's
/// samples do); a custom presentation replaces it with the delegate's.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented (or to be presented).
    public unowned let presentedViewController: UIViewController
    /// Told about drag-downs (held weakly, as on iOS).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController` (UIKit makes one per presentation; `presentationController` gives it).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        initialPresenter = presentingViewController
    }

    private weak var initialPresenter: UIViewController?

    /// The presenting controller while the presentation lasts (before and after it, the one given at
    /// creation, else the presented controller itself: the property is not optional, as on iOS).
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? initialPresenter ?? presentedViewController
    }
    /// The view that animates: for a custom presentation the presented controller's view, else the
    /// card holding it (nil when not presented).
    open var presentedView: UIView? {
        guard let presentation = presentedViewController.shownByPresentation else { return nil }
        return presentation.kind == .custom ? presentedViewController.view : presentation.container.card
    }
    /// Where the presented view ends: the whole container by default; a custom subclass overrides it.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenter's views leave the window once the presentation has ended: true for
    /// `.fullScreen` (and `.currentContext`), false otherwise, `.custom` included (as Apple documents
    /// the base class's answer for custom presentations).
    open var shouldRemovePresentersView: Bool {
        [.fullScreen, .currentContext].contains(presentedViewController.modalPresentationStyle)
    }
    /// Whether the presentation covers the whole window (true; stored for API compatibility).
    open var shouldPresentInFullscreen: Bool { true }
    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// Called before the container lays out its subviews (custom presentations); does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews (custom presentations); does nothing by default.
    open func containerViewDidLayoutSubviews() {}
    /// The presentation is about to animate: add views to the container, use the `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to animate.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The view the presentation happens in (iOS's transition view; nil when not presented).
    open var containerView: UIView? { presentedViewController.shownByPresentation?.container }
}

extension UIViewController {
    /// The presentation controller that manages this controller (its topmost ancestor's), made on first read.
    public var presentationController: UIPresentationController? {
        let root = presentationRoot
        let style = root.modalPresentationStyle
        let wanted: UIPresentationController.Type = style == .popover ? UIPopoverPresentationController.self
            : [.automatic, .pageSheet, .formSheet, .none].contains(style) ? UISheetPresentationController.self
            : UIPresentationController.self
        // A custom presentation's controller stays; a standard one follows the style (made again,
        // keeping its delegate, when the style changed after it was first read).
        if let existing = root.storedPresentationController,
           type(of: existing) == wanted || root.shownByPresentation?.kind == .custom
            || !(existing is UISheetPresentationController || existing is UIPopoverPresentationController || type(of: existing) == UIPresentationController.self) {
            return existing
        }
        let made: UIPresentationController
        if wanted == UIPopoverPresentationController.self {
            made = UIPopoverPresentationController(presentedViewController: root, presenting: nil)
        } else if wanted == UISheetPresentationController.self {
            made = UISheetPresentationController(presentedViewController: root, presenting: nil)
        } else {
            made = UIPresentationController(presentedViewController: root, presenting: nil)
        }
        made.delegate = root.storedPresentationController?.delegate
        root.storedPresentationController = made
        return made
    }
}
