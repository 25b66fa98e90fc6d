import Foundation

/// An interaction controller that scrubs the animator's animations by a percentage (UIKit's
/// `UIPercentDrivenInteractiveTransition`).
///
/// `startInteractiveTransition(_:)` runs the animator's `animateTransition(using:)` with its
/// `UIView.animate` blocks held (TransitionAnimationDriver), showing them at `percentComplete`;
/// `update(_:)` moves them; `finish()` runs the rest at `completionSpeed` (1: the part left of the
/// animator's duration takes that part of the duration), `cancel()` runs them back the same way,
/// restores the views' start values, and the animator's completion then calls
/// `completeTransition(false)` (it reads `transitionWasCancelled`). Calls made before the transition
/// started (a gesture's first `update`) are kept and applied when it starts.
///
/// Not done: the animations made with `UIViewPropertyAnimator` (or `interruptibleAnimator(using:)`)
/// inside `animateTransition` run on the clock, not scrubbed; `completionCurve` and `timingCurve` are
/// stored (the rest of each animation runs with its own curve, as iOS's time-scrubbing does).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How far the transition is (0…1).
    public private(set) var percentComplete: CGFloat = 0
    /// The speed of the finish or cancel relative to the animator's duration (1 by default).
    open var completionSpeed: CGFloat = 1
    /// Stored (see the type's summary).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Stored (see the type's summary).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts driven by the gesture (true by default); false runs it as an
    /// ordinary animation.
    open var wantsInteractiveStart = true

    private weak var context: TransitionContext?
    private var driver: TransitionAnimationDriver?
    private enum Ending { case finish, cancel }
    private var pendingEnding: Ending?

    /// An interaction controller at 0 %.
    public init() {}

    /// The animator's duration for the transition in progress (0 before one starts).
    open var duration: CGFloat { CGFloat(driver?.duration ?? 0) }

    /// Starts driving `transitionContext`'s animator (see the type's summary).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            Log.uikit.warning("UIPercentDrivenInteractiveTransition: a context not made by UIKit; ignored")
            return
        }
        self.context = context
        let driver = TransitionAnimationDriver(duration: context.animator.transitionDuration(using: context))
        self.driver = driver
        driver.capture { context.startAnimations() }
        driver.set(fraction: Double(percentComplete))
        switch pendingEnding {
        case .finish: finish()
        case .cancel: cancel()
        case nil: break
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
        driver?.set(fraction: Double(self.percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is.
    open func pause() {
        guard let driver else { return }
        driver.set(fraction: driver.virtualTime(at: HostClock.now) / max(driver.duration, 1e-9))
        context?.pauseInteractiveTransition()
    }

    /// Completes the transition from where it is.
    open func finish() {
        guard let driver, let context else { pendingEnding = .finish; return }
        pendingEnding = nil
        context.finishInteractiveTransition()
        driver.run(toEnd: true, speed: Double(completionSpeed))
    }

    /// Cancels the transition: its views go back to where they started.
    open func cancel() {
        guard let driver, let context else { pendingEnding = .cancel; return }
        pendingEnding = nil
        context.cancelInteractiveTransition()
        driver.run(toEnd: false, speed: Double(completionSpeed))
    }
}
