/// What `viewWillTransition(to:with:)` receives: the transition's facts, and a way to run animations
/// alongside it and code after it (UIKit's `UIViewControllerTransitionCoordinator`).
///
/// For a window resize the coordinator runs, right after the window took its new size and laid out,
/// every alongside block inside one `UIView.animate(withDuration: transitionDuration)` (so property
/// changes in them animate on the host clock), then every completion block when that animation ends
/// (at the next `tick` when the duration is 0). Blocks added after the transition started run at once
/// (alongside) or with the others (completion), as UIKit documents.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates; a window resize does when its duration is above zero.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition; always false for ScrollKit's window resizes.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled; always false here, since none is interactive.
    var isCancelled: Bool { get }
    /// How long the transition's animation lasts, in seconds (0 for an immediate resize).
    var transitionDuration: TimeInterval { get }
    /// How far the transition has got: 0 until it finishes, then 1 (ScrollKit does not report the steps between).
    var percentComplete: CGFloat { get }
    /// The speed factor of the animation's finish after an interactive phase; 1 here.
    var completionVelocity: CGFloat { get }
    /// The timing curve of the transition's animation; `easeInOut` for a window resize.
    var completionCurve: UIView.AnimationCurve { get }
    /// The rotation of the transition (identity for a resize).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in: the window being resized.
    var containerView: UIView { get }
    /// The controller leaving (`.from`) or arriving (`.to`); nil for a window resize.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving; nil for a window resize.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    /// Nil (a window resize involves no controllers).
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    /// Nil (a window resize moves no controller's view).
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

/// The context plus `animate(alongsideTransition:completion:)`; what `viewWillTransition(to:with:)` is handed.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` after it. Returns true
    /// (the blocks were taken).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator of a window resize (UIWindow+Environment.swift).
@MainActor
final class UIViewControllerTransitionCoordinatorImpl: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    private(set) var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private var finished = false

    init(duration: TimeInterval, container: UIView) {
        transitionDuration = duration.isFinite ? max(0, duration) : 0
        containerView = container
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if finished {
            animation?(self)
            completion?(self)
            return true
        }
        if let animation {
            if !started { alongside.append(animation) } else if isAnimated {
                UIView.animate(withDuration: transitionDuration) { animation(self) }
            } else {
                animation(self)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Lays `window` out at its new size and runs the alongside animations, then the completions.
    func run(layingOut window: UIWindow) {
        started = true
        let blocks = alongside
        alongside.removeAll()
        guard transitionDuration > 0 else {
            // An immediate resize: no animation is made, the completions run at the next frame.
            window.layoutIfNeeded()
            for block in blocks { block(self) }
            _ = HostTimer.after(0) { [self] in finish() }
            return
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            window.layoutIfNeeded()
            for block in blocks { block(self) }
        }, completion: { [self] _ in finish() })
    }

    private func finish() {
        percentComplete = 1
        finished = true
        let done = completions
        completions.removeAll()
        for block in done { block(self) }
    }
}

extension UIView {
    /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// `easeInOut`: slow start and end, fast middle (the default); `easeIn`: slow start; `easeOut`: slow
        /// end; `linear`: constant speed. Raw values as the SDK's.
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}
