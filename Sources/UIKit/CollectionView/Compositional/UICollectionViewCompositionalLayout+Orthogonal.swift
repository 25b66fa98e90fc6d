import Foundation

/// Orthogonal sections of `UICollectionViewCompositionalLayout`: each gets a nested scroll view
/// (through the collection view's orthogonal-section seam, UICollectionView+OrthogonalSections.swift)
/// that carries its cells across the main axis, so the scroll view's own nesting rules apply: a
/// horizontal drag scrolls the section, a vertical one the collection view.
///
/// Right to left (a vertical layout shown mirrored, UICollectionViewLayout+Direction.swift), a
/// sideways section reads from the right, as on iOS: its band is mirrored in the collection view,
/// its items are mirrored in the nested scroll view's content (item 0 at the right end), and the
/// nested scroll view starts scrolled to its right end. Its content offset is not flipped (0 is
/// still the left end, as for every scroll view), so scrolling on towards later items lowers it.
extension UICollectionViewCompositionalLayout {
    /// Whether sideways sections are shown mirrored now: a vertical layout in the opposite direction.
    var mirrorsOrthogonalSections: Bool { axis == .vertical && mirrorsForDirection }

    /// Creates, updates or drops the nested scroll views to match the resolved sections.
    func syncOrthogonalScrollViews() {
        var kept: [Int: CompositionalOrthogonalScrollView] = [:]
        let mirrors = mirrorsOrthogonalSections
        let width = mirrorWidth
        for section in placed {
            guard let resolvedBand = section.resolved.orthogonalFrame, let description = section.description else { continue }
            let band = UIView.mirrored(resolvedBand, in: width, when: mirrors)
            let view = orthogonalScrollViews[section.index] ?? CompositionalOrthogonalScrollView(section: section.index, frame: band)
            view.configure(behavior: description.orthogonalScrollingBehavior, axis: axis, frame: band,
                           contentLength: section.resolved.orthogonalContentLength, groups: section.resolved.groupFrames,
                           leadingInset: axis.other.leadingInset(description.contentInsets), mirrored: mirrors)
            kept[section.index] = view
        }
        orthogonalScrollViews = kept
    }

    func attributesForOrthogonalSection(_ section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard placed.indices.contains(section), placed[section].isOrthogonal else { return [] }
        let placedSection = placed[section]
        let groups = placedSection.resolved.groupFrames
        let cross = axis.other
        // Mirrored: the items are resolved left to right, shown from the right end of the content.
        let mirrorLength = orthogonalScrollViews[section]?.mirrorsContent == true ? placedSection.resolved.orthogonalContentLength : nil
        let rect = mirrorLength.map { UIView.mirrored(rect, in: $0, when: true) } ?? rect
        let lo = cross.minMain(rect), hi = cross.maxMain(rect)
        var out: [UICollectionViewLayoutAttributes] = []
        var g = firstIndex(in: groups.count) { cross.maxMain(groups[$0]) >= lo }
        while g < groups.count, cross.minMain(groups[g]) <= hi {
            let first = placedSection.resolved.groupFirstItems[g]
            let end = g + 1 < groups.count ? placedSection.resolved.groupFirstItems[g + 1] : placedSection.resolved.itemFrames.count
            for item in first..<end where placedSection.resolved.itemFrames[item].overlaps(rect) {
                let attributes = itemAttributes(placedSection, item)
                if let mirrorLength { attributes.frame = UIView.mirrored(attributes.frame, in: mirrorLength, when: true) }
                out.append(attributes)
            }
            g += 1
        }
        if let handler = placedSection.description?.visibleItemsInvalidationHandler, let collectionView {
            let offset = orthogonalScrollViews[section]?.contentOffset ?? .zero
            let size = collectionView.bounds.size
            let container = CompositionalContainer(contentSize: size, contentInsets: .zero)
            handler(out, offset, CompositionalEnvironment(container: container, traitCollection: collectionView.traitCollection))
        }
        return out
    }
}

/// The nested scroll view of one orthogonal section: scrolls across the layout's axis, pages by its
/// width for `.paging`, and snaps to groups for the group behaviours (`OrthogonalSnapping`) by
/// retargeting the release, so the deceleration lands exactly on the group.
final class CompositionalOrthogonalScrollView: OrthogonalSectionContainer {
    private(set) var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    private var axis: LayoutAxis = .vertical
    private var groupStarts: [CGFloat] = []
    private var groupLengths: [CGFloat] = []
    private var leadingInset: CGFloat = 0
    /// Whether the section's items are shown mirrored in the content (right to left; only for a
    /// horizontal section).
    private(set) var mirrorsContent = false

    /// How far the section is scrolled from its leading end: the offset left to right, the distance
    /// from the right end right to left.
    private var leadingOffset: CGFloat {
        let cross = axis.other
        guard mirrorsContent else { return cross.main(contentOffset) }
        return max(contentSize.width - bounds.width, 0) - contentOffset.x
    }

    func configure(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, axis: LayoutAxis, frame: CGRect,
                   contentLength: CGFloat, groups: [CGRect], leadingInset: CGFloat, mirrored: Bool) {
        let keptOffset = leadingOffset
        let mirrored = mirrored && axis.other == .horizontal
        let directionChanged = mirrored != mirrorsContent
        self.behavior = behavior
        self.axis = axis
        self.leadingInset = leadingInset
        let cross = axis.other
        groupStarts = groups.map { cross.minMain($0) }
        groupLengths = groups.map { cross.main($0.size) }
        if self.frame != frame { self.frame = frame }
        let size = cross == .horizontal ? CGSize(width: contentLength, height: frame.height)
                                        : CGSize(width: frame.width, height: contentLength)
        let sizeChanged = contentSize != size
        if sizeChanged { contentSize = size }
        mirrorsContent = mirrored
        // A new or resized mirrored section, or one whose direction changed, keeps its distance from
        // its leading end: a new right-to-left section starts at its right end.
        if mirrored ? (sizeChanged || directionChanged) : directionChanged {
            let maxOffset = max(size.width - frame.width, 0)
            let x = mirrored ? maxOffset - keptOffset : keptOffset
            contentOffset = CGPoint(x: min(max(x, 0), maxOffset), y: contentOffset.y)
        }
        // `.paging` pages by the container's width (Apple); the scroll view's own paging does it.
        isPagingEnabled = behavior == .paging
        alwaysBounceHorizontal = cross == .horizontal
        alwaysBounceVertical = cross == .vertical
    }

    override func adjustedReleaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let proposedTarget = super.adjustedReleaseTarget(proposed: proposed, velocity: velocity)
        let cross = axis.other
        let viewport = cross.main(bounds.size)
        let maxOffset = max(cross.main(contentSize) - viewport, 0)
        let rests = OrthogonalSnapping.restOffsets(behavior: behavior, groupStarts: groupStarts, groupLengths: groupLengths,
                                                   leadingInset: leadingInset, viewport: viewport, range: 0...maxOffset)
        // The rests are measured from the leading end; mirrored, from the right end.
        let flip: (CGFloat) -> CGFloat = { [mirrorsContent] in mirrorsContent ? maxOffset - $0 : $0 }
        let target = flip(OrthogonalSnapping.target(behavior: behavior, rests: rests, offset: flip(cross.main(contentOffset)),
                                                    velocity: cross.main(velocity) * 1000 * (mirrorsContent ? -1 : 1),
                                                    projected: flip(cross.main(proposedTarget))))
        return cross == .horizontal ? CGPoint(x: target, y: proposedTarget.y) : CGPoint(x: proposedTarget.x, y: target)
    }
}
