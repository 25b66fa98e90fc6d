import Foundation

/// A damped harmonic spring pulling a displacement `x` toward 0: `x'' + 2ζω·x' + ω²·x = 0`.
///
/// WHY one type for all three regimes: the bounce uses a critically damped spring when it enters with
/// speed and an over-damped one from rest (`bounce(displacement:velocity:)`), and paging uses an
/// under-damped one (`pagingSnap`). Each regime has its own closed form, so positions are exact functions of
/// time and independent of the frame rate.
///
/// Input rules (documented results, never a trap):
/// - `omega` NaN or ≤ 0: the spring is *inert*: it reports displacement 0 and velocity 0 at every time
///   (it snaps to rest) and `settlingTime` is 0. Positive values are clamped to `[minimumOmega, maximumOmega]`.
/// - `dampingRatio` NaN → 1 (critical); clamped to `[0, maximumDampingRatio]` (0 = undamped: it never
///   settles, so `settlingTime` returns its cap).
/// - displacement/velocity NaN → 0, infinities clamped to ±1e12; time NaN/negative → 0.
public struct DampedSpring: Sendable, Equatable {
    /// Guard, not an iOS value: keeps `1/ω_d` finite in the under-damped form.
    public static let minimumOmega: Double = 1e-3
    /// Guard, not an iOS value: far stiffer than any UI spring, keeps `ω²·x` finite.
    public static let maximumOmega: Double = 1e6
    /// Guard, not an iOS value: keeps `ζ²` finite.
    public static let maximumDampingRatio: Double = 1e6
    /// Ratios this close to 1 use the critical closed form; the others lose precision near ζ = 1.
    static let criticalBand: Double = 1e-6

    /// Natural angular frequency ω (rad/s); 0 marks an inert spring.
    public let omega: Double
    /// Damping ratio ζ: < 1 under-damped, 1 critical, > 1 over-damped.
    public let dampingRatio: Double
    /// Displacement from the rest point at t = 0 (pt).
    public let displacement0: Double
    /// Velocity at t = 0 (pt/s).
    public let velocity0: Double

    /// A spring released at `displacement` (pt from rest) with `velocity` (pt/s); see the type's input rules.
    public init(omega: Double, dampingRatio: Double, displacement: Double, velocity: Double) {
        if omega.isNaN || omega <= 0 {
            self.omega = 0
        } else {
            self.omega = min(max(omega, Self.minimumOmega), Self.maximumOmega)
        }
        let zeta = dampingRatio.isNaN ? 1 : dampingRatio
        self.dampingRatio = min(max(zeta, 0), Self.maximumDampingRatio)
        self.displacement0 = FiniteInput.value(displacement)
        self.velocity0 = FiniteInput.value(velocity)
    }

    /// True for a spring built with an unusable `omega` (see the input rules).
    public var isInert: Bool { omega == 0 }

    /// Displacement (pt) at `t` seconds.
    public func displacement(at t: Double) -> Double { state(at: t).x }

    /// Velocity (pt/s) at `t` seconds.
    public func velocity(at t: Double) -> Double { state(at: t).v }

    /// Closed-form position and velocity for the spring's regime.
    func state(at t: Double) -> (x: Double, v: Double) {
        guard !isInert else { return (0, 0) }
        let time = FiniteInput.time(t)
        let x0 = displacement0, v0 = velocity0, w = omega, zeta = dampingRatio

        if abs(zeta - 1) < Self.criticalBand {
            // x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt)
            let b = v0 + w * x0
            let decay = exp(-w * time)
            return ((x0 + b * time) * decay, (v0 - w * b * time) * decay)
        }
        if zeta > 1 {
            // Roots r = −ω(ζ ± √(ζ²−1)); the slow root via r1·r2 = ω² avoids cancellation.
            let root = (zeta * zeta - 1).squareRoot()
            let fast = -w * (zeta + root)
            let slow = -w / (zeta + root)
            let a = (v0 - fast * x0) / (slow - fast)
            let b = x0 - a
            let es = exp(slow * time), ef = exp(fast * time)
            return (a * es + b * ef, a * slow * es + b * fast * ef)
        }
        // Under-damped: x = e^(−ζωt)·(x0·cos ω_d t + (v0 + ζω·x0)/ω_d·sin ω_d t)
        let alpha = zeta * w
        let wd = w * (1 - zeta * zeta).squareRoot()
        let c = x0, s = (v0 + alpha * x0) / wd
        let decay = exp(-alpha * time)
        let cosine = cos(wd * time), sine = sin(wd * time)
        let x = decay * (c * cosine + s * sine)
        let v = decay * ((s * wd - alpha * c) * cosine - (c * wd + alpha * s) * sine)
        return (x, v)
    }
}
