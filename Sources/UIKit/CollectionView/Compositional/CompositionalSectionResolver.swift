import Foundation

/// A section laid out: every item's frame, the groups' frames, the supplementary items' frames and
/// the section's extent along the layout's axis. Frames are in the collection view's content
/// coordinates, except in an orthogonal section, where item and group frames are in the nested
/// scroll view's content coordinates (its frame is `orthogonalFrame`).
struct ResolvedSection {
    /// Frame of each item of the section, by item index.
    var itemFrames: [CGRect] = []
    /// Z-index of each item (custom groups may set one).
    var itemZIndices: [Int] = []
    /// Frame of each group instance and the index of its first item (for hit-testing by position
    /// with a binary search, and for group snapping in orthogonal sections).
    var groupFrames: [CGRect] = []
    var groupFirstItems: [Int] = []
    /// Item supplementaries (badges): which section item, the element kind, the frame, the z-index.
    var itemSupplementaries: [ResolvedItemSupplementary] = []
    /// Frame of each boundary supplementary item, parallel to `boundarySupplementaryItems`.
    var boundaryFrames: [CGRect] = []
    /// The section's whole frame (boundary items, insets and groups), full container width.
    var frame: CGRect = .zero
    /// The band the nested scroll view of an orthogonal section occupies; nil otherwise.
    var orthogonalFrame: CGRect?
    /// The nested scroll view's content length along the cross axis (insets included).
    var orthogonalContentLength: CGFloat = 0
}

/// A supplementary item attached to an item (a badge), placed.
struct ResolvedItemSupplementary {
    var item: Int
    var kind: String
    var frame: CGRect
    var zIndex: Int
}

/// Lays out one section from its description, item count and container: the pure geometry behind
/// `UICollectionViewCompositionalLayout`.
///
/// Rules (Apple's documentation of `NSCollectionLayoutSection` and WWDC 2019 session 215):
/// - The section's group is sized against the container's size minus the section's content insets
///   ("fractional dimensions are fractions of the containing group or container").
/// - Groups follow one another along the layout's axis, `interGroupSpacing` apart; each takes as
///   many items as it holds; the last may be partly filled (its items keep their places).
/// - Leading boundary items (headers, `extendsBoundary`) come first, then the top inset, the groups,
///   the bottom inset and the trailing boundary items (footers). Boundary items keep the section's
///   leading and trailing insets unless `supplementariesFollowContentInsets` is false.
/// - With orthogonal scrolling the groups form one row across the layout's axis inside a nested
///   scroll view as wide as the container; the section's leading and trailing insets become that
///   scroll view's content margins.
@MainActor
struct CompositionalSectionResolver {
    /// The layout's scrolling axis (vertical for `UICollectionView.ScrollDirection.vertical`).
    let axis: LayoutAxis
    /// The container the section is laid out in (the collection view's size less the insets
    /// `contentInsetsReference` asks for).
    let container: CGSize
    /// Where the container starts on the cross axis (the inset the reference takes off).
    let crossOrigin: CGFloat
    let environment: any NSCollectionLayoutEnvironment

