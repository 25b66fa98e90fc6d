import Foundation

/// Building and editing the tree, and expanding or collapsing parents.
///
/// Bad identifiers (an item already present or named twice, a parent or anchor that is missing) are
/// logged once per call and skipped, as for `NSDiffableDataSourceSnapshot`; iOS traps or raises.
extension NSDiffableDataSourceSectionSnapshot {
    /// Adds items as the last children of `parent`, or as the last root items when `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        append(Self.flat(uniqueNew(items, in: "append(_:to:)")), to: parent, in: "append(_:to:)")
    }

    /// Adds items as siblings just before `item` (same parent and level).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(Self.flat(uniqueNew(items, in: "insert(_:before:)")), nextTo: item, after: false, in: "insert(_:before:)")
    }

    /// Adds items as siblings just after `item` and its descendants (same parent and level).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(Self.flat(uniqueNew(items, in: "insert(_:after:)")), nextTo: item, after: true, in: "insert(_:after:)")
    }

    /// Adds another section snapshot's tree (with its expansion state) under `parent`, or at the root
    /// when `parent` is nil.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(withoutDuplicates(snapshot, in: "append(_:to:)"), to: parent, in: "append(_:to:)")
    }

    /// Adds another section snapshot's tree as siblings just before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(withoutDuplicates(snapshot, in: "insert(_:before:)"), nextTo: item, after: false, in: "insert(_:before:)")
    }

    /// Adds another section snapshot's tree as siblings just after `item` and its descendants.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(withoutDuplicates(snapshot, in: "insert(_:after:)"), nextTo: item, after: true, in: "insert(_:after:)")
    }

    /// Removes items and all their descendants. Items that are not in the snapshot are skipped (a
    /// logged line).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let missing = items.filter { positions[$0] == nil }
        if !missing.isEmpty { Self.warnMissing(missing, in: "delete(_:)", outcome: "skipped") }
        var doomed = [Bool](repeating: false, count: nodes.count)
        for item in items {
            guard let position = positions[item] else { continue }
            for index in position..<subtreeEnd(of: position) { doomed[index] = true }
        }
        guard doomed.contains(true) else { return }
        var keptNodes: [Item] = [], keptDepths: [Int] = []
        for index in nodes.indices {
            if doomed[index] {
                parents[nodes[index]] = nil
                expanded.remove(nodes[index])
            } else {
                keptNodes.append(nodes[index])
                keptDepths.append(depths[index])
            }
        }
        nodes = keptNodes
        depths = keptDepths
        reindex(from: 0)
    }

    /// Removes every item.
    public mutating func deleteAll() { self = Self() }

    /// Replaces `parent`'s descendants with `snapshot`'s tree.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let position = positions[parent] else {
            Self.warnMissing([parent], in: "replace(childrenOf:using:)", outcome: "replaced nothing")
            return
        }
        let children = nodes[(position + 1)..<subtreeEnd(of: position)].filter { parents[$0] == parent }
        delete(children)
        append(snapshot, to: parent)
    }

    /// Marks items expanded, so their children show. Items that are not in the snapshot are skipped
    /// (a logged line).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        let missing = items.filter { positions[$0] == nil }
        if !missing.isEmpty { Self.warnMissing(missing, in: "expand(_:)", outcome: "skipped") }
        for item in items where positions[item] != nil { expanded.insert(item) }
    }

    /// Marks items collapsed, so their descendants are hidden (and keep their own expansion state).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        let missing = items.filter { positions[$0] == nil }
        if !missing.isEmpty { Self.warnMissing(missing, in: "collapse(_:)", outcome: "skipped") }
        for item in items { expanded.remove(item) }
    }

    // MARK: Helpers

    /// Items as a one-level tree.
    private static func flat(_ items: [Item]) -> Self {
        var tree = Self()
        tree.nodes = items
        tree.depths = Array(repeating: 0, count: items.count)
        for (offset, item) in items.enumerated() { tree.positions[item] = offset }
        return tree
    }

    /// The items that can be added: not in the snapshot and not repeated. Logs one line about the rest.
    private func uniqueNew(_ items: [Item], in call: String) -> [Item] {
        var seen = Set<Item>()
        let fresh = items.filter { positions[$0] == nil && seen.insert($0).inserted }
        if fresh.count != items.count {
            Log.uikit.warning("NSDiffableDataSourceSectionSnapshot.\(call): \(items.count - fresh.count) item identifiers are already in the section snapshot or repeated (iOS traps: \"supplied item identifiers are not unique\"); kept the first occurrence")
        }
        return fresh
    }

    /// `tree` without the subtrees of items this snapshot already holds (logged).
    private func withoutDuplicates(_ tree: Self, in call: String) -> Self {
        let clashes = tree.nodes.filter { positions[$0] != nil }
        guard !clashes.isEmpty else { return tree }
        Log.uikit.warning("NSDiffableDataSourceSectionSnapshot.\(call): \(clashes.count) item identifiers are already in the section snapshot (iOS traps: \"supplied item identifiers are not unique\"); kept the first occurrence, skipped their subtrees")
        var copy = tree
        copy.delete(clashes)
        return copy
    }

    private mutating func append(_ tree: Self, to parent: Item?, in call: String) {
        guard let parent else {
            splice(tree, at: nodes.count, depth: 0, parent: nil)
            return
        }
        guard let position = positions[parent] else {
            Self.warnMissing([parent], in: call, outcome: "added nothing")
            return
        }
        splice(tree, at: subtreeEnd(of: position), depth: depths[position] + 1, parent: parent)
    }

    private mutating func insert(_ tree: Self, nextTo sibling: Item, after: Bool, in call: String) {
        guard let position = positions[sibling] else {
            Self.warnMissing([sibling], in: call, outcome: "inserted nothing")
            return
        }
        splice(tree, at: after ? subtreeEnd(of: position) : position, depth: depths[position], parent: parents[sibling])
    }

    /// Puts `tree`'s nodes at `index`, its roots at `depth` under `parent`.
    private mutating func splice(_ tree: Self, at index: Int, depth: Int, parent: Item?) {
        guard !tree.nodes.isEmpty else { return }
        nodes.insert(contentsOf: tree.nodes, at: index)
        depths.insert(contentsOf: tree.depths.map { $0 + depth }, at: index)
        for (offset, item) in tree.nodes.enumerated() {
            if tree.depths[offset] == 0 {
                parents[item] = parent
            } else {
                parents[item] = tree.parents[item]
            }
        }
        expanded.formUnion(tree.expanded)
        reindex(from: index)
    }

    private mutating func reindex(from start: Int) {
        if start == 0 { positions.removeAll(keepingCapacity: true) }
        for index in start..<nodes.count { positions[nodes[index]] = index }
    }
}
