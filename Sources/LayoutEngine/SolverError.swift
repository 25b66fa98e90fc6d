/// Why a solver operation was refused. Every throwing operation leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in this solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The constraint is active in another solver; a constraint lives in one solver at a time.
    case constraintInAnotherSolver(Constraint)
    /// A required constraint (or a new constant for one) cannot hold together with `conflicts`, the
    /// required constraints whose markers appear in the infeasible row. Removing any one
    /// of them (or `constraint`) resolves this particular conflict.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// A NaN or infinite coefficient, constant or suggested value; `context` says which.
    case nonFinite(String)
    /// Priority or weight that is NaN, infinite, zero or negative.
    case invalidStrength(Strength)
    /// `addEditVariable` on a variable that is already being edited.
    case duplicateEditVariable(Variable)
    /// `suggestValue` or `removeEditVariable` on a variable that is not being edited.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional, or a suggestion could make the system unsatisfiable.
    case requiredEditStrength(Variable)
    /// A broken solver invariant (a bug); the message says which.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .constraintInAnotherSolver(let c): "constraint is active in another solver: \(c)"
        case .unsatisfiable(let c, let conflicts):
            "unsatisfiable constraint: \(c); conflicts with: " + conflicts.map { "[\($0)]" }.joined(separator: ", ")
        case .nonFinite(let context): "non-finite value (NaN or infinity) in \(context)"
        case .invalidStrength(let s): "invalid strength \(s.priority)×\(s.weight): must be finite and positive"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v)"
        case .requiredEditStrength(let v): "edit variable \(v) cannot be required"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}
