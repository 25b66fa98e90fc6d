import Foundation

/// A collection layout in the opposite direction: a layout describes its elements for its
/// `developmentLayoutDirection` (left to right), and when `flipsHorizontallyInOppositeLayoutDirection`
/// is true (flow and compositional layouts) the collection view shows them mirrored in a
/// right-to-left collection view: x' = W − maxX, where W is the content width (at least the visible
/// width). Item 0 of a flow layout is on the right. The content offset is not flipped: offset 0 is
/// still the left edge, as on iOS.
///
/// The collection view reads the layout only through the `placed…` methods below, so a custom
/// layout's own answers (`layoutAttributesForElements(in:)`, …) stay in its development direction.
extension UICollectionViewLayout {
    /// Whether the collection view shows this layout mirrored now.
    var mirrorsForDirection: Bool {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView else { return false }
        return collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// The width the mirror is taken in.
    var mirrorWidth: CGFloat {
        guard let collectionView else { return collectionViewContentSize.width }
        let inset = collectionView.adjustedContentInset
        return max(collectionViewContentSize.width, collectionView.bounds.width - inset.left - inset.right)
    }

    private func mirrored(_ attributes: UICollectionViewLayoutAttributes?, width: CGFloat) -> UICollectionViewLayoutAttributes? {
        guard let attributes, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.frame = UIView.mirrored(attributes.frame, in: width, when: true)
        return copy
    }

    /// `layoutAttributesForElements(in:)` as shown: `rect` and the answers mirrored when the layout flips.
    func placedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard mirrorsForDirection else { return layoutAttributesForElements(in: rect) }
        let width = mirrorWidth
        let answers = layoutAttributesForElements(in: UIView.mirrored(rect, in: width, when: true))
        return answers?.compactMap { mirrored($0, width: width) }
    }

    /// `layoutAttributesForItem(at:)` as shown.
    func placedAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard mirrorsForDirection else { return layoutAttributesForItem(at: indexPath) }
        return mirrored(layoutAttributesForItem(at: indexPath), width: mirrorWidth)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` as shown.
    func placedAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard mirrorsForDirection else { return layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }
        return mirrored(layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath), width: mirrorWidth)
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)` as shown.
    func placedAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard mirrorsForDirection else { return layoutAttributesForDecorationView(ofKind: kind, at: indexPath) }
        return mirrored(layoutAttributesForDecorationView(ofKind: kind, at: indexPath), width: mirrorWidth)
    }
}
