import Foundation

/// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
/// a unit-mass spring with the requested damping ratio, stiff enough to come to rest within the
/// duration.
///
/// UIKit does not document how it fits the spring to the duration. The rule here: the envelope of
/// the motion has shrunk to 0.1 % of the distance at `duration`. Under-damped, the envelope is
/// `e^(−ζωt)`, so `ω = ln(1000) / (ζ·T)`; critically and over-damped (ζ ≥ 1, treated as critical),
/// `e^(−ωt)(1 + ωt)`, which reaches 0.001 at `ωT = 9.2335`. A damping ratio of 0 would never settle
/// and is raised to 0.01; non-finite inputs give a critically damped spring at rest.
struct SpringFit {
    let dampingRatio: Double
    let omega: Double
    /// Initial velocity in distances per second.
    let velocity: Double

    /// ln(1000): the under-damped envelope falls to 0.1 % after ζωT = 6.9078.
    static let underDampedEnvelope = log(1000.0)
    /// The root of e^(−x)(1 + x) = 0.001, for the critical envelope.
    static let criticalEnvelope = 9.233_45

    init(duration: TimeInterval, dampingRatio: Double, velocity: Double) {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let t = duration.isFinite && duration > 0 ? duration : 0.001
        self.dampingRatio = zeta
        omega = zeta < 1 ? Self.underDampedEnvelope / (zeta * t) : Self.criticalEnvelope / t
        self.velocity = velocity.isFinite ? velocity : 0
    }

    /// For a unit mass: k = ω², c = 2ζω.
    var stiffness: Double { omega * omega }
    var damping: Double { 2 * dampingRatio * omega }
}
