import Foundation

/// How a snapshot reaches the collection view: one batch of section and item deletes, inserts and
/// moves (the collection view animates them on the host clock), then section and item reloads at
/// their new positions, then reconfigures (`reconfigureItems(at:)`: the same cells, configured again).
extension UICollectionViewDiffableDataSource {
    /// The body of `apply(_:animatingDifferences:completion:)`, run by the apply queue.
    func applyDifferences(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                          animated: Bool, completion: (() -> Void)?) {
        let diff = SnapshotDiff(from: current, to: snapshot)
        // The view must hold the old counts before the data source answers with the new ones (a
        // collection view that has not loaded yet would otherwise load the new state as the "before").
        if let collectionView, collectionView.dataSource === self { collectionView.loadIfNeeded() }
        current = snapshot
        current.marks = .init()
        guard let collectionView, collectionView.dataSource === self else {
            completion?()
            return
        }
        let finish = CompletionLatch(waitingFor: 2, then: completion)
        let perform = {
            if diff.hasStructuralChanges {
                collectionView.performBatchUpdates({
                    collectionView.deleteSections(diff.deletedSections)
                    collectionView.insertSections(diff.insertedSections)
                    for move in diff.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                    collectionView.deleteItems(at: diff.deletedItems)
                    collectionView.insertItems(at: diff.insertedItems)
                    for move in diff.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                }, completion: { _ in finish.signal() })
            } else {
                finish.signal()
            }
            if !diff.reloadedSections.isEmpty || !diff.reloadedItems.isEmpty {
                collectionView.performBatchUpdates({
                    collectionView.reloadSections(diff.reloadedSections)
                    collectionView.reloadItems(at: diff.reloadedItems.filter { !diff.reloadedSections.contains($0.section) })
                })
            }
            let reconfigured = diff.reconfiguredItems.filter { !diff.reloadedSections.contains($0.section) && !diff.reloadedItems.contains($0) }
            if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
        }
        if animated { perform() } else { UIView.performWithoutAnimation(perform) }
        finish.signal()
    }

    /// Drops the section trees whose visible items `snapshot` changes: a plain snapshot replaces them.
    func forgetChangedSectionSnapshots(in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, tree) in sectionSnapshots {
            guard let position = snapshot.sectionPositions[section], snapshot.itemsBySection[position] == tree.visibleItems else {
                sectionSnapshots[section] = nil
                continue
            }
        }
    }
}
