import HostContextTesting
import Testing
import UIKit

/// A deceleration that reaches an edge: analytic hand-off into the bounce spring (ω = 11/s,
/// critically damped), or a hard stop with `bounces = false` (Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
@Suite(.freshHostContext) @MainActor struct EdgeBounceTests {
    /// Content 1000 in a 480 view: the bottom edge is at offset 520. A 2000 pt/s flick from 156.67.
    private func flickIntoBottomEdge(_ f: ScrollViewFixture) -> TimeInterval {
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.075)
    }

    @Test func aFlickIntoTheBottomEdgeOvershootsByVOverOmegaEAndSettlesExactlyOnTheEdge() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 1000))
        f.frameRate = 240
        _ = flickIntoBottomEdge(f)
        let x0 = Double(f.scrollView.contentOffset.y)
        #expect(abs(x0 - (150 + 150.0 / 9 - 10)) < 0.01)
        // Velocity where the curve crosses 520: v0 − Δ·1000·(1 − d)/d; peak overshoot v/(ω·e).
        let vEdge = 2000 - (520 - x0) * 1000 * 0.002 / 0.998
        let expectedPeak = vEdge / (11 * M_E)
        var peak = 0.0
        var steps = 0
        while (f.scrollView.isDecelerating) && steps < 2400 {
            f.advance(by: 1.0 / 240)
            peak = max(peak, Double(f.scrollView.contentOffset.y) - 520)
            steps += 1
        }
        #expect(abs(peak - expectedPeak) < 0.2, "peak \(peak), expected \(expectedPeak)")
        #expect(f.scrollView.contentOffset.y == 520)
        #expect(f.recorder.compactLog.suffix(3) == ["willBeginDecelerating", "didScroll*", "didEndDecelerating"])
    }

    @Test func aFlickIntoTheTopEdgeBouncesBelowZeroAndSettlesExactlyAtZero() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        f.recorder.clear()
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 150), duration: 0.075)
        var lowest = CGFloat.infinity
        for _ in 0..<600 where f.scrollView.isDecelerating {
            f.advance(by: 1.0 / 60)
            lowest = min(lowest, f.scrollView.contentOffset.y)
        }
        #expect(lowest < -10)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging)
    }

    @Test func withBouncesOffAFlickStopsExactlyAtTheEdgeWithoutOvershoot() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 1000))
        f.scrollView.bounces = false
        _ = flickIntoBottomEdge(f)
        var highest: CGFloat = 0
        for _ in 0..<600 where f.scrollView.isDecelerating {
            f.advance(by: 1.0 / 60)
            highest = max(highest, f.scrollView.contentOffset.y)
        }
        #expect(highest == 520)
        #expect(f.scrollView.contentOffset.y == 520)
        #expect(f.recorder.log.last == "didEndDecelerating")
    }

    @Test func theBounceStartsExactlyWhenTheCurveReachesTheEdge() {
        // Before the analytic crossing time the offset is on the free curve; just after it, past the edge.
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 1000))
        let release = flickIntoBottomEdge(f)
        let x0 = Double(f.scrollView.contentOffset.y), d = 0.998, v0 = 2000.0
        let q = 1 - 1000 * (520 - x0) * (1 - d) / (v0 * d)
        let tc = log(q) / (1000 * log(d))
        f.run(until: release + tc - 0.002)
        #expect(f.scrollView.contentOffset.y < 520)
        f.run(until: release + tc + 0.010)
        #expect(f.scrollView.contentOffset.y > 520)
        #expect(f.scrollView.isDecelerating)
    }
}
