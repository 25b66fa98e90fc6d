/// A flick's free deceleration that, if it reaches an edge of `range`, hands over there to the bounce
/// spring (or stops on the edge without `bounces`), at the crossing solved in closed form.
///
/// WHY non-mutating with the switch time fixed at creation: the crossing time is solved analytically
/// (`DecelerationCurve.timeToReach`) when the simulation is made, so `position(at:)` is a pure
/// function of time and the spring starts with the curve's exact velocity at the edge. The spring's
/// clock starts at the absolute instant `start + switchDelay`.
public struct FrictionSimulation: Simulation {
    /// The deceleration curve from the release.
    public let curve: DecelerationCurve
    /// Host time (s) of the release.
    public let start: Double
    /// The valid offsets on this axis.
    public let range: ClosedRange<Double>
    /// Whether an edge crossing turns into a bounce (true) or stops on the edge (false).
    public let bounces: Bool
    /// An exact landing point (a retargeted release), taken at the end instead of the curve's own rest.
    public let landing: Double?
    /// The edge the curve reaches and how long after `start` (nil: it rests inside the range).
    public let edgeCrossing: (edge: Double, delay: Double)?
    /// The bounce at the edge, starting at host time `start + delay` with the curve's speed there.
    public let bounce: SpringSimulation?

    /// A deceleration released at host time `start`; the edge hand-off is solved here, once.
    public init(curve: DecelerationCurve, start: Double, range: ClosedRange<Double>, bounces: Bool, landing: Double? = nil) {
        self.curve = curve
        self.start = start
        self.range = range
        self.bounces = bounces
        self.landing = landing
        let rest = curve.restingPosition
        if !range.contains(rest) || !range.contains(curve.position0) {
            let edge = rest < range.lowerBound ? range.lowerBound : range.upperBound
            if let delay = curve.timeToReach(edge) {
                edgeCrossing = (edge, delay)
                bounce = bounces
                    ? SpringSimulation(spring: DampedSpring.bounce(displacement: 0, velocity: curve.velocity(at: delay)),
                                       rest: edge, start: start + delay)
                    : nil
                return
            }
        }
        edgeCrossing = nil
        bounce = nil
    }

    /// Whether host time `t` is past the edge crossing (compared as time since the release).
    private func isPastEdge(at t: Double) -> Bool {
        guard let crossing = edgeCrossing else { return false }
        return t - start >= crossing.delay
    }

    /// Where the motion rests once done (see `Simulation`).
    public var restingPosition: Double { edgeCrossing?.edge ?? landing ?? curve.restingPosition }
    /// The thresholds below which the motion counts as ended (see `Simulation`).
    public var tolerance: SimulationTolerance { bounce != nil ? .spring : .friction }

    /// The position (pt) at host time `t` (see `Simulation`).
    public func position(at t: Double) -> Double {
        if let crossing = edgeCrossing, isPastEdge(at: t) {
            guard let bounce, !bounce.isDone(at: t) else { return crossing.edge }
            return bounce.position(at: t)
        }
        let elapsed = t - start
        if curve.isFinished(at: elapsed) { return landing ?? curve.restingPosition }
        return curve.position(at: elapsed)
    }

    /// The velocity (pt/s) at host time `t` (see `Simulation`).
    public func velocity(at t: Double) -> Double {
        if isPastEdge(at: t) { return bounce?.velocity(at: t) ?? 0 }
        return curve.velocity(at: t - start)
    }

    /// Whether the motion has ended at host time `t` (see `Simulation`).
    public func isDone(at t: Double) -> Bool {
        if isPastEdge(at: t) { return bounce?.isDone(at: t) ?? true }
        return curve.isFinished(at: t - start)
    }

    /// Before the hand-off the curve moves (and the crossing is solved again against the same range);
    /// after it, the bounce's rest point moves. A retargeted `landing` moves with the curve: it is a
    /// place on the content (a snapped page, a cell's edge), so an app that recentres its content
    /// under a running fling still lands there instead of jumping `delta` at the end. `range` stays.
    public func shifted(by delta: Double, evaluatedAt: Double?) -> any Simulation {
        if let at = evaluatedAt, isPastEdge(at: at), let crossing = edgeCrossing {
            guard let bounce else { return RestingSimulation(at: crossing.edge + delta) }
            return bounce.shifted(by: delta, evaluatedAt: at)
        }
        let moved = DecelerationCurve(position: curve.position0 + delta, velocity: curve.velocity0, rate: curve.rate,
                                      stopSpeed: curve.stopSpeed)
        return FrictionSimulation(curve: moved, start: start, range: range, bounces: bounces, landing: landing.map { $0 + delta })
    }
}
