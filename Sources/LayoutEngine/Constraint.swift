/// The comparison a constraint makes between its expression and zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression OP 0` with a strength, e.g. `x + w == contentW − 10`.
///
/// Constraints are compared by identity, like Kiwi's: two equal-looking constraints are different
/// constraints, and removing one leaves the other. A constraint can be active in one solver at a time; that
/// solver may change its constant in place (`Solver.updateConstant(of:to:)`), which is why `expression` is
/// settable only from inside the module.
///
/// See also: `Solver.addConstraint(_:)`, `Strength`.
public final class Constraint: CustomStringConvertible {
    /// Normalised form: `lhs − rhs`, each variable once. Its `constant` tracks in-place updates.
    public internal(set) var expression: Expression
    /// How the expression compares with zero.
    public let relation: Relation
    /// Its priority level and weight; required constraints must hold.
    public let strength: Strength
    /// Optional label for error messages (UIKit passes its constraint description).
    public var name: String?

    /// Which solver holds this constraint (0: none), and its record index there. Stored on the constraint
    /// so that `hasConstraint`, removal and constant updates need no hashing.
    var solverSerial: Int = 0
    var record: Int32 = -1

    /// `lhs relation rhs`, stored as `lhs − rhs relation 0`.
    public init(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
                strength: Strength = .required, name: String? = nil) {
        self.expression = (lhs.expression - rhs.expression).reduced()
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// `lhs relation constant`, so literals work: `Constraint(x, .equal, 10)`.
    public convenience init(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: Double,
                            strength: Strength = .required, name: String? = nil) {
        self.init(lhs, relation, Expression(constant: rhs), strength: strength, name: name)
    }

    /// The constant `c` of the normalised form `Σ aᵢxᵢ + c OP 0`; change it with
    /// `Solver.updateConstant(of:to:)`.
    public var constant: Double { expression.constant }

    public var description: String {
        let body = "\(expression) \(relation) 0"
        let strengthText = strength.isRequired ? "" : " \(strength)"
        return name.map { "\($0): \(body)\(strengthText)" } ?? body + strengthText
    }
}
