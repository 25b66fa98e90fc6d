import Foundation

/// One batch of row and section updates, and the index arithmetic between before and after.
///
/// UIKit's rules: deletes (rows and sections) name index paths before the batch, inserts name index
/// paths after it. A surviving item's new index is its rank among the survivors, stepped past every
/// insert at or before it.
///
/// A move (`moveRow(at:to:)`) counts as a delete of its old path and an insert of its new one for
/// that arithmetic and for the consistency check, as UIKit documents; its row keeps its cell, height
/// and selection, and its cell slides to the new place.
struct TableUpdates {
    var inserts: Set<IndexPath> = [] { didSet { lookup = Lookup() } }
    var deletes: Set<IndexPath> = [] { didSet { lookup = Lookup() } }
    var insertedSections = IndexSet() { didSet { lookup = Lookup() } }
    var deletedSections = IndexSet() { didSet { lookup = Lookup() } }
    /// Moved sections: old index → new index (`moveSection(_:toSection:)`). For the index
    /// arithmetic a move is a delete of the old index and an insert of the new one, as UIKit
    /// documents; the section keeps its rows, cells, heights, header and footer, which slide.
    var movedSections: [Int: Int] = [:] { didSet { lookup = Lookup() } }
    /// Moved rows: old index path → new index path (also in `deletes` and `inserts`).
    var moves: [IndexPath: IndexPath] = [:] { didSet { lookup = Lookup() } }
    /// Moved rows: new index path → old index path.
    var moveSources: [IndexPath: IndexPath] = [:]
    /// How each inserted or deleted row, and each inserted, deleted or reloaded section, animates.
    var insertStyles: [IndexPath: UITableView.RowAnimation] = [:]
    var deleteStyles: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedSectionStyles: [Int: UITableView.RowAnimation] = [:]
    var deletedSectionStyles: [Int: UITableView.RowAnimation] = [:]
    /// `performBatchUpdates` completions, run when the batch's animation ends.
    var completions: [(Bool) -> Void] = []
    var depth = 0

    /// The batch sorted by section, built at the first question after the last change (every
    /// change replaces it). Why: the table asks these questions once per section and per visible
    /// row; filtering the whole batch for each made an update of a table with thousands of
    /// sections quadratic in the sections (checked for correctness at 200–2,400 sections by
    /// `TableBatchPropertyTests`).
    private final class Lookup {
        struct Built {
            /// Old section → its deleted rows, sorted; new section → its inserted rows, sorted.
            var deletedRows: [Int: [Int]] = [:]
            var insertedRows: [Int: [Int]] = [:]
            /// New section → the old section moved there.
            var movedSectionSources: [Int: Int] = [:]
            var vacated = IndexSet(), filled = IndexSet()
            /// The same, sorted, for counting below an index by binary search.
            var vacatedSorted: [Int] = [], filledSorted: [Int] = []
        }
        var built: Built?
        /// For an old section count: new section → old section (nil: inserted or out of range).
        var oldSectionOfNew: (oldCount: Int, map: [Int: Int])?
    }
    private var lookup = Lookup()

    private var index: Lookup.Built {
        if let built = lookup.built { return built }
        var b = Lookup.Built()
        for d in deletes where d.count == 2 { b.deletedRows[d.section, default: []].append(d.row) }
        for i in inserts where i.count == 2 { b.insertedRows[i.section, default: []].append(i.row) }
        for key in b.deletedRows.keys { b.deletedRows[key]!.sort() }
        for key in b.insertedRows.keys { b.insertedRows[key]!.sort() }
        for (from, to) in movedSections { b.movedSectionSources[to] = from }
        b.vacated = deletedSections.union(IndexSet(movedSections.keys))
        b.filled = insertedSections.union(IndexSet(movedSections.values))
        b.vacatedSorted = Array(b.vacated)
        b.filledSorted = Array(b.filled)
        lookup.built = b
        return b
    }

