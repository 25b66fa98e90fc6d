import Foundation

/// One section's items as a tree (iOS 14): items with children, each parent expanded or collapsed,
/// for outline lists such as a sidebar or a file browser.
///
/// Give it to `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`: the
/// section then shows `visibleItems`, the items whose ancestors are all expanded, in depth-first
/// order. Expanding and collapsing changes which items are visible, never the tree.
///
/// Storage: the items in depth-first order with their depth (so an item's descendants are the run of
/// deeper items after it), a parent per child, positions by identifier, and the set of expanded
/// items. Queries by identifier are O(1); an insert or delete re-indexes the items after it, O(n).
/// Mutations: NSDiffableDataSourceSectionSnapshot+Mutations.swift.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    /// Every item, depth first (a parent, then its children's subtrees in order).
    var nodes: [Item] = []
    /// Each node's depth: 0 for a root item.
    var depths: [Int] = []
    /// Each item's index in `nodes`.
    var positions: [Item: Int] = [:]
    /// Each child's parent.
    var parents: [Item: Item] = [:]
    /// The expanded parents (an item without children may be marked too, as on iOS).
    var expanded = Set<Item>()

    /// Creates an empty section snapshot.
    public init() {}

    /// Every item, depth first, whether or not it is visible.
    public var items: [ItemIdentifierType] { nodes }

    /// The items at the top level (those without a parent), in order.
    public var rootItems: [ItemIdentifierType] { zip(nodes, depths).filter { $0.1 == 0 }.map(\.0) }

    /// The items a list shows: those whose ancestors are all expanded, depth first. O(n).
    public var visibleItems: [ItemIdentifierType] {
        var visible: [Item] = []
        var index = 0
        while index < nodes.count {
            visible.append(nodes[index])
            index = expanded.contains(nodes[index]) ? index + 1 : subtreeEnd(of: index)
        }
        return visible
    }

    /// Whether the item is in the section snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { positions[item] != nil }

    /// The item's index in `items`, or nil when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? { positions[item] }

    /// The item's depth: 0 for a root item, 1 for its children, and so on; −1 for an item that is not
    /// in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        guard let position = positions[item] else { return -1 }
        return depths[position]
    }

    /// The item's parent, or nil for a root item or an item that is not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// Whether the item is marked expanded (its children show when it is visible).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether the item shows: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard positions[item] != nil else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// A section snapshot of `parent`'s descendants (levels shifted so its children are roots), with
    /// `parent` itself as the single root when `includingParent` is true. Empty (a logged line) for
    /// an item that is not in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let position = positions[parent] else {
            Self.warnMissing([parent], in: "snapshot(of:includingParent:)", outcome: "returned an empty snapshot")
            return NSDiffableDataSourceSectionSnapshot()
        }
        let start = includingParent ? position : position + 1
        return subtree(nodesIn: start..<subtreeEnd(of: position), baseDepth: depths[position] + (includingParent ? 0 : 1))
    }

    // MARK: Internal

    /// The index just past `index`'s descendants.
    func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < nodes.count, depths[end] > depths[index] { end += 1 }
        return end
    }

    /// The nodes in `range` as a snapshot of their own, depths reduced by `baseDepth`.
    func subtree(nodesIn range: Range<Int>, baseDepth: Int) -> Self {
        var result = Self()
        result.nodes = Array(nodes[range])
        result.depths = depths[range].map { $0 - baseDepth }
        for (offset, item) in result.nodes.enumerated() {
            result.positions[item] = offset
            if result.depths[offset] > 0, let parent = parents[item] { result.parents[item] = parent }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    static func warnMissing(_ items: [Item], in call: String, outcome: String) {
        let shown = items.prefix(3).map { String(describing: $0) }.joined(separator: ", ")
        Log.uikit.warning("NSDiffableDataSourceSectionSnapshot.\(call): \(shown)\(items.count > 3 ? " and \(items.count - 3) more" : "") not in the section snapshot (iOS raises an exception); \(outcome)")
    }
}
