/// Adding and removing constraints, transactionally.
extension Solver {
    /// Adds `constraint` and returns its record index. On any throw the solver is exactly as before.
    func add(_ constraint: Constraint) throws(SolverError) -> Int32 {
        let index = freeRecords.popLast() ?? {
            records.append(nil)
            return Int32(records.count - 1)
        }()
        let symbolsBefore = tableau.symbolCount
        var added: [Variable] = []
        func rollBack() {
            unregister(added)
            tableau.truncateSymbols(to: symbolsBefore)
            freeRecords.append(index)
        }

        var (row, record) = createRow(for: constraint, index: index, registering: &added)
        var subject = chooseSubject(row, record)
        if subject < 0 && row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            guard nearZero(row.constant) else {
                let conflicts = conflicts(in: row, excluding: index)
                rollBack()
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            subject = record.marker  // redundant: the constraint already follows from required equalities
        }
        if subject >= 0 {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.place(row, basic: subject)
        } else {
            let saved = tableau
            let certificate: Row?
            do {
                certificate = try tableau.addWithArtificialVariable(row)
            } catch {
                tableau = saved
                rollBack()
                throw error
            }
            if let certificate {
                let conflicts = conflicts(in: certificate, excluding: index)
                tableau = saved
                rollBack()
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
        }
        records[Int(index)] = record
        constraint.solverSerial = serial
        constraint.record = index
        try tableau.optimize()
        tableau.infeasible.removeAll()
        tableau.compactOverfullColumns()
        return index
    }

    /// Kiwi's `createRow` (its add, step 2): the constraint's expression with basic variables substituted, plus
    /// its markers. Errors enter the objective at the constraint's priority level.
    private func createRow(for constraint: Constraint, index: Int32,
                           registering added: inout [Variable]) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        var unused = ColumnIndex()
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(registering: term.variable, into: &added)
            let slot = tableau.rowOf[Int(symbol)]
            if slot >= 0 {
                let basicRow = tableau.rows[Int(slot)]
                row.add(basicRow, times: term.coefficient, slot: -1, columns: &unused)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        var marker: Int32, other: Int32 = -1, k: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            k = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack, owner: index)
            row.insert(marker, k)
            if !strength.isRequired {
                other = tableau.newSymbol(.error, owner: index)
                row.insert(other, -k)
                let level = tableau.level(for: strength.priority)
                tableau.objective[level].insert(other, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                k = 1
                marker = tableau.newSymbol(.dummy, owner: index)
                row.insert(marker, 1)
            } else {
                k = -1
                marker = tableau.newSymbol(.error, owner: index)
                other = tableau.newSymbol(.error, owner: index)
                row.insert(marker, -1)
                row.insert(other, 1)
                let level = tableau.level(for: strength.priority)
                tableau.objective[level].insert(marker, strength.weight)
                tableau.objective[level].insert(other, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        sequence += 1
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other,
                                      markerCoefficient: k, sequence: sequence)
        return (row, record)
    }

    /// Kiwi's `chooseSubject` (its add, step 3): the first external symbol, else a slack or error marker with a
    /// negative coefficient (it can be basic without going negative), else -1.
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int32 {
        for cell in row.cells where tableau.kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = tableau.kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Removes the constraint in record `index`: objective effects first, then the marker's row.
    func remove(record index: Int32) throws(SolverError) {
        guard let record = records[Int(index)] else { throw .internalError("no record \(index)") }
        let strength = record.constraint.strength
        if !strength.isRequired {
            let level = tableau.level(for: strength.priority)
            var unused = ColumnIndex()
            for error in [record.marker, record.other] where error >= 0 && tableau.kinds[Int(error)] == .error {
                let slot = tableau.rowOf[Int(error)]
                if slot >= 0 {
                    let row = tableau.rows[Int(slot)]
                    tableau.objective[level].add(row, times: -strength.weight, slot: -1, columns: &unused)
                } else {
                    tableau.objective[level].insert(error, -strength.weight)
                }
            }
        }
        let marker = record.marker
        let markerSlot = tableau.rowOf[Int(marker)]
        if markerSlot >= 0 {
            _ = tableau.takeRow(at: markerSlot)
        } else {
            let slot = tableau.markerLeavingSlot(marker)
            guard slot >= 0 else { throw .internalError("no leaving row for the marker of \(record.constraint)") }
            var row = tableau.takeRow(at: slot)
            row.solve(for: row.basic, marker)
            tableau.substitute(marker, with: row)
        }
        for symbol in [marker, record.other] where symbol >= 0 {
            tableau.columns.clear(symbol)
            tableau.owners[Int(symbol)] = -1
        }
        records[Int(index)] = nil
        freeRecords.append(index)
        record.constraint.solverSerial = 0
        record.constraint.record = -1
        try tableau.optimize()
        tableau.infeasible.removeAll()
        tableau.compactOverfullColumns()
    }
}
