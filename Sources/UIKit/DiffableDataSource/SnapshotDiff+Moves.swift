import Foundation

extension SnapshotDiff {
    /// The same change with every move written as a delete at its old place and an insert at its
    /// new one, for views that cannot move rows (ScrollKit's `UITableView` has no `moveRow` yet).
    ///
    /// A moved section becomes a deleted and an inserted section, which carry their items: item
    /// deletes in a deleted section and item inserts in an inserted section are dropped, as UIKit's
    /// batch rules require. The result turns the old snapshot into the new one like the original;
    /// only the moved items' cells are new.
    package var withMovesAsDeletesAndInserts: SnapshotDiff {
        var lowered = self
        lowered.movedSections = []
        lowered.movedItems = []
        for move in movedSections {
            lowered.deletedSections.insert(move.from)
            lowered.insertedSections.insert(move.to)
        }
        var deletes = deletedItems + movedItems.map(\.from)
        var inserts = insertedItems + movedItems.map(\.to)
        deletes.removeAll { lowered.deletedSections.contains($0.section) }
        inserts.removeAll { lowered.insertedSections.contains($0.section) }
        lowered.deletedItems = deletes.sorted()
        lowered.insertedItems = inserts.sorted()
        return lowered
    }
}
