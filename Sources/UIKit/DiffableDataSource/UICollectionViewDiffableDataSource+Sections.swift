import Foundation

/// Sections given as trees (iOS 14): an outline's parents, children and expansion state per
/// section. The section shows the tree's `visibleItems`; applying a tree with a parent expanded
/// or collapsed inserts or deletes its descendants' rows in one animated batch.
///
/// A `UICollectionViewListCell` with a `UICellAccessory.outlineDisclosure` expands and collapses
/// its item when tapped (UICollectionViewDiffableDataSource+Outline.swift); code can also expand or
/// collapse in the section snapshot and apply it. Applying turns the visible outline chevrons.
extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot` as the items of `section` (appending the section when the data source does
    /// not have it) and remembers the tree for `snapshot(for:)`. Items of the tree that are already
    /// in another section are skipped (logged; iOS traps).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyQueue.run("UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)") { [self] in
            var whole = current
            if let position = whole.sectionPositions[section] {
                whole.deleteItems(whole.itemsBySection[position])
            } else {
                whole.appendSections([section])
            }
            let position = whole.sectionPositions[section]!
            whole.addItems(snapshot.visibleItems, section: position, at: 0, in: "apply(_:to:) (the section snapshot's items)")
            sectionSnapshots[section] = snapshot
            applyDifferences(whole, animated: animatingDifferences, completion: completion)
            updateVisibleOutlineCells(animated: animatingDifferences)
        }
    }

    /// The tree last applied to `section`, or its items as a one-level tree when none was; empty for
    /// a section the data source does not have.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if let position = current.sectionPositions[section] { flat.append(current.itemsBySection[position]) }
        return flat
    }
}
