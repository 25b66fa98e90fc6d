import HostContextTesting
import Testing
import UIKit

/// Two fingers that spread while moving together: iOS zooms and scrolls at once, keeping the content
/// point that was under the fingers' centroid when the pinch began under the centroid as it moves
/// (UIScrollView+Zooming, TV-18 with a pan). Every expected number comes from the fingers alone:
/// scale = distance / distance at touch-down, offset = point × scale − centroid.
@Suite(.freshHostContext) @MainActor struct PinchWithPanTests {
    @Test func theContentPointUnderTheCentroidFollowsTheFingersWhileTheScaleFollowsTheirSpread() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.contentOffset = CGPoint(x: 100, y: 50)
        let d0: CGFloat = 100, centre0 = CGPoint(x: 160, y: 240)
        func fingers(distance d: CGFloat, centre c: CGPoint, _ phase: UITouch.Phase) -> [TouchInput] {
            [TouchInput(id: 1, phase: phase, location: CGPoint(x: c.x - d / 2, y: c.y)),
             TouchInput(id: 2, phase: phase, location: CGPoint(x: c.x + d / 2, y: c.y))]
        }
        f.window.send(fingers(distance: d0, centre: centre0, .began), timestamp: f.time)
        // First a pure 4 pt spread (past the pinch's 3 pt hysteresis, under the pan's 10 pt slop): the
        // pinch begins with the centroid where the fingers landed, over content point (260, 290).
        f.time += 1.0 / 60
        f.window.send(fingers(distance: d0 + 4, centre: centre0, .moved), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        #expect(f.scrollView.isZooming)
        let anchor = CGPoint(x: 100 + centre0.x, y: 50 + centre0.y)
        // Then 20 steps that spread the fingers to 150 pt while their centre moves by (40, 30).
        for i in 1...20 {
            let k = CGFloat(i) / 20
            let d = d0 + 4 + (150 - d0 - 4) * k
            let c = CGPoint(x: centre0.x + 40 * k, y: centre0.y + 30 * k)
            f.time += 1.0 / 60
            f.window.send(fingers(distance: d, centre: c, .moved), timestamp: f.time)
            f.window.tick(timestamp: f.time)
            let s = f.scrollView.zoomScale, o = f.scrollView.contentOffset
            #expect(abs(s - d / d0) < 1e-9, "step \(i): scale is the spread")
            // Where the anchor is on screen: its zoomed position less the offset.
            let onScreen = CGPoint(x: anchor.x * s - o.x, y: anchor.y * s - o.y)
            #expect(abs(onScreen.x - c.x) < 1e-6 && abs(onScreen.y - c.y) < 1e-6, "step \(i): the anchor stays under the centroid")
        }
        // At the end: scale 1.5, offset (260 · 1.5 − 200, 290 · 1.5 − 270).
        #expect(abs(f.scrollView.zoomScale - 1.5) < 1e-9)
        #expect(abs(f.scrollView.contentOffset.x - 190) < 1e-6)
        #expect(abs(f.scrollView.contentOffset.y - 165) < 1e-6)
        #expect(f.scrollView.contentSize == CGSize(width: 1500, height: 1500))
    }

    @Test func movingTwoFingersWithoutSpreadingThemScrollsWithoutZooming() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.contentOffset = CGPoint(x: 100, y: 50)
        // 100 pt apart all the way, the centre moving (−60, −80): a two-finger drag, no pinch.
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 100, toDistance: 100, pan: CGPoint(x: -60, y: -80), lift: false)
        #expect(f.scrollView.zoomScale == 1)
        #expect(!f.scrollView.isZooming)
        // The pan follows the centroid less its 10 pt slop, taken along the (−60, −80) direction: (−6, −8).
        #expect(abs(f.scrollView.contentOffset.x - (100 + 60 - 6)) < 1e-6)
        #expect(abs(f.scrollView.contentOffset.y - (50 + 80 - 8)) < 1e-6)
    }
}
