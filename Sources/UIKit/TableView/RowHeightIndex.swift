/// Heights with prefix sums, so an item's y position and the item at a given y are found in
/// O(log n) and one height changes in O(log n).
///
/// A Fenwick (binary indexed) tree over dense heights. The table keeps one over its sections'
/// total heights (TableGeometry); rows are kept sparsely inside each section (SparseRowHeights),
/// so memory grows with the sections, not the rows. Heights are finite and non-negative (the
/// table view clamps what the delegate returns).
struct RowHeightIndex {
    private(set) var heights: [Double]
    /// tree[i] (1-based) holds the sum of heights (i − lowbit(i), i].
    private var tree: [Double]

    init(heights: [Double] = []) {
        self.heights = heights
        tree = [0] + heights
        // Linear-time construction: push each partial sum to its parent once.
        let n = heights.count
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    var count: Int { heights.count }

    subscript(i: Int) -> Double { heights[i] }

    /// The sum of all heights (the content's height).
    var total: Double { offset(of: count) }

    /// Changes one height in O(log n).
    mutating func setHeight(_ h: Double, at index: Int) {
        let delta = h - heights[index]
        guard delta != 0 else { return }
        heights[index] = h
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of heights before `index` (the item's top), in O(log n).
    func offset(of index: Int) -> Double {
        var sum = 0.0
        var i = min(index, count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The first item whose bottom lies below `y` (the item containing `y`, or the first one after a
    /// run of empty items), in O(log n); `count` when `y` is at or past the end, 0 when it is above.
    func index(containing y: Double) -> Int {
        guard y >= 0 else { return 0 }
        // Fenwick descent: the largest position whose prefix sum is ≤ y.
        var pos = 0
        var remaining = y
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= count && tree[next] <= remaining {
                pos = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return pos
    }
}
