import Foundation

extension SnapshotDiff {
    /// The same change with every move written as a delete at its old place and an insert at its
    /// new one, for views that cannot move rows or sections.
    package var withMovesAsDeletesAndInserts: SnapshotDiff { movesLowered(sections: true, items: true) }

    /// The same change with section moves (and, when `items` is true, item moves too) written as
    /// deletes and inserts. ScrollKit's `UITableView` on this branch moves neither; a table with
    /// `moveRow(at:to:)` but no `moveSection(_:toSection:)` wants `movesLowered(sections: true, items: false)`.
    ///
    /// A lowered section move becomes a deleted and an inserted section, which carry their items:
    /// item deletes in a deleted section and item inserts in an inserted section are dropped, and an
    /// item move out of a deleted or into an inserted section becomes an insert or a delete, as
    /// UIKit's batch rules require. The result turns the old snapshot into the new one like the
    /// original (the property tests replay both); only the lowered items get new cells.
    package func movesLowered(sections: Bool, items: Bool) -> SnapshotDiff {
        var lowered = self
        if sections {
            lowered.movedSections = []
            for move in movedSections {
                lowered.deletedSections.insert(move.from)
                lowered.insertedSections.insert(move.to)
            }
        }
        var deletes = deletedItems, inserts = insertedItems
        lowered.movedItems = []
        for move in movedItems {
            if items || lowered.deletedSections.contains(move.from.section) || lowered.insertedSections.contains(move.to.section) {
                deletes.append(move.from)
                inserts.append(move.to)
            } else {
                lowered.movedItems.append(move)
            }
        }
        deletes.removeAll { lowered.deletedSections.contains($0.section) }
        inserts.removeAll { lowered.insertedSections.contains($0.section) }
        lowered.deletedItems = deletes.sorted()
        lowered.insertedItems = inserts.sorted()
        return lowered
    }
}
