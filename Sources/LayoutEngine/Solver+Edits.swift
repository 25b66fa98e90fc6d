/// Values driven from outside the constraints: edit variables and in-place constant changes.
///
/// Both are the same operation underneath (Cassowary's edit-variable technique): a constraint's constant moves,
/// which is the same system with its marker symbol shifted, so only the rows holding the marker change and a
/// dual simplex repairs any that went negative. No row is removed or re-added, which is why changing one
/// spacing in a 3,000-label chain costs microseconds here and tens of seconds with Kiwi's remove + add (Kiwi
/// has no in-place update).
extension Solver {
    /// Makes `variable` suggestible. The strength must be optional (an edit is a wish, not a fact); use a
    /// high one such as `.strong` (999) for frames and offsets so that layout preferences never override it.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(variable, .equal, 0, strength: strength, name: "edit \(variable)")
        let index = try add(constraint)
        edits[ObjectIdentifier(variable)] = index
    }

    /// Stops editing `variable`; its value is again decided by the constraints alone.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try remove(record: index)
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Whether `variable` currently takes suggestions.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `variable == value` at the edit's strength and re-solves incrementally. Cost: the rows that
    /// hold the edit's marker, plus any dual pivots; no row is rebuilt.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite("suggested value for \(variable)") }
        guard let index = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, ofRecord: index)
    }

    /// Changes `constraint`'s constant (the `c` of its normalised form `Σ aᵢxᵢ + c OP 0`) without removing
    /// it. Equivalent to remove + re-add with the new constant, at a fraction of the cost. If a required
    /// constraint can no longer hold, throws `SolverError.unsatisfiable` and keeps the old constant.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard constant.isFinite else { throw .nonFinite("new constant for \(constraint)") }
        guard constraint.solverSerial == serial, let index = recordIndex(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        try setConstant(constant, ofRecord: index)
    }

    func setConstant(_ constant: Double, ofRecord index: Int32) throws(SolverError) {
        let record = records[Int(index)]!
        let constraint = record.constraint
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        let shift = delta / record.markerCoefficient
        let violated = tableau.shiftMarker(record.marker, by: shift)
        if violated >= 0 {
            let conflicts = conflicts(in: tableau.rows[Int(violated)], excluding: index)
            tableau.shiftMarker(record.marker, by: -shift)
            tableau.infeasible.removeAll()
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
        tableau.logging = true
        let failed = tableau.dualOptimize()
        tableau.logging = false
        if failed >= 0 {
            let conflicts = conflicts(in: tableau.rows[Int(failed)], excluding: index)
            tableau.undoLoggedPivots()
            tableau.shiftMarker(record.marker, by: -shift)
            tableau.infeasible.removeAll()
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
        tableau.pivotLog.removeAll(keepingCapacity: true)
        tableau.compactOverfullColumns()
        constraint.expression.constant = constant
    }
}
