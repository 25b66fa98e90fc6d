/// The simplex steps: primal optimisation after adds and removals, dual optimisation after constant
/// changes (Cassowary as Kiwi implements it), with lexicographic pricing across priority levels.
extension Tableau {
    /// Primal simplex on the artificial row when there is one, else on the levelled objective.
    /// Lowest-id entering and leaving choices (Bland's rule) rule out cycling; the pivot budget (far above
    /// the handful of pivots an add needs in practice) turns a broken invariant into an error, not a hang.
    mutating func optimize() throws(SolverError) {
        var budget = 64 * (rows.count + symbolCount) + 1_000
        while true {
            let entering = enteringSymbol()
            if entering < 0 { return }
            let slot = leavingSlot(for: entering)
            if slot < 0 { throw .internalError("the objective is unbounded") }
            pivot(slot, entering: entering)
            budget -= 1
            if budget == 0 { throw .internalError("the simplex did not converge") }
        }
    }

    /// First (lowest-id) non-dummy symbol whose objective coefficient vector is lexicographically negative:
    /// negative at some level and zero at every higher one. Entering it lowers a higher priority's error
    /// without touching anything above it, so lower levels can never buy off a higher one.
    func enteringSymbol() -> Int32 {
        if let artificial {
            for cell in artificial.cells where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                return cell.symbol
            }
            return -1
        }
        for level in objective.indices {
            candidates: for cell in objective[level].cells
            where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
                for higher in 0..<level where objective[higher].search(cell.symbol) >= 0 { continue candidates }
                return cell.symbol
            }
        }
        return -1
    }

    /// Ratio test: the restricted row that limits `entering` first; ties go to the lowest basic id (Kiwi's
    /// order, made explicit so it does not depend on slot order).
    func leavingSlot(for entering: Int32) -> Int32 {
        var best: Int32 = -1, bestBasic = Int32.max
        var bestRatio = Double.infinity
        for slot in columns.lists[Int(entering)] {
            let s = Int(slot)
            let basic = rows[s].basic
            guard basic >= 0, kinds[Int(basic)] != .external else { continue }
            let i = rows[s].search(entering)
            guard i >= 0 else { continue }
            let c = rows[s].cells[i].coefficient
            guard c < 0 else { continue }
            let ratio = -rows[s].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot; bestBasic = basic; bestRatio = ratio
            }
        }
        return best
    }

    /// Dual simplex over `infeasible`. Returns -1 on success, or the slot of a row that proves the required
    /// constraints infeasible (negative constant, no symbol that could raise it).
    mutating func dualOptimize() -> Int32 {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            guard slot >= 0 else { continue }
            let c = rows[Int(slot)].constant
            guard c < 0 && !nearZero(c) else { continue }
            let entering = dualEnteringSymbol(rows[Int(slot)])
            if entering < 0 {
                infeasible.removeAll()
                return slot
            }
            pivot(slot, entering: entering)
        }
        return -1
    }

    /// The non-dummy symbol with a positive coefficient whose objective vector ÷ coefficient is
    /// lexicographically smallest, which keeps every level optimal while the row is repaired.
    func dualEnteringSymbol(_ row: Row) -> Int32 {
        var best: Int32 = -1, bestCoefficient = 1.0
        for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
            if best < 0 || ratioIsSmaller(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
                best = cell.symbol; bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// Level-by-level comparison; differences within 1e-9 relative count as ties, so rounding noise in a
    /// higher level cannot hide a real difference in a lower one.
    private func ratioIsSmaller(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
        for row in objective {
            let ra = row.coefficient(for: a) / ca, rb = row.coefficient(for: b) / cb
            if abs(ra - rb) > 1e-9 * max(1, abs(ra), abs(rb)) { return ra < rb }
        }
        return false
    }

    /// Kiwi's `getMarkerLeavingRow`: the restricted row with a negative coefficient and the smallest
    /// ratio, else the restricted row with the smallest ratio, else an unrestricted row holding the marker.
    mutating func markerLeavingSlot(_ marker: Int32) -> Int32 {
        compactColumn(marker)
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var firstBasic = Int32.max, secondBasic = Int32.max, thirdBasic: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for slot in columns.lists[Int(marker)] {
            let row = rows[Int(slot)]
            let c = row.coefficient(for: marker)
            if kinds[Int(row.basic)] == .external {
                if row.basic > thirdBasic { third = slot; thirdBasic = row.basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && row.basic < firstBasic) { r1 = r; first = slot; firstBasic = row.basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && row.basic < secondBasic) { r2 = r; second = slot; secondBasic = row.basic }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    /// Changes every occurrence of `marker` to `marker − shift`, the in-place form of changing its
    /// constraint's constant. Returns the slot of a basic dummy row left non-zero (a required
    /// equality that can no longer hold), else -1. Rows that went negative are queued as infeasible.
    @discardableResult
    mutating func shiftMarker(_ marker: Int32, by shift: Double) -> Int32 {
        var violated: Int32 = -1
        let basicSlot = rowOf[Int(marker)]
        if basicSlot >= 0 {
            rows[Int(basicSlot)].constant -= shift
            noteShifted(basicSlot, &violated)
            return violated
        }
        compactColumn(marker)
        for slot in columns.lists[Int(marker)] {
            let s = Int(slot)
            let i = rows[s].search(marker)
            rows[s].constant += rows[s].cells[i].coefficient * shift
            noteShifted(slot, &violated)
        }
        return violated
    }

    @inline(__always) private mutating func noteShifted(_ slot: Int32, _ violated: inout Int32) {
        let s = Int(slot)
        let basic = rows[s].basic
        switch kinds[Int(basic)] {
        case .external: break
        case .dummy: if !nearZero(rows[s].constant) { violated = slot }
        case .slack, .error: if rows[s].constant < 0 { infeasible.append(basic) }
        }
    }

    /// Walks back the pivots in `pivotLog`, newest first, restoring the basis they started from.
    mutating func undoLoggedPivots() {
        logging = false
        while let (leaving, entering) = pivotLog.popLast() {
            pivot(rowOf[Int(entering)], entering: leaving)
        }
        infeasible.removeAll()
    }

    /// Phase one for a row with no usable subject (Kiwi's add, step 5). Returns nil when the row was added, or the
    /// final artificial objective (a certificate of infeasibility whose cells name the conflicting markers);
    /// on failure the caller restores its snapshot, so nothing here needs undoing.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
        let art = newSymbol(.slack, owner: -1)
        place(row, basic: art)
        artificial = row
        try optimize()
        let certificate = artificial!
        artificial = nil
        if !nearZero(certificate.constant) { return certificate }
        let artSlot = rowOf[Int(art)]
        if artSlot >= 0 {
            var artRow = takeRow(at: artSlot)
            if !artRow.cells.isEmpty {
                // Kiwi's `anyPivotableSymbol` takes a slack or error; an all-dummy row is redundant.
                var entering: Int32 = -1
                for kind in [SymbolKind.slack, .error, .external, .dummy] where entering < 0 {
                    for cell in artRow.cells where kinds[Int(cell.symbol)] == kind {
                        entering = cell.symbol
                        break
                    }
                }
                artRow.solve(for: art, entering)
                substitute(entering, with: artRow)
                place(artRow, basic: entering)
            }
        }
        for slot in columns.lists[Int(art)] where rows[Int(slot)].basic >= 0 {
            rows[Int(slot)].remove(art)
        }
        columns.clear(art)
        for level in objective.indices { objective[level].remove(art) }
        return nil
    }
}
