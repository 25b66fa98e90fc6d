import HostContextTesting
import Testing
import UIKit

/// Rubber banding while dragging past an edge, catching an overscrolled view, and the release from
/// overscroll (TV-9; a drag released past an edge decelerates back, as UIKit reports it).
@Suite(.freshHostContext) @MainActor struct RubberBandTests {
    /// b = c·x·d/(d + c·x), c = 0.55.
    static func band(_ x: Double, _ d: Double) -> Double { 0.55 * x * d / (d + 0.55 * x) }
    /// x = d·b/(c·(d − b)).
    static func unband(_ b: Double, _ d: Double) -> Double { d * b / (0.55 * (d - b)) }

    private func tallFixture() -> ScrollViewFixture {
        ScrollViewFixture(bounds: CGSize(width: 320, height: 500), contentSize: CGSize(width: 320, height: 2000))
    }

    @Test func dragging100PointsPastTheTopOfA500PointViewShows49_55Points() {
        let f = tallFixture()
        // 110 pt of finger travel = 10 pt slop + 100 pt past the top edge.
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, lift: false)
        #expect(abs(f.scrollView.contentOffset.y - -49.5495) < 0.001)
        #expect(f.scrollView.isDragging && f.scrollView.isTracking)
    }

    @Test func dragging100PointsPastTheBottomShowsTheSameBandBelow() {
        let f = tallFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        f.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -110), duration: 0.2, lift: false)
        #expect(abs(f.scrollView.contentOffset.y - (1500 + 49.5495)) < 0.001)
    }

    @Test func rubberBandUsesTheWidthForHorizontalOverscroll() {
        // d = 320 for the horizontal axis: 200 pt past the left edge shows 0.55·200·320/(320 + 110).
        let f = ScrollViewFixture(bounds: CGSize(width: 320, height: 500), contentSize: CGSize(width: 1000, height: 500))
        f.drag(from: CGPoint(x: 50, y: 250), by: CGPoint(x: 210, y: 0), duration: 0.2, lift: false)
        #expect(abs(Double(f.scrollView.contentOffset.x) + Self.band(200, 320)) < 0.001)
        #expect(f.scrollView.contentOffset.y == 0)
    }

    @Test func aSecondFingerDownCatchesAnOverscrolledViewWhereItIsAndContinuesTheBand() {
        let f = tallFixture()
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(f.recorder.log.last == "willBeginDecelerating")   // springing back
        f.advance(by: 0.05)
        let caught = Double(f.scrollView.contentOffset.y)
        #expect(caught < -5 && caught > -49.55)
        f.down(CGPoint(x: 160, y: 200), after: 0.001)
        let atCatch = Double(f.scrollView.contentOffset.y)
        #expect(!f.scrollView.isDecelerating)
        f.advance(by: 0.1)
        #expect(Double(f.scrollView.contentOffset.y) == atCatch)   // held where it is
        // 60 pt more: 10 pt slop, then 50 pt on top of the unconstrained overscroll (inverse formula).
        f.glide(from: CGPoint(x: 160, y: 200), by: CGPoint(x: 0, y: 60), duration: 0.2)
        let expected = -Self.band(Self.unband(-atCatch, 500) + 50, 500)
        #expect(abs(Double(f.scrollView.contentOffset.y) - expected) < 0.001)
    }

    @Test func aCatchAtExactly49_55ContinuesFrom100PointsUnconstrained() {
        let f = tallFixture()
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        // Second finger lands at the lift's timestamp, before any frame moved the spring.
        f.down(CGPoint(x: 160, y: 300))
        #expect(abs(f.scrollView.contentOffset.y - -49.5495) < 0.001)
        f.glide(from: CGPoint(x: 160, y: 300), by: CGPoint(x: 0, y: 60), duration: 0.2)
        // Unconstrained 100 + 50 = 150 → 0.55·150·500/(500 + 82.5) = 70.815.
        #expect(abs(Double(f.scrollView.contentOffset.y) - -Self.band(150, 500)) < 0.001)
    }

    @Test func releaseFromOverscrollSpringsBackExactlyToTheEdgeInTheDocumentedOrder() {
        let f = tallFixture()
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(f.recorder.compactLog == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)",
                                          "willBeginDecelerating"])
        #expect(f.recorder.willEndVelocity == .zero)
        #expect(f.recorder.proposedTarget == .zero)   // the nearest edge
        #expect(f.scrollView.isDecelerating && f.scrollView.isDragging && !f.scrollView.isTracking)
        f.settle()
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(f.recorder.compactLog == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)",
                                          "willBeginDecelerating", "didScroll*", "didEndDecelerating"])
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging)
    }

    @Test func releaseFromRestPastTheEdgeIsOverdampedAndNeverCrossesTheEdge() {
        let f = tallFixture()
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        var previous = f.scrollView.contentOffset.y
        for _ in 0..<120 {
            f.advance(by: 1.0 / 60)
            let y = f.scrollView.contentOffset.y
            #expect(y <= 0 && y >= previous)
            previous = y
        }
        // Over-damped rates 9/s and 46/s from rest: x(t) = x0·(46·e^(−9t) − 9·e^(−46t))/37.
        #expect(previous == 0)
    }

    @Test func overdampedSpringBackFollowsTheTwoRateFormulaAt100ms() {
        let f = tallFixture()
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        let x0 = Double(f.scrollView.contentOffset.y)
        f.advance(by: 0.1)
        let expected = x0 * (46 * exp(-0.9) - 9 * exp(-4.6)) / 37
        #expect(abs(Double(f.scrollView.contentOffset.y) - expected) < 0.01)
    }
}
