/// The simplex tableau: rows in stable slots, the per-symbol tables, and the objective, as one value.
///
/// Being a value type is deliberate. The hot loops run inside `mutating` methods, so the rows, the column
/// index and the scratch state are separate stored properties the compiler can access without runtime
/// exclusivity checks; and `let saved = tableau` is an O(1) copy-on-write snapshot, which is how a failed
/// artificial-variable add restores the solver exactly (Kiwi's K1 flaw: its failed adds change the tableau).
///
/// Everything is indexed by dense ids: symbols (`Int32`, creation order) and row slots (`Int32`, reused
/// LIFO). Nothing iterates a dictionary, so every choice depends only on the sequence of operations.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    /// Slot of the row whose basic symbol this is, or -1 when the symbol is non-basic (a parameter).
    var rowOf: [Int32] = []
    /// Constraint record that created the symbol (markers), or -1 (externals, the artificial variable).
    var owners: [Int32] = []
    var columns = ColumnIndex()

    // Per slot.
    var rows: [Row] = []
    var freeSlots: [Int32] = []
    /// Visit stamps used to visit each slot once when a column list holds duplicates.
    var marks: [UInt32] = []
    var epoch: UInt32 = 0

    /// Priority levels present, highest first, and one objective row per level (strict priorities).
    var priorities: [Double] = []
    var objective: [Row] = []
    /// Phase-one objective, only while `Solver` adds a constraint through an artificial variable.
    var artificial: Row?

    /// Basic symbols whose rows may have gone negative; consumed by `dualOptimize`.
    var infeasible: [Int32] = []
    /// Pivots made while `logging`, so a failed constant update can walk them back.
    var pivotLog: [(leaving: Int32, entering: Int32)] = []
    var logging = false

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        owners.append(owner)
        columns.addSymbol()
        return id
    }

    /// Forgets symbols created since `count`; only valid when none of them appears in any row.
    mutating func truncateSymbols(to count: Int) {
        guard kinds.count > count else { return }
        kinds.removeSubrange(count...)
        rowOf.removeSubrange(count...)
        owners.removeSubrange(count...)
        columns.lists.removeSubrange(count...)
        columns.stale.removeSubrange(count...)
        columns.queued.removeSubrange(count...)
        columns.overfull.removeAll { Int($0) >= count }
    }

    /// Objective level for `priority`, created (empty) on first use.
    mutating func level(for priority: Double) -> Int {
        var i = 0
        while i < priorities.count && priorities[i] > priority { i += 1 }
        if i < priorities.count && priorities[i] == priority { return i }
        priorities.insert(priority, at: i)
        objective.insert(Row(), at: i)
        return i
    }

    func value(ofSymbol symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// Puts `row` into the tableau as the definition of `basic`, indexing its cells.
    @discardableResult
    mutating func place(_ row: Row, basic: Int32) -> Int32 {
        var row = row
        row.basic = basic
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            marks.append(0)
        }
        rowOf[Int(basic)] = slot
        for cell in row.cells { columns.note(cell.symbol, inSlot: slot) }
        return slot
    }

    /// Removes and returns the row in `slot`; its basic symbol becomes non-basic.
    mutating func takeRow(at slot: Int32) -> Row {
        let row = rows[Int(slot)]
        rows[Int(slot)] = Row()
        rowOf[Int(row.basic)] = -1
        for cell in row.cells { columns.noteRemoved(cell.symbol) }
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` by `definition` in every row that holds it and in the objective(s).
    mutating func substitute(_ symbol: Int32, with definition: Row) {
        var list: [Int32] = []
        swap(&list, &columns.lists[Int(symbol)])
        for slot in list {
            let s = Int(slot)
            guard rows[s].basic >= 0 else { continue }
            let i = rows[s].search(symbol)
            guard i >= 0 else { continue }
            let c = rows[s].cells[i].coefficient
            rows[s].add(definition, times: c, dropping: symbol, slot: slot, columns: &columns)
            let basic = rows[s].basic
            if rows[s].constant < 0 && kinds[Int(basic)] != .external { infeasible.append(basic) }
        }
        swap(&list, &columns.lists[Int(symbol)])
        columns.clear(symbol)
        var unused = ColumnIndex()
        for level in objective.indices {
            let i = objective[level].search(symbol)
            if i >= 0 {
                let c = objective[level].cells[i].coefficient
                objective[level].add(definition, times: c, dropping: symbol, slot: -1, columns: &unused)
            }
        }
        if artificial != nil {
            let i = artificial!.search(symbol)
            if i >= 0 {
                let c = artificial!.cells[i].coefficient
                artificial!.add(definition, times: c, dropping: symbol, slot: -1, columns: &unused)
            }
        }
    }

    /// Exchanges `entering` (non-basic, in the row at `slot`) with that row's basic symbol.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let s = Int(slot)
        let leaving = rows[s].basic
        rowOf[Int(leaving)] = -1
        rows[s].solve(for: leaving, entering)
        columns.note(leaving, inSlot: slot)
        rows[s].basic = entering
        rowOf[Int(entering)] = slot
        substitute(entering, with: rows[s])
        if logging { pivotLog.append((leaving, entering)) }
    }

    /// Drops stale and duplicate entries from `symbol`'s column list; afterwards it lists exactly the live
    /// rows holding the symbol, each once.
    mutating func compactColumn(_ symbol: Int32) {
        let i = Int(symbol)
        columns.queued[i] = false
        guard columns.stale[i] > 0 else { return }
        columns.stale[i] = 0
        epoch &+= 1
        if epoch == 0 {
            for i in marks.indices { marks[i] = 0 }
            epoch = 1
        }
        var list: [Int32] = []
        swap(&list, &columns.lists[Int(symbol)])
        var kept = 0
        for slot in list {
            let s = Int(slot)
            guard marks[s] != epoch, rows[s].basic >= 0, rows[s].search(symbol) >= 0 else { continue }
            marks[s] = epoch
            list[kept] = slot
            kept += 1
        }
        list.removeSubrange(kept...)
        swap(&list, &columns.lists[Int(symbol)])
    }

    /// Compacts the column lists that became mostly stale during the last operation.
    mutating func compactOverfullColumns() {
        while let symbol = columns.overfull.popLast() { compactColumn(symbol) }
    }
}
