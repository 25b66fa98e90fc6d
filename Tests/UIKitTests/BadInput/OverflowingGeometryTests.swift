import HostContextTesting
import Testing
import UIKit

/// Finite geometry whose frame overflows: each value is finite, so the setters keep it, but the
/// frame computed from them is not (found by the geometry-string fuzz target: `CGRectFromString`
/// of "{{0, 0}, {1e308, 1e308}}" then a transform of 1e308 parts). The frame reads 0 in the
/// components that overflow, as a non-finite frame that is set does; it is never NaN or infinite.
@Suite(.freshHostContext) @MainActor
struct OverflowingGeometryTests {
    @Test func aHugeViewUnderAHugeTransformHasAFiniteFrame() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRectFromString("{{0, 0}, {1e308, 1e308}}"))
        window.addSubview(view)
        view.transform = CGAffineTransformFromString("[1, 3, 1e308, -1e308, 0, 0]")
        let frames = [view.frame, view.layer.frame]
        for frame in frames {
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(frame)")
        }
        window.tick(timestamp: 1.0 / 60)   // and a frame lays it out and draws without trapping
    }

    @Test func aViewWithinRangeKeepsItsExactFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the centre (60, 45): 200 × 100 around it.
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }
}
