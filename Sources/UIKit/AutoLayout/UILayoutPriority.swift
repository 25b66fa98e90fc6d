/// How strongly a constraint (or a view's content hugging or compression resistance) wants to hold.
///
/// Priorities are strictly ordered, as Apple documents them (reference/autolayout.md §3.5, option A):
/// the solver breaks a lower priority before any higher one, however many lower constraints push
/// together (test T14). 1000 is required; 1–999 are optional. Values are clamped to (0, 1000] when a
/// constraint enters the solver.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    // Values: reference §3.5 (Apple's UILayoutPriority constants).
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// 1000 and above hold unconditionally.
    var isRequired: Bool { rawValue >= 1000 }
}

extension NSLayoutConstraint {
    /// The two layout axes, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
