import Foundation

/// Questions about rows and sections, and scrolling a row into view.
extension UITableView {
    /// How many sections the data source reported, loading the data first if a reload is pending.
    public var numberOfSections: Int {
        loadIfNeeded()
        return geometry.numberOfSections
    }

    /// 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return 0 }
        return geometry.rowCounts[section]
    }

    /// Discards the cells, the selection and the measured heights, and asks the data source again
    /// (at once for counts, at the next layout for cells).
    public func reloadData() {
        setNeedsReload()
        loadIfNeeded()
    }

    /// Asks the data source for these rows' cells and the delegate for their heights again. Visible
    /// rows get new cells at the next layout (the old ones end their display and are queued for
    /// reuse); the selection is kept. With an animation, the old cell leaves and the new one comes
    /// in by it (UITableView+RowAnimations). Rows that do not exist are ignored (logged; iOS raises
    /// an exception).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadIfNeeded()
        let animated = animation.resolved != .none && window != nil
        var pending = PendingRowAnimation()
        if animated { pending.oldFrames = currentFrames() }
        let reloaded = Set(indexPaths)
        defer {
            if animated {
                pending.oldGeometry = geometry
                pending.insertStyle = { reloaded.contains($0) ? animation : nil }
                schedule(pending)
            }
        }
        for indexPath in reloaded.sorted() {
            guard geometry.contains(indexPath) else {
                Log.uikit.warning("reloadRows(at:) got \(indexPath), outside the table; ignored")
                continue
            }
            let i = geometry.itemIndex(ofRow: indexPath)
            if visibleCellsByPath[indexPath] != nil || estimatedRowHeight != 0 {
                geometry.invalidate(item: i)  // measured again when (or if) it is displayed
            } else {
                geometry.measure(item: i, height: Double(rowHeight(at: indexPath)))
            }
            endDisplayingCellAnimated(at: indexPath, style: animated ? animation : .none, into: &pending)
        }
        setNeedsLayout()
    }

    /// The row's rectangle in the table's coordinates (estimated if not yet displayed); `.zero` for a
    /// row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        let i = geometry.itemIndex(ofRow: indexPath)
        let column = rowColumn
        return CGRect(x: column.x, y: CGFloat(geometry.top(ofItem: i)), width: column.width, height: CGFloat(geometry.height(ofItem: i)))
    }

    /// The section's rectangle: header padding, header, rows and footer. `.zero` if it does not exist.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let span = geometry.span(ofSection: section)
        return CGRect(x: 0, y: CGFloat(span.top), width: bounds.width, height: CGFloat(span.bottom - span.top))
    }

    /// The header's rectangle where it scrolls with the content (a pinned header is drawn lower).
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let top = geometry.top(ofItem: geometry.itemIndex(ofHeader: section)) + geometry.headerPadding(section)
        return CGRect(x: 0, y: CGFloat(top), width: bounds.width, height: CGFloat(geometry.headerHeight(section)))
    }

    /// The section footer's rectangle in the table's coordinates; `.zero` for a section that does not exist.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let i = geometry.itemIndex(ofFooter: section)
        return CGRect(x: 0, y: CGFloat(geometry.top(ofItem: i)), width: bounds.width, height: CGFloat(geometry.height(ofItem: i)))
    }

    /// The row at a point in the table's coordinates; nil over a header, footer or empty space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.y.isFinite, point.y >= 0 else { return nil }
        let i = geometry.firstItem(below: Double(point.y))
        guard i < geometry.itemCount, case .row(let indexPath) = geometry.item(at: i) else { return nil }
        let column = rowColumn
        guard point.x >= column.x, point.x < column.x + column.width else { return nil }
        return indexPath
    }

    /// The rows that intersect `rect` (table coordinates), in order; nil when there are none.
    /// O(log n + rows found).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        guard !rect.isNull, rect.height.isFinite else { return nil }
        var found: [IndexPath] = []
        forEachItem(from: rect.minY, to: max(rect.maxY, rect.minY + 1e-9)) { i, _ in
            if case .row(let indexPath) = geometry.item(at: i) { found.append(indexPath) }
        }
        return found.isEmpty ? nil : found
    }

    /// The rows whose cells are on screen, in row order (after the last layout pass).
    public var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByPath.keys.sorted() }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] { visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] } }

    /// The row's cell if it is on screen, else nil (as on iOS).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByPath[indexPath] }

    /// The row of a visible cell.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first(where: { $0.value === cell })?.key
    }

    /// Scrolls so the row is at the top, middle or bottom of the visible area (inside the adjusted
    /// insets), or, for `.none`, by the least amount that shows it whole. The offset is clamped to
    /// the content. A row that does not exist is ignored (iOS raises an exception; here a log line).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else {
            Log.uikit.warning("scrollToRow(at: \(indexPath)) is outside the table; ignored")
            return
        }
        let row = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            if row.minY < visibleTop { y = row.minY - inset.top }
            else if row.maxY > visibleTop + visibleHeight { y = row.maxY - inset.top - visibleHeight }
            else { return }
        }
        let maxY = max(-inset.top, CGFloat(geometry.totalHeight) + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
