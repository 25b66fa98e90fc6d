import Foundation
import Testing
@testable import UIKit

/// The landing rules of orthogonal sections as plain numbers: groups 230.4 pt wide, 10 pt apart,
/// after a 16 pt leading inset, in a 320 pt viewport (the App Store's 80 % cards).
@Suite @MainActor struct OrthogonalSnappingTests {
    let starts: [CGFloat] = (0..<5).map { (i: Int) -> CGFloat in 16 + CGFloat(i) * 240.4 }
    let lengths: [CGFloat] = Array(repeating: 230.4, count: 5)
    /// The scrollable range: 16 + 5 × 230.4 + 4 × 10 + 16 − 320 = 904 pt.
    let range: ClosedRange<CGFloat> = 0...904

    @Test func groupPagingRestsOnLeadingEdgesAndMovesOneGroupPerFlick() {
        let rests = OrthogonalSnapping.restOffsets(behavior: .groupPaging, groupStarts: starts, groupLengths: lengths,
                                                   leadingInset: 16, viewport: 320, range: range)
        // Group k rests where group 0 starts: offset 240.4·k; the last is clamped to the end.
        #expect(rests.count == 5)
        #expect(isClose(rests[1], 240.4, within: 1e-9))
        #expect(isClose(rests[3], 721.2, within: 1e-9))
        #expect(isClose(rests[4], 904, within: 1e-9))
        // A flick forward from 30 pt lands on group 1 however far the projection reaches.
        #expect(OrthogonalSnapping.target(behavior: .groupPaging, rests: rests, offset: 30, velocity: 2000, projected: 900) == rests[1])
        // Backward from just past group 2 lands on group 2; a slow release the nearest group.
        #expect(OrthogonalSnapping.target(behavior: .groupPaging, rests: rests, offset: 500, velocity: -2000, projected: 0) == rests[2])
        #expect(OrthogonalSnapping.target(behavior: .groupPaging, rests: rests, offset: 370, velocity: 100, projected: 380) == rests[2])
    }

    @Test func centredPagingCentresTheGroupAndLeadingBoundaryFollowsTheProjection() {
        let centred = OrthogonalSnapping.restOffsets(behavior: .groupPagingCentered, groupStarts: starts, groupLengths: lengths,
                                                     leadingInset: 16, viewport: 320, range: range)
        // Group 1's centre 16 + 240.4 + 115.2 under the viewport's centre 160.
        let groupOneCentred: CGFloat = 16 + 240.4 + 115.2 - 160
        #expect(centred.contains { isClose($0, groupOneCentred, within: 1e-9) })
        let leading = OrthogonalSnapping.restOffsets(behavior: .continuousGroupLeadingBoundary, groupStarts: starts,
                                                     groupLengths: lengths, leadingInset: 16, viewport: 320, range: range)
        #expect(OrthogonalSnapping.target(behavior: .continuousGroupLeadingBoundary, rests: leading, offset: 0,
                                          velocity: 2000, projected: 700) == leading[3])
        #expect(OrthogonalSnapping.target(behavior: .continuous, rests: leading, offset: 0, velocity: 2000, projected: 700) == 700)
    }
}
