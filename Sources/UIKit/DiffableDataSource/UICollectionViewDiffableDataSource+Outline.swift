import Foundation

extension UICollectionViewDiffableDataSource {
    /// What happens when the user expands or collapses an outline row (iOS 14): whether they may,
    /// what runs before, and the children to show. Set them on `sectionSnapshotHandlers`.
    ///
    /// A tap on a `UICellAccessory.outlineDisclosure` (or on the cell, in the `.header` style) asks
    /// `shouldExpandItem` / `shouldCollapseItem` (nil: yes), calls `willExpandItem` /
    /// `willCollapseItem`, for an expand replaces the item's children with what
    /// `snapshotForExpandingParent` returns (given the current children as a section snapshot),
    /// then expands or collapses the item in its section snapshot and applies it animated.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand (nil: always).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called just before an item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse (nil: always).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called just before an item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent being expanded, given its current children (lazy
        /// loading); nil keeps the current children.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that all allow and do nothing extra.
        public init() {}
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpandingDataSource {
    /// Expands or collapses the item at `indexPath` through its section snapshot (the tap of an
    /// outline disclosure), asking and telling `sectionSnapshotHandlers`.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var tree = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if tree.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                tree.replace(childrenOf: item, using: provide(item, tree.snapshot(of: item)))
            }
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }

    /// Whether `item` is expanded in the section snapshot of the section it is shown in.
    func isOutlineExpanded(_ item: ItemIdentifierType, inSection position: Int) -> Bool {
        guard let section = sectionIdentifier(for: position) else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    /// Gives a list cell its item's outline state, as iOS does: expanded or not, and, in a section
    /// given as a tree, the item's level as `indentationLevel` (it wins over a level the cell's
    /// registration set).
    func configureOutlineState(of cell: UICollectionViewListCell, item: ItemIdentifierType, section position: Int) {
        cell.isOutlineExpanded = isOutlineExpanded(item, inSection: position)
        if let section = sectionIdentifier(for: position), let tree = sectionSnapshots[section], tree.contains(item) {
            cell.indentationLevel = tree.level(of: item)
        }
    }

    /// Turns the outline chevrons of the visible list cells to their items' states (after a section
    /// snapshot was applied), animated over the collection view's update duration.
    func updateVisibleOutlineCells(animated: Bool) {
        guard let collectionView else { return }
        let update = {
            for case let cell as UICollectionViewListCell in collectionView.visibleCells {
                guard let indexPath = collectionView.indexPath(for: cell), let item = self.itemIdentifier(for: indexPath) else { continue }
                cell.isOutlineExpanded = self.isOutlineExpanded(item, inSection: indexPath.section)
            }
        }
        if animated {
            UIView.animate(withDuration: UICollectionView.updateAnimationDuration, animations: update)
        } else {
            UIView.performWithoutAnimation(update)
        }
    }
}
