import HostContextTesting
import Testing
import UIKit

/// Deceleration with `.fast` and custom rates, and frame-rate independence of the whole motion
/// (Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md; TV-5).
@Suite(.freshHostContext) @MainActor struct DecelerationRateTests {
    /// Offset at release for the fixture's standard 1000 pt/s flick: 150 pt plus the lift's step, minus the slop.
    static let releaseOffset: CGFloat = 150 + 150.0 / 18 - 10

    @Test func fastRateFlickAt1000PointsPerSecondTravels98_01PointsAndStopsAt458ms() {
        let f = ScrollViewFixture()
        f.scrollView.decelerationRate = .fast
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        let x0 = f.scrollView.contentOffset.y
        #expect(abs(x0 - Self.releaseOffset) < 0.01)
        // Projection for willEndDragging: (v0 − 10)·d/(1 − d)/1000.
        #expect(abs(f.recorder.target.y - (x0 + 98.01)) < 0.01)
        f.run(until: release + 0.45)
        #expect(f.scrollView.isDecelerating)
        f.run(until: release + 0.466)
        #expect(!f.scrollView.isDecelerating)
        #expect(abs(f.scrollView.contentOffset.y - (x0 + 98.01)) < 0.01)
        #expect(f.recorder.log.last == "didEndDecelerating")
    }

    @Test func customRate0_995TravelsItsProjectionAndStopsWhenTheSpeedReaches10() {
        let f = ScrollViewFixture()
        f.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        let x0 = f.scrollView.contentOffset.y
        // (1000 − 10)·0.995/0.005/1000 = 197.01 pt; ln(100)/(−1000·ln 0.995) = 0.91873 s.
        let travel = 990 * 0.995 / 0.005 / 1000
        let duration = log(100.0) / (-1000 * log(0.995))
        f.run(until: release + duration - 0.005)
        #expect(f.scrollView.isDecelerating)
        // Halfway in time: x0 + (v0/1000)·d·(1 − d^(1000t))/(1 − d).
        f.run(until: release + duration + 0.005)
        #expect(!f.scrollView.isDecelerating)
        #expect(abs(f.scrollView.contentOffset.y - (x0 + CGFloat(travel))) < 0.01)
    }

    @Test func customRatePositionMidFlightFollowsTheDiscreteModel() {
        let f = ScrollViewFixture()
        f.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        let x0 = Double(f.scrollView.contentOffset.y)
        f.run(until: release + 0.25)
        let d = 0.995
        let expected = x0 + 1.0 * d * (1 - pow(d, 250)) / (1 - d)
        #expect(abs(Double(f.scrollView.contentOffset.y) - expected) < 0.01)
    }

    /// Runs one script (a free flick, then a flick into the bottom edge that bounces) at `rate` ticks per
    /// second and samples the offset at k/12 s.
    private func samples(frameRate: Double, contentHeight: CGFloat) -> [CGFloat] {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: contentHeight))
        f.frameRate = frameRate
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        var out: [CGFloat] = []
        for k in 3...48 {
            f.run(until: Double(k) / 12)
            out.append(f.scrollView.contentOffset.y)
        }
        return out
    }

    @Test func aFreeFlickGivesTheSameOffsetsAt60_120And144TicksPerSecond() {
        let a = samples(frameRate: 60, contentHeight: 5000)
        let b = samples(frameRate: 120, contentHeight: 5000)
        let c = samples(frameRate: 144, contentHeight: 5000)
        #expect(a.count == b.count && b.count == c.count)
        for i in a.indices {
            #expect(abs(a[i] - b[i]) <= 0.01 && abs(a[i] - c[i]) <= 0.01, "sample \(i)")
        }
        #expect((a.last ?? 0) > 400)  // it really moved
    }

    @Test func aFlickIntoAnEdgeGivesTheSameOffsetsAt60_120And144TicksPerSecond() {
        // Content 800: the edge at 320 is reached during the deceleration, which bounces.
        let a = samples(frameRate: 60, contentHeight: 800)
        let b = samples(frameRate: 120, contentHeight: 800)
        let c = samples(frameRate: 144, contentHeight: 800)
        for i in a.indices {
            #expect(abs(a[i] - b[i]) <= 0.01 && abs(a[i] - c[i]) <= 0.01, "sample \(i)")
        }
        #expect(a.contains { $0 > 320 })   // the bounce was sampled
        #expect(a.last == 320)
    }
}
