import Foundation

/// One item placed by a group: its frame (after the item's content insets) relative to the group's
/// origin, the item it came from (nil for a custom group's items) and its z-index.
struct ResolvedLeaf {
    var frame: CGRect
    var item: NSCollectionLayoutItem?
    var zIndex: Int
}

/// Lays out one instance of a group: which items it holds, their sizes and their frames. Pure
/// geometry (no views), so it is tested with plain numbers.
///
/// Sizes: a subitem's fractional dimensions are fractions of the group's size; an estimated one is
/// the measured size of that item when `measured` knows it, else the estimate. A group whose own
/// dimension is estimated grows or shrinks on that axis to fit what it holds. Along the group's
/// axis, fixed spacings are exact and flexible ones share the leftover length equally; across it,
/// flexible edge spacings share the leftover equally (so top and bottom flexible centre the item).
@MainActor
struct CompositionalGroupResolver {
    /// The environment handed to custom groups' item providers.
    let environment: any NSCollectionLayoutEnvironment
    /// The measured size of the section's item at an index, if it has been measured.
    let measured: (Int) -> CGSize?
    /// An upper bound on items in one group, so a group of zero-length items cannot repeat forever.
    static let maximumItemsPerGroup = 10_000

    /// Lays out `group` at size `size` (already resolved), numbering its leaves from `firstIndex`.
    /// Returns the leaves relative to the group's origin and the group's final size.
    func layout(_ group: NSCollectionLayoutGroup, size: CGSize, firstIndex: Int) -> (leaves: [ResolvedLeaf], size: CGSize) {
        switch group.arrangement {
        case .custom: return layoutCustom(group, size: size)
        case .horizontal: return layoutLine(group, axis: .horizontal, size: size, firstIndex: firstIndex)
        case .vertical: return layoutLine(group, axis: .vertical, size: size, firstIndex: firstIndex)
        }
    }

    /// The number of leaves a group instance holds (for numbering; uses the same rules as `layout`).
    func leafCount(_ group: NSCollectionLayoutGroup, size: CGSize, firstIndex: Int) -> Int {
        layout(group, size: size, firstIndex: firstIndex).leaves.count
    }