    /// How many of `sorted` are below `value` (binary search).
    private static func count(below value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    var isEmpty: Bool { inserts.isEmpty && deletes.isEmpty && insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty }


    /// Whether any change in the batch animates (some style other than `.none`).
    var isAnimated: Bool {
        let styles = Array(insertStyles.values) + Array(deleteStyles.values) + Array(insertedSectionStyles.values)
            + Array(deletedSectionStyles.values)
        return !moves.isEmpty || !movedSections.isEmpty || styles.contains { $0 != .none }
    }

    mutating func move(_ from: IndexPath, to: IndexPath) {
        deletes.insert(from)
        inserts.insert(to)
        moves[from] = to
        moveSources[to] = from
    }

    /// Whether an old index path goes away (its row or its section is deleted); a moved row does not.
    func isDeleted(_ old: IndexPath) -> Bool {
        if deletedSections.contains(old.section) { return true }
        return deletes.contains(old) && moves[old] == nil
    }

    /// How a row that went away animates out.
    func deleteStyle(for old: IndexPath) -> UITableView.RowAnimation {
        deleteStyles[old] ?? deletedSectionStyles[old.section] ?? .none
    }

    /// How a row that is new after the batch animates in (nil: it is not new).
    func insertStyle(for new: IndexPath) -> UITableView.RowAnimation? {
        if moveSources[new] != nil { return nil }
        return insertStyles[new] ?? insertedSectionStyles[new.section]
    }

    /// The old index path of a row after the batch, or nil for an inserted row.
    func oldIndexPath(forNew new: IndexPath, oldCounts: [Int]) -> IndexPath? {
        if let from = moveSources[new] { return from }
        if inserts.contains(new) { return nil }
        guard let s = oldSection(forNew: new.section, oldCount: oldCounts.count) else { return nil }
        let index = self.index
        let rank = new.row - Self.count(below: new.row, in: index.insertedRows[new.section] ?? [])
        let row = Self.stepped(rank, past: index.deletedRows[s] ?? [])
        return row < oldCounts[s] ? IndexPath(row: row, section: s) : nil
    }

    /// The new index of a surviving old section.
    func newSection(for old: Int) -> Int {
        if let moved = movedSections[old] { return moved }
        let index = self.index
        return Self.stepped(old - Self.count(below: old, in: index.vacatedSorted), past: index.filledSorted)
    }

    /// The old section a new section comes from, or nil for an inserted one.
    func oldSection(forNew t: Int, oldCount: Int) -> Int? {
        if let memo = lookup.oldSectionOfNew, memo.oldCount == oldCount { return memo.map[t] }
        // Every surviving old section, in order, lands at the next new index not filled by an
        // insert or a moved section: one pass over the old sections answers every new one.
        let index = self.index
        var map: [Int: Int] = index.movedSectionSources.filter { $0.value < oldCount }
        var next = 0
        for s in 0..<max(0, oldCount) where !index.vacated.contains(s) {
            while index.filled.contains(next) { next += 1 }
            map[next] = s
            next += 1
        }
        lookup.oldSectionOfNew = (oldCount, map)
        return map[t]
    }

    /// Whether the rows of old section `s` (new `t`) change beyond the section's own move.
    func changesRows(oldSection s: Int, newSection t: Int) -> Bool {
        let index = self.index
        return index.deletedRows[s] != nil || index.insertedRows[t] != nil
    }

    /// Where a surviving (or moved) row is after the batch.
    func newIndexPath(for old: IndexPath) -> IndexPath {
        if let to = moves[old] { return to }
        let t = newSection(for: old.section)
        let index = self.index
        let rank = old.row - Self.count(below: old.row, in: index.deletedRows[old.section] ?? [])
        let row = Self.stepped(rank, past: index.insertedRows[t] ?? [])
        return IndexPath(row: row, section: t)
    }

    private static func stepped(_ rank: Int, past sortedInserts: [Int]) -> Int {
        var index = rank
        for inserted in sortedInserts where inserted <= index { index += 1 }
        return index
    }

    /// Why these updates cannot turn the old counts into the new ones, or nil if they can.
    func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        if let bad = deletedSections.first(where: { $0 < 0 || $0 >= oldCounts.count }) {
            return "deleting section \(bad), which does not exist"
        }
        if let bad = insertedSections.first(where: { $0 < 0 || $0 >= newCounts.count }) {
            return "inserting section \(bad), outside the new \(newCounts.count) sections"
        }
        if let bad = movedSections.keys.sorted().first(where: { $0 < 0 || $0 >= oldCounts.count || deletedSections.contains($0) }) {
            return "moving section \(bad), which does not exist or is also deleted"
        }
        if let bad = movedSections.values.sorted().first(where: { $0 < 0 || $0 >= newCounts.count || insertedSections.contains($0) }) {
            return "moving a section to \(bad), outside the new \(newCounts.count) sections or also inserted"
        }
        if Set(movedSections.values).count != movedSections.count {
            return "two sections moved to the same index"
        }
        guard expectedSections == newCounts.count else {
            return "the data source has \(newCounts.count) sections; \(oldCounts.count) before, minus \(deletedSections.count) deleted, plus \(insertedSections.count) inserted, is \(expectedSections)"
        }
        if let bad = deletes.sorted().first(where: { $0.count != 2 || $0.section < 0 || $0.section >= oldCounts.count || $0.row < 0 || $0.row >= oldCounts[$0.section] }) {
            return "deleting row \(bad), which does not exist"
        }
        if let bad = inserts.sorted().first(where: { $0.count != 2 || $0.section < 0 || $0.section >= newCounts.count || $0.row < 0 || $0.row >= newCounts[$0.section] || insertedSections.contains($0.section) }) {
            return "inserting row \(bad), outside the new counts or in an inserted section"
        }
        let index = self.index
        for s in 0..<oldCounts.count where !deletedSections.contains(s) {
            let t = newSection(for: s)
            let deleted = index.deletedRows[s]?.count ?? 0, inserted = index.insertedRows[t]?.count ?? 0
            let expected = oldCounts[s] - deleted + inserted
            if expected != newCounts[t] {
                return "section \(t) has \(newCounts[t]) rows after the update; \(oldCounts[s]) before, minus \(deleted) deleted, plus \(inserted) inserted, is \(expected)"
            }
        }
        return nil
    }
}
