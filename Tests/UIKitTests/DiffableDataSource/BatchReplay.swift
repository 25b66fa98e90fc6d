import Foundation
import UIKit

/// UIKit's batch-update rules, written out independently of the library's diff so tests can replay
/// an edit script: deletes name old index paths, inserts new ones, a move both; sections first,
/// then items inside each section. Inserted sections and items take their content from the new
/// data (as a table asks its data source); everything else must come from the old data.
struct BatchReplay {
    typealias Sections = [(section: Int, items: [Int])]

    /// Why the script breaks UIKit's rules, or the sections after the batch.
    static func replay(_ diff: SnapshotDiff, on old: Sections, newData: Sections) -> Result<Sections, ReplayError> {
        // Sections.
        let newCount = old.count - diff.deletedSections.count + diff.insertedSections.count
        guard newCount == newData.count else { return .failure(.init("section count \(newCount) ≠ \(newData.count)")) }
        var slots = [Int?](repeating: nil, count: newCount)   // old section index, or nil for an inserted one
        var fixed = [Bool](repeating: false, count: newCount)
        for t in diff.insertedSections {
            guard t < newCount, !fixed[t] else { return .failure(.init("inserted section \(t) out of range or twice")) }
            fixed[t] = true
        }
        var movedOut = Set<Int>()
        for move in diff.movedSections {
            guard move.to < newCount, !fixed[move.to], move.from < old.count, !diff.deletedSections.contains(move.from),
                  movedOut.insert(move.from).inserted else { return .failure(.init("bad section move \(move)")) }
            fixed[move.to] = true
            slots[move.to] = move.from
        }
        var stayers = (0..<old.count).filter { !diff.deletedSections.contains($0) && !movedOut.contains($0) }.makeIterator()
        for t in 0..<newCount where !fixed[t] {
            guard let s = stayers.next() else { return .failure(.init("not enough sections to fill \(t)")) }
            slots[t] = s
        }
        guard stayers.next() == nil else { return .failure(.init("sections left over")) }

        // Items, section by section.
        var result: Sections = []
        for t in 0..<newCount {
            guard let s = slots[t] else {
                result.append(newData[t])   // an inserted section: all from the data source
                continue
            }
            let deletesHere = Set(diff.deletedItems.filter { $0.section == s }.map(\.item))
            let movesOut = Set(diff.movedItems.filter { $0.from.section == s }.map(\.from.item))
            let insertsHere = diff.insertedItems.filter { $0.section == t }.map(\.item)
            let movesIn = diff.movedItems.filter { $0.to.section == t }
            let count = old[s].items.count - deletesHere.count - movesOut.count + insertsHere.count + movesIn.count
            var items = [Int?](repeating: nil, count: max(0, count))
            for i in insertsHere {
                guard i < count, items[i] == nil, i < newData[t].items.count else { return .failure(.init("bad insert \(t).\(i)")) }
                items[i] = newData[t].items[i]
            }
            for move in movesIn {
                guard move.to.item < count, items[move.to.item] == nil, move.from.section < old.count,
                      !diff.deletedSections.contains(move.from.section),
                      move.from.item < old[move.from.section].items.count else { return .failure(.init("bad move \(move)")) }
                items[move.to.item] = old[move.from.section].items[move.from.item]
            }
            var survivors = old[s].items.indices.filter { !deletesHere.contains($0) && !movesOut.contains($0) }
                .map { old[s].items[$0] }.makeIterator()
            for i in items.indices where items[i] == nil {
                guard let next = survivors.next() else { return .failure(.init("section \(t) short of items")) }
                items[i] = next
            }
            guard survivors.next() == nil else { return .failure(.init("section \(t) has items left over")) }
            result.append((old[s].section, items.map { $0! }))
        }
        // Rules UIKit enforces that the replay above would not notice.
        for path in diff.deletedItems where diff.deletedSections.contains(path.section) || path.section >= old.count
            || path.item >= old[path.section].items.count {
            return .failure(.init("delete \(path) in a deleted section or out of range"))
        }
        for path in diff.insertedItems where diff.insertedSections.contains(path.section) {
            return .failure(.init("insert \(path) in an inserted section"))
        }
        for move in diff.movedItems where diff.insertedSections.contains(move.to.section) {
            return .failure(.init("move \(move) into an inserted section"))
        }
        return .success(result)
    }

    static func sections<S, I>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>) -> [(section: S, items: [I])] {
        snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }

    struct ReplayError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// The length of a longest increasing subsequence, by the O(n²) textbook recurrence (independent of
/// the library's patience sorting).
func longestIncreasingRunLength(_ values: [Int]) -> Int {
    guard !values.isEmpty else { return 0 }
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max()!
}
