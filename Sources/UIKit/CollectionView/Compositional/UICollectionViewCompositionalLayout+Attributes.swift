import Foundation

/// The queries of `UICollectionViewCompositionalLayout`: attributes by rectangle (binary search over
/// sections, then over groups), by index path, and the pinned headers and footers placed against
/// the visible bounds. Section backgrounds: NSCollectionLayoutDecorationItem.swift.
extension UICollectionViewCompositionalLayout {
    func attributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var out: [UICollectionViewLayoutAttributes] = []
        let lo = axis.minMain(rect), hi = axis.maxMain(rect)
        var s = firstIndex(in: placed.count) { axis.maxMain(placed[$0].resolved.frame) >= lo }
        while s < placed.count, axis.minMain(placed[s].resolved.frame) <= hi {
            let section = placed[s]
            if !section.isOrthogonal {
                let groups = section.resolved.groupFrames
                var g = firstIndex(in: groups.count) { axis.maxMain(groups[$0]) >= lo }
                while g < groups.count, axis.minMain(groups[g]) <= hi {
                    let first = section.resolved.groupFirstItems[g]
                    let end = g + 1 < groups.count ? section.resolved.groupFirstItems[g + 1] : section.resolved.itemFrames.count
                    for item in first..<end where section.resolved.itemFrames[item].overlaps(rect) {
                        out.append(itemAttributes(section, item))
                    }
                    g += 1
                }
                for sup in section.resolved.itemSupplementaries where sup.frame.overlaps(rect) {
                    out.append(itemSupplementaryAttributes(section, sup))
                }
            }
            for i in section.description?.boundarySupplementaryItems.indices ?? 0..<0 {
                let a = boundaryAttributes(section, i)
                if a.frame.overlaps(rect) { out.append(a) }
            }
            for i in section.description?.decorationItems.indices ?? 0..<0 {
                let a = decorationAttributes(section, i)
                if a.frame.overlaps(rect) { out.append(a) }
            }
            s += 1
        }
        return out
    }

    func attributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section),
              placed[indexPath.section].resolved.itemFrames.indices.contains(indexPath.item) else { return nil }
        let section = placed[indexPath.section]
        let a = itemAttributes(section, indexPath.item)
        if let band = section.resolved.orthogonalFrame {
            // In the collection view's coordinates, where the nested scroll view shows it now.
            let container = orthogonalScrollViews[section.index]
            let offset = container?.contentOffset ?? .zero
            if let container, container.mirrorsContent {
                // Shown mirrored in the container, which is mirrored in the collection view; answered
                // in the layout's own direction, as the collection view mirrors the answer again.
                let inContent = UIView.mirrored(a.frame, in: section.resolved.orthogonalContentLength, when: true)
                let shown = inContent.offsetBy(dx: container.frame.minX - offset.x, dy: container.frame.minY - offset.y)
                a.frame = UIView.mirrored(shown, in: mirrorWidth, when: true)
            } else {
                a.frame = a.frame.offsetBy(dx: band.minX - offset.x, dy: band.minY - offset.y)
            }
        }
        return a
    }

    func attributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section) else { return nil }
        let section = placed[indexPath.section]
        for i in section.description?.boundarySupplementaryItems.indices ?? 0..<0
        where section.description!.boundarySupplementaryItems[i].elementKind == elementKind
            && Self.boundaryIndexPath(section.description!, i, section: section.index) == indexPath {
            return boundaryAttributes(section, i)
        }
        for sup in section.resolved.itemSupplementaries where sup.item == indexPath.item
            && sup.kind == elementKind && !section.isOrthogonal {
            return itemSupplementaryAttributes(section, sup)
        }
        return nil
    }

    var hasPinnedItems: Bool {
        placed.contains { $0.description?.boundarySupplementaryItems.contains { $0.pinToVisibleBounds } ?? false }
    }

    // MARK: Attributes

    func itemAttributes(_ section: PlacedSection, _ item: Int) -> UICollectionViewLayoutAttributes {
        let a = makeAttributes(forCellWith: IndexPath(item: item, section: section.index))
        a.frame = section.resolved.itemFrames[item]
        a.zIndex = section.resolved.itemZIndices[item]
        a.listItem = listItemAttributes(section, item)
        return a
    }

    func itemSupplementaryAttributes(_ section: PlacedSection, _ sup: ResolvedItemSupplementary) -> UICollectionViewLayoutAttributes {
        let a = makeAttributes(forSupplementaryViewOfKind: sup.kind, with: IndexPath(item: sup.item, section: section.index))
        a.frame = sup.frame
        a.zIndex = sup.zIndex
        return a
    }

    /// A boundary item's attributes; a pinned one is kept inside the visible bounds while its
    /// section is on screen and pushed away by the section's end (Apple: "pinned to the top or
    /// bottom visible boundary of the section").
    func boundaryAttributes(_ section: PlacedSection, _ i: Int) -> UICollectionViewLayoutAttributes {
        let item = section.description!.boundarySupplementaryItems[i]
        let a = makeAttributes(forSupplementaryViewOfKind: item.elementKind,
                                    with: Self.boundaryIndexPath(section.description!, i, section: section.index))
        var frame = section.resolved.boundaryFrames[i]
        a.zIndex = item.zIndex
        if item.pinToVisibleBounds, let collectionView {
            let inset = collectionView.adjustedContentInset
            let visible = collectionView.bounds
            let top = axis == .vertical ? visible.minY + inset.top : visible.minX + inset.left
            let bottom = axis == .vertical ? visible.maxY - inset.bottom : visible.maxX - inset.right
            let length = axis.main(frame.size)
            let start = axis.minMain(section.resolved.frame), end = axis.maxMain(section.resolved.frame)
            var main = axis.minMain(frame)
            if item.isTrailingBoundary {
                main = min(main, max(bottom - length, start))
            } else {
                main = max(main, min(top, end - length))
            }
            frame = axis == .vertical ? CGRect(x: frame.minX, y: main, width: frame.width, height: frame.height)
                                      : CGRect(x: main, y: frame.minY, width: frame.width, height: frame.height)
            // Pinned items float above the cells scrolling under them.
            a.zIndex = max(item.zIndex, Self.pinnedZIndex)
        }
        a.frame = frame
        return a
    }

    /// The z-index of a pinned header or footer, above cells (0) and badges (1).
    static var pinnedZIndex: Int { 1_000 }

    /// The first index in 0..<count for which `predicate` holds (it must be false then true).
    func firstIndex(in count: Int, where predicate: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if predicate(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
