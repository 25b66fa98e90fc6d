import Foundation

/// Inserts, deletes, moves and reloads of items and sections, alone or batched, animated on the
/// host clock (UICollectionView+UpdateAnimation.swift).
///
/// As on iOS, the data source must already report the new counts when the batch ends (change your
/// model inside the `updates` block or before); deletes, reloads and move sources use index paths
/// before the batch, inserts and move destinations after it. Surviving items keep their views,
/// selection and measured sizes' places under their new index paths.
///
/// When the data source's counts disagree with the updates (iOS raises
/// NSInternalInconsistencyException), ScrollKit logs one line naming the disagreement and reloads
/// the data instead: every visible view ends its display, the selection is cleared, and the
/// collection view shows the data source's current state; the completion still runs (with `true`)
/// one animation duration later.
extension UICollectionView {
    /// Adds items at `indexPaths` (after the update); the data source must already count them.
    public func insertItems(at indexPaths: [IndexPath]) { batch { $0.insertedItems.formUnion(indexPaths) } }
    /// Removes the items at `indexPaths` (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { batch { $0.deletedItems.formUnion(indexPaths) } }
    /// Gives the items at `indexPaths` (before the update) new cells from the data source, in place.
    public func reloadItems(at indexPaths: [IndexPath]) { batch { $0.reloadedItems.formUnion(indexPaths) } }
    /// Moves an item from `indexPath` (before) to `newIndexPath` (after), keeping its cell.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { batch { $0.movedItems[indexPath] = newIndexPath } }
    /// Inserts whole sections (after the update); their items are read from the data source.
    public func insertSections(_ sections: IndexSet) { batch { $0.insertedSections.formUnion(sections) } }
    /// Deletes whole sections with their items (before the update).
    public func deleteSections(_ sections: IndexSet) { batch { $0.deletedSections.formUnion(sections) } }
    /// Reads these sections again (before the update): their items get new views; the count may change.
    public func reloadSections(_ sections: IndexSet) { batch { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section (before) to a new place (after), with its items and their views.
    public func moveSection(_ section: Int, toSection newSection: Int) { batch { $0.movedSections[section] = newSection } }

    /// Applies the updates made in `updates` as one animated change; `completion` runs when the
    /// animation has ended (`UICollectionView.updateAnimationDuration` later, on the host clock),
    /// with `true` unless it was cut short. Batches may nest: the inner ones join the outermost.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            updates?()
            if let completion { pendingBatchCompletions.append(completion) }
            return
        }
        // The counts before the batch are the ones loaded now; load them if a reload is pending.
        loadIfNeeded()
        pendingBatch = CollectionUpdates()
        pendingBatchCompletions = completion.map { [$0] } ?? []
        updates?()
        let batch = pendingBatch ?? CollectionUpdates()
        let completions = pendingBatchCompletions
        pendingBatch = nil
        pendingBatchCompletions = []
        apply(batch, completions: completions)
    }

    /// The form a closure literal or a non-escaping closure parameter picks: Apple's `updates` block
    /// is imported as non-escaping although it is optional, so iOS code passes a non-escaping
    /// parameter on and uses `self` implicitly in the literal. Runs at once, as the optional form.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// One update outside a batch is a batch of its own.
    private func batch(_ change: (inout CollectionUpdates) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
            return
        }
        loadIfNeeded()
        var single = CollectionUpdates()
        change(&single)
        apply(single, completions: [])
    }

    private func apply(_ updates: CollectionUpdates, completions: [(Bool) -> Void]) {
        let finish: (Bool) -> Void = { finished in completions.forEach { $0(finished) } }
        guard !needsReload, dataSource != nil else {
            // Nothing loaded yet: the next load reads the new counts anyway.
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: {}, completion: finish)
            return
        }
        let oldCounts = itemCounts
        let newCounts = loadCounts()
        let mapping: CollectionUpdates.Mapping
        switch updates.mapping(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let m): mapping = m
        case .failure(let problem):
            Log.uikit.warning("invalid collection view update: \(problem.reason) (iOS raises NSInternalInconsistencyException); reloaded the data instead")
            reloadData()
            layoutIfNeeded()
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: {}, completion: finish)
            return
        }
        cancelAllPrefetching()
        let leaving = remapVisibleViews(mapping)
        selectedItems = Set(selectedItems.compactMap { mapping.newItem(forOld: $0) })
        if let touched = touchedItem { touchedItem = mapping.newItem(forOld: touched) }
        itemCounts = newCounts
        dataGeneration += 1
        let layout = collectionViewLayout
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: updates.updateItems())
        animateUpdate(leaving: leaving, completion: finish)
        layout.finalizeCollectionViewUpdates()
    }

    /// Moves the surviving views to their new keys; returns the views that go away (deleted and
    /// reloaded elements) with their old keys.
    private func remapVisibleViews(_ mapping: CollectionUpdates.Mapping) -> [(CollectionElementKey, UICollectionReusableView)] {
        var kept: [CollectionElementKey: UICollectionReusableView] = [:]
        var keptAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        var leaving: [(CollectionElementKey, UICollectionReusableView)] = []
        for key in visibleViews.keys.sorted() {
            let view = visibleViews[key]!
            var newKey: CollectionElementKey?
            if key.category == .cell {
                if let p = mapping.newItem(forOld: key.indexPath), !mapping.reloaded.contains(key.indexPath) { newKey = .cell(p) }
            } else if key.indexPath.count >= 1, key.indexPath.section < mapping.newSectionForOld.count,
                      let t = mapping.newSectionForOld[key.indexPath.section] {
                var p = key.indexPath
                p.section = t
                newKey = CollectionElementKey(category: key.category, kind: key.kind, indexPath: p)
            }
            if let newKey {
                kept[newKey] = view
                keptAttributes[newKey] = appliedAttributes[key]
                view.displayedKey = newKey
            } else {
                leaving.append((key, view))
            }
        }
        visibleViews = kept
        appliedAttributes = keptAttributes
        return leaving
    }
}