    func resolve(_ section: NSCollectionLayoutSection, itemCount: Int, start: CGFloat,
                 measured: @escaping (Int) -> CGSize? = { _ in nil },
                 measuredSupplementary: (Int) -> CGSize? = { _ in nil }) -> ResolvedSection {
        let insets = section.contentInsets
        let crossBefore = axis.other.leadingInset(insets), crossAfter = axis.other.trailingInset(insets)
        let mainBefore = axis.leadingInset(insets), mainAfter = axis.trailingInset(insets)
        let crossLength = axis.cross(container)
        let contentCross = max(crossLength - crossBefore - crossAfter, 0)
        let groupContainer = axis.size(main: max(axis.main(container) - mainBefore - mainAfter, 0), cross: contentCross)
        var out = ResolvedSection()
        out.boundaryFrames = Array(repeating: .zero, count: section.boundarySupplementaryItems.count)

        // Leading boundary items (headers) that extend the section.
        let supCross = section.supplementariesFollowContentInsets ? contentCross : crossLength
        let supCrossOrigin = crossOrigin + (section.supplementariesFollowContentInsets ? crossBefore : 0)
        let supContainer = axis.size(main: axis.main(container), cross: supCross)
        var cursor = start + section.listHeaderTopPadding
        var headerLength: CGFloat = 0
        for (i, b) in section.boundarySupplementaryItems.enumerated() where b.isLeadingBoundary {
            let size = b.layoutSize.resolved(in: supContainer, measured: measuredSupplementary(i))
            out.boundaryFrames[i] = place(b, size: size, main: cursor, crossOrigin: supCrossOrigin, crossLength: supCross)
            if b.extendsBoundary { headerLength = max(headerLength, axis.main(size)) }
        }
        cursor += headerLength + mainBefore
        let groupsStart = cursor

        let groups = GroupRun(resolver: CompositionalGroupResolver(environment: environment, measured: measured),
                              group: section.group, container: groupContainer, itemCount: itemCount)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        if itemCount > 0 && groups.holdsNoItem {
            Log.uikit.warning("NSCollectionLayoutSection: its group holds no item; the section's \(itemCount) items are not laid out")
        }
        out.itemFrames = Array(repeating: .zero, count: itemCount)
        out.itemZIndices = Array(repeating: 0, count: itemCount)
        if orthogonal {
            // One row across the axis: group i at crossBefore + i·(length + spacing), in the nested
            // scroll view's coordinates; the band is as long (along the axis) as the longest group.
            var along = crossBefore, band: CGFloat = 0
            groups.forEach { g, leaves, size, first in
                if g > 0 { along += section.interGroupSpacing }
                let origin = axis.point(main: 0, cross: along)
                self.record(&out, leaves: leaves, first: first, origin: origin, section: section)
                out.groupFrames.append(CGRect(origin: origin, size: size)); out.groupFirstItems.append(first)
                along += axis.cross(size); band = max(band, axis.main(size))
            }
            out.orthogonalContentLength = along + crossAfter
            out.orthogonalFrame = axis.rect(main: groupsStart, cross: crossOrigin, mainLength: band, crossLength: crossLength)
            cursor += band
        } else {
            groups.forEach { g, leaves, size, first in
                if g > 0 { cursor += section.interGroupSpacing }
                let origin = axis.point(main: cursor, cross: crossOrigin + crossBefore)
                self.record(&out, leaves: leaves, first: first, origin: origin, section: section)
                out.groupFrames.append(CGRect(origin: origin, size: size)); out.groupFirstItems.append(first)
                cursor += axis.main(size)
            }
        }
        cursor += mainAfter
        let contentEnd = cursor
        var footerLength: CGFloat = 0
        for (i, b) in section.boundarySupplementaryItems.enumerated() where !b.isLeadingBoundary {
            let size = b.layoutSize.resolved(in: supContainer, measured: measuredSupplementary(i))
            let main = b.isTrailingBoundary ? (b.extendsBoundary ? contentEnd : contentEnd - axis.main(size)) : start + headerLength
            out.boundaryFrames[i] = place(b, size: size, main: main, crossOrigin: supCrossOrigin, crossLength: supCross)
            if b.isTrailingBoundary && b.extendsBoundary { footerLength = max(footerLength, axis.main(size)) }
        }
        // Headers that do not extend the section overlap its content from its top.
        for (i, b) in section.boundarySupplementaryItems.enumerated() where b.isLeadingBoundary && !b.extendsBoundary {
            out.boundaryFrames[i] = out.boundaryFrames[i].offsetBy(dx: axis == .horizontal ? headerLength : 0,
                                                                   dy: axis == .vertical ? headerLength : 0)
        }
        cursor += footerLength
        out.frame = axis.rect(main: start, cross: crossOrigin, mainLength: cursor - start, crossLength: crossLength)
        return out
    }

    private func place(_ b: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize, main: CGFloat,
                       crossOrigin: CGFloat, crossLength: CGFloat) -> CGRect {
        let band = axis.rect(main: main, cross: crossOrigin, mainLength: axis.main(size), crossLength: crossLength)
        return b.containerAnchor.frame(for: size, in: band).offsetBy(dx: b.offset.x, dy: b.offset.y)
    }

    private func record(_ out: inout ResolvedSection, leaves: [ResolvedLeaf], first: Int, origin: CGPoint,
                        section: NSCollectionLayoutSection) {
        for (k, leaf) in leaves.enumerated() where first + k < out.itemFrames.count {
            let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
            out.itemFrames[first + k] = frame
            out.itemZIndices[first + k] = leaf.zIndex
            for sup in leaf.item?.supplementaryItems ?? [] {
                let size = sup.layoutSize.resolved(in: frame.size)
                out.itemSupplementaries.append(ResolvedItemSupplementary(
                    item: first + k, kind: sup.elementKind, frame: sup.containerAnchor.frame(for: size, in: frame), zIndex: sup.zIndex))
            }
        }
    }
}

/// The repeated group instances of a section: each instance's leaves and size, until every item
/// has a place.
@MainActor
struct GroupRun {
    let resolver: CompositionalGroupResolver
    let group: NSCollectionLayoutGroup
    let container: CGSize
    let itemCount: Int

    var holdsNoItem: Bool {
        resolver.layout(group, size: group.layoutSize.resolved(in: container), firstIndex: 0).leaves.isEmpty
    }

    /// Calls `body(groupIndex, leaves, size, firstItem)` for each group instance.
    func forEach(_ body: (Int, [ResolvedLeaf], CGSize, Int) -> Void) {
        var first = 0, g = 0
        let proposed = group.layoutSize.resolved(in: container)
        while first < itemCount {
            let r = resolver.layout(group, size: proposed, firstIndex: first)
            guard !r.leaves.isEmpty else { return }
            let kept = Array(r.leaves.prefix(itemCount - first))
            body(g, kept, r.size, first)
            first += r.leaves.count; g += 1
        }
    }
}
