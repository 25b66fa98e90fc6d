/// What a tableau symbol stands for (Kiwi's symbol kinds). Symbols themselves are dense `Int32` ids handed out
/// in creation order by `Tableau.newSymbol`, so "first in id order" is "first created", which is what makes
/// every pivoting choice deterministic.
enum SymbolKind: UInt8 {
    /// A user `Variable`; unrestricted in sign.
    case external
    /// Turns an inequality into an equality; restricted to ≥ 0. Also the artificial variable.
    case slack
    /// Measures how far an optional constraint is violated; restricted to ≥ 0; priced in the objective.
    case error
    /// Marks a required equality so it can be found (and removed) later; always 0, never pivoted in.
    case dummy
}

/// Absolute tolerance below which a coefficient or constant counts as zero (Kiwi's `nearZero`).
@inline(__always) func nearZero(_ value: Double) -> Bool {
    value < 1e-8 && value > -1e-8
}

/// For each symbol, the row slots that hold it: the column index Kiwi does without.
///
/// With it, substitution, ratio tests and constant shifts visit only the rows that contain the symbol
/// instead of every row in the tableau, which is what keeps large chains (3,000 labels, ~21,000 rows) fast.
/// Lists are maintained lazily: an entry is appended whenever a cell is created, and a cell that cancels or
/// a row that is dropped only bumps the symbol's `stale` count. A list whose `stale` count is 0 is exact
/// (no stale entries, no duplicates); otherwise readers verify entries against the rows, and a list that
/// is more than half stale is queued for compaction so it cannot grow without bound.
struct ColumnIndex {
    var lists: [[Int32]] = []
    /// Cells of this symbol removed since its list was last exact.
    var stale: [Int32] = []
    var queued: [Bool] = []
    var overfull: [Int32] = []

    mutating func addSymbol() {
        lists.append([])
        stale.append(0)
        queued.append(false)
    }

    @inline(__always) mutating func note(_ symbol: Int32, inSlot slot: Int32) {
        lists[Int(symbol)].append(slot)
    }

    @inline(__always) mutating func noteRemoved(_ symbol: Int32) {
        let i = Int(symbol)
        stale[i] &+= 1
        // Half stale (and at least 8 entries, so tiny lists are left alone): compaction then costs no more
        // than the appends that made the list, keeping the index amortised O(1) per cell change.
        if stale[i] >= 8 && Int(stale[i]) * 2 >= lists[i].count && !queued[i] {
            queued[i] = true
            overfull.append(symbol)
        }
    }

    /// Empties the list of a symbol that no longer appears in any row.
    mutating func clear(_ symbol: Int32) {
        let i = Int(symbol)
        lists[i].removeAll(keepingCapacity: true)
        stale[i] = 0
    }
}
