/// When a spring counts as finished.
///
/// WHY a position and a velocity bound: a spring passing through 0 at speed is not at rest, and one
/// creeping far from 0 is not either. The defaults are ScrollKit's bounce-back rule
/// (|x| < 0.05 pt and |v| < 0.5 pt/s).
extension DampedSpring {
    /// Displacement bound (pt) for "settled" (ScrollKit's choice).
    public static let settledDisplacement: Double = 0.05
    /// Velocity bound (pt/s) for "settled" (ScrollKit's choice).
    public static let settledVelocity: Double = 0.5
    /// Longest settling time reported (s), so the search always terminates (a guard, not an iOS value).
    public static let settlingTimeCap: Double = 10
    /// Scan step (s) of the settling search: 1 ms, finer than any display frame.
    static let settlingScanStep: Double = 0.001

    /// Settled when `|x| < 0.05 pt` and `|v| < 0.5 pt/s`.
    public func isSettled(at t: Double) -> Bool {
        isSettled(at: t, displacementTolerance: Self.settledDisplacement,
                  velocityTolerance: Self.settledVelocity)
    }

    /// Settled when `|x| < displacementTolerance` and `|v| < velocityTolerance` (strict bounds).
    public func isSettled(at t: Double, displacementTolerance: Double, velocityTolerance: Double) -> Bool {
        let s = state(at: t)
        return abs(s.x) < displacementTolerance && abs(s.v) < velocityTolerance
    }

    /// Earliest time after which the spring stays settled under the default bounds.
    public var settlingTime: Double {
        settlingTime(displacementTolerance: Self.settledDisplacement,
                     velocityTolerance: Self.settledVelocity)
    }

    /// Earliest time after which the spring stays settled under the given bounds.
    ///
    /// Scans 1 ms steps up to `settlingTimeCap`, keeps the last unsettled sample, then bisects the
    /// following millisecond to ~1e-12 s. Returns 0 if already settled throughout, the cap if still
    /// unsettled at the cap (for example an undamped spring). Excursions shorter than 1 ms between
    /// samples are not seen. NaN tolerances never settle, so they return the cap.
    public func settlingTime(displacementTolerance: Double, velocityTolerance: Double) -> Double {
        if isInert { return 0 }
        let settled = { (t: Double) in
            isSettled(at: t, displacementTolerance: displacementTolerance, velocityTolerance: velocityTolerance)
        }
        let steps = Int((Self.settlingTimeCap / Self.settlingScanStep).rounded())
        var lastUnsettled = -1
        for i in 0...steps where !settled(Double(i) * Self.settlingScanStep) {
            lastUnsettled = i
        }
        if lastUnsettled < 0 { return 0 }
        if lastUnsettled == steps { return Self.settlingTimeCap }
        var lo = Double(lastUnsettled) * Self.settlingScanStep
        var hi = Double(lastUnsettled + 1) * Self.settlingScanStep
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }
}
