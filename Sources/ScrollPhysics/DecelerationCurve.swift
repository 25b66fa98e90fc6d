import Foundation

/// Free deceleration of one axis after a flick, in the discrete per-millisecond model
/// (every constant and its source: the Scroll Physics article, Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
///
/// WHY the discrete model: it is what Apple's iAd JS, XNScrollView and POP integrate, and its total
/// travel equals the WWDC 2018 projection exactly, so a `targetContentOffset` computed with the
/// projection is where the view really stops. Every value is a closed-form function of the time since
/// release, so the result does not depend on the host's frame rate.
///
/// - `v(t) = v0·d^(1000t)`
/// - `x(t) = x0 + (v0/1000)·d·(1 − d^(1000t))/(1 − d)`
///
/// The motion ends when the speed falls to `stopSpeed`, so it has a finite `duration`.
///
/// Input rules (all documented results, never a trap): NaN position/velocity → 0; infinities are
/// clamped to ±1e12; NaN rate → `normalRate`; rate clamped into `[minimumRate, maximumRate]`;
/// NaN stop speed → `stopSpeed`; stop speed clamped to at least `minimumStopSpeed`.
public struct DecelerationCurve: Sendable, Equatable {
    /// The speed (pt/s) at which deceleration ends: iAd JS `MINIMUM_VELOCITY`.
    public static let stopSpeed: Double = 10
    /// `UIScrollView.DecelerationRate.normal`, per millisecond (the value reverse engineering and
    /// re-implementations of iOS agree on).
    public static let normalRate: Double = 0.998
    /// `UIScrollView.DecelerationRate.fast`, per millisecond (same sources as `normalRate`).
    public static let fastRate: Double = 0.99
    /// Guard, not an iOS value: rates must lie strictly inside (0, 1); 0 would need log(0).
    public static let minimumRate: Double = 1e-6
    /// Guard, not an iOS value: a rate of 1 would never stop. 1 − 1e-6 keeps travel finite.
    public static let maximumRate: Double = 1 - 1e-6
    /// Guard, not an iOS value: a stop speed of 0 would make the duration infinite.
    public static let minimumStopSpeed: Double = 1e-6

    /// Offset at release (pt).
    public let position0: Double
    /// Velocity at release (pt/s); positive means the offset increases.
    public let velocity0: Double
    /// Per-millisecond velocity multiplier `d`, after sanitising.
    public let rate: Double
    /// Speed (pt/s) at which the motion is considered finished, after sanitising.
    public let stopSpeed: Double

    /// A flick released at `position` (pt) with `velocity` (pt/s), decaying by `rate` per ms.
    public init(position: Double, velocity: Double, rate: Double,
                stopSpeed: Double = DecelerationCurve.stopSpeed) {
        self.position0 = FiniteInput.value(position)
        self.velocity0 = FiniteInput.value(velocity)
        self.rate = Self.sanitizedRate(rate)
        let stop = FiniteInput.value(stopSpeed, orIfNaN: Self.stopSpeed)
        self.stopSpeed = max(stop, Self.minimumStopSpeed)
    }

    /// Time (s) at which `|v|` reaches `stopSpeed`: `ln(stopSpeed/|v0|)/(1000·ln d)`; 0 if the
    /// release is already at or below the stop speed.
    public var duration: Double {
        let speed = abs(velocity0)
        guard speed > stopSpeed else { return 0 }
        return log(stopSpeed / speed) / (1000 * log(rate))
    }

    /// Where the motion ends: `position(at: duration)`. Equals `x0 + sign(v0)·(|v0| − stopSpeed)·d/(1 − d)/1000`.
    public var restingPosition: Double { position(at: duration) }

    /// Offset at `t` seconds after release. `t` is clamped to `[0, duration]` (NaN → 0).
    public func position(at t: Double) -> Double {
        let time = min(FiniteInput.time(t), duration)
        let decay = pow(rate, 1000 * time)
        return position0 + (velocity0 / 1000) * rate * (1 - decay) / (1 - rate)
    }

    /// Velocity (pt/s) at `t` seconds after release; 0 from `duration` on (NaN `t` → 0 s).
    public func velocity(at t: Double) -> Double {
        let time = FiniteInput.time(t)
        guard time < duration else { return 0 }
        return velocity0 * pow(rate, 1000 * time)
    }

    /// True once the speed has decayed to `stopSpeed` (NaN `t` counts as 0 s).
    public func isFinished(at t: Double) -> Bool {
        FiniteInput.time(t) >= duration
    }

    /// First time in `(0, duration]` at which the curve reaches `x` while moving toward it, or nil.
    ///
    /// WHY analytic: an edge crossing during deceleration hands its exact position and velocity to the
    /// bounce spring (so the bounce starts from the true crossing, not the nearest frame). Solving
    /// `Δ = (v0/1000)·d·(1 − q)/(1 − d)` for `q = d^(1000t)` gives `t = ln q/(1000·ln d)`.
    /// Returns nil when `x` is the start point, behind the motion, beyond the resting position, or NaN.
    public func timeToReach(_ x: Double) -> Double? {
        guard !x.isNaN, duration > 0 else { return nil }
        let distance = FiniteInput.value(x) - position0
        guard distance != 0, FiniteInput.sign(distance) == FiniteInput.sign(velocity0) else { return nil }
        let q = 1 - 1000 * distance * (1 - rate) / (velocity0 * rate)
        guard q > 0 else { return nil }
        let t = log(q) / (1000 * log(rate))
        guard t.isFinite, t > 0 else { return nil }
        // Tolerance for rounding when x is exactly the resting position (1 ns is far below a frame).
        if t > duration {
            return t <= duration + 1e-9 ? duration : nil
        }
        return t
    }

    /// WWDC 2018 session 803 ("Designing Fluid Interfaces") projection: `(v/1000)·d/(1 − d)`, the distance a
    /// flick travels with no stop speed. Same input rules as `init`.
    public static func projectedDistance(velocity: Double, rate: Double) -> Double {
        let d = sanitizedRate(rate)
        return (FiniteInput.value(velocity) / 1000) * d / (1 - d)
    }

    /// The release velocity (pt/s) whose curve rests exactly `distance` away, inverting
    /// `distance = sign·(|v0| − stopSpeed)·d/(1 − d)/1000`.
    ///
    /// WHY: a delegate may retarget `targetContentOffset`; the scroll view honours it exactly by
    /// decelerating with this velocity.
    /// Sign follows `distance`; 0 for a zero or NaN distance.
    public static func velocity(toTravel distance: Double, rate: Double,
                                stopSpeed: Double = DecelerationCurve.stopSpeed) -> Double {
        let travel = FiniteInput.value(distance)
        guard travel != 0 else { return 0 }
        let d = sanitizedRate(rate)
        let stop = max(FiniteInput.value(stopSpeed, orIfNaN: Self.stopSpeed), minimumStopSpeed)
        let speed = 1000 * abs(travel) * (1 - d) / d + stop
        return FiniteInput.sign(travel) * speed
    }

    /// NaN → `normalRate`; otherwise clamped into `[minimumRate, maximumRate]`.
    static func sanitizedRate(_ rate: Double) -> Double {
        if rate.isNaN { return normalRate }
        return min(max(rate, minimumRate), maximumRate)
    }
}
