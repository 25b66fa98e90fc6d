import Foundation
import HostContextTesting
import SeededPropertyCheck
import Testing
import UIKit

/// Properties through real views in a window: a flick of any speed in a scroll view of any
/// size gives the same offsets at any frame rate and comes to rest inside its content; a tiled layer
/// asks for exactly the tiles of the chosen level that intersect what is visible, at any zoom and offset.
@Suite(.freshHostContext) @MainActor struct ScrollAndTilePropertyTests {
    /// Offsets at k/6 s for k = 1…60 (both 60 Hz and the other rate tick at those instants), and
    /// whether the view was still decelerating at the end.
    func flick(dy: CGFloat, duration: Double, contentHeight: CGFloat, frameRate: Double) -> (samples: [CGFloat], fixture: ScrollViewFixture) {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: contentHeight))
        f.frameRate = frameRate
        f.drag(from: CGPoint(x: 160, y: dy < 0 ? 460 : 20), by: CGPoint(x: 0, y: dy), duration: duration)
        var samples: [CGFloat] = []
        for k in 1...60 {
            f.run(until: Double(k) / 6)
            samples.append(f.scrollView.contentOffset.y)
        }
        return (samples, f)
    }

    @Test func aFlickIsFrameRateIndependentAndRestsInsideTheContent() async {
        let input = zip(Gen.double(in: 30...420), Gen.bool, Gen.double(in: 0.05...0.3), Gen.double(in: 480...6000),
                        pick([30.0, 90, 120, 144, 240]))
        await seededPropertyCheck(seed: 16_030, count: 12, input: input) { distance, up, duration, height, hz in
            let dy = CGFloat(up ? -distance : distance)
            let reference = flick(dy: dy, duration: duration, contentHeight: CGFloat(height), frameRate: 60)
            let other = flick(dy: dy, duration: duration, contentHeight: CGFloat(height), frameRate: hz)
            for (k, (a, b)) in zip(reference.samples, other.samples).enumerated() {
                #expect(abs(a - b) <= 0.01, "at \(Double(k + 1) / 6) s: \(a) at 60 Hz, \(b) at \(hz) Hz")
            }
            // After 10 s every flick and bounce has ended, inside [0, contentHeight − 480].
            let s = reference.fixture.scrollView
            #expect(!s.isDecelerating && !s.isDragging)
            #expect(s.contentOffset.y >= 0 && s.contentOffset.y <= max(0, CGFloat(height) - 480))
        }
    }

    /// Which tiles of `level` intersect `rect` (view points), from the tile size alone.
    static func tiles(intersecting rect: CGRect, tilePoints: CGFloat, layer: CGRect) -> Set<String> {
        let r = rect.intersection(layer)
        guard !r.isNull, r.width > 0, r.height > 0 else { return [] }
        var out = Set<String>()
        for column in Int((r.minX / tilePoints).rounded(.down))..<Int((r.maxX / tilePoints).rounded(.up)) {
            for row in Int((r.minY / tilePoints).rounded(.down))..<Int((r.maxY / tilePoints).rounded(.up)) {
                out.insert("\(CGFloat(column) * tilePoints),\(CGFloat(row) * tilePoints)")
            }
        }
        return out
    }

    /// levelsOfDetail 4 (scales 2, 1, 0.5, 0.25 px/pt on a 2× screen). The render's clip is whole
    /// device pixels, so a tile within one device pixel of the visible edge may be asked for too:
    /// the requests lie between the tiles meeting the visible rect and those meeting it grown by a pixel.
    @Test func theTilePassAsksForTheVisibleTilesOfTheChosenLevel() async {
        let input = zip(Gen.double(in: 0.125...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
        await seededPropertyCheck(seed: 16_031, count: 60, input: input) { zoom, u, v in
            let f = TiledFixture(levels: 4)
            f.scrollView.zoomScale = CGFloat(zoom)
            let range = CGSize(width: max(0, f.scrollView.contentSize.width - 320), height: max(0, f.scrollView.contentSize.height - 480))
            f.scrollView.contentOffset = CGPoint(x: range.width * CGFloat(u), y: range.height * CGFloat(v))
            f.requestAndDraw()
            let layer = f.view.tiledLayer
            let level = layer.level(forDeviceScale: 2 * f.scrollView.zoomScale)
            let scale = layer.scale(ofLevel: level)
            let tilePoints = 256 / scale
            let visible = f.scrollView.convert(f.scrollView.bounds, to: f.view)
            let onePixel = 1 / (2 * f.scrollView.zoomScale)
            let strict = Self.tiles(intersecting: visible, tilePoints: tilePoints, layer: f.view.bounds)
            let loose = Self.tiles(intersecting: visible.insetBy(dx: -onePixel, dy: -onePixel), tilePoints: tilePoints, layer: f.view.bounds)
            let drawn = f.view.draws
            let atLevel = Set(drawn.filter { $0.scale == scale }.map { "\($0.rect.minX),\($0.rect.minY)" })
            #expect(strict.isSubset(of: atLevel), "missing \(strict.subtracting(atLevel)) at zoom \(zoom), level \(level)")
            #expect(atLevel.isSubset(of: loose), "extra \(atLevel.subtracting(loose)) at zoom \(zoom), level \(level)")
            #expect(drawn.filter { $0.scale == scale }.allSatisfy { $0.rect.width == min(tilePoints, 2048 - $0.rect.minX) || $0.rect.width == tilePoints })
            // Every other tile asked for is the coarsest level's never-blank cover.
            #expect(drawn.allSatisfy { $0.scale == scale || $0.scale == layer.scale(ofLevel: 3) })
        }
    }
}
