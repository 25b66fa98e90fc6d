/// What the solver remembers about an active constraint: Kiwi's `Tag` plus what in-place constant
/// updates and conflict reports need.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol that finds the constraint in the tableau after any number of pivots: the slack of an
    /// inequality, the dummy of a required equality, e⁺ of an optional equality.
    let marker: Int32
    /// The optional constraint's second error symbol (e⁻, or the error of an inequality), else -1.
    let other: Int32
    /// The marker's coefficient in the constraint's original row `expression + k·marker … = 0`. Changing
    /// the expression's constant by δ is the same system with the marker shifted by δ / k.
    let markerCoefficient: Double
    /// Add order, for listing conflicts in the order the caller created them.
    let sequence: Int
}
