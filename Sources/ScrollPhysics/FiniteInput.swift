import Foundation

/// Input sanitising shared by every model in this module.
///
/// WHY: the scroll view feeds these models raw touch data and host-supplied timestamps. A single NaN
/// or infinity must not turn into a trap, an infinite loop, or a NaN offset that poisons layout, so
/// every public entry point funnels its numbers through these rules first.
enum FiniteInput {
    /// Largest magnitude accepted for positions, velocities and times.
    ///
    /// Not an iOS value: a guard. 1e12 pt is far beyond any real content size or finger
    /// speed, yet small enough that products of two such values (for example `v0·t`) stay finite.
    static let limit: Double = 1e12

    /// NaN becomes `fallback`; ±infinity and huge values are clamped to ±`limit`.
    static func value(_ x: Double, orIfNaN fallback: Double = 0) -> Double {
        if x.isNaN { return fallback }
        return min(max(x, -limit), limit)
    }

    /// A time in seconds: NaN and negative values become 0, anything else is clamped to `limit`.
    static func time(_ t: Double) -> Double {
        if t.isNaN || t <= 0 { return 0 }
        return min(t, limit)
    }

    /// Sign as ±1, with 0 for zero (and for NaN, which callers have already removed).
    static func sign(_ x: Double) -> Double {
        x > 0 ? 1 : (x < 0 ? -1 : 0)
    }
}
