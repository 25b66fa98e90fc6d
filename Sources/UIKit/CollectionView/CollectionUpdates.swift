import Foundation

/// One batch of item and section updates, and the index arithmetic between before and after.
///
/// UIKit's rules: deletes, reloads and move sources name index paths before the batch; inserts and
/// move destinations name index paths after it. A reloaded item or section keeps its place (it is
/// mapped like a survivor) but gets new views. Survivors fill the positions that are not insert or
/// move destinations, in their old order.
struct CollectionUpdates {
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [IndexPath: IndexPath] = [:]
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [Int: Int] = [:]

    var isEmpty: Bool {
        insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
    }

    /// The result: where every old section and item is after the update.
    struct Mapping {
        var newSectionForOld: [Int?]
        var oldSectionForNew: [Int?]
        /// Per old section, per item: where the item is after the update (section, item), or
        /// (-1, -1) when it went away. Arrays of integer pairs, not a dictionary keyed by index path:
        /// hashing (and allocating) 10,000 index paths per update was most of a large diffable apply
        /// (docs/bench/README.md).
        var newItemForOldBySection: [[(section: Int, item: Int)]]
        /// Survivors that get new views (reloaded items, items of reloaded sections are not survivors).
        var reloaded: Set<IndexPath>

        /// Where the old item at `old` is after the update, or nil (deleted, in a deleted or reloaded
        /// section, or not an item before the update).
        func newItem(forOld old: IndexPath) -> IndexPath? {
            guard old.count == 2, old.section >= 0, old.section < newItemForOldBySection.count else { return nil }
            let column = newItemForOldBySection[old.section]
            guard old.item >= 0 && old.item < column.count, column[old.item].section >= 0 else { return nil }
            return IndexPath(item: column[old.item].item, section: column[old.item].section)
        }
    }

