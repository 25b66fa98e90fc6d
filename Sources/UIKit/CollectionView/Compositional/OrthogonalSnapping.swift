import Foundation
import ScrollPhysics

/// Where an orthogonal section's nested scroll view comes to rest after a drag: pure rules over the
/// groups' positions, asked by the nested scroll view when the finger lifts.
///
/// Apple documents the intent only (`UICollectionLayoutSectionOrthogonalScrollingBehavior`):
/// `.continuousGroupLeadingBoundary` comes "to a natural stop at the leading boundary of the visible
/// group"; `.groupPaging` pages "one group at a time"; `.groupPagingCentered` also centres the
/// group. ScrollKit's rules, in the spirit of `targetContentOffset(forProposedContentOffset:
/// withScrollingVelocity:)` snapping from the fling's projected landing point:
/// - `.continuousGroupLeadingBoundary`: the group leading edge nearest the projected landing point
///   (where the free deceleration would stop, the WWDC 2018 projection).
/// - `.groupPaging` / `.groupPagingCentered`: the paging rule of `PagingTarget` over group positions
///   instead of pages: faster than 300 pt/s (iAd's `MIN_VELOCITY_FOR_DECELERATION_WITH_PAGING`), the
///   next group in the flick's direction from where the finger lifted; slower, the nearest group.
///   So a flick moves one group, however fast.
/// A group's rest offset puts its leading edge where the first group starts (the section's leading
/// inset), or its centre in the middle of the viewport; rest offsets are clamped to the scrollable range.
enum OrthogonalSnapping {
    /// The rest offsets of the groups for `behavior`, sorted and clamped to `range`.
    static func restOffsets(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, groupStarts: [CGFloat],
                            groupLengths: [CGFloat], leadingInset: CGFloat, viewport: CGFloat,
                            range: ClosedRange<CGFloat>) -> [CGFloat] {
        var rests: [CGFloat] = []
        for (start, length) in zip(groupStarts, groupLengths) {
            let raw = behavior == .groupPagingCentered ? start + length / 2 - viewport / 2 : start - leadingInset
            let clamped = min(max(raw, range.lowerBound), range.upperBound)
            if rests.last.map({ abs($0 - clamped) > 0.5 }) ?? true { rests.append(clamped) }
        }
        return rests.sorted()
    }

    /// The offset to rest at, given the offset at release, the release velocity (pt/s, positive
    /// toward larger offsets) and the free deceleration's landing point.
    static func target(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rests: [CGFloat],
                       offset: CGFloat, velocity: CGFloat, projected: CGFloat) -> CGFloat {
        guard !rests.isEmpty else { return projected }
        switch behavior {
        case .none, .continuous, .paging:
            return projected
        case .continuousGroupLeadingBoundary:
            return nearest(rests, to: projected)
        case .groupPaging, .groupPagingCentered:
            let flick = CGFloat(PagingTarget.flickVelocity)
            if velocity > flick { return rests.first { $0 > offset + 0.5 } ?? rests[rests.count - 1] }
            if velocity < -flick { return rests.last { $0 < offset - 0.5 } ?? rests[0] }
            return nearest(rests, to: offset)
        }
    }

    private static func nearest(_ rests: [CGFloat], to x: CGFloat) -> CGFloat {
        rests.min { abs($0 - x) < abs($1 - x) } ?? x
    }
}
