/// Rubber banding while dragging past an edge.
///
/// `b = c·x·d/(d + c·|x|)`, signed so that `b` follows the sign of `x`.
///
/// WHY this curve: content first follows the finger at 55 % (the slope at 0 is `c`), then resists more
/// and more and never goes past one view dimension (`b → d`). It is Grant Paul's published iOS 6+
/// formula, reproduced by several re-implementations.
///
/// Input rules: `d` NaN or ≤ 0 → 0; `x`/`b` NaN → 0; `c` NaN → 0.55; `c` ≤ 0 → 0;
/// `d` = +∞ gives the linear pre-iOS 6 limit `c·x`.
public enum RubberBand {
    /// UIScrollView's constant (Grant Paul: "UIScrollView uses 0.55").
    public static let coefficient: Double = 0.55

    /// Displayed overscroll for an unconstrained overscroll `x` (pt beyond the edge).
    public static func displayedOverscroll(_ x: Double, dimension d: Double,
                                           coefficient c: Double = RubberBand.coefficient) -> Double {
        guard let (d, c) = sanitized(d, c), !x.isNaN, x != 0 else { return 0 }
        if d == .infinity { return FiniteInput.value(c * x) }
        // Written as d·k/(1 + k), k = c·|x|/d, so huge x tends to d instead of overflowing.
        let k = c * abs(x) / d
        let fraction = k.isInfinite ? 1 : k / (1 + k)
        return FiniteInput.sign(x) * d * fraction
    }

    /// Inverse, for a drag that catches an already overscrolled view: `x = d·b/(c·(d − |b|))`, signed.
    ///
    /// `|b| ≥ d` is past the curve's asymptote; it is treated as `|b| = d·(1 − 1e-9)`, which returns
    /// the large finite value `±d·(1 − 1e-9)/(c·1e-9)` (about 1.8e9·d for c = 0.55).
    public static func unconstrainedOverscroll(_ b: Double, dimension d: Double,
                                               coefficient c: Double = RubberBand.coefficient) -> Double {
        guard let (d, c) = sanitized(d, c), !b.isNaN, b != 0 else { return 0 }
        if d == .infinity { return FiniteInput.value(b / c) }
        let shown = min(abs(b), d * (1 - asymptoteMargin))
        return FiniteInput.value(FiniteInput.sign(b) * d * shown / (c * (d - shown)))
    }

    /// How close to the asymptote the inverse goes (a guard, not an iOS value).
    static let asymptoteMargin: Double = 1e-9

    /// nil when the result must be 0 (unusable dimension or non-positive coefficient).
    private static func sanitized(_ d: Double, _ c: Double) -> (Double, Double)? {
        let c = c.isNaN ? coefficient : c
        guard !d.isNaN, d > 0, c > 0, c.isFinite else { return nil }
        return (d, c)
    }
}
