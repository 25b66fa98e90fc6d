import Foundation

/// A damped spring toward `rest`, started at host time `start`: the bounce back from an edge and the
/// paging snap (`DampedSpring.bounce`, `DampedSpring.pagingSnap`).
public struct SpringSimulation: Simulation {
    /// The spring; its displacement is measured from `rest`.
    public let spring: DampedSpring
    /// Where the spring comes to rest (pt).
    public let rest: Double
    /// Host time (s) at which the spring starts.
    public let start: Double
    /// A spring toward `rest` starting at host time `start`.
    public init(spring: DampedSpring, rest: Double, start: Double) {
        self.spring = spring
        self.rest = rest
        self.start = start
    }

    /// Where the motion rests once done (see `Simulation`).
    public var restingPosition: Double { rest }
    /// The thresholds below which the motion counts as ended (see `Simulation`).
    public var tolerance: SimulationTolerance { .spring }
    /// The position (pt) at host time `t` (see `Simulation`).
    public func position(at t: Double) -> Double { rest + spring.displacement(at: t - start) }
    /// The velocity (pt/s) at host time `t` (see `Simulation`).
    public func velocity(at t: Double) -> Double { spring.velocity(at: t - start) }
    /// Whether the motion has ended at host time `t` (see `Simulation`).
    public func isDone(at t: Double) -> Bool {
        spring.isSettled(at: t - start, displacementTolerance: tolerance.distance, velocityTolerance: tolerance.velocity)
    }
    /// The same motion moved by `delta` (see `Simulation`).
    public func shifted(by delta: Double, evaluatedAt: Double?) -> any Simulation {
        SpringSimulation(spring: spring, rest: rest + delta, start: start)
    }
}

/// `setContentOffset(_:animated:)` and friends on the 0.3 s cosine curve, started at host time `start`.
public struct ProgrammaticScrollSimulation: Simulation {
    /// The curve from the start offset to the target.
    public let curve: ProgrammaticScrollCurve
    /// Host time (s) at which the animation starts.
    public let start: Double
    /// The animation `curve` starting at host time `start`.
    public init(curve: ProgrammaticScrollCurve, start: Double) {
        self.curve = curve
        self.start = start
    }

    /// Where the motion rests once done (see `Simulation`).
    public var restingPosition: Double { curve.to }
    /// The thresholds below which the motion counts as ended (see `Simulation`).
    public var tolerance: SimulationTolerance { .exact }
    /// The position (pt) at host time `t` (see `Simulation`).
    public func position(at t: Double) -> Double { curve.position(at: t - start) }
    /// The derivative of the cosine ease: (to − from)·π/(2T)·sin(π·t/T) inside the duration, else 0.
    public func velocity(at t: Double) -> Double {
        let elapsed = t - start
        guard curve.duration > 0, elapsed > 0, elapsed < curve.duration else { return 0 }
        return (curve.to - curve.from) * Double.pi / (2 * curve.duration) * sin(Double.pi * elapsed / curve.duration)
    }
    /// Whether the motion has ended at host time `t` (see `Simulation`).
    public func isDone(at t: Double) -> Bool { curve.isFinished(at: t - start) }
    /// The same motion moved by `delta` (see `Simulation`).
    public func shifted(by delta: Double, evaluatedAt: Double?) -> any Simulation {
        ProgrammaticScrollSimulation(curve: ProgrammaticScrollCurve(from: curve.from + delta, to: curve.to + delta, duration: curve.duration),
                                     start: start)
    }
}
