/// How much a constraint matters: a priority level, plus a weight that only matters inside that level.
///
/// **Priorities are strictly ordered** (Apple documents Auto Layout priorities this
/// way). The solver minimises the errors level by level, highest first, like the original Cassowary's symbolic
/// weights: no number of priority-250 constraints can outweigh a single 251, and 4,001 hugging constraints can
/// never collapse a frame held by a 999 edit (Kiwi's K2 flaw: it sums weights across priorities). Within one
/// level, errors add up, scaled by `weight` (so two `w == 200 @250` beat one `w == 100 @250`).
///
/// UIKit priorities map 1:1: `Strength(Double(layoutPriority.rawValue))`. Priority 1000 or more is required.
public struct Strength: Hashable, Comparable, CustomStringConvertible, Sendable {
    /// The level, in UIKit units: (0, 1000). Values ≥ 1000 mean required.
    public var priority: Double
    /// Scales this constraint's error within its level; Kiwi's "weight". Must be positive.
    public var weight: Double

    /// A strength at `priority` (UIKit units; ≥ 1000 is required) with a weight within that level.
    public init(_ priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Must hold; a constraint that cannot is rejected with `SolverError.unsatisfiable`.
    public static let required = Strength(1000)
    /// Just below required: edit variables for frames and scroll offsets (the solver benchmark
    /// gives Kiwi `create(999, 0, 0)` for the same purpose).
    public static let strong = Strength(999)
    /// UIKit's `defaultHigh` (compression resistance).
    public static let medium = Strength(750)
    /// UIKit's `defaultLow` (content hugging).
    public static let weak = Strength(250)

    /// Whether the priority is 1000 or more: the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Finite, positive priority and weight. Anything else is rejected when a constraint is added.
    var isValid: Bool { priority.isFinite && priority > 0 && weight.isFinite && weight > 0 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.weight < rhs.weight
    }

    public var description: String {
        isRequired ? "required" : weight == 1 ? "@\(Expression.format(priority))"
            : "@\(Expression.format(priority))×\(Expression.format(weight))"
    }
}
