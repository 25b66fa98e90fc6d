import Foundation

/// How a snapshot reaches the table: one batch of section and row deletes, inserts and moves
/// (`moveSection(_:toSection:)` and `moveRow(at:to:)`, so moved sections and rows keep their cells),
/// then section reloads, row reloads and reconfigures at their new index paths.
extension UITableViewDiffableDataSource {
    /// The body of `apply(_:animatingDifferences:completion:)`, run by the apply queue.
    func applyDifferences(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                          animated: Bool, completion: (() -> Void)?) {
        let diff = SnapshotDiff(from: current, to: snapshot)
        // The table must hold the old counts before the data source answers with the new ones.
        if let tableView, tableView.dataSource === self { tableView.loadIfNeeded() }
        current = snapshot
        current.marks = .init()
        guard let tableView, tableView.dataSource === self else {
            completion?()
            return
        }
        let animation: UITableView.RowAnimation = animated ? defaultRowAnimation : .none
        let finish = CompletionLatch(waitingFor: 2, then: completion)
        let perform = {
            if diff.hasStructuralChanges {
                tableView.performBatchUpdates({
                    tableView.deleteSections(diff.deletedSections, with: animation)
                    tableView.insertSections(diff.insertedSections, with: animation)
                    for move in diff.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                    tableView.deleteRows(at: diff.deletedItems, with: animation)
                    tableView.insertRows(at: diff.insertedItems, with: animation)
                    for move in diff.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                }, completion: { _ in finish.signal() })
            } else {
                finish.signal()
            }
            if !diff.reloadedSections.isEmpty { tableView.reloadSections(diff.reloadedSections, with: animation) }
            if !diff.reloadedItems.isEmpty { tableView.reloadRows(at: diff.reloadedItems, with: animation) }
            if !diff.reconfiguredItems.isEmpty { tableView.reconfigureRows(at: diff.reconfiguredItems) }
        }
        if animated { perform() } else { UIView.performWithoutAnimation(perform) }
        finish.signal()
    }
}

/// Calls its closure once, after `waitingFor` signals (the batch's completion, which may come later
/// when the table animates, and the end of the apply itself).
@MainActor
final class CompletionLatch {
    private var remaining: Int
    private let then: (() -> Void)?

    init(waitingFor count: Int, then: (() -> Void)?) {
        remaining = count
        self.then = then
    }

    func signal() {
        remaining -= 1
        if remaining == 0 { then?() }
    }
}
