import Foundation

/// Self-sizing cells (`estimatedItemSize` non-zero) and the flow layout's update animations.
///
/// How the layout corrects itself without visible jumps: items start at the estimate; when a cell
/// is displayed, the collection view asks it for `preferredLayoutAttributesFitting(_:)` (Auto Layout
/// in its content view) and offers the answer here. A different size invalidates the layout with a
/// context carrying the size; the collection view prepares again and re-runs the same layout pass
/// before anything is drawn, so no frame ever shows an estimated size for a displayed cell. The
/// first visible item keeps its place on screen while sizes above it change (the collection view
/// moves the offset by the difference, UICollectionView+Layout.swift), so scrolling up into
/// unmeasured items does not make the content jump.
extension UICollectionViewFlowLayout {
    /// With estimates, a cell whose preferred size differs from the layout's by more than a
    /// hundredth of a point changes the layout.
    ///
    /// Headers and footers size themselves too when `estimatedItemSize` is set (their reference size
    /// is then their estimate): only their length along the scroll direction follows the view (a
    /// vertical layout's header keeps the full width and takes the height its constraints give).
    func flowShouldInvalidate(forPreferred preferredAttributes: UICollectionViewLayoutAttributes,
                              original originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero else { return false }
        let p = preferredAttributes.size, o = originalAttributes.size
        guard p.width.isFinite, p.height.isFinite, p.width >= 0, p.height >= 0 else { return false }
        switch preferredAttributes.representedElementCategory {
        case .cell: return abs(p.width - o.width) > 0.01 || abs(p.height - o.height) > 0.01
        case .supplementaryView: return vertical ? abs(p.height - o.height) > 0.01 : abs(p.width - o.width) > 0.01
        case .decorationView: return false
        }
    }

    /// A context that carries the preferred size to `invalidateLayout(with:)`.
    func flowInvalidationContext(forPreferred preferredAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        if preferredAttributes.representedElementCategory == .supplementaryView, let kind = preferredAttributes.representedElementKind {
            context.invalidateSupplementaryElements(ofKind: kind, at: [preferredAttributes.indexPath])
            context.preferredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: preferredAttributes.indexPath)] = preferredAttributes.size
            return context
        }
        context.invalidateItems(at: [preferredAttributes.indexPath])
        context.preferredSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return context
    }

    /// A header's or footer's size: its reference size, with the measured length along the scroll
    /// direction when it sized itself (a zero reference size means no header, so nothing to size).
    func selfSized(_ reference: CGSize, _ kind: String, _ section: Int) -> CGSize {
        guard estimatedItemSize != .zero, reference != .zero,
              let measured = measuredSupplementarySizes[SupplementaryKey(kind: kind, indexPath: IndexPath(item: 0, section: section))]
        else { return reference }
        return vertical ? CGSize(width: reference.width, height: measured.height) : CGSize(width: measured.width, height: reference.height)
    }

    /// Inserted items fade in at their final place (alpha 0 → 1), as iOS's flow layout does.
    func flowInitialAttributes(forAppearingItem itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard updateInserts(itemIndexPath), let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Deleted items fade out where they were (alpha 1 → 0).
    func flowFinalAttributes(forDisappearingItem itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard updateDeletes(itemIndexPath), sectionsBeforeUpdate.indices.contains(itemIndexPath.section),
              sectionsBeforeUpdate[itemIndexPath.section].itemFrames.indices.contains(itemIndexPath.item) else { return nil }
        let attributes = itemAttributes(itemIndexPath, frame: sectionsBeforeUpdate[itemIndexPath.section].itemFrames[itemIndexPath.item])
        attributes.alpha = 0
        return attributes
    }

    /// Notes which items and sections are inserted and deleted, for the fades above.
    func flowNote(_ updateItems: [UICollectionViewUpdateItem]) {
        for item in updateItems {
            if item.updateAction == .insert || item.updateAction == .reload, let p = item.indexPathAfterUpdate {
                if p.item == NSNotFound { updateNotes.insertedSections.insert(p.section) } else { updateNotes.inserted.insert(p) }
            }
            if item.updateAction == .delete || item.updateAction == .reload, let p = item.indexPathBeforeUpdate {
                if p.item == NSNotFound { updateNotes.deletedSections.insert(p.section) } else { updateNotes.deleted.insert(p) }
            }
        }
    }

    private func updateInserts(_ p: IndexPath) -> Bool { updateNotes.inserted.contains(p) || updateNotes.insertedSections.contains(p.section) }
    private func updateDeletes(_ p: IndexPath) -> Bool { updateNotes.deleted.contains(p) || updateNotes.deletedSections.contains(p.section) }
}

/// The inserts and deletes of the update being animated.
struct FlowUpdateNotes {
    var inserted: Set<IndexPath> = []
    var deleted: Set<IndexPath> = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
}
