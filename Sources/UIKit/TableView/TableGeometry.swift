import Foundation

/// The table's content as one column of items: for each section a header item (its top padding
/// plus its header), then its rows, then a footer item. The top of any item and the item at any y
/// are O(log n).
///
/// Storage grows with the sections and with the rows whose height differs from their section's
/// default, never with the row count itself: each section keeps its rows in a `SparseRowHeights`
/// (a default height plus the rows that differ), and a `RowHeightIndex` (prefix sums) over the
/// sections' total heights finds the section at a given y. A row's height is an estimate until the
/// row is first displayed (`isMeasured`); headers and footers are always measured at load.
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
    /// Each section's header item (padding plus header) and footer heights.
    private var headerItems: [Double] = []
    private var footers: [Double] = []
    private var rows: [SparseRowHeights] = []
    /// Prefix sums over the sections' total heights.
    private var sectionTotals = RowHeightIndex()
    /// The table header view's height above the first section, and the table footer view's below
    /// the last (UITableView+TableHeader).
    var leadingExtent: Double = 0
    var trailingExtent: Double = 0
    private(set) var itemCount = 0

    /// One section's heights, as the loader reads them and batch updates rearrange them.
    struct Section {
        var padding: Double
        var header: Double
        var rows: SparseRowHeights
        var footer: Double
    }

    init() {}

    /// Built in O(sections + stored rows).
    init(sections: [Section]) {
        var totals: [Double] = []
        totals.reserveCapacity(sections.count)
        for s in sections {
            sectionStarts.append(itemCount)
            rowCounts.append(s.rows.count)
            headerPaddings.append(s.padding)
            headerItems.append(s.padding + s.header)
            footers.append(s.footer)
            rows.append(s.rows)
            totals.append(s.padding + s.header + s.rows.total + s.footer)
            itemCount += s.rows.count + 2
        }
        sectionTotals = RowHeightIndex(heights: totals)
    }

    /// A section's current heights (for rebuilding after inserts and deletes).
    func section(_ s: Int) -> Section {
        Section(padding: headerPaddings[s], header: headerHeight(s), rows: rows[s], footer: footers[s])
    }

    /// The number of rows stored because they differ from their section's default (the memory
    /// that grows with the table; tests and the benchmark read it).
    var storedRowCount: Int { rows.reduce(0) { $0 + $1.storedCount } }

    var numberOfSections: Int { rowCounts.count }
    var totalHeight: Double { leadingExtent + sectionTotals.total + trailingExtent }

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

    /// The item's top: its section's top, then the header item, then the rows before it. The end
    /// of the content for `itemCount`.
    func top(ofItem i: Int) -> Double {
        guard i < itemCount, !rowCounts.isEmpty else { return leadingExtent + sectionTotals.total }
        let s = section(ofItem: i)
        let local = i - sectionStarts[s]
        let sectionTop = leadingExtent + sectionTotals.offset(of: s)
        if local == 0 { return sectionTop }
        return sectionTop + headerItems[s] + rows[s].offset(of: local - 1)
    }

    func height(ofItem i: Int) -> Double {
        let s = section(ofItem: i)
        let local = i - sectionStarts[s]
        if local == 0 { return headerItems[s] }
        if local == rowCounts[s] + 1 { return footers[s] }
        return rows[s][local - 1].height
    }

    /// Whether the item's height is real (headers and footers always are).
    func isMeasured(item i: Int) -> Bool {
        let s = section(ofItem: i)
        let local = i - sectionStarts[s]
        guard local > 0 && local <= rowCounts[s] else { return true }
        return rows[s][local - 1].measured
    }

    /// The first item that reaches below `y` (the item containing `y`, or the first one after a
    /// run of empty items); `itemCount` at or past the end, 0 above the content.
    func firstItem(below y: Double) -> Int {
        let t = y - leadingExtent
        guard t >= 0 else { return 0 }
        let s = sectionTotals.index(containing: t)
        guard s < rowCounts.count else { return itemCount }
        var remaining = t - sectionTotals.offset(of: s)
        if headerItems[s] > remaining { return sectionStarts[s] }
        remaining -= headerItems[s]
        // Rows ending at or above y; past them all is the footer (the section's bottom is below y).
        return sectionStarts[s] + 1 + rows[s].rowsEnding(atOrAbove: remaining)
    }

    /// The header's own height (without its top padding).
    func headerHeight(_ section: Int) -> Double { headerItems[section] - headerPaddings[section] }
    func headerPadding(_ section: Int) -> Double { headerPaddings[section] }

    /// The section's top (its header padding included) and bottom (its footer included).
    func span(ofSection s: Int) -> (top: Double, bottom: Double) {
        (top(ofItem: sectionStarts[s]), top(ofItem: itemIndex(ofFooter: s) + 1))
    }

    /// Records a row's real height; returns the change.
    @discardableResult
    mutating func measure(item i: Int, height: Double) -> Double {
        setRow(item: i, height: height, measured: true)
    }

    /// Forgets a row's measurement so that it is asked again (reloadRows).
    mutating func invalidate(item i: Int) { setRow(item: i, height: height(ofItem: i), measured: false) }

    @discardableResult
    private mutating func setRow(item i: Int, height: Double, measured: Bool) -> Double {
        let s = section(ofItem: i)
        let local = i - sectionStarts[s]
        guard local > 0 && local <= rowCounts[s] else { return 0 }  // headers and footers are fixed
        let delta = rows[s].set(row: local - 1, height: height, measured: measured)
        if delta != 0 {
            sectionTotals.setHeight(headerItems[s] + rows[s].total + footers[s], at: s)
        }
        return delta
    }
}
