/// A one-dimensional motion as a pure function of host time (Flutter's `Simulation`).
///
/// WHY: a scroll view's motion after the finger lifts (deceleration, edge bounce, paging snap,
/// programmatic animation) is evaluated once per frame at that frame's timestamp. Pure functions of
/// time make the result independent of the frame rate and let a frame be evaluated twice with the
/// same answer; the scroll view only decides, per frame, whether each axis is done.
///
/// Times are host times (seconds on the host clock), not time since the start: each simulation keeps
/// the time it started, so a hand-off between two curves (friction to spring) happens at an absolute
/// instant fixed when the simulation is made.
public protocol Simulation: Sendable {
    /// The position (pt) at host time `t`.
    func position(at t: Double) -> Double
    /// The velocity (pt/s) at host time `t`.
    func velocity(at t: Double) -> Double
    /// Whether the motion has ended at host time `t` (within `tolerance`); then `restingPosition` is
    /// where it rests.
    func isDone(at t: Double) -> Bool
    /// Where the motion rests once done.
    var restingPosition: Double { get }
    /// The thresholds below which the motion counts as ended.
    var tolerance: SimulationTolerance { get }
    /// The same motion moved by `delta` (app code set the offset while it ran), as seen after the
    /// last frame evaluated at `evaluatedAt` (nil: none yet), so a hand-off already taken stays taken.
    func shifted(by delta: Double, evaluatedAt: Double?) -> any Simulation
}

/// When a simulation counts as ended (Flutter's `Tolerance`).
public struct SimulationTolerance: Sendable, Equatable {
    /// Distance from the rest point (pt) below which a spring may count as at rest.
    public var distance: Double
    /// Speed (pt/s) below which a motion may count as at rest.
    public var velocity: Double
    /// A tolerance of `distance` pt and `velocity` pt/s.
    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }
    /// The bounce and paging springs: |x| < 0.05 pt and |v| < 0.5 pt/s (`DampedSpring.settledDisplacement`,
    /// `settledVelocity`).
    public static let spring = SimulationTolerance(distance: DampedSpring.settledDisplacement, velocity: DampedSpring.settledVelocity)
    /// Free deceleration: it ends when the speed reaches 10 pt/s (iAd JS `MINIMUM_VELOCITY`);
    /// the end is exact, so no distance bound applies.
    public static let friction = SimulationTolerance(distance: 0, velocity: DecelerationCurve.stopSpeed)
    /// A fixed-duration animation ends at its duration exactly.
    public static let exact = SimulationTolerance(distance: 0, velocity: 0)
}

/// A motion that has ended: it stays at `restingPosition`.
public struct RestingSimulation: Simulation {
    /// Where it rests.
    public let restingPosition: Double
    /// A motion resting at `position`.
    public init(at position: Double) { restingPosition = position }
    /// The position (pt) at host time `t` (see `Simulation`).
    public func position(at t: Double) -> Double { restingPosition }
    /// The velocity (pt/s) at host time `t` (see `Simulation`).
    public func velocity(at t: Double) -> Double { 0 }
    /// Whether the motion has ended at host time `t` (see `Simulation`).
    public func isDone(at t: Double) -> Bool { true }
    /// The thresholds below which the motion counts as ended (see `Simulation`).
    public var tolerance: SimulationTolerance { .exact }
    /// The same motion moved by `delta` (see `Simulation`).
    public func shifted(by delta: Double, evaluatedAt: Double?) -> any Simulation { RestingSimulation(at: restingPosition + delta) }
}
