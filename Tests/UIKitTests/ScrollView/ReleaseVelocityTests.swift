import HostContextTesting
import Testing
import UIKit

/// Release velocity (trailing 100 ms, 40 ms stillness rule), `willEndDragging` in pt/ms, and retargeting
/// (velocity in points per millisecond, as Apple documents; Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
@Suite(.freshHostContext) @MainActor struct ReleaseVelocityTests {
    @Test func aFingerStillFor40msBeforeLiftingDoesNotDecelerate() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15, pauseBeforeLift: 0.04)
        let y = f.scrollView.contentOffset.y
        #expect(f.recorder.willEndVelocity == .zero)
        #expect(f.recorder.proposedTarget == CGPoint(x: 0, y: y))
        #expect(f.recorder.log.last == "didEndDragging(false)")
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging && !f.scrollView.isTracking)
        f.advance(by: 1)
        #expect(f.scrollView.contentOffset.y == y)
    }

    @Test func aFingerStillFor30msStillFlings() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15, pauseBeforeLift: 0.03)
        #expect(f.recorder.velocity.y > 0.5)
        #expect(f.scrollView.isDecelerating)
    }

    @Test func willEndDraggingReportsPointsPerMillisecondWithTheOffsetSign() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        // Finger moves down 75 pt in 0.15 s: the offset decreases at 500 pt/s.
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 75), duration: 0.15)
        let v = f.recorder.velocity
        #expect(abs(v.y - -0.5) < 1e-6)
        #expect(v.x == 0)
        // Target: x0 − (500 − 10)·0.998/0.002/1000 = x0 − 244.51.
        let y0 = f.scrollView.contentOffset.y
        #expect(abs(f.recorder.target.y - (y0 - 244.51)) < 0.01)
        f.settle()
        #expect(abs(f.scrollView.contentOffset.y - (y0 - 244.51)) < 0.01)
    }

    @Test func theReleaseVelocityIsTheDragSpeedOfTheTrailing100ms() {
        // Slow start (200 pt/s for 0.3 s), then 1500 pt/s for the last 0.15 s.
        let f = ScrollViewFixture()
        f.down(CGPoint(x: 160, y: 450))
        let p = f.glide(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -60), duration: 0.3)
        let q = f.glide(from: p, by: CGPoint(x: 0, y: -225), duration: 0.15)
        f.up(q)
        #expect(abs(f.recorder.velocity.y - 1.5) < 1e-6)
    }

    @Test func aRetargetedOffsetLandsExactlyThere() {
        let f = ScrollViewFixture()
        f.recorder.retarget = { _ in CGPoint(x: 0, y: 700) }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        #expect(f.scrollView.isDecelerating)
        f.settle()
        #expect(f.scrollView.contentOffset.y == 700)
        #expect(f.recorder.log.last == "didEndDecelerating")
    }

    @Test func aRetargetBehindTheFlickStillLandsExactlyThere() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        f.recorder.retarget = { _ in CGPoint(x: 0, y: 400) }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset.y == 400)
    }

    @Test func aRetargetToNaNKeepsTheProposedTarget() {
        let f = ScrollViewFixture()
        f.recorder.retarget = { _ in CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        let proposed = f.recorder.target
        var allFinite = true
        for _ in 0..<300 { f.advance(by: 1.0 / 60); allFinite = allFinite && f.scrollView.contentOffset.y.isFinite && f.scrollView.contentOffset.x.isFinite }
        #expect(allFinite)
        #expect(abs(f.scrollView.contentOffset.y - proposed.y) < 0.01)
        #expect(f.scrollView.contentOffset.x == 0)
    }

    @Test func aRetargetFarOutsideTheContentIsClampedToTheEdge() {
        let f = ScrollViewFixture()
        f.recorder.retarget = { _ in CGPoint(x: 0, y: 1e9) }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset.y == CGFloat(5000 - 480))
        #expect(f.scrollView.contentOffset.y.isFinite)
    }

    @Test func aRetargetToInfinityIsIgnoredLikeNaN() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        f.recorder.retarget = { _ in CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity) }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset.y.isFinite && f.scrollView.contentOffset.x.isFinite)
        // Documented (UIScrollView+Dragging): a non-finite retarget keeps the proposal.
        #expect(abs(f.scrollView.contentOffset.y - f.recorder.target.y) < 0.01)
        #expect(f.scrollView.contentOffset.x == 0)
    }
}