    private func layoutCustom(_ group: NSCollectionLayoutGroup, size: CGSize) -> (leaves: [ResolvedLeaf], size: CGSize) {
        let items = group.itemProvider?(environment) ?? []
        let bounds = CGRect(origin: .zero, size: size).insetBy(dx: -0.5, dy: -0.5)
        var leaves: [ResolvedLeaf] = []
        var warned = false
        for custom in items {
            let f = custom.frame.standardized
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
                Log.uikit.warning("NSCollectionLayoutGroup.custom: a non-finite frame \(custom.frame); the item gets a zero frame")
                leaves.append(ResolvedLeaf(frame: .zero, item: nil, zIndex: custom.zIndex))
                continue
            }
            if !bounds.contains(f) && !warned {
                warned = true
                Log.uikit.warning("NSCollectionLayoutGroup.custom: frame \(f) lies outside the group (\(size.width)×\(size.height)); kept as given")
            }
            leaves.append(ResolvedLeaf(frame: f, item: nil, zIndex: custom.zIndex))
        }
        return (leaves, size)
    }

    /// One entry along a line group: an item or nested group, its size and (for a group) its leaves.
    private struct Entry {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var leaves: [ResolvedLeaf]?
        var before: CGFloat, after: CGFloat          // edge spacing along the axis (minimum)
        var flexBefore: Bool, flexAfter: Bool
    }

    private func entry(_ item: NSCollectionLayoutItem, axis: LayoutAxis, container: CGSize, index: Int,
                       mainOverride: CGFloat? = nil) -> Entry {
        var size: CGSize
        var leaves: [ResolvedLeaf]? = nil
        if let sub = item as? NSCollectionLayoutGroup {
            var proposed = sub.layoutSize.resolved(in: container)
            if let m = mainOverride { proposed = axis.size(main: m, cross: axis.cross(proposed)) }
            let r = layout(sub, size: proposed, firstIndex: index)
            size = r.size; leaves = r.leaves
        } else {
            size = item.layoutSize.resolved(in: container, measured: measured(index))
            if let m = mainOverride { size = axis.size(main: m, cross: axis.cross(size)) }
        }
        let (b, a) = axis.spacings(item.edgeSpacing)
        return Entry(item: item, size: size, leaves: leaves, before: b?.spacing ?? 0, after: a?.spacing ?? 0,
                     flexBefore: b?.isFlexibleSpacing ?? false, flexAfter: a?.isFlexibleSpacing ?? false)
    }

    private func count(_ e: Entry) -> Int { e.leaves?.count ?? 1 }

    private func layoutLine(_ group: NSCollectionLayoutGroup, axis: LayoutAxis, size: CGSize,
                            firstIndex: Int) -> (leaves: [ResolvedLeaf], size: CGSize) {
        guard !group.subitems.isEmpty else { return ([], size) }
        let gap = group.interItemSpacing?.spacing ?? 0
        let flexGap = group.interItemSpacing?.isFlexibleSpacing ?? false
        let available = axis.main(size)
        var entries: [Entry] = []
        var index = firstIndex
        var used: CGFloat = 0
        switch group.repetition {
        case .repeating(let n):
            for _ in 0..<n {
                let e = entry(group.subitems[0], axis: axis, container: size, index: index)
                entries.append(e); index += count(e)
            }
        case .equal(let n):
            let length = n > 0 ? max((available - gap * CGFloat(n - 1)) / CGFloat(n), 0) : 0
            for _ in 0..<n {
                let e = entry(group.subitems[0], axis: axis, container: size, index: index, mainOverride: length)
                entries.append(e); index += count(e)
            }
        case .fill:
            // The subitems in order, repeated while the next still fits (0.5 pt tolerance for
            // fractions such as 1/3 that do not add up exactly); at least one full pass if lengths are 0.
            var k = 0
            while entries.count < Self.maximumItemsPerGroup {
                let e = entry(group.subitems[k % group.subitems.count], axis: axis, container: size, index: index)
                let length = e.before + axis.main(e.size) + e.after + (entries.isEmpty ? 0 : gap)
                if !entries.isEmpty && used + length > available + 0.5 { break }
                if length <= 0 && k >= group.subitems.count { break }
                entries.append(e); index += count(e); used += length; k += 1
            }
        }
        return place(entries, axis: axis, groupSize: size, gap: gap, flexGap: flexGap, group: group)
    }

    private func place(_ entries: [Entry], axis: LayoutAxis, groupSize: CGSize, gap: CGFloat, flexGap: Bool,
                       group: NSCollectionLayoutGroup) -> (leaves: [ResolvedLeaf], size: CGSize) {
        let total = entries.reduce(0) { $0 + $1.before + axis.main($1.size) + $1.after }
            + gap * CGFloat(max(entries.count - 1, 0))
        var mainLength = axis.main(groupSize)
        if axis.isEstimated(group.layoutSize) { mainLength = total }
        let flexibleSlots = entries.reduce(0) { $0 + ($1.flexBefore ? 1 : 0) + ($1.flexAfter ? 1 : 0) }
            + (flexGap ? max(entries.count - 1, 0) : 0)
        let share = flexibleSlots > 0 ? max(mainLength - total, 0) / CGFloat(flexibleSlots) : 0
        var crossLength = axis.cross(groupSize)
        if axis.other.isEstimated(group.layoutSize) {
            crossLength = entries.reduce(0) { m, e in
                let (b, a) = axis.other.spacings(e.item.edgeSpacing)
                return max(m, (b?.spacing ?? 0) + axis.cross(e.size) + (a?.spacing ?? 0))
            }
        }
        var leaves: [ResolvedLeaf] = []
        var cursor: CGFloat = 0
        for (i, e) in entries.enumerated() {
            if i > 0 { cursor += gap + (flexGap ? share : 0) }
            cursor += e.before + (e.flexBefore ? share : 0)
            let crossOrigin = crossPosition(e, axis: axis, crossLength: crossLength)
            let frame = axis.rect(main: cursor, cross: crossOrigin, mainLength: axis.main(e.size), crossLength: axis.cross(e.size))
            if let sub = e.leaves {
                leaves += sub.map { ResolvedLeaf(frame: $0.frame.offsetBy(dx: frame.minX, dy: frame.minY), item: $0.item, zIndex: $0.zIndex) }
            } else {
                leaves.append(ResolvedLeaf(frame: inset(frame, e.item), item: e.item, zIndex: 0))
            }
            cursor += axis.main(e.size) + e.after + (e.flexAfter ? share : 0)
        }
        return (leaves, axis.size(main: mainLength, cross: crossLength))
    }

    private func crossPosition(_ e: Entry, axis: LayoutAxis, crossLength: CGFloat) -> CGFloat {
        let (b, a) = axis.other.spacings(e.item.edgeSpacing)
        let before = b?.spacing ?? 0, after = a?.spacing ?? 0
        let flex = (b?.isFlexibleSpacing ?? false ? 1 : 0) + (a?.isFlexibleSpacing ?? false ? 1 : 0)
        let leftover = max(crossLength - before - axis.cross(e.size) - after, 0)
        let share = flex > 0 ? leftover / CGFloat(flex) : 0
        return before + (b?.isFlexibleSpacing ?? false ? share : 0)
    }

    /// The item's frame inside its allotted space: content insets, except on an estimated axis
    /// (documented: "ignored for any axis that uses an estimated value").
    private func inset(_ frame: CGRect, _ item: NSCollectionLayoutItem) -> CGRect {
        let i = item.contentInsets
        let w = item.layoutSize.widthDimension.isEstimated, h = item.layoutSize.heightDimension.isEstimated
        let left = w ? 0 : i.leading, right = w ? 0 : i.trailing
        let top = h ? 0 : i.top, bottom = h ? 0 : i.bottom
        return CGRect(x: frame.minX + left, y: frame.minY + top,
                      width: max(frame.width - left - right, 0), height: max(frame.height - top - bottom, 0))
    }
}
