import ScrollPhysics

/// A `CABasicAnimation` that moves along a damped spring instead of a timing curve (Core
/// Animation's `CASpringAnimation`): a unit mass on a spring of `stiffness` with `damping`, leaving
/// `fromValue` with `initialVelocity` (in whole from→to distances per second) towards `toValue`.
/// The value overshoots when the spring is under-damped. Each play lasts `duration` (set it to
/// `settlingDuration` to let the spring come to rest first); `repeatCount` and `autoreverses` repeat
/// and mirror plays as for any `CABasicAnimation`, and the last one ends on `toValue` (or on
/// `fromValue` after a way back).
/// The motion is ScrollPhysics' closed-form `DampedSpring`, so every frame rate sees the same curve.
public final class CASpringAnimation: CABasicAnimation {
    /// Core Animation's defaults: mass 1, stiffness 100, damping 10, initial velocity 0.
    public var mass: CGFloat = 1
    /// The spring constant: a stiffer spring moves faster and oscillates more quickly (100 by default).
    public var stiffness: CGFloat = 100
    /// The friction that slows the motion; below critical damping the value overshoots (10 by default).
    public var damping: CGFloat = 10
    /// The speed at the start, in whole from→to distances per second, positive towards `toValue`
    /// (0 by default).
    public var initialVelocity: CGFloat = 0

    /// The spring in progress units: displacement −1 (at `fromValue`) going to 0 (at `toValue`).
    /// Non-positive or non-finite mass or stiffness give an inert spring, which jumps to `toValue`.
    private var spring: DampedSpring {
        let m = Double(mass), k = Double(stiffness), c = Double(damping)
        guard m > 0, k > 0, m.isFinite, k.isFinite else {
            return DampedSpring(omega: 0, dampingRatio: 1, displacement: 0, velocity: 0)
        }
        return DampedSpring(omega: (k / m).squareRoot(), dampingRatio: c / (2 * (k * m).squareRoot()),
                            displacement: -1, velocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest: within 0.1 % of the distance, moving slower than
    /// 1 % of it per second (a sub-point error for any on-screen move).
    public var settlingDuration: CFTimeInterval {
        spring.settlingTime(displacementTolerance: 0.001, velocityTolerance: 0.01)
    }

    override func progress(at time: CFTimeInterval) -> Double {
        guard duration > 0, duration.isFinite else { return time >= beginTime ? 1 : 0 }
        let t = playTime(at: time)
        // A play ends exactly at its end value, whatever is left of the spring's motion.
        if t >= duration - 1e-12 { return 1 }
        return 1 + spring.displacement(at: t)
    }
}
