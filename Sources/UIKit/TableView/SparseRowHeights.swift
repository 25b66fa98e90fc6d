/// One section's row heights, kept sparsely: every row has the section's default height (the
/// uniform `rowHeight` or `estimatedRowHeight`) and default measured state, except the rows stored
/// here, whose height or measured state differs (self-sized rows once displayed, delegate heights
/// that differ from the default). A table of 1,000,000 uniform rows stores nothing per row, so its
/// resident memory does not grow with the row count (the table benchmark measures it).
///
/// The stored rows live in a treap keyed by row whose nodes carry the sum of `height − default`
/// over their subtree, so a row's top (`offset(of:)`), the row at a given y (`rowsEnding(atOrAbove:)`)
/// and measuring one row are all O(log k) for k stored rows. Priorities are a hash of the row
/// (SplitMix64), not random numbers: the tree's shape is a function of its rows, so runs are
/// deterministic, and it is balanced in expectation whatever order rows are measured in.
struct SparseRowHeights {
    /// A row that differs from the default.
    struct Entry: Equatable {
        var row: Int
        var height: Double
        var measured: Bool
    }

    private struct Node {
        var row: Int
        var height: Double
        /// Σ (height − defaultHeight) over this node's subtree.
        var deltaSum: Double
        var left: Int32 = -1
        var right: Int32 = -1
        var measured: Bool
    }

    /// The number of rows in the section.
    let count: Int
    /// The height of every row not stored.
    let defaultHeight: Double
    /// Whether a row not stored has its real height (true) or an estimate (false).
    let defaultMeasured: Bool
    private var nodes: [Node] = []
    private var root: Int32 = -1

    /// `count` rows of the default height; `entries` sorted by row, each in 0..<count, rows
    /// distinct (the builder makes them so).
    init(count: Int, defaultHeight: Double, defaultMeasured: Bool, entries: [Entry] = []) {
        self.count = count
        self.defaultHeight = defaultHeight
        self.defaultMeasured = defaultMeasured
        buildCartesianTree(entries)
    }

    /// The number of rows stored (those that differ from the default): what the memory grows with.
    var storedCount: Int { nodes.count }

    /// Collects rows in order and keeps only those that differ from the default.
    struct Builder {
        let defaultHeight: Double
        let defaultMeasured: Bool
        private(set) var count = 0
        private var entries: [Entry] = []

        init(defaultHeight: Double, defaultMeasured: Bool) {
            self.defaultHeight = defaultHeight
            self.defaultMeasured = defaultMeasured
        }

        /// Appends the next row.
        mutating func append(height: Double, measured: Bool) {
            if height != defaultHeight || measured != defaultMeasured {
                entries.append(Entry(row: count, height: height, measured: measured))
            }
            count += 1
        }

        /// Appends `n` rows of the default height.
        mutating func appendDefaults(_ n: Int) { count += max(0, n) }

        func build() -> SparseRowHeights {
            SparseRowHeights(count: count, defaultHeight: defaultHeight, defaultMeasured: defaultMeasured,
                             entries: entries)
        }
    }

    // MARK: Queries

    /// The row's height and whether it is measured, in O(log k).
    subscript(row: Int) -> (height: Double, measured: Bool) {
        var t = root
        while t >= 0 {
            let node = nodes[Int(t)]
            if row == node.row { return (node.height, node.measured) }
            t = row < node.row ? node.left : node.right
        }
        return (defaultHeight, defaultMeasured)
    }

    /// The stored rows, in row order (O(k)).
    var entries: [Entry] {
        var out: [Entry] = []
        out.reserveCapacity(nodes.count)
        var stack: [Int32] = []
        var t = root
        while t >= 0 || !stack.isEmpty {
            while t >= 0 { stack.append(t); t = nodes[Int(t)].left }
            let n = stack.removeLast()
            let node = nodes[Int(n)]
            out.append(Entry(row: node.row, height: node.height, measured: node.measured))
            t = node.right
        }
        return out
    }

    /// The sum of all row heights.
    var total: Double { Double(count) * defaultHeight + deltaSum(root) }

    /// The top of `row` (the sum of the heights before it); `total` for `count`.
    func offset(of row: Int) -> Double {
        let m = min(max(row, 0), count)
        var sum = 0.0
        var t = root
        while t >= 0 {
            let node = nodes[Int(t)]
            if node.row < m {
                sum += deltaSum(node.left) + (node.height - defaultHeight)
                t = node.right
            } else {
                t = node.left
            }
        }
        return Double(m) * defaultHeight + sum
    }

