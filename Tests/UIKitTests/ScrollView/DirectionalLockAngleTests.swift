import Foundation
import HostContextTesting
import Testing
import UIKit

/// `isDirectionalLockEnabled` either side of the lock angle, through the window: fingers dragged at
/// 29° and 31° from each axis. The documented rule (DirectionalLock): the
/// drag's first movement locks to an axis when it is within 30° of it, and stays free otherwise. The
/// expected sides are worked out here from the angle alone; the offsets from the finger's travel
/// (the content follows the finger 1:1 on every axis that is not locked, less the pan's 10 pt slop
/// taken along the drag's direction).
@Suite(.freshHostContext) @MainActor struct DirectionalLockAngleTests {
    /// Drags 150 pt at `degrees` from the horizontal (towards the upper left, so the offset grows on
    /// both axes), holds, and returns the offset with the finger still down.
    func offsetAfterDrag(atDegrees degrees: Double) -> CGPoint {
        let f = ScrollViewFixture(contentSize: CGSize(width: 3000, height: 3000))
        f.scrollView.isDirectionalLockEnabled = true
        let radians = degrees * .pi / 180
        let travel = CGPoint(x: -150 * cos(radians), y: -150 * sin(radians))
        f.drag(from: CGPoint(x: 250, y: 400), by: travel, duration: 0.25, lift: false)
        return f.scrollView.contentOffset
    }

    /// The side the rule picks for a first movement at `degrees` from the horizontal.
    func expectedLock(_ degrees: Double) -> (horizontal: Bool, vertical: Bool) {
        (horizontal: degrees <= 30, vertical: 90 - degrees <= 30)
    }

    @Test(arguments: [29.0, 31.0, 59.0, 61.0])
    func aDragAtThisAngleLocksOnlyWithin30DegreesOfAnAxis(degrees: Double) {
        let offset = offsetAfterDrag(atDegrees: degrees)
        let lock = expectedLock(degrees)
        let radians = degrees * .pi / 180
        // The finger moved 150 pt; the pan's translation leaves out its first 10 pt (the slop, along
        // the drag's direction), so the offset is 140 pt of the drag on every axis left free.
        let travel = (x: 140 * cos(radians), y: 140 * sin(radians))
        if lock.horizontal {
            #expect(offset.y == 0, "\(degrees)° locks horizontally")
            #expect(abs(Double(offset.x) - travel.x) < 1e-6)
        } else if lock.vertical {
            #expect(offset.x == 0, "\(degrees)° locks vertically")
            #expect(abs(Double(offset.y) - travel.y) < 1e-6)
        } else {
            #expect(abs(Double(offset.x) - travel.x) < 1e-6, "\(degrees)° stays free")
            #expect(abs(Double(offset.y) - travel.y) < 1e-6, "\(degrees)° stays free")
        }
    }

    /// The pairs straddle the boundary: 29° and 31° from the horizontal land on different sides, as
    /// do 29° and 31° from the vertical (61° and 59° from the horizontal).
    @Test func twoDegreesApartTheOutcomeFlips() {
        let at29 = offsetAfterDrag(atDegrees: 29), at31 = offsetAfterDrag(atDegrees: 31)
        #expect(at29.y == 0 && at31.y > 50)
        let at61 = offsetAfterDrag(atDegrees: 61), at59 = offsetAfterDrag(atDegrees: 59)
        #expect(at61.x == 0 && at59.x > 50)
    }
}
