import Foundation

/// The layout pass: which rows have cells, where they are, and how estimated heights are replaced
/// by real ones without the content jumping.
///
/// Cost per pass: one O(log n) search for the first item in the bounds, then O(1) per visible item
/// (tops are accumulated, not searched), plus O(log n) per newly measured row. Nothing walks all
/// rows, so a deceleration frame costs the same with 100 rows or 1,000,000.
extension UITableView {
    /// Runs from `layoutSubviews` (the scroll view lays out after every offset change).
    func layoutRows() {
        loadIfNeeded()
        layoutTableHeaderAndFooter()
        endDisplayingRowsOutsideBounds()
        measureRowsInBounds()
        let size = CGSize(width: bounds.width, height: CGFloat(geometry.totalHeight))
        if contentSize != size { contentSize = size }
        updateVisibleCells()
        flushPreparedCells()
        updateSectionViews()
        runPendingRowAnimation()
        swipeActions.updateForLayout()
        updateSectionIndex()
        updatePrefetching()
        placeBackgroundView()
    }

    /// Ends the display of rows that left the bounds before new rows are measured, so the rows
    /// entering (whose self-sizing cells are dequeued while measuring) reuse their cells.
    private func endDisplayingRowsOutsideBounds() {
        guard !visibleCellsByPath.isEmpty, !needsReload else { return }
        for indexPath in visibleCellsByPath.keys.sorted() where indexPath != reorder?.source {  // a dragged row stays
            guard geometry.contains(indexPath) else { continue }
            let i = geometry.itemIndex(ofRow: indexPath)
            let top = geometry.top(ofItem: i), bottom = top + geometry.height(ofItem: i)
            if bottom <= Double(bounds.minY) || top >= Double(bounds.maxY) { endDisplayingCell(at: indexPath) }
        }
    }

    /// Calls `body` with each item that intersects `minY..<maxY` and its top, in order. `body` may
    /// change the item's height; the next top uses the new one.
    func forEachItem(from minY: CGFloat, to maxY: CGFloat, _ body: (Int, Double) -> Void) {
        var i = geometry.firstItem(below: Double(minY))
        guard i < geometry.itemCount else { return }
        var top = geometry.top(ofItem: i)
        while i < geometry.itemCount && top < Double(maxY) {
            body(i, top)
            guard i < geometry.itemCount else { return }  // `body` reloaded the table
            top += geometry.height(ofItem: i)
            i += 1
        }
    }

    /// Measures rows in the bounds that still have estimated heights. The first row that was on
    /// screen before keeps its place on screen: when rows above it change height, the offset moves
    /// by the same amount (Flutter's scroll offset correction), so nothing visible jumps.
    private func measureRowsInBounds() {
        guard geometry.itemCount > 0 else { return }
        let anchorItem = visibleCellsByPath.keys.min().flatMap { geometry.contains($0) ? geometry.itemIndex(ofRow: $0) : nil }
        var anchorTop = anchorItem.map { geometry.top(ofItem: $0) }
        // Measuring changes which rows are in the bounds; a few rounds settle it (one in practice).
        for _ in 0..<4 {
            var changed = false
            let generation = geometryGeneration
            forEachItem(from: bounds.minY, to: bounds.maxY) { i, _ in
                guard generation == geometryGeneration, i < geometry.itemCount, !geometry.isMeasured(item: i),
                      case .row(let indexPath) = geometry.item(at: i) else { return }
                let height = Double(rowHeight(at: indexPath, keepingCell: true))
                guard generation == geometryGeneration else { return }  // the delegate reloaded
                if geometry.measure(item: i, height: height) != 0 { changed = true }
            }
            guard generation == geometryGeneration else { return }
            guard changed else { return }
            if let anchorItem, let before = anchorTop {
                let now = geometry.top(ofItem: anchorItem)
                if now != before {
                    correctOffset(by: CGFloat(now - before))
                    anchorTop = now
                }
            }
        }
    }

    /// Moves the offset with the anchor row (see UITableView+SelfSizing). A drag or deceleration
    /// moves with it (the `contentOffset` setter shifts them); an animation to an absolute offset
    /// (`setContentOffset(_:animated:)`, scroll to top) is left to arrive where it was sent; at
    /// rest, the corrected offset is kept inside the content, so a table never rests overscrolled.
    private func correctOffset(by delta: CGFloat) {
        if isScrollAnimating { return }
        var y = contentOffset.y + delta
        if !isDragging && !isDecelerating {
            let inset = adjustedContentInset
            let maxY = max(-inset.top, CGFloat(geometry.totalHeight) + inset.bottom - bounds.height)
            y = min(max(y, -inset.top), maxY)
        }
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
    }

