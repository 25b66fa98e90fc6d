import Foundation

/// The edit script that turns one snapshot into another, in the terms of UIKit's batch updates:
/// deletes name index paths before the batch, inserts name index paths after it, and a move names
/// both. Reloads and reconfigures name index paths after the batch, because the data sources carry
/// them out once the batch is done (so a moved item can also be reloaded).
///
/// ## Algorithm
/// 1. Sections: those only in the old snapshot are deleted, those only in the new one inserted. The
///    survivors' old positions, read in new order, are scanned for a longest increasing
///    subsequence (`LongestIncreasingSubsequence`): those keep their place, the rest move.
/// 2. Items, looked up by identifier in both snapshots' indexes: an item only in the old snapshot is
///    deleted and one only in the new snapshot inserted, except inside deleted or inserted sections,
///    which take their items with them. An item whose section was deleted or inserted cannot move
///    (UIKit forbids moves out of deleted and into inserted sections), so it is deleted and
///    inserted. An item that changed sections moves. Within each surviving section, the items that
///    stayed in it are run through the longest increasing subsequence like the sections: the
///    longest run that kept its order stays, the others move. That is the fewest moves possible
///    for the section (n − LIS), so shifting one item by a thousand places is one move, not a
///    thousand.
/// 3. Marks: reloaded and reconfigured items present in both snapshots, and reloaded sections
///    present in both, at their new positions.
///
/// Cost: two hash lookups per item and O(k log k) for each run of k survivors: O(n log n) time in
/// the worst case and O(n) when little moved, O(n) memory. 10,000 items with 1,000 moves: see the
/// measurements in docs/bench/README.md.
package struct SnapshotDiff: Equatable, Sendable {
    /// One moved section or item: where it was before the batch and where it is after.
    package struct Move<Index: Equatable & Sendable>: Equatable, Sendable {
        /// The position before the batch.
        package var from: Index
        /// The position after the batch.
        package var to: Index
    }

    /// Sections that go away, by their index before the batch.
    package var deletedSections = IndexSet()
    /// New sections, by their index after the batch.
    package var insertedSections = IndexSet()
    /// Sections that survive but change order.
    package var movedSections: [Move<Int>] = []
    /// Items that go away, by their index path before the batch (sorted).
    package var deletedItems: [IndexPath] = []
    /// New items, by their index path after the batch (sorted).
    package var insertedItems: [IndexPath] = []
    /// Items that survive at another index path (sorted by destination).
    package var movedItems: [Move<IndexPath>] = []
    /// Sections marked with `reloadSections`, by their index after the batch.
    package var reloadedSections = IndexSet()
    /// Items marked with `reloadItems`, by their index path after the batch (sorted).
    package var reloadedItems: [IndexPath] = []
    /// Items marked with `reconfigureItems`, by their index path after the batch (sorted).
    package var reconfiguredItems: [IndexPath] = []

    /// Whether the batch part (everything but reloads and reconfigures) is empty.
    package var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
          && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty)
    }

    /// Whether there is nothing to do at all.
    package var isEmpty: Bool {
        !hasStructuralChanges && reloadedSections.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// The changes from `old` to `new` (the algorithm above).
    package init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        diffSections(old, new)
        diffItems(old, new)
        collectMarks(old, new)
    }

    private mutating func diffSections<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>) {
        var survivorsOldPositions: [Int] = []
        var survivorsNewPositions: [Int] = []
        for (t, section) in new.sections.enumerated() {
            if let s = old.sectionPositions[section] {
                survivorsOldPositions.append(s)
                survivorsNewPositions.append(t)
            } else {
                insertedSections.insert(t)
            }
        }
        for (s, section) in old.sections.enumerated() where new.sectionPositions[section] == nil {
            deletedSections.insert(s)
        }
        let stays = LongestIncreasingSubsequence.members(of: survivorsOldPositions)
        for k in stays.indices where !stays[k] {
            movedSections.append(Move(from: survivorsOldPositions[k], to: survivorsNewPositions[k]))
        }
    }

    private mutating func diffItems<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>) {
        // Flags instead of IndexSet lookups in the per-item loops.
        var oldSectionDeleted = [Bool](repeating: false, count: old.sections.count)
        for s in deletedSections { oldSectionDeleted[s] = true }
        // Old items that are gone, or whose new section is an inserted one (no move into it).
        // Index loops, not enumerated(): this code runs unspecialized (generic, called from other
        // modules), where each enumerated step pays a generic metadata lookup.
        for s in old.itemsBySection.indices where !oldSectionDeleted[s] {
            let section = old.sections[s]
            let items = old.itemsBySection[s]
            for offset in items.indices {
                let item = items[offset]
                guard let there = new.locations[item] else {
                    deletedItems.append(IndexPath(item: offset, section: s))
                    continue
                }
                // Same section identifier (the common case) needs no lookup: it survives.
                if there.section != section && old.sectionPositions[there.section] == nil {
                    deletedItems.append(IndexPath(item: offset, section: s))
                }
            }
        }
        for t in new.itemsBySection.indices where !insertedSections.contains(t) {
            let section = new.sections[t]
            let items = new.itemsBySection[t]
            let s = old.sectionPositions[section]!
            // Survivors that stayed in this section: old offsets in new order.
            var stayedOld: [Int] = [], stayedNew: [Int] = []
            stayedOld.reserveCapacity(items.count)
            stayedNew.reserveCapacity(items.count)
            for offset in items.indices {
                let item = items[offset]
                guard let was = old.locations[item] else {
                    insertedItems.append(IndexPath(item: offset, section: t))
                    continue
                }
                if was.section == section {
                    stayedOld.append(was.offset)
                    stayedNew.append(offset)
                    continue
                }
                let wasSection = old.sectionPositions[was.section]!
                if oldSectionDeleted[wasSection] {
                    // Out of a deleted section: UIKit cannot move it, so it is inserted.
                    insertedItems.append(IndexPath(item: offset, section: t))
                } else {
                    movedItems.append(Move(from: IndexPath(item: was.offset, section: wasSection), to: IndexPath(item: offset, section: t)))
                }
            }
            let stays = LongestIncreasingSubsequence.members(of: stayedOld)
            for k in stays.indices where !stays[k] {
                movedItems.append(Move(from: IndexPath(item: stayedOld[k], section: s), to: IndexPath(item: stayedNew[k], section: t)))
            }
        }
        // Deleted sections' items go with them. Deterministic order for callers and tests.
        deletedItems.sort()
        insertedItems.sort()
        movedItems.sort { $0.to < $1.to }
    }

    private mutating func collectMarks<S, I>(_ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>) {
        for section in new.marks.reloadedSections.values where old.sectionPositions[section] != nil {
            if let t = new.sectionPositions[section] { reloadedSections.insert(t) }
        }
        func survivingPaths(_ items: [I]) -> [IndexPath] {
            items.compactMap { item in
                guard old.locations[item] != nil, let path = new.indexPath(of: item),
                      !reloadedSections.contains(path.section) else { return nil }
                return path
            }.sorted()
        }
        reloadedItems = survivingPaths(new.marks.reloadedItems.values)
        reconfiguredItems = survivingPaths(new.marks.reconfiguredItems.values)
    }
}
