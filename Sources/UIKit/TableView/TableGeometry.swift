import Foundation

/// The table's content as one column of items: for each section a header item (its top padding
/// plus its header), then its rows, then a footer item. Heights live in a `RowHeightIndex`, so the
/// top of any item and the item at any y are O(log n).
///
/// A row's height is an estimate until the row is first displayed (`isMeasured`); headers and
/// footers are always measured at load.
struct TableGeometry {
    enum Item: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    private(set) var rowCounts: [Int] = []
    /// The item index of each section's header; its rows follow, then its footer.
    private(set) var sectionStarts: [Int] = []
    /// Each section's padding above its header (part of the header item).
    private(set) var headerPaddings: [Double] = []
    private(set) var items = RowHeightIndex()
    private(set) var isMeasured: [Bool] = []
    /// The table header view's height above the first section, and the table footer view's below
    /// the last (UITableView+TableHeader).
    var leadingExtent: Double = 0
    var trailingExtent: Double = 0

    /// One section's heights, as the loader reads them and batch updates rearrange them.
    struct Section {
        var padding: Double
        var header: Double
        var rows: [Double]
        /// Per row: real height (true) or estimate (false).
        var measured: [Bool]
        var footer: Double
    }

    init() {}

    /// Built in one O(items) pass.
    init(sections: [Section]) {
        var heights: [Double] = []
        var measured: [Bool] = []
        heights.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count + 2 })
        for s in sections {
            sectionStarts.append(heights.count)
            rowCounts.append(s.rows.count)
            headerPaddings.append(s.padding)
            heights.append(s.padding + s.header)
            measured.append(true)
            heights.append(contentsOf: s.rows)
            measured.append(contentsOf: s.measured)
            heights.append(s.footer)
            measured.append(true)
        }
        items = RowHeightIndex(heights: heights)
        isMeasured = measured
    }

    /// A section's current heights (for rebuilding after inserts and deletes).
    func section(_ s: Int) -> Section {
        let first = sectionStarts[s] + 1, end = first + rowCounts[s]
        return Section(padding: headerPaddings[s], header: headerHeight(s),
                       rows: Array(items.heights[first..<end]), measured: Array(isMeasured[first..<end]),
                       footer: items[end])
    }

    var numberOfSections: Int { rowCounts.count }
    var totalHeight: Double { leadingExtent + items.total + trailingExtent }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < rowCounts.count
            && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    func itemIndex(ofRow indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }
    func itemIndex(ofHeader section: Int) -> Int { sectionStarts[section] }
    func itemIndex(ofFooter section: Int) -> Int { sectionStarts[section] + 1 + rowCounts[section] }

    /// The section an item belongs to (binary search over the section starts).
    func section(ofItem i: Int) -> Int {
        var lo = 0, hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    func item(at i: Int) -> Item {
        let s = section(ofItem: i)
        let local = i - sectionStarts[s]
        if local == 0 { return .header(s) }
        if local == rowCounts[s] + 1 { return .footer(s) }
        return .row(IndexPath(row: local - 1, section: s))
    }

    func top(ofItem i: Int) -> Double { leadingExtent + items.offset(of: i) }
    func height(ofItem i: Int) -> Double { items[i] }
    var itemCount: Int { items.count }

    /// The first item that reaches below `y`.
    func firstItem(below y: Double) -> Int { items.index(containing: y - leadingExtent) }

    /// The header's own height (without its top padding).
    func headerHeight(_ section: Int) -> Double { items[sectionStarts[section]] - headerPaddings[section] }
    func headerPadding(_ section: Int) -> Double { headerPaddings[section] }

    /// The section's top (its header padding included) and bottom (its footer included).
    func span(ofSection s: Int) -> (top: Double, bottom: Double) {
        (top(ofItem: sectionStarts[s]), top(ofItem: itemIndex(ofFooter: s) + 1))
    }

    /// Records a row's real height; returns the change.
    @discardableResult
    mutating func measure(item i: Int, height: Double) -> Double {
        isMeasured[i] = true
        let delta = height - items[i]
        items.setHeight(height, at: i)
        return delta
    }

    /// Forgets a row's measurement so that it is asked again (reloadRows).
    mutating func invalidate(item i: Int) { isMeasured[i] = false }
}
