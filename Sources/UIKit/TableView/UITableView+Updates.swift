import Foundation

/// Row inserts and deletes, alone or batched (`performBatchUpdates`, `beginUpdates`/`endUpdates`),
/// section inserts and deletes, and section reloads. (Moves are not built yet.)
///
/// As on iOS, deletes use the index paths before the batch and inserts the index paths after it,
/// and the data source must already report the new counts. Surviving rows keep their cells, heights
/// and selection under their new index paths; inserted rows get estimates (or real heights when
/// `estimatedRowHeight` is 0) and cells at the next layout. Changes are not animated (`with:` is
/// accepted). Cost: O(rows in the changed sections), like a reload of those sections.
///
/// When the data source's counts do not match the updates (iOS raises
/// NSInternalInconsistencyException), ScrollKit logs one line and reloads the data instead.
extension UITableView {
    /// Adds rows at `indexPaths` (index paths after the change); the data source must already count
    /// them. `animation` is accepted and not performed.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.inserts.formUnion(indexPaths)
        endUpdates()
    }

    /// Removes the rows at `indexPaths` (index paths before the change); the data source must already
    /// leave them out. `animation` is accepted and not performed.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.deletes.formUnion(indexPaths)
        endUpdates()
    }

    /// Inserts whole sections (their rows are read from the data source); indexes are after the batch.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.insertedSections.formUnion(sections)
        endUpdates()
    }

    /// Deletes whole sections with their rows; indexes are before the batch.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.deletedSections.formUnion(sections)
        endUpdates()
    }

    /// Starts collecting inserts and deletes to apply together at the matching `endUpdates()`; pairs may nest.
    public func beginUpdates() { pendingUpdates.depth += 1 }

    /// Applies the inserts and deletes collected since the outermost `beginUpdates()`; an unmatched call is ignored.
    public func endUpdates() {
        guard pendingUpdates.depth > 0 else { return }
        pendingUpdates.depth -= 1
        guard pendingUpdates.depth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates)
    }

    /// Runs `updates` as one batch; `completion` runs right after with `true` (nothing animates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Reads these sections again (row counts, heights, headers and footers); the other sections
    /// keep their cells and measurements. The reloaded sections' selection is cleared, as their rows
    /// are new. A section that does not exist, or a change in the number of sections, logs one line
    /// and reloads everything (iOS raises an exception).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        loadIfNeeded()
        guard let dataSource, !sections.isEmpty else { return }
        let sectionCount = validCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        guard sectionCount == geometry.numberOfSections, sections.allSatisfy({ $0 >= 0 && $0 < sectionCount }) else {
            Log.uikit.warning("reloadSections(\(Array(sections))) with \(sectionCount) sections, \(geometry.numberOfSections) before (iOS raises an exception); reloaded the data instead")
            reloadData()
            return
        }
        for indexPath in visibleCellsByPath.keys.sorted() where sections.contains(indexPath.section) {
            endDisplayingCell(at: indexPath)
        }
        for s in sections {
            endDisplayingSectionView(header: true, section: s)
            endDisplayingSectionView(header: false, section: s)
        }
        selectedRows = selectedRows.filter { !sections.contains($0.section) }
        if let touched = touchedRow, sections.contains(touched.section) { touchedRow = nil }
        var all = (0..<sectionCount).map { geometry.section($0) }
        for s in sections {
            let rowCount = validCount(dataSource.tableView(self, numberOfRowsInSection: s), "tableView(_:numberOfRowsInSection:)")
            all[s] = loadSection(s, rows: loadRowHeights(section: s, rows: 0..<rowCount))
        }
        geometry = TableGeometry(sections: all)
        geometryGeneration += 1
        updateTableExtents()
        setNeedsLayout()
    }

    private func apply(_ updates: TableUpdates) {
        guard !updates.isEmpty else { return }
        // Not loaded yet: the load will read the new counts anyway.
        guard !needsReload, let dataSource else { return }
        let oldCounts = geometry.rowCounts
        let sectionCount = validCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        let newCounts = (0..<sectionCount).map {
            validCount(dataSource.tableView(self, numberOfRowsInSection: $0), "tableView(_:numberOfRowsInSection:)")
        }
        if let problem = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts) {
            Log.uikit.warning("invalid table update: \(problem) (iOS raises NSInternalInconsistencyException); reloaded the data instead")
            reloadData()
            return
        }
        // What goes away ends its display under its old index path, first.
        for indexPath in visibleCellsByPath.keys.sorted() where updates.isDeleted(indexPath) {
            endDisplayingCell(at: indexPath)
        }
        for s in updates.deletedSections.sorted() {
            endDisplayingSectionView(header: true, section: s)
            endDisplayingSectionView(header: false, section: s)
        }
        var sections: [TableGeometry.Section] = []
        for t in 0..<sectionCount {
            guard let s = updates.oldSection(forNew: t, oldCount: oldCounts.count) else {
                sections.append(loadSection(t, rows: loadRowHeights(section: t, rows: 0..<newCounts[t])))
                continue
            }
            guard updates.changesRows(oldSection: s, newSection: t) else { sections.append(geometry.section(s)); continue }
            let old = geometry.section(s)
            var survivors = (0..<oldCounts[s]).lazy
                .filter { !updates.deletes.contains(IndexPath(row: $0, section: s)) }
                .map { (old.rows[$0], old.measured[$0]) }
                .makeIterator()
            var rows: (heights: [Double], measured: [Bool]) = ([], [])
            for r in 0..<newCounts[t] {
                if updates.inserts.contains(IndexPath(row: r, section: t)) {
                    let new = loadRowHeights(section: t, rows: r..<(r + 1))
                    rows.heights.append(new.heights[0])
                    rows.measured.append(new.measured[0])
                } else if let survivor = survivors.next() {  // always: the counts were checked
                    rows.heights.append(survivor.0)
                    rows.measured.append(survivor.1)
                }
            }
            sections.append(loadSection(t, rows: rows))
        }
        geometry = TableGeometry(sections: sections)
        geometryGeneration += 1
        updateTableExtents()
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: visibleCellsByPath.map { (updates.newIndexPath(for: $0.key), $0.value) })
        headerViews = Dictionary(uniqueKeysWithValues: headerViews.map { (updates.newSection(for: $0.key), $0.value) })
        footerViews = Dictionary(uniqueKeysWithValues: footerViews.map { (updates.newSection(for: $0.key), $0.value) })
        selectedRows = Set(selectedRows.filter { !updates.isDeleted($0) }.map(updates.newIndexPath(for:)))
        if let touched = touchedRow {
            touchedRow = updates.isDeleted(touched) ? nil : updates.newIndexPath(for: touched)
        }
        setNeedsLayout()
    }
}
