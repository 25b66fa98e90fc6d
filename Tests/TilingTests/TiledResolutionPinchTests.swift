import HostContextTesting
import Testing
import UIKit
import Tiling

/// TiledScrollView's resolution switch driven by a real pinch: two touches through `UIWindow.send`
/// and `tick`, the scroll view's own pinch recognizer zooming, and the switch made when the zoom
/// ends. The documented rule (TiledScrollView): a zoom that ends below 50 % shows the next lower
/// resolution, one above 100 % the next higher one, each keeping the on-screen scale (resolution r
/// at zoom z shows z · 2^r of the base image per point).
@Suite(.freshHostContext) @MainActor struct TiledResolutionPinchTests {
    /// A 4096 × 4096 tiled image in a 320 × 480 window, resolutions −3…2, absolute zoom 1/8…4.
    func fixture() -> TilingFixture {
        let f = TilingFixture(minResolution: -3)
        f.view.maximumResolution = 2
        f.view.reloadData(withContentSize: CGSize(width: 4096, height: 4096), minimumZoom: 0.125, maximumZoom: 4)
        f.view.contentOffset = CGPoint(x: 1000, y: 1000)
        f.tick()
        return f
    }

    /// Two fingers about the window centre, `from` pt apart spreading (or closing) to `to` pt along x,
    /// one move per 1/60 s, then lifted. The pinch's scale is `to / from`.
    func pinch(_ f: TilingFixture, from: CGFloat, to: CGFloat, steps: Int = 20) {
        let c = CGPoint(x: 160, y: 240)
        func fingers(_ d: CGFloat, _ phase: UITouch.Phase) -> [TouchInput] {
            [TouchInput(id: 1, phase: phase, location: CGPoint(x: c.x - d / 2, y: c.y)),
             TouchInput(id: 2, phase: phase, location: CGPoint(x: c.x + d / 2, y: c.y))]
        }
        f.window.send(fingers(from, .began), timestamp: f.time)
        for i in 1...steps {
            f.time += 1.0 / 60
            f.window.send(fingers(from + (to - from) * CGFloat(i) / CGFloat(steps), .moved), timestamp: f.time)
            f.window.tick(timestamp: f.time)
        }
        f.time += 1.0 / 60
        f.window.send(fingers(to, .ended), timestamp: f.time)
        f.tick()
    }

    /// The resolution and zoom the rule picks for an on-screen scale `s` reached from resolution 0.
    func expected(afterScale s: CGFloat) -> (resolution: Int, zoom: CGFloat) {
        var r = 0, z = s
        while z < 0.5, r > -3 { r -= 1; z *= 2 }
        while z > 1, r < 2 { r += 1; z /= 2 }
        return (r, z)
    }

    @Test(arguments: [(200.0, 90.0), (200.0, 110.0), (100.0, 150.0), (100.0, 95.0), (100.0, 260.0)])
    func aPinchThatEndsAtThisScaleShowsTheResolutionTheThresholdsPick(from: Double, to: Double) {
        let f = fixture()
        #expect(f.view.resolution == 0 && f.view.zoomScale == 1)
        let centre = CGPoint(x: 1000 + 160, y: 1000 + 240)   // base-image point at the window centre
        pinch(f, from: CGFloat(from), to: CGFloat(to))
        let scale = CGFloat(to / from)
        let (resolution, zoom) = expected(afterScale: scale)
        #expect(f.view.resolution == resolution, "pinch to \(scale)")
        #expect(abs(f.view.zoomScale - zoom) < 1e-9)
        // Same picture on screen: the on-screen scale and the base-image point at the centre.
        let factor = pow(2, CGFloat(f.view.resolution))
        #expect(abs(f.view.zoomScale * factor - scale) < 1e-9)
        let nowCentre = CGPoint(x: (f.view.contentOffset.x + 160) / (f.view.zoomScale * factor),
                                y: (f.view.contentOffset.y + 240) / (f.view.zoomScale * factor))
        #expect(abs(nowCentre.x - centre.x) < 1e-6 && abs(nowCentre.y - centre.y) < 1e-6)
        // The tiles asked for after the pinch are at the new resolution.
        #expect(f.tiles.requests.last?.resolution == resolution)
    }

    @Test func theThresholdsThemselvesAreWhereTheRuleSaysTheyAre() {
        #expect(expected(afterScale: 0.45).resolution == -1)   // below 50 %: lower
        #expect(expected(afterScale: 0.55).resolution == 0)    // 50…100 %: unchanged
        #expect(expected(afterScale: 0.95).resolution == 0)
        #expect(expected(afterScale: 1.5).resolution == 1)     // above 100 %: higher
        #expect(expected(afterScale: 2.6).resolution == 2)     // above 200 %: two steps
    }
}
