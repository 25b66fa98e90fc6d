/// How a keyframe animation moves between its values (Core Animation's
/// `CAAnimationCalculationMode`). Linear and discrete are computed; paced, cubic and cubic-paced
/// fall back to linear (docs/FEATURES.md).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time, then jumps.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Core Animation's even speed along the values, ignoring key times; interpolated linearly here.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Core Animation's smooth spline through the values; interpolated linearly here.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Core Animation's smooth spline at even speed; interpolated linearly here.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a list of values at given fractions of its duration (Core Animation's
/// `CAKeyframeAnimation`). `keyTimes` (0…1, ascending, one per value) default to even spacing;
/// the timing function, repeat count and autoreverse of `CABasicAnimation` apply to the whole.
/// Key times that are missing, unsorted, non-finite or of the wrong count are replaced by even
/// spacing.
public final class CAKeyframeAnimation: CABasicAnimation {
    /// The values passed through, in order; nil or empty falls back to `toValue`.
    public var values: [CAAnimatableValue]?
    /// When each value is reached, as fractions (0…1, ascending) of the duration; nil means evenly spaced.
    public var keyTimes: [Double]?
    /// How values between key times are computed; `.linear` by default.
    public var calculationMode: CAAnimationCalculationMode = .linear

    private var usableKeyTimes: [Double] {
        let n = values?.count ?? 0
        if let keyTimes, keyTimes.count == n, keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
           zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) {
            return keyTimes
        }
        return n < 2 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    override func value(at time: CFTimeInterval) -> CAAnimatableValue? {
        guard let values, let first = values.first else { return toValue }
        let p = progress(at: time)
        let times = usableKeyTimes
        guard values.count > 1 else { return first }
        var i = 0
        while i + 1 < times.count - 1 && p >= times[i + 1] { i += 1 }
        if p >= times[times.count - 1] { return values[values.count - 1] }
        if p <= times[0] { return first }
        if calculationMode == .discrete { return values[i] }
        let span = times[i + 1] - times[i]
        let f = span > 0 ? (p - times[i]) / span : 1
        return values[i].interpolated(to: values[i + 1], f)
    }
}