    /// The number of rows whose bottom is at or above `y` (so the row containing `y`, or the first
    /// one after a run of empty rows); `count` when `y` is at or past the end. `y` ≥ 0.
    func rowsEnding(atOrAbove y: Double) -> Int {
        let d = defaultHeight
        // The last stored row whose top is ≤ y, and the first stored row after it.
        var best: (row: Int, top: Double, height: Double)?
        var nextRow = count
        var acc = 0.0
        var t = root
        while t >= 0 {
            let node = nodes[Int(t)]
            let leftSum = deltaSum(node.left)
            let top = Double(node.row) * d + acc + leftSum
            if top <= y {
                best = (node.row, top, node.height)
                acc += leftSum + (node.height - d)
                t = node.right
            } else {
                nextRow = node.row
                t = node.left
            }
        }
        var start = 0, base = 0.0
        if let best {
            let bottom = best.top + best.height
            if bottom > y { return best.row }
            start = best.row + 1
            base = bottom
        }
        // Rows start..<nextRow all have the default height; count those whose bottom is ≤ y.
        let run = nextRow - start
        guard run > 0 else { return start }
        guard d > 0 else { return nextRow }
        var j = Int(min(Double(run), max(0, ((y - base) / d).rounded(.down))))
        // The division may round across a boundary; settle on the bottoms as offsets add them.
        while j > 0 && base + Double(j) * d > y { j -= 1 }
        while j < run && base + Double(j + 1) * d <= y { j += 1 }
        return start + j
    }

    // MARK: Changes

    /// Sets one row's height and measured state in O(log k); returns the change in height. A row
    /// that becomes equal to the default stays stored (harmless; a reload drops it).
    @discardableResult
    mutating func set(row: Int, height: Double, measured: Bool) -> Double {
        precondition(row >= 0 && row < count, "row \(row) outside 0..<\(count)")
        let old = self[row]
        if old.height == height && old.measured == measured { return 0 }
        if update(root, row: row, height: height, measured: measured) { return height - old.height }
        let n = Int32(nodes.count)
        nodes.append(Node(row: row, height: height, deltaSum: height - defaultHeight, measured: measured))
        root = insert(n, into: root)
        return height - old.height
    }

    // MARK: Treap internals

    private func deltaSum(_ t: Int32) -> Double { t >= 0 ? nodes[Int(t)].deltaSum : 0 }

    /// SplitMix64 of the row: a fixed pseudo-random priority (higher nearer the root).
    private func priority(_ t: Int32) -> UInt64 {
        var z = UInt64(bitPattern: Int64(nodes[Int(t)].row)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pull(_ t: Int32) {
        let node = nodes[Int(t)]
        nodes[Int(t)].deltaSum = deltaSum(node.left) + deltaSum(node.right) + (node.height - defaultHeight)
    }

    /// Builds the treap of sorted entries in O(k) (the stack construction of a Cartesian tree).
    private mutating func buildCartesianTree(_ entries: [Entry]) {
        guard !entries.isEmpty else { return }
        nodes.reserveCapacity(entries.count)
        var stack: [Int32] = []
        for e in entries {
            let n = Int32(nodes.count)
            nodes.append(Node(row: e.row, height: e.height, deltaSum: 0, measured: e.measured))
            var last: Int32 = -1
            while let top = stack.last, priority(top) < priority(n) { last = stack.removeLast() }
            nodes[Int(n)].left = last
            if let top = stack.last { nodes[Int(top)].right = n }
            stack.append(n)
        }
        root = stack[0]
        sumSubtree(root)
    }

    private mutating func sumSubtree(_ t: Int32) {
        guard t >= 0 else { return }
        sumSubtree(nodes[Int(t)].left)
        sumSubtree(nodes[Int(t)].right)
        pull(t)
    }

    /// Changes a stored row, fixing the sums on its path; false when the row is not stored.
    private mutating func update(_ t: Int32, row: Int, height: Double, measured: Bool) -> Bool {
        guard t >= 0 else { return false }
        let node = nodes[Int(t)]
        if row == node.row {
            nodes[Int(t)].height = height
            nodes[Int(t)].measured = measured
        } else if !update(row < node.row ? node.left : node.right, row: row, height: height, measured: measured) {
            return false
        }
        pull(t)
        return true
    }

    private mutating func insert(_ n: Int32, into t: Int32) -> Int32 {
        guard t >= 0 else { return n }
        if nodes[Int(n)].row < nodes[Int(t)].row {
            nodes[Int(t)].left = insert(n, into: nodes[Int(t)].left)
            pull(t)
            if priority(nodes[Int(t)].left) > priority(t) { return rotateRight(t) }
        } else {
            nodes[Int(t)].right = insert(n, into: nodes[Int(t)].right)
            pull(t)
            if priority(nodes[Int(t)].right) > priority(t) { return rotateLeft(t) }
        }
        return t
    }

    private mutating func rotateRight(_ t: Int32) -> Int32 {
        let l = nodes[Int(t)].left
        nodes[Int(t)].left = nodes[Int(l)].right
        nodes[Int(l)].right = t
        pull(t)
        pull(l)
        return l
    }

    private mutating func rotateLeft(_ t: Int32) -> Int32 {
        let r = nodes[Int(t)].right
        nodes[Int(t)].right = nodes[Int(r)].left
        nodes[Int(r)].left = t
        pull(t)
        pull(r)
        return r
    }
}
