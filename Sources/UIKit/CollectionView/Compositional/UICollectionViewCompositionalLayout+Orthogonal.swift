import Foundation

/// Orthogonal sections of `UICollectionViewCompositionalLayout`: each gets a nested scroll view
/// (through the collection view's orthogonal-section seam, UICollectionView+OrthogonalSections.swift)
/// that carries its cells across the main axis, so the scroll view's own nesting rules apply: a
/// horizontal drag scrolls the section, a vertical one the collection view.
extension UICollectionViewCompositionalLayout {
    /// Creates, updates or drops the nested scroll views to match the resolved sections.
    func syncOrthogonalScrollViews() {
        var kept: [Int: CompositionalOrthogonalScrollView] = [:]
        for section in placed {
            guard let band = section.resolved.orthogonalFrame, let description = section.description else { continue }
            let view = orthogonalScrollViews[section.index] ?? CompositionalOrthogonalScrollView(section: section.index, frame: band)
            view.configure(behavior: description.orthogonalScrollingBehavior, axis: axis, frame: band,
                           contentLength: section.resolved.orthogonalContentLength, groups: section.resolved.groupFrames,
                           leadingInset: axis.other.leadingInset(description.contentInsets))
            kept[section.index] = view
        }
        orthogonalScrollViews = kept
    }

    func attributesForOrthogonalSection(_ section: Int, in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard placed.indices.contains(section), placed[section].isOrthogonal else { return [] }
        let placedSection = placed[section]
        let groups = placedSection.resolved.groupFrames
        let cross = axis.other
        let lo = cross.minMain(rect), hi = cross.maxMain(rect)
        var out: [UICollectionViewLayoutAttributes] = []
        var g = firstIndex(in: groups.count) { cross.maxMain(groups[$0]) >= lo }
        while g < groups.count, cross.minMain(groups[g]) <= hi {
            let first = placedSection.resolved.groupFirstItems[g]
            let end = g + 1 < groups.count ? placedSection.resolved.groupFirstItems[g + 1] : placedSection.resolved.itemFrames.count
            for item in first..<end where placedSection.resolved.itemFrames[item].overlaps(rect) {
                out.append(itemAttributes(placedSection, item))
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

    func configure(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, axis: LayoutAxis, frame: CGRect,
                   contentLength: CGFloat, groups: [CGRect], leadingInset: CGFloat) {
        self.behavior = behavior
        self.axis = axis
        self.leadingInset = leadingInset
        let cross = axis.other
        groupStarts = groups.map { cross.minMain($0) }
        groupLengths = groups.map { cross.main($0.size) }
        if self.frame != frame { self.frame = frame }
        let size = cross == .horizontal ? CGSize(width: contentLength, height: frame.height)
                                        : CGSize(width: frame.width, height: contentLength)
        if contentSize != size { contentSize = size }
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
        let target = OrthogonalSnapping.target(behavior: behavior, rests: rests, offset: cross.main(contentOffset),
                                               velocity: cross.main(velocity) * 1000, projected: cross.main(proposedTarget))
        return cross == .horizontal ? CGPoint(x: target, y: proposedTarget.y) : CGPoint(x: proposedTarget.x, y: target)
    }
}
