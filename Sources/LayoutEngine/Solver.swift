/// An incremental Cassowary solver: add and remove linear constraints one at a time and read the values
/// that satisfy every required constraint while breaking optional ones as little as possible, strictly by
/// priority (see `Strength`).
///
/// It follows Kiwi's algorithm and fixes the Kiwi weaknesses listed in docs/ARCHITECTURE.md#auto-layout
/// (labelled K1–K7 in the code and tests): a failed add leaves the solver
/// exactly as it was and names the conflicting constraints (K1); priorities are lexicographic, not summed
/// weights (K2); constants change in place (`updateConstant(of:to:)`, K3); rows merge linearly (K4); and a
/// column index keeps substitution proportional to the rows actually touched. Every choice is made in
/// symbol-id order, so the same operations always give bit-identical values.
///
/// Typical use: `addEditVariable` for values driven from outside (a frame width, a scroll offset), then
/// `addConstraint` for the layout, then `suggestValue` + `value(of:)` on every change.
///
/// See also: Solver+Edits.swift (edits and in-place constants), `SolverError`.
public final class Solver {
    var tableau = Tableau()
    /// Identifies this solver to the variables and constraints it has claimed; renewed by `reset()`.
    var serial = nextSolverSerial()

    var records: [ConstraintRecord?] = []
    var freeRecords: [Int32] = []
    var sequence = 0

    /// Every variable this solver knows, in first-use order, and its external symbol.
    var variables: [Variable] = []
    var variableSymbols: [Int32] = []
    /// Symbols of variables whose cached symbol belongs to another solver.
    var foreignSymbols: [ObjectIdentifier: Int32] = [:]
    /// Edit variable → record of its `v == value` constraint.
    var edits: [ObjectIdentifier: Int32] = [:]

    /// An empty solver: no variables, no constraints.
    public init() {}

    deinit { releaseClaims() }

    /// The number of constraints in the solver, edit constraints excluded.
    public var constraintCount: Int { records.count - freeRecords.count - edits.count }

    /// Adds a constraint. Required constraints that cannot hold throw `SolverError.unsatisfiable` naming
    /// the conflicting constraints, and leave the solver exactly as it was.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        _ = try add(constraint)
    }

    /// Removes a constraint; the optional constraints it was overruling take effect again.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraint.solverSerial == serial, let index = recordIndex(of: constraint),
              edits.isEmpty || !isEditRecord(index)
        else { throw .unknownConstraint(constraint) }
        try remove(record: index)
    }

    /// Whether `constraint` is active in this solver. O(1): the constraint carries its own record index.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraint.solverSerial == serial && recordIndex(of: constraint) != nil
    }

    /// The variable's current value; 0 for a variable the solver does not know or leaves free.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return tableau.value(ofSymbol: symbol)
    }

    /// Writes the current value of every known variable into its `value` property (Kiwi's model, for
    /// callers that read many variables after one solve).
    public func updateVariables() {
        let variables = self.variables, symbols = variableSymbols, rowOf = tableau.rowOf, rows = tableau.rows
        rows.withUnsafeBufferPointer { rows in
            for i in variables.indices {
                let slot = rowOf[Int(symbols[i])]
                variables[i].value = slot >= 0 ? rows[Int(slot)].constant : 0
            }
        }
    }

    /// True when `variable` is not pinned by the constraints: it is a free parameter, or its value depends
    /// on one (hard ambiguity). Such a variable reads 0 plus whatever the others imply.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbol(of: variable) else { return true }
        let slot = tableau.rowOf[Int(symbol)]
        guard slot >= 0 else { return true }
        return tableau.rows[Int(slot)].cells.contains { tableau.kinds[Int($0.symbol)] == .external }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        releaseClaims()
        self.tableau = Tableau()
        serial = nextSolverSerial()
        records = []; freeRecords = []; sequence = 0
        variables = []; variableSymbols = []; foreignSymbols = [:]; edits = [:]
    }

    // MARK: - Internals

    func validate(_ constraint: Constraint) throws(SolverError) {
        if constraint.solverSerial == serial { throw .duplicateConstraint(constraint) }
        if constraint.solverSerial != 0 { throw .constraintInAnotherSolver(constraint) }
        guard constraint.expression.isFinite else { throw .nonFinite("constraint \(constraint)") }
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
    }

    func recordIndex(of constraint: Constraint) -> Int32? {
        let i = Int(constraint.record)
        guard i >= 0, i < records.count, records[i]?.constraint === constraint else { return nil }
        return constraint.record
    }

    func isEditRecord(_ index: Int32) -> Bool {
        guard let c = records[Int(index)]?.constraint, let v = c.expression.terms.first?.variable else { return false }
        return edits[ObjectIdentifier(v)] == index
    }

    func symbol(of variable: Variable) -> Int32? {
        variable.solverSerial == serial ? variable.symbol : foreignSymbols[ObjectIdentifier(variable)]
    }

    /// The variable's symbol, registering the variable on first use.
    func symbol(registering variable: Variable, into added: inout [Variable]) -> Int32 {
        if let s = symbol(of: variable) { return s }
        let s = tableau.newSymbol(.external, owner: -1)
        if variable.solverSerial == 0 {
            variable.solverSerial = serial
            variable.symbol = s
        } else {
            foreignSymbols[ObjectIdentifier(variable)] = s
        }
        variables.append(variable)
        variableSymbols.append(s)
        added.append(variable)
        return s
    }

    /// Forgets variables registered by a failed add (their symbols go with `truncateSymbols`).
    func unregister(_ added: [Variable]) {
        for v in added {
            if v.solverSerial == serial { v.solverSerial = 0; v.symbol = -1 } else { foreignSymbols[ObjectIdentifier(v)] = nil }
        }
        variables.removeLast(added.count)
        variableSymbols.removeLast(added.count)
    }

    func releaseClaims() {
        for record in records { record?.constraint.solverSerial = 0 }
        for v in variables where v.solverSerial == serial { v.solverSerial = 0; v.symbol = -1 }
    }

    /// The required constraints owning the markers in `row` (and its basic symbol), in the order they were
    /// added, leaving out `excluded`.
    func conflicts(in row: Row, excluding excluded: Int32) -> [Constraint] {
        var found: [Int32] = []
        let symbols = row.cells.map(\.symbol) + (row.basic >= 0 ? [row.basic] : [])
        for s in symbols {
            let owner = tableau.owners[Int(s)]
            guard owner >= 0, owner != excluded, !found.contains(owner),
                  let record = records[Int(owner)], record.constraint.strength.isRequired else { continue }
            found.append(owner)
        }
        return found.map { records[Int($0)]! }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }
}
