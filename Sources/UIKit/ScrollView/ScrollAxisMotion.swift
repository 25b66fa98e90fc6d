import ScrollPhysics

/// What one axis of a scroll view is doing after the finger left: the per-axis activity of
/// ARCHITECTURE.md ("a scroll view axis has one current activity"). Positions are closed-form
/// functions of host time, so the result does not depend on the frame rate.
struct ScrollAxisMotion {
    enum Phase {
        /// Free deceleration; `edge` is the boundary it hands over to if it gets there.
        case decelerating(DecelerationCurve, start: Double)
        /// A spring toward `rest` (bounce back or paging snap).
        case spring(DampedSpring, rest: Double, start: Double)
        /// `setContentOffset(animated:)` and friends.
        case programmatic(ProgrammaticScrollCurve, start: Double)
        case done(Double)
    }

    private(set) var phase: Phase
    /// Valid range on this axis; a deceleration that reaches a bound hands over to the bounce spring
    /// there (`bounces`) or stops on it.
    let range: ClosedRange<Double>
    let bounces: Bool
    /// An exact landing point (retargeted deceleration), snapped to at the end.
    let landing: Double?

    init(phase: Phase, range: ClosedRange<Double>, bounces: Bool, landing: Double? = nil) {
        self.phase = phase
        self.range = range
        self.bounces = bounces
        self.landing = landing
    }

    var isDone: Bool { if case .done = phase { return true } else { return false } }
    var isDecelerating: Bool { if case .decelerating = phase { return true } else { return false } }

    /// Moves the whole motion by `delta` (app code set the offset directly while it ran).
    mutating func shift(by delta: Double) {
        switch phase {
        case let .decelerating(c, start):
            phase = .decelerating(DecelerationCurve(position: c.position0 + delta, velocity: c.velocity0, rate: c.rate,
                                                    stopSpeed: c.stopSpeed), start: start)
        case let .spring(s, rest, start): phase = .spring(s, rest: rest + delta, start: start)
        case let .programmatic(p, start):
            phase = .programmatic(ProgrammaticScrollCurve(from: p.from + delta, to: p.to + delta, duration: p.duration), start: start)
        case let .done(x): phase = .done(x + delta)
        }
    }

    /// The position at host time `t`, advancing the phase (deceleration → spring at an edge → done).
    mutating func position(at t: Double) -> Double {
        switch phase {
        case let .decelerating(curve, start):
            let elapsed = t - start
            let rest = curve.restingPosition
            if !range.contains(rest) || !range.contains(curve.position0) {
                let edge = rest < range.lowerBound ? range.lowerBound : range.upperBound
                if let tc = curve.timeToReach(edge), elapsed >= tc {
                    guard bounces else { phase = .done(edge); return edge }
                    let spring = DampedSpring.bounce(displacement: 0, velocity: curve.velocity(at: tc))
                    phase = .spring(spring, rest: edge, start: start + tc)
                    return position(at: t)
                }
            }
            if curve.isFinished(at: elapsed) {
                let end = landing ?? rest
                phase = .done(end)
                return end
            }
            return curve.position(at: elapsed)
        case let .spring(spring, rest, start):
            let elapsed = t - start
            if spring.isSettled(at: elapsed) { phase = .done(rest); return rest }
            return rest + spring.displacement(at: elapsed)
        case let .programmatic(curve, start):
            let elapsed = t - start
            if curve.isFinished(at: elapsed) { phase = .done(curve.to); return curve.to }
            return curve.position(at: elapsed)
        case let .done(x):
            return x
        }
    }
}
