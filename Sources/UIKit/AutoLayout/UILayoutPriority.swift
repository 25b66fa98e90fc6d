/// How strongly a constraint (or a view's content hugging or compression resistance) wants to hold.
///
/// Priorities are strictly ordered, as Apple documents them (docs/ARCHITECTURE.md#auto-layout):
/// the solver breaks a lower priority before any higher one, however many lower constraints push
/// together (test T14). 1000 is required; 1–999 are optional. Values are clamped to (0, 1000] when a
/// constraint enters the solver.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (1 to 1000; 1000 is required).
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    // Values: Apple's UILayoutPriority constants.
    /// 1000: the constraint must hold; only a conflict among required constraints breaks one, with a log
    /// message, as on iOS.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance of a view.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510: on iOS, the level of a window-resizing drag; here an ordinary optional priority.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: on iOS, the level at which a scene keeps its size; here an ordinary optional priority.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: on iOS, the level of a drag that cannot resize the scene; here an ordinary optional priority.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging of a view.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting(_:)` pulls the size towards its target with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` above `lhs`, as in `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`, as in `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// 1000 and above hold unconditionally.
    var isRequired: Bool { rawValue >= 1000 }
}

extension NSLayoutConstraint {
    /// The two layout axes, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        /// The x axis: widths and horizontal positions.
        case horizontal = 0
        /// The y axis: heights and vertical positions.
        case vertical = 1
    }
}
