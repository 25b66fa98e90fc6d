/// A cubic Bézier timing curve from (0,0) to (1,1), as Apple's `CAMediaTimingFunction`.
///
/// Control points of the named functions are Apple's documented values (CAMediaTimingFunction
/// reference: ease-in 0.42,0 / 1,1; ease-out 0,0 / 0.58,1; ease-in-ease-out 0.42,0 / 0.58,1;
/// default 0.25,0.1 / 0.25,1).
public final class CAMediaTimingFunction: Sendable {
    /// The names of Core Animation's predefined curves, for `init(name:)`.
    public struct Name: Hashable, Sendable {
        /// The name as a string.
        public let rawValue: String
        /// A name from its string; a name `init(name:)` does not know gives the linear curve.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Constant speed.
        public static let linear = Name(rawValue: "linear")
        /// Starts slowly and speeds up to the end.
        public static let easeIn = Name(rawValue: "easeIn")
        /// Starts at full speed and slows into the end.
        public static let easeOut = Name(rawValue: "easeOut")
        /// Slow at both ends, fastest in the middle.
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// The system's default curve, which most system animations use: a gentle ease in, a long ease out.
        public static let `default` = Name(rawValue: "default")
    }

    private let c1: (Double, Double)
    private let c2: (Double, Double)

    /// A curve from (0, 0) to (1, 1) bent by two control points; their x coordinates are clamped to
    /// 0…1 so time never runs backwards (y may overshoot).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        // x control points outside [0, 1] would make time run backwards; clamp them.
        c1 = (min(max(Double(c1x), 0), 1), Double(c1y))
        c2 = (min(max(Double(c2x), 0), 1), Double(c2y))
    }

    /// One of the predefined curves, with the control points listed in the type's summary.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The eased progress for linear time progress `x` in [0, 1].
    public func progress(at x: Double) -> Double {
        guard x.isFinite else { return 1 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let t = parameter(forX: x)
        return bezier(t, c1.1, c2.1)
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// Solves x(t) = x by bisection: monotone because x control points are in [0, 1]; 50 halvings
    /// reach double precision.
    private func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if bezier(mid, c1.0, c2.0) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
