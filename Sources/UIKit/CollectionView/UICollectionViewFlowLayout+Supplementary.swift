import Foundation

/// Section headers and footers, pinned to the visible bounds when asked.
///
/// A pinned header sits at the top of the visible area (the bounds inside the adjusted content
/// inset) while its section is on screen, never above its natural place and never below the end of
/// its section's items (it is pushed away by the next section's header). Its zIndex is
/// `pinnedZIndex`, above the items, so the items scroll under it. Footers pin to the bottom the same way.
extension UICollectionViewFlowLayout {
    /// The zIndex of pinned headers and footers: above the items (0). Apple does not document
    /// iOS's value; any positive value keeps them above.
    static let pinnedZIndex = 10

    func headerAttributes(in s: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(s), let natural = sections[s].headerFrame else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                             with: IndexPath(item: 0, section: s))
        attributes.frame = natural
        guard sectionHeadersPinToVisibleBounds, let visible = visibleMainRange() else { return attributes }
        let length = vertical ? natural.height : natural.width
        let start = vertical ? natural.minY : natural.minX
        let pinned = max(start, min(visible.lowerBound, sections[s].bodyMainMax - length))
        attributes.frame = vertical ? natural.offsetBy(dx: 0, dy: pinned - start) : natural.offsetBy(dx: pinned - start, dy: 0)
        attributes.zIndex = Self.pinnedZIndex
        return attributes
    }

    func footerAttributes(in s: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(s), let natural = sections[s].footerFrame else { return nil }
        let attributes = makeAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                             with: IndexPath(item: 0, section: s))
        attributes.frame = natural
        guard sectionFootersPinToVisibleBounds, let visible = visibleMainRange() else { return attributes }
        let length = vertical ? natural.height : natural.width
        let start = vertical ? natural.minY : natural.minX
        let bodyStart = (sections[s].headerFrame.map { vertical ? $0.maxY : $0.maxX }) ?? sections[s].mainMin
        let pinned = min(start, max(visible.upperBound - length, bodyStart))
        attributes.frame = vertical ? natural.offsetBy(dx: 0, dy: pinned - start) : natural.offsetBy(dx: pinned - start, dy: 0)
        attributes.zIndex = Self.pinnedZIndex
        return attributes
    }

    /// The visible part of the content on the main axis: the bounds inside the adjusted insets.
    func visibleMainRange() -> ClosedRange<CGFloat>? {
        guard let cv = collectionView else { return nil }
        let inset = cv.adjustedContentInset
        let lo = vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left
        let hi = vertical ? cv.bounds.maxY - inset.bottom : cv.bounds.maxX - inset.right
        return lo...max(lo, hi)
    }
}
