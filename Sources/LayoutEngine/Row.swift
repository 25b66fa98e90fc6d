/// One non-zero entry of a row: `coefficient · symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient · symbol`, or, before it has a basic symbol, the equation
/// `0 = constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol id in one contiguous array, like Kiwi's `AssocVector`, but two rows are
/// merged in one linear pass rather than cell by cell (Kiwi merges element by element, which is quadratic), and
/// short rows are merged in place with binary searches so adding a 3-cell row to a 3,000-cell row costs three
/// lookups, not a copy.
struct Row {
    /// The basic symbol this row defines, or -1 for a row not (or no longer) in the tableau.
    var basic: Int32 = -1
    var constant: Double
    var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Position of `symbol` in `cells`, or where it would be inserted (negative: `-(insertion) - 1`).
    @inline(__always) func search(_ symbol: Int32) -> Int {
        cells.withUnsafeBufferPointer { p in
            var lo = 0, hi = p.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                let s = p[mid].symbol
                if s < symbol { lo = mid &+ 1 } else if s > symbol { hi = mid } else { return mid }
            }
            return -lo - 1
        }
    }

    @inline(__always) func coefficient(for symbol: Int32) -> Double {
        let i = search(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`; returns +1 when that created a cell, -1 when it cancelled one, else 0
    /// (callers that track columns need to know).
    @discardableResult
    mutating func insert(_ symbol: Int32, _ coefficient: Double) -> Int {
        let i = search(symbol)
        if i >= 0 {
            let c = cells[i].coefficient + coefficient
            if nearZero(c) {
                cells.remove(at: i)
                return -1
            }
            cells[i].coefficient = c
            return 0
        }
        if nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -i - 1)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let i = search(symbol)
        guard i >= 0 else { return 0 }
        return cells.remove(at: i).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = (constant + …) / −a`.
    mutating func solve(for symbol: Int32) {
        let a = remove(symbol)
        let scale = -1 / a
        constant *= scale
        for i in cells.indices { cells[i].coefficient *= scale }
    }

    /// Rewrites `lhs = constant + … + a·rhs + …` (lhs basic) as a row for `rhs`. `lhs` becomes a new cell.
    mutating func solve(for lhs: Int32, _ rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// `self += multiplier · other`, leaving out `dropped` (the symbol being substituted away). New cells are
    /// reported to `columns` under `slot` unless `slot` is negative (objective and scratch rows).
    mutating func add(_ other: Row, times multiplier: Double, dropping dropped: Int32 = -1,
                      slot: Int32, columns: inout ColumnIndex) {
        constant += other.constant * multiplier
        // Short source rows (a chosen threshold, not a tuned one) are merged in place: a few binary searches
        // and memmoves instead of copying the whole destination row.
        if other.cells.count <= 8 {
            if dropped >= 0 { remove(dropped) }
            for cell in other.cells {
                let change = insert(cell.symbol, cell.coefficient * multiplier)
                if change != 0 && slot >= 0 {
                    if change > 0 { columns.note(cell.symbol, inSlot: slot) } else { columns.noteRemoved(cell.symbol) }
                }
            }
            return
        }
        let a = cells
        let b = other.cells
        cells = [Cell](unsafeUninitializedCapacity: a.count + b.count) { out, count in
            var k = 0
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    let o = out.baseAddress!
                    var i = 0, j = 0
                    let na = pa.count, nb = pb.count
                    while i < na && j < nb {
                        let x = pa[i], y = pb[j]
                        if x.symbol < y.symbol {
                            if x.symbol != dropped { (o + k).initialize(to: x); k &+= 1 }
                            i &+= 1
                        } else if x.symbol > y.symbol {
                            let c = y.coefficient * multiplier
                            if !nearZero(c) {
                                (o + k).initialize(to: Cell(symbol: y.symbol, coefficient: c)); k &+= 1
                                if slot >= 0 { columns.note(y.symbol, inSlot: slot) }
                            }
                            j &+= 1
                        } else {
                            let c = x.coefficient + y.coefficient * multiplier
                            if !nearZero(c) {
                                (o + k).initialize(to: Cell(symbol: x.symbol, coefficient: c)); k &+= 1
                            } else if slot >= 0 {
                                columns.noteRemoved(x.symbol)
                            }
                            i &+= 1; j &+= 1
                        }
                    }
                    while i < na {
                        let x = pa[i]
                        if x.symbol != dropped { (o + k).initialize(to: x); k &+= 1 }
                        i &+= 1
                    }
                    while j < nb {
                        let y = pb[j]
                        let c = y.coefficient * multiplier
                        if !nearZero(c) {
                            (o + k).initialize(to: Cell(symbol: y.symbol, coefficient: c)); k &+= 1
                            if slot >= 0 { columns.note(y.symbol, inSlot: slot) }
                        }
                        j &+= 1
                    }
                }
            }
            count = k
        }
    }
}
