/// Which elements of a sequence of distinct integers form one longest increasing subsequence.
///
/// The diff uses it to decide which surviving items stay put: the survivors' old positions, read in
/// their new order, increase exactly along the items that kept their relative order, and keeping
/// the longest such run leaves the fewest items to move (n − LIS moves is the minimum for a
/// permutation). Patience sorting: one pass, a binary search per element, O(n log n) time and O(n)
/// memory; ties cannot occur because positions are distinct.
enum LongestIncreasingSubsequence {
    /// `true` at the indexes of `values` that belong to the subsequence (the one found first when
    /// there are several of the same length).
    static func members(of values: [Int]) -> [Bool] {
        var members = [Bool](repeating: false, count: values.count)
        guard !values.isEmpty else { return members }
        // tails[k]: index of the smallest value ending an increasing run of length k + 1.
        var tails: [Int] = []
        tails.reserveCapacity(values.count)
        var predecessor = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var index = tails[tails.count - 1]
        while index >= 0 {
            members[index] = true
            index = predecessor[index]
        }
        return members
    }
}
