import Foundation

/// The two springs the scroll view uses, with their constants and where they come from.
extension DampedSpring {
    /// Entry speed (pt/s) at or above which the bounce is critically damped (ScrollKit's choice, fitted to a
    /// recorded iOS trace).
    public static let bounceSpeedThreshold: Double = 50
    /// ω (1/s) of the critically damped bounce (ScrollKit's choice; published re-implementations agree on about
    /// 10/s).
    public static let bounceOmega: Double = 11
    /// The two decay rates (1/s) of the over-damped bounce from rest (ScrollKit's choice, fitted to a recorded
    /// iOS trace).
    public static let restingBounceRates: (slow: Double, fast: Double) = (9, 46)

    /// ω0 (rad/s) of the paging snap: iAd JS adds `1000·3.6e−4·Δ` pt/s every ms, i.e. ω0² = 360 (ω0 ≈ 18.97).
    public static let pagingOmega: Double = (1000 * 1000 * 3.6e-4).squareRoot()
    /// ζ of the paging snap: iAd JS multiplies v by 0.9668 every ms, so 2ζω0 = −1000·ln 0.9668 (ζ ≈ 0.890).
    public static let pagingDampingRatio: Double = -log(0.9668) * 1000 / (2 * pagingOmega)

    /// The bounce back toward an edge.
    ///
    /// WHY two regimes: entering with speed (a deceleration hitting the edge, or a release with
    /// velocity) needs the overshoot-and-return of a critically damped spring; a release at rest
    /// should just ease back without the lag of a critically damped start, which the over-damped pair
    /// of rates 9/s and 46/s gives. NaN velocity counts as 0.
    /// - Parameters:
    ///   - displacement: signed distance past the edge (pt); 0 when entering exactly at the edge.
    ///   - velocity: signed velocity (pt/s) in the same axis convention.
    public static func bounce(displacement: Double, velocity: Double) -> DampedSpring {
        let v = velocity.isNaN ? 0 : velocity
        if abs(v) >= bounceSpeedThreshold {
            return DampedSpring(omega: bounceOmega, dampingRatio: 1, displacement: displacement, velocity: v)
        }
        // Rates r1, r2 are the roots of s² + 2ζω·s + ω²: ω² = r1·r2, 2ζω = r1 + r2.
        let (slow, fast) = restingBounceRates
        let omega = (slow * fast).squareRoot()
        return DampedSpring(omega: omega, dampingRatio: (slow + fast) / (2 * omega),
                            displacement: displacement, velocity: v)
    }

    /// The paging snap toward the target page, with iAd JS's per-ms constants read as a
    /// continuous spring. `displacement` is `current − target`.
    public static func pagingSnap(displacement: Double, velocity: Double) -> DampedSpring {
        DampedSpring(omega: pagingOmega, dampingRatio: pagingDampingRatio,
                     displacement: displacement, velocity: velocity)
    }
}
