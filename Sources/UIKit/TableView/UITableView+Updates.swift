import Foundation

/// Row inserts, deletes and moves, alone or batched (`performBatchUpdates`, `beginUpdates`/`endUpdates`),
/// section inserts, deletes and moves, and section reloads.
///
/// As on iOS, deletes use the index paths before the batch and inserts the index paths after it,
/// and the data source must already report the new counts. Surviving rows keep their cells, heights
/// and selection under their new index paths; inserted rows get estimates (or real heights when
/// `estimatedRowHeight` is 0) and cells at the next layout, which animates the change
/// (UITableView+RowAnimations). Cost: O(rows in the changed sections), like a reload of those sections.
///
/// When the data source's counts do not match the updates (iOS raises
/// NSInternalInconsistencyException), ScrollKit logs one line and reloads the data instead, leaving
/// a consistent table; the batch's completions run at once with `false`.
extension UITableView {
    /// Adds rows at `indexPaths` (index paths after the change); the data source must already count
    /// them. They come in by `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.inserts.formUnion(indexPaths)
        for indexPath in indexPaths { pendingUpdates.insertStyles[indexPath] = animation }
        endUpdates()
    }

    /// Removes the rows at `indexPaths` (index paths before the change); the data source must already
    /// leave them out. Their cells leave by `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.deletes.formUnion(indexPaths)
        for indexPath in indexPaths { pendingUpdates.deleteStyles[indexPath] = animation }
        endUpdates()
    }

    /// Moves a row from `indexPath` (before the batch) to `newIndexPath` (after it); the data source
    /// must already have it there. The row keeps its cell, height and selection; the cell slides.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        beginUpdates()
        pendingUpdates.move(indexPath, to: newIndexPath)
        endUpdates()
    }

    /// Inserts whole sections (their rows are read from the data source); indexes are after the batch.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.insertedSections.formUnion(sections)
        for s in sections { pendingUpdates.insertedSectionStyles[s] = animation }
        endUpdates()
    }

    /// Deletes whole sections with their rows; indexes are before the batch.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates.deletedSections.formUnion(sections)
        for s in sections { pendingUpdates.deletedSectionStyles[s] = animation }
        endUpdates()
    }

    /// Moves a section (index before the batch) to `newSection` (after it), with its rows, their
    /// cells, heights and selection, and its header and footer, which slide to the new place. The
    /// data source must already report it there; counts that disagree are handled as any
    /// inconsistent update (logged, the data reloaded). For the index arithmetic of the other
    /// updates in the batch the move counts as a delete and an insert, as UIKit documents.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        beginUpdates()
        pendingUpdates.movedSections[section] = newSection
        endUpdates()
    }

    /// Starts collecting inserts and deletes to apply together at the matching `endUpdates()`; pairs may nest.
    public func beginUpdates() { pendingUpdates.depth += 1 }

    /// Applies the inserts and deletes collected since the outermost `beginUpdates()` and animates
    /// them at the next layout pass; an unmatched call is ignored.
    public func endUpdates() {
        guard pendingUpdates.depth > 0 else { return }
        pendingUpdates.depth -= 1
        guard pendingUpdates.depth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        apply(updates)
    }

    /// Runs `updates` as one batch and animates it; `completion` runs when the animation ends (after
    /// `rowAnimationDuration` of host time) with `true`, or at once when nothing animates.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates.completions.append(completion) }
        endUpdates()
    }

    /// The form a closure literal or a non-escaping closure parameter picks (Apple's `updates` block
    /// is imported as non-escaping although it is optional; see UICollectionView's). Runs at once.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
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
        let animated = animation.resolved != .none && window != nil
        var pending = PendingRowAnimation()
        if animated { pending.oldFrames = currentFrames() }
        for indexPath in visibleCellsByPath.keys.sorted() where sections.contains(indexPath.section) {
            endDisplayingCellAnimated(at: indexPath, style: animated ? animation : .none, into: &pending)
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
            all[s] = loadSection(s, rows: loadRowHeights(section: s, rowCount: rowCount))
        }
        let oldGeometry = geometry
        geometry = TableGeometry(sections: all)
        geometryGeneration += 1
        updateTableExtents()
        loadSectionIndex()
        setNeedsLayout()
        guard animated else { return }
        pending.oldGeometry = oldGeometry
        pending.insertStyle = { sections.contains($0.section) ? animation : nil }
        pending.oldIndexPath = { sections.contains($0.section) ? nil : $0 }
        schedule(pending)
    }

    private func apply(_ updates: TableUpdates) {
        let completions = updates.completions
        guard !updates.isEmpty else { completions.forEach { $0(true) }; return }
        abandonReorder()
        // Not loaded yet: the load will read the new counts anyway.
        guard !needsReload, let dataSource else { completions.forEach { $0(true) }; return }
        let oldCounts = geometry.rowCounts
        let sectionCount = validCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        let newCounts = (0..<sectionCount).map {
            validCount(dataSource.tableView(self, numberOfRowsInSection: $0), "tableView(_:numberOfRowsInSection:)")
        }
        if let problem = updates.inconsistency(oldCounts: oldCounts, newCounts: newCounts) {
            Log.uikit.warning("invalid table update: \(problem) (iOS raises NSInternalInconsistencyException); reloaded the data instead")
            reloadData()
            completions.forEach { $0(false) }
            return
        }
        let animated = shouldAnimate(updates)
        var animation = PendingRowAnimation()
        if animated { animation.oldFrames = currentFrames() }
        // What goes away ends its display under its old index path, first.
        for indexPath in visibleCellsByPath.keys.sorted() where updates.isDeleted(indexPath) {
            if animated {
                endDisplayingCellAnimated(at: indexPath, style: updates.deleteStyle(for: indexPath), into: &animation)
            } else {
                endDisplayingCell(at: indexPath)
            }
        }
        for s in updates.deletedSections.sorted() {
            endDisplayingSectionView(header: true, section: s)
            endDisplayingSectionView(header: false, section: s)
        }
        var sections: [TableGeometry.Section] = []
        for t in 0..<sectionCount {
            guard let s = updates.oldSection(forNew: t, oldCount: oldCounts.count) else {
                sections.append(loadSection(t, rows: loadRowHeights(section: t, rowCount: newCounts[t])))
                continue
            }
            guard updates.changesRows(oldSection: s, newSection: t) else { sections.append(geometry.section(s)); continue }
            let old = geometry.section(s).rows
            var survivors = (0..<oldCounts[s]).lazy
                .filter { !updates.deletes.contains(IndexPath(row: $0, section: s)) }
                .map { old[$0] }
                .makeIterator()
            var rows = SparseRowHeights.Builder(defaultHeight: old.defaultHeight, defaultMeasured: old.defaultMeasured)
            for r in 0..<newCounts[t] {
                if let from = updates.moveSources[IndexPath(row: r, section: t)], geometry.contains(from) {
                    // A moved row keeps its height (and whether it was measured).
                    let i = geometry.itemIndex(ofRow: from)
                    rows.append(height: geometry.height(ofItem: i), measured: geometry.isMeasured(item: i))
                } else if updates.inserts.contains(IndexPath(row: r, section: t)) {
                    let new = loadRowHeight(at: IndexPath(row: r, section: t))
                    rows.append(height: new.height, measured: new.measured)
                } else if let survivor = survivors.next() {  // always: the counts were checked
                    rows.append(height: survivor.height, measured: survivor.measured)
                }
            }
            sections.append(loadSection(t, rows: rows.build()))
        }
        let oldGeometry = geometry
        geometry = TableGeometry(sections: sections)
        geometryGeneration += 1
        updateTableExtents()
        loadSectionIndex()
        visibleCellsByPath = Dictionary(uniqueKeysWithValues: visibleCellsByPath.map { (updates.newIndexPath(for: $0.key), $0.value) })
        headerViews = Dictionary(uniqueKeysWithValues: headerViews.map { (updates.newSection(for: $0.key), $0.value) })
        footerViews = Dictionary(uniqueKeysWithValues: footerViews.map { (updates.newSection(for: $0.key), $0.value) })
        selectedRows = Set(selectedRows.filter { !updates.isDeleted($0) }.map(updates.newIndexPath(for:)))
        if let touched = touchedRow {
            touchedRow = updates.isDeleted(touched) ? nil : updates.newIndexPath(for: touched)
        }
        guard animated else {
            setNeedsLayout()
            completions.forEach { $0(true) }
            return
        }
        animation.oldGeometry = oldGeometry
        animation.insertStyle = { updates.insertStyle(for: $0) }
        animation.oldIndexPath = { updates.oldIndexPath(forNew: $0, oldCounts: oldCounts) }
        animation.completions = completions
        schedule(animation)
    }
}