    /// The horizontal extent of rows and section views: the full width, or inset by the layout
    /// margins in `.insetGrouped`.
    var rowColumn: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let m = TableAppearance.insetGroupedMargin
        return (m, max(0, bounds.width - 2 * m))
    }

    /// Ends the display of rows that left the bounds (their cells go back to the reuse queue first,
    /// so the rows entering can reuse them), then displays the rows that entered, in row order.
    private func updateVisibleCells() {
        var wanted: [(IndexPath, CGRect)] = []
        let column = rowColumn
        forEachItem(from: bounds.minY, to: bounds.maxY) { i, top in
            guard case .row(let indexPath) = geometry.item(at: i) else { return }
            wanted.append((indexPath, CGRect(x: column.x, y: CGFloat(top), width: column.width,
                                             height: CGFloat(geometry.height(ofItem: i)))))
        }
        let wantedPaths = Set(wanted.map { $0.0 })
        for indexPath in visibleCellsByPath.keys.sorted() where !wantedPaths.contains(indexPath) && indexPath != reorder?.source {
            endDisplayingCell(at: indexPath)
        }
        let generation = geometryGeneration
        for (indexPath, slot) in wanted {
            let frame = reorderAdjustedFrame(slot, at: indexPath)  // a row being dragged, or moved aside for it
            // A callback reloaded or updated the table: these index paths are stale; lay out again.
            guard generation == geometryGeneration, !needsReload else { setNeedsLayout(); return }
            if let cell = visibleCellsByPath[indexPath] {
                if cell.frame != frame {
                    cell.frame = frame
                    cell.layoutCellContent()  // the content view follows at once (see displayCell)
                }
            } else {
                displayCell(at: indexPath, frame: frame)
            }
        }
    }

    /// Asks the data source for the row's cell and shows it: below every other table subview, with
    /// the table's separator and the row's selection state, then `willDisplay`.
    private func displayCell(at indexPath: IndexPath, frame: CGRect) {
        guard let dataSource else { return }
        let generation = geometryGeneration
        // A self-sizing row's cell was configured when the row was measured, in this pass.
        let cell = preparedCells.removeValue(forKey: indexPath) ?? dataSource.tableView(self, cellForRowAt: indexPath)
        guard generation == geometryGeneration, !needsReload else {  // reloaded from cellForRowAt
            enqueueReusableCell(cell)
            return
        }
        guard !visibleCellsByPath.values.contains(where: { $0 === cell }) else {
            Log.uikit.warning("tableView(_:cellForRowAt:) returned a cell already shown for another row (\(indexPath)); row left empty")
            return
        }
        cell.frame = frame
        // The content view takes the row's size now, before a layout pass solves the cell's
        // constraints against it (a reused cell may come from a row of another height).
        cell.layoutCellContent()
        cell.applyTableAppearance(separatorStyle: separatorStyle, separatorColor: separatorColor, separatorInset: effectiveSeparatorInset)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        configureEditing(of: cell, at: indexPath, animated: false)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        visibleCellsByPath[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Removes the row's cell, tells the delegate, and queues the cell for reuse.
    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = visibleCellsByPath.removeValue(forKey: indexPath) else { return }
        // A row animation still moving the cell ends here, so its next row does not inherit it.
        if cell.layer.animationKeys() != nil { cell.layer.removeAllAnimations() }
        // Nor does a pending batch animation take it for a row that stayed.
        pendingRowAnimation?.oldFrames[ObjectIdentifier(cell)] = nil
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        enqueueReusableCell(cell)
    }

    /// Ends the display of every cell, header and footer (reloadData).
    func endDisplayingEverything() {
        flushPreparedCells()
        for indexPath in visibleCellsByPath.keys.sorted() { endDisplayingCell(at: indexPath) }
        for s in headerViews.keys.sorted() { endDisplayingSectionView(header: true, section: s) }
        for s in footerViews.keys.sorted() { endDisplayingSectionView(header: false, section: s) }
        touchedRow = nil
    }
}
