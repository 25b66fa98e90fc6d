import Foundation

/// Estimated dimensions: a displayed cell or supplementary view whose preferred size differs on an
/// estimated axis changes the layout; the size is kept per index path and the sections are
/// resolved again (the collection view keeps the first visible item in place).
extension UICollectionViewCompositionalLayout {
    func preferredSizeChangesLayout(_ preferredAttributes: UICollectionViewLayoutAttributes,
                                    original originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let size = estimatedLayoutSize(for: originalAttributes) else { return false }
        let p = preferredAttributes.size, o = originalAttributes.size
        guard p.width.isFinite, p.height.isFinite, p.width >= 0, p.height >= 0 else { return false }
        return (size.widthDimension.isEstimated && abs(p.width - o.width) > 0.01)
            || (size.heightDimension.isEstimated && abs(p.height - o.height) > 0.01)
    }

    /// Keeps a displayed element's preferred size for the next resolve.
    func recordPreferredSize(_ preferredAttributes: UICollectionViewLayoutAttributes) {
        let size = preferredAttributes.size
        if preferredAttributes.representedElementCategory == .cell {
            measuredItems[preferredAttributes.indexPath] = size
        } else if let kind = preferredAttributes.representedElementKind {
            measuredSupplementaries[SupplementaryKey(kind: kind, indexPath: preferredAttributes.indexPath)] = size
        }
        needsResolve = true
    }

    /// The layout size of the element `attributes` describe, if it has an estimated dimension.
    private func estimatedLayoutSize(for attributes: UICollectionViewLayoutAttributes) -> NSCollectionLayoutSize? {
        guard placed.indices.contains(attributes.indexPath.section),
              let description = placed[attributes.indexPath.section].description else { return nil }
        let size: NSCollectionLayoutSize?
        if attributes.representedElementCategory == .cell {
            size = leafItems(description.group).first { $0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated }?.layoutSize
        } else {
            size = description.boundarySupplementaryItems.first { $0.elementKind == attributes.representedElementKind }?.layoutSize
        }
        guard let size, size.widthDimension.isEstimated || size.heightDimension.isEstimated else { return nil }
        return size
    }

    private func leafItems(_ group: NSCollectionLayoutGroup) -> [NSCollectionLayoutItem] {
        group.subitems.flatMap { ($0 as? NSCollectionLayoutGroup).map(leafItems) ?? [$0] }
    }
}

