import HostContextTesting
import Testing
import Tiling
import UIKit
import GalleryScreens

/// The infinite-zoom screen's overlay shows the zoom level and the world position at the centre of
/// the view, and follows a user's pinches.
@Suite(.freshHostContext) @MainActor struct InfiniteZoomOverlayTests {
    /// Two fingers `from` → `to` points apart about `centre`, through the window, then half a second.
    func pinch(_ f: ScreenFixture<InfiniteZoomViewController>, about centre: CGPoint, from: CGFloat, to: CGFloat) {
        func send(_ d: CGFloat, _ phase: UITouch.Phase) {
            f.window.send([TouchInput(id: 1, phase: phase, location: CGPoint(x: centre.x - d / 2, y: centre.y)),
                           TouchInput(id: 2, phase: phase, location: CGPoint(x: centre.x + d / 2, y: centre.y))], timestamp: f.time)
        }
        send(from, .began)
        for i in 1...10 {
            f.time += 1.0 / 60
            send(from + (to - from) * CGFloat(i) / 10, .moved)
            f.window.tick(timestamp: f.time)
        }
        send(to, .ended)
        f.run(0.5)
    }

    /// The overlay's numbers: level, tiles across, centre x and y (in tiles of that level).
    func parse(_ text: String?) -> (level: Int, across: Int64, x: Double, y: Double)? {
        guard let text else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let l = words.firstIndex(of: "Level"), let c = words.firstIndex(of: "x"), let y = words.firstIndex(of: "y"),
              let level = Int(words[l + 1]), let across = Int64(words[l + 3]),
              let cx = Double(words[c + 1]), let cy = Double(words[y + 1]) else { return nil }
        return (level, across, cx, cy)
    }

    /// Two 1.8× pinches about two points off the centre. A pinch keeps the world point under the
    /// fingers' midpoint under it (UIScrollView's pinch), so the centre's world position follows from
    /// the geometry alone: the level-0 world is one 256-pt tile at (32, 112) in the 320 × 480 window;
    /// after a pinch by s about p, the centre C shows w(p) + (C − p) / (tile size · s). 1.8² = 3.24
    /// makes the tile 829 pt, past 512: level 1, whose tile indices are twice the level-0 ones.
    @Test func theOverlayReportsTheLevelAndCentreAfterPinches() {
        let f = ScreenFixture(InfiniteZoomViewController())
        let initial = parse(f.vc.overlayLabel.text)
        #expect(initial?.level == 0 && initial?.across == 1 && initial?.x == 0.5 && initial?.y == 0.5)
        let c = CGPoint(x: 160, y: 240)
        let p1 = CGPoint(x: 100, y: 300), p2 = CGPoint(x: 220, y: 180)
        // World position (level-0 tiles) of a window point before the first pinch.
        var tile = 256.0
        let s = 1.8
        var centre = (x: (Double(p1.x) - 32) / tile + Double(c.x - p1.x) / (tile * s),
                      y: (Double(p1.y) - 112) / tile + Double(c.y - p1.y) / (tile * s))
        tile *= s
        let under2 = (x: centre.x + Double(p2.x - c.x) / tile, y: centre.y + Double(p2.y - c.y) / tile)
        centre = (under2.x + Double(c.x - p2.x) / (tile * s), under2.y + Double(c.y - p2.y) / (tile * s))
        tile *= s
        #expect(tile > 512 && tile < 1024)   // one level down

        pinch(f, about: p1, from: 100, to: 180)
        pinch(f, about: p2, from: 100, to: 180)
        #expect(f.vc.zoomView.level == 1)
        guard let shown = parse(f.vc.overlayLabel.text) else {
            Issue.record("overlay text not understood: \(f.vc.overlayLabel.text ?? "nil")")
            return
        }
        #expect(shown.level == 1 && shown.across == 2)
        // Level-1 tile indices, shown truncated to thousandths.
        #expect(abs(shown.x - 2 * centre.x) < 0.0015, "x: \(shown.x), expected \(2 * centre.x)")
        #expect(abs(shown.y - 2 * centre.y) < 0.0015, "y: \(shown.y), expected \(2 * centre.y)")
        // The overlay sits in the bottom-left corner, 8 pt in, over the world.
        let frame = f.vc.overlayLabel.convert(f.vc.overlayLabel.bounds, to: nil)
        #expect(frame.minX == 8 && frame.maxY == 480 - 8)
    }

    /// Deep in the world the overlay still shows exact tile indices: 40 pinches of 2× about the
    /// centre keep the world's centre (0.5) under it, 2^39 tiles of level 40 from the origin.
    @Test func deepInTheWorldTheOverlayShowsExactTileIndices() {
        let f = ScreenFixture(InfiniteZoomViewController())
        for _ in 0..<40 { pinch(f, about: CGPoint(x: 160, y: 240), from: 100, to: 200) }
        let expected = "Level 40 · \(Int64(1) << 40) tiles across\ncentre x \(Int64(1) << 39).000  y \(Int64(1) << 39).000"
        #expect(f.vc.overlayLabel.text == expected)
    }
}
