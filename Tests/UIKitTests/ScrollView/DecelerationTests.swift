import HostContextTesting
import Testing
import UIKit

@Suite(.freshHostContext) @MainActor struct DecelerationTests {
    @Test func aFlickAt1000PointsPerSecondTravels494PointsAndStopsAt2300ms() {
        let f = ScrollViewFixture()
        // Finger moves up 150 pt in 0.15 s: the offset moves down the content at 1000 pt/s.
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        let x0 = f.scrollView.contentOffset.y
        // Finger travel 150 pt plus the lift's step (150/18 pt), minus the 10 pt slop.
        #expect(abs(x0 - (150 + 150.0 / 18 - 10)) < 0.01)
        #expect(abs(f.recorder.willEndVelocity!.y - 1.0) < 1e-6)   // pt/ms
        #expect(f.scrollView.isDecelerating)
        f.run(until: release + 2.29)
        #expect(f.scrollView.isDecelerating)
        f.run(until: release + 2.31)
        #expect(!f.scrollView.isDecelerating)
        #expect(abs(f.scrollView.contentOffset.y - (x0 + 494.01)) < 0.01)
    }
}