    /// Maps old counts to new ones, or says why the data source's new counts disagree with the updates.
    ///
    /// Cost: O(items + updates). The per-item work reads flag arrays built once from the updates
    /// (one pass over each set), so no index path is hashed per item.
    func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<Mapping, UpdateInconsistency> {
        let oldN = oldCounts.count, newN = newCounts.count
        func fail(_ s: String) -> Result<Mapping, UpdateInconsistency> { .failure(UpdateInconsistency(reason: s)) }
        // Sections.
        let removedOld = deletedSections.union(IndexSet(movedSections.keys))
        let placedNew = insertedSections.union(IndexSet(movedSections.values))
        if let bad = removedOld.first(where: { $0 < 0 || $0 >= oldN }) { return fail("section \(bad) does not exist before the update") }
        if let bad = placedNew.first(where: { $0 < 0 || $0 >= newN }) { return fail("section \(bad) is outside the \(newN) sections after the update") }
        if let bad = reloadedSections.first(where: { $0 < 0 || $0 >= oldN || removedOld.contains($0) }) { return fail("reloading section \(bad), which does not exist or also moves or is deleted") }
        if !deletedSections.intersection(IndexSet(movedSections.keys)).isEmpty || !insertedSections.intersection(IndexSet(movedSections.values)).isEmpty
            || Set(movedSections.values).count != movedSections.count {
            return fail("a section is both moved and inserted or deleted, or two sections move to one place")
        }
        let expected = oldN - removedOld.count + placedNew.count
        guard expected == newN else {
            return fail("the data source has \(newN) sections; \(oldN) before, minus \(deletedSections.count) deleted, plus \(insertedSections.count) inserted, is \(oldN - deletedSections.count + insertedSections.count)")
        }
        var oldSectionForNew = [Int?](repeating: nil, count: newN)
        var survivors = (0..<oldN).filter { !removedOld.contains($0) }.makeIterator()
        let moveSource = Dictionary(uniqueKeysWithValues: movedSections.map { ($0.value, $0.key) })
        for t in 0..<newN {
            if insertedSections.contains(t) { continue }
            oldSectionForNew[t] = moveSource[t] ?? survivors.next()
        }
        var newSectionForOld = [Int?](repeating: nil, count: oldN)
        for (t, s) in oldSectionForNew.enumerated() { if let s { newSectionForOld[s] = t } }

        // Items: validity first (everything below indexes arrays with these paths).
        for p in deletedItems.union(reloadedItems).union(movedItems.keys) where !exists(p, oldCounts) {
            return fail("item \(p) does not exist before the update")
        }
        for p in insertedItems.union(movedItems.values) where !exists(p, newCounts) {
            return fail("item \(p) is outside the counts after the update")
        }
        if !deletedItems.isDisjoint(with: movedItems.keys) || !insertedItems.isDisjoint(with: movedItems.values)
            || Set(movedItems.values).count != movedItems.count || !reloadedItems.isDisjoint(with: deletedItems.union(movedItems.keys)) {
            return fail("an item is both moved and inserted, deleted or reloaded, or two items move to one place")
        }
        // Flags per item and counts per section, one pass over each update set.
        var vacatedOld = oldCounts.map { [Bool](repeating: false, count: $0) }      // deleted or moved away
        var insertedNew = newCounts.map { [Bool](repeating: false, count: $0) }
        var moveSourceNew = newCounts.map { [(section: Int, item: Int)](repeating: (-1, -1), count: $0) }
        var deletedIn = [Int](repeating: 0, count: oldN), movedOutOf = [Int](repeating: 0, count: oldN)
        var insertedIn = [Int](repeating: 0, count: newN), movedInto = [Int](repeating: 0, count: newN)
        for p in deletedItems {
            vacatedOld[p.section][p.item] = true
            deletedIn[p.section] += 1
        }
        for p in insertedItems {
            insertedNew[p.section][p.item] = true
            insertedIn[p.section] += 1
        }
        for (from, to) in movedItems {
            vacatedOld[from.section][from.item] = true
            movedOutOf[from.section] += 1
            moveSourceNew[to.section][to.item] = (from.section, from.item)
            movedInto[to.section] += 1
        }
        for t in 0..<newN {
            guard let s = oldSectionForNew[t], !reloadedSections.contains(s) else { continue }
            let deleted = deletedIn[s], inserted = insertedIn[t], movedOut = movedOutOf[s], movedIn = movedInto[t]
            let expected = oldCounts[s] - deleted + inserted - movedOut + movedIn
            if expected != newCounts[t] {
                let moves = movedOut + movedIn > 0 ? ", minus \(movedOut) moved out, plus \(movedIn) moved in" : ""
                return fail("section \(t) has \(newCounts[t]) items after the update; \(oldCounts[s]) before, minus \(deleted) deleted, plus \(inserted) inserted\(moves), is \(expected)")
            }
        }
        var newItemForOld = oldCounts.map { [(section: Int, item: Int)](repeating: (-1, -1), count: $0) }
        var reloaded: Set<IndexPath> = []
        for t in 0..<newN {
            if let s = oldSectionForNew[t], !reloadedSections.contains(s) {
                let vacated = vacatedOld[s], oldCount = oldCounts[s]
                var nextOld = 0   // survivors fill the free places in their old order
                for j in 0..<newCounts[t] {
                    if insertedNew[t][j] { continue }
                    let source = moveSourceNew[t][j]
                    if source.section >= 0 {
                        guard newSectionForOld[source.section] != nil, !reloadedSections.contains(source.section) else {
                            return fail("item \(IndexPath(item: source.item, section: source.section)) moves out of a section that is deleted or reloaded")
                        }
                        newItemForOld[source.section][source.item] = (t, j)
                        continue
                    }
                    while nextOld < oldCount && vacated[nextOld] { nextOld += 1 }
                    guard nextOld < oldCount else {
                        return fail("section \(t) has \(newCounts[t]) items after the update, more than its survivors, inserts and moves")
                    }
                    newItemForOld[s][nextOld] = (t, j)
                    if !reloadedItems.isEmpty, case let survivor = IndexPath(item: nextOld, section: s), reloadedItems.contains(survivor) {
                        reloaded.insert(survivor)
                    }
                    nextOld += 1
                }
                while nextOld < oldCount && vacated[nextOld] { nextOld += 1 }
                if nextOld < oldCount {
                    return fail("section \(t) has \(newCounts[t]) items after the update; \(oldCounts[s]) before, minus \(deletedIn[s]) deleted, plus \(insertedIn[t]) inserted (and moves), does not give that")
                }
            } else if insertedIn[t] > 0 && oldSectionForNew[t] == nil {
                return fail("inserting items into inserted section \(t)")
            }
        }
        return .success(Mapping(newSectionForOld: newSectionForOld, oldSectionForNew: oldSectionForNew,
                                newItemForOldBySection: newItemForOld, reloaded: reloaded))
    }

    private func exists(_ p: IndexPath, _ counts: [Int]) -> Bool {
        p.count == 2 && p.section >= 0 && p.section < counts.count && p.item >= 0 && p.item < counts[p.section]
    }

    /// The update items the layout's `prepare(forCollectionViewUpdates:)` receives, in a fixed order.
    @MainActor
    func updateItems() -> [UICollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        items += deletedSections.map { .init(before: section($0), after: nil, action: .delete) }
        items += reloadedSections.map { .init(before: section($0), after: section($0), action: .reload) }
        items += movedSections.sorted { $0.key < $1.key }.map { .init(before: section($0.key), after: section($0.value), action: .move) }
        items += insertedSections.map { .init(before: nil, after: section($0), action: .insert) }
        items += deletedItems.sorted().map { .init(before: $0, after: nil, action: .delete) }
        items += reloadedItems.sorted().map { .init(before: $0, after: $0, action: .reload) }
        items += movedItems.sorted { $0.key < $1.key }.map { .init(before: $0.key, after: $0.value, action: .move) }
        items += insertedItems.sorted().map { .init(before: nil, after: $0, action: .insert) }
        return items
    }
}

/// Why a batch of updates cannot turn the old counts into the data source's new ones.
struct UpdateInconsistency: Error {
    var reason: String
}
