import Foundation

/// The animation of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`
/// (ScrollKit's choice, 0.3 s cosine ease-in-out: Apple documents neither the duration nor the curve).
///
/// WHY a fixed-duration ease: it starts and ends at rest, so it blends with a following deceleration
/// or touch, and it is a pure function of the time since the call, independent of the frame rate.
///
/// Input rules: `from`/`to` NaN → 0, infinities clamped to ±1e12; a duration that is NaN or ≤ 0 means
/// "already finished": the position is `to` at every time.
public struct ProgrammaticScrollCurve: Sendable, Equatable {
    /// Animation length (s), ScrollKit's choice (re-implementations of UIKit use about 0.33 s).
    public static let duration: Double = 0.3

    /// Offset where the animation starts (pt).
    public let from: Double
    /// Offset where the animation ends (pt).
    public let to: Double
    /// Animation length (s); 0 or less means already finished.
    public let duration: Double

    /// An animation from `from` to `to` over `duration` seconds (0.3 s by default).
    public init(from: Double, to: Double, duration: Double = ProgrammaticScrollCurve.duration) {
        self.from = FiniteInput.value(from)
        self.to = FiniteInput.value(to)
        self.duration = duration.isNaN ? 0 : max(FiniteInput.value(duration), 0)
    }

    /// `from + (to − from)·(1 − cos(π·t/T))/2`, with `t` clamped to `[0, T]` (NaN → 0).
    public func position(at t: Double) -> Double {
        guard duration > 0 else { return to }
        let time = min(FiniteInput.time(t), duration)
        if time >= duration { return to }
        return from + (to - from) * (1 - cos(Double.pi * time / duration)) / 2
    }

    /// True from `duration` on (NaN `t` counts as 0 s).
    public func isFinished(at t: Double) -> Bool {
        FiniteInput.time(t) >= duration
    }
}
