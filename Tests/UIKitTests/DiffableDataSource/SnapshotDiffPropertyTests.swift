import Foundation
import LogCapture
import SeededPropertyCheck
import Testing
import UIKit

/// The diff, for random snapshots: replaying its edit script on the old snapshot under UIKit's
/// batch rules (`BatchReplay`, written independently) gives the new snapshot; its moves are as few
/// as the longest increasing subsequence allows (checked by the O(n²) recurrence); and the same holds
/// with moves written as deletes and inserts, which is what the table performs.
@Suite(.serialized) @MainActor struct SnapshotDiffPropertyTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// Sections 0–5 and items 0–29, each present or not, in a random order and (items) a random
    /// section; two such snapshots share most identifiers, so survivors, moves across sections,
    /// deleted and inserted sections all happen.
    nonisolated static func snapshot(sectionKeys: [Int], itemKeys: [Int]) -> Snapshot {
        var snapshot = Snapshot()
        let sections = sectionKeys.enumerated().filter { $0.element % 4 != 0 }.sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.offset)
        snapshot.appendSections(sections)
        guard !sections.isEmpty else { return snapshot }
        let items = itemKeys.enumerated().filter { $0.element % 5 != 0 }.sorted { ($0.element / 7, $0.offset) < ($1.element / 7, $1.offset) }
        for (item, key) in items { snapshot.appendItems([item], toSection: sections[key % sections.count]) }
        return snapshot
    }

    static let snapshots = zip(Gen.int(in: 0...999).array(of: 6), Gen.int(in: 0...9999).array(of: 30))
        .map { snapshot(sectionKeys: $0, itemKeys: $1) }

    static func check(_ diff: SnapshotDiff, from old: Snapshot, to new: Snapshot) {
        let oldSections = BatchReplay.sections(old).map { (section: $0.section, items: $0.items) }
        let newSections = BatchReplay.sections(new).map { (section: $0.section, items: $0.items) }
        switch BatchReplay.replay(diff, on: oldSections, newData: newSections) {
        case .failure(let error):
            Issue.record("the edit script breaks UIKit's rules: \(error)")
        case .success(let replayed):
            #expect(replayed.map(\.section) == newSections.map(\.section))
            #expect(replayed.map(\.items) == newSections.map(\.items))
        }
    }

    /// The fewest moves: sections that survive minus their longest run in order; items that changed
    /// (surviving) sections, plus for each surviving section the items that stayed in it minus their
    /// longest run in order.
    static func minimumMoves(from old: Snapshot, to new: Snapshot) -> (sections: Int, items: Int) {
        let survivingSections = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
        var itemMoves = 0
        for section in new.sectionIdentifiers where old.indexOfSection(section) != nil {
            var stayed: [Int] = []
            for item in new.itemIdentifiers(inSection: section) {
                guard let wasIn = old.sectionIdentifier(containingItem: item) else { continue }
                if wasIn == section {
                    stayed.append(old.itemIdentifiers(inSection: section).firstIndex(of: item)!)
                } else if new.indexOfSection(wasIn) != nil {
                    itemMoves += 1   // between two surviving sections
                }
            }
            itemMoves += stayed.count - longestIncreasingRunLength(stayed)
        }
        return (survivingSections.count - longestIncreasingRunLength(survivingSections), itemMoves)
    }

    @Test func replayingTheDiffOfTwoRandomSnapshotsGivesTheNewOne() async {
        await seededPropertyCheck(seed: 14_100, count: 300, input: zip(Self.snapshots, Self.snapshots)) { old, new in
            let diff = SnapshotDiff(from: old, to: new)
            Self.check(diff, from: old, to: new)
            Self.check(diff.withMovesAsDeletesAndInserts, from: old, to: new)
            Self.check(diff.movesLowered(sections: true, items: false), from: old, to: new)
            let minimum = Self.minimumMoves(from: old, to: new)
            #expect(diff.movedSections.count == minimum.sections)
            #expect(diff.movedItems.count == minimum.items)
        }
    }

    /// One random edit of a snapshot through its public API, with the same edit on a plain model.
    enum Edit: Sendable, CustomStringConvertible {
        case appendSection(Int), insertSection(Int, before: Int), deleteSection(Int), moveSection(Int, after: Int)
        case appendItems(Int, Int, to: Int), insertItem(Int, after: Int), deleteItem(Int), moveItem(Int, before: Int)
        case reload(Int), reconfigure(Int)

        init(_ raw: [Int]) {
            let (a, b, c) = (raw[1] % 8, raw[2] % 60, raw[3] % 60)
            switch raw[0] % 11 {
            case 0: self = .appendSection(a)
            case 1: self = .insertSection(a, before: raw[2] % 8)
            case 2: self = .deleteSection(a)
            case 3: self = .moveSection(a, after: raw[2] % 8)
            case 4, 5: self = .appendItems(b, c, to: a)
            case 6: self = .insertItem(b, after: c)
            case 7: self = .deleteItem(b)
            case 8: self = .moveItem(b, before: c)
            case 9: self = .reload(b)
            default: self = .reconfigure(b)
            }
        }

        var description: String {
            switch self {
            case .appendSection(let s): "appendSections([\(s)])"
            case .insertSection(let s, let t): "insertSections([\(s)], beforeSection: \(t))"
            case .deleteSection(let s): "deleteSections([\(s)])"
            case .moveSection(let s, let t): "moveSection(\(s), afterSection: \(t))"
            case .appendItems(let a, let b, let s): "appendItems([\(a), \(b)], toSection: \(s))"
            case .insertItem(let a, let b): "insertItems([\(a)], afterItem: \(b))"
            case .deleteItem(let a): "deleteItems([\(a)])"
            case .moveItem(let a, let b): "moveItem(\(a), beforeItem: \(b))"
            case .reload(let a): "reloadItems([\(a)])"
            case .reconfigure(let a): "reconfigureItems([\(a)])"
            }
        }

        /// The documented outcome on plain arrays: what cannot be done is skipped, duplicates keep
        /// the first occurrence.
        func apply(to model: inout [(section: Int, items: [Int])]) {
            func sectionIndex(_ s: Int) -> Int? { model.firstIndex { $0.section == s } }
            func find(_ item: Int) -> (Int, Int)? {
                for (i, entry) in model.enumerated() { if let j = entry.items.firstIndex(of: item) { return (i, j) } }
                return nil
            }
            switch self {
            case .appendSection(let s):
                if sectionIndex(s) == nil { model.append((s, [])) }
            case .insertSection(let s, let t):
                if sectionIndex(s) == nil, let i = sectionIndex(t) { model.insert((s, []), at: i) }
            case .deleteSection(let s):
                model.removeAll { $0.section == s }
            case .moveSection(let s, let t):
                guard s != t, let i = sectionIndex(s), sectionIndex(t) != nil else { return }
                let entry = model.remove(at: i)
                model.insert(entry, at: sectionIndex(t)! + 1)
            case .appendItems(let a, let b, let s):
                guard let i = sectionIndex(s) else { return }
                for item in (a == b ? [a] : [a, b]) where find(item) == nil { model[i].items.append(item) }
            case .insertItem(let a, let b):
                if find(a) == nil, let (i, j) = find(b) { model[i].items.insert(a, at: j + 1) }
            case .deleteItem(let a):
                if let (i, j) = find(a) { model[i].items.remove(at: j) }
            case .moveItem(let a, let b):
                guard a != b, let (i, j) = find(a), find(b) != nil else { return }
                model[i].items.remove(at: j)
                let (k, l) = find(b)!
                model[k].items.insert(a, at: l)
            case .reload, .reconfigure:
                break
            }
        }

        func apply(to snapshot: inout Snapshot) {
            switch self {
            case .appendSection(let s): snapshot.appendSections([s])
            case .insertSection(let s, let t): snapshot.insertSections([s], beforeSection: t)
            case .deleteSection(let s): snapshot.deleteSections([s])
            case .moveSection(let s, let t): snapshot.moveSection(s, afterSection: t)
            case .appendItems(let a, let b, let s): snapshot.appendItems([a, b], toSection: s)
            case .insertItem(let a, let b): snapshot.insertItems([a], afterItem: b)
            case .deleteItem(let a): snapshot.deleteItems([a])
            case .moveItem(let a, let b): snapshot.moveItem(a, beforeItem: b)
            case .reload(let a): snapshot.reloadItems([a])
            case .reconfigure(let a): snapshot.reconfigureItems([a])
            }
        }
    }

    static let edits = Gen.int(in: 0...9999).array(of: 4).map(Edit.init).array(of: 20...120)

    @Test func snapshotEditsAgreeWithAPlainModelAndTheDiffReplaysThem() async {
        await seededPropertyCheck(seed: 14_101, count: 200, input: zip(Self.snapshots, Self.edits)) { start, edits in
            var model = BatchReplay.sections(start).map { (section: $0.section, items: $0.items) }
            var snapshot = start
            _ = LogCapture.records {   // refused edits log a line each; the test reads the state
                for edit in edits {
                    edit.apply(to: &model)
                    edit.apply(to: &snapshot)
                }
            }
            #expect(snapshot.sectionIdentifiers == model.map(\.section), "after \(edits)")
            #expect(snapshot.itemIdentifiers == model.flatMap(\.items))
            #expect(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count })
            let flat = model.flatMap { entry in entry.items.map { (entry.section, $0) } }
            for (index, (section, item)) in flat.enumerated() {
                #expect(snapshot.indexOfItem(item) == index)
                #expect(snapshot.sectionIdentifier(containingItem: item) == section)
            }
            for (index, entry) in model.enumerated() {
                #expect(snapshot.indexOfSection(entry.section) == index)
                #expect(snapshot.numberOfItems(inSection: entry.section) == entry.items.count)
            }
            #expect(snapshot.reloadedItemIdentifiers.allSatisfy { snapshot.indexOfItem($0) != nil })
            let diff = SnapshotDiff(from: start, to: snapshot)
            Self.check(diff, from: start, to: snapshot)
            Self.check(diff.withMovesAsDeletesAndInserts, from: start, to: snapshot)
            Self.check(diff.movesLowered(sections: true, items: false), from: start, to: snapshot)
            let minimum = Self.minimumMoves(from: start, to: snapshot)
            #expect(diff.movedItems.count == minimum.items && diff.movedSections.count == minimum.sections)
            // Marks reach the diff at the items' new index paths.
            let reloaded = snapshot.reloadedItemIdentifiers.filter { start.indexOfItem($0) != nil }
            #expect(diff.reloadedItems.count == reloaded.count)
        }
    }
}
