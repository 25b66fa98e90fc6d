import Foundation

/// The keys of `UIViewControllerContextTransitioning.viewController(forKey:)` (UIKit's
/// `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition (the presenter when presenting, the
    /// presented controller when dismissing).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of `UIViewControllerContextTransitioning.view(forKey:)` (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (nil when it stays, as the presenter's under a presentation that keeps it).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (nil when it is already there, as the presenter's when a dismissal uncovers it).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is handed: the container view, the controllers and views involved and where
/// they end, and the call that ends the transition (UIKit's `UIViewControllerContextTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the arriving view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive one, by `cancelInteractiveTransition`).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's style (`.custom` for a custom presentation, `.none` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation of the transition (identity: ScrollKit's transitions do not rotate).
    var targetTransform: CGAffineTransform { get }
    /// Reports an interactive transition's progress (called by the interaction controller).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will be cancelled.
    func cancelInteractiveTransition()
    /// The interaction paused (the transition waits).
    func pauseInteractiveTransition()
    /// Ends the transition: the animator calls it when its animations end, with false when cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving, nil when that view does not move in the container.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is at the start (`.zero` when it is not yet in the container).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be at the end (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// The object that animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the arriving view to the container and animates; ends with `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Told after the transition ended (optional on iOS; does nothing by default).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (an optional method).
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The object that drives a transition with a gesture (UIKit's `UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed of the finish after the gesture ends (optional; 1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve of the finish (optional; ease-in-ease-out by default).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional; true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1 (an optional property).
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut` (an optional property).
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True (an optional property).
    public var wantsInteractiveStart: Bool { true }
}

/// Gives the objects of a custom presentation (UIKit's `UIViewControllerTransitioningDelegate`; every
/// method is optional and returns nil by default, which means the standard behaviour).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of presenting `presented`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator of dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of the presentation, asked when there is an animator.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller of the dismissal, asked when there is an animator.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the standard animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: the standard animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    /// Nil: a plain `UIPresentationController`.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
