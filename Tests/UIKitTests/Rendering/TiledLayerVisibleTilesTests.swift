import Testing
import UIKit
import Foundation

/// A view whose layer is Apple's default `CATiledLayer` (one level of detail, no bias), logging the
/// tile rects `draw(_:)` is asked for. Draws run on drawing threads, several at once: the log is
/// behind a lock.
final class TileLoggingView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { CATiledLayer.self }
    private let lock = NSLock()
    // nonisolated(unsafe): draw(_:) runs on drawing threads; every access is under `lock`.
    nonisolated(unsafe) private var log: [CGRect] = []
    var drawnRects: [CGRect] { lock.withLock { log } }
    nonisolated override func draw(_ rect: CGRect) {
        lock.withLock { log.append(rect) }
        UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
    }
}

/// A document much larger than the screen in a scroll view, as an iOS app shows a big drawing.
final class TiledDocumentViewController: UIViewController {
    let scrollView = UIScrollView()
    let document = TileLoggingView(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.addSubview(document)
        scrollView.contentSize = document.bounds.size
        view.addSubview(scrollView)
        // Every tile a frame asks for starts drawing at once, so none waits behind a job limit
        // and is dropped when it leaves the screen (that would hide tiles the test expects). The
        // manager is the process context's, new since the test's window was made (HostClock.reset()).
        TileManager.current.drawingJobLimit = 100
    }
}

/// iOS's `CATiledLayer` with its defaults asks `draw(_:)` only for the tiles that intersect the
/// visible area; scrolling draws exactly the newly visible ones. (The coarse cover around the
/// visible area is a ScrollKit addition for layers with coarser levels, `levelsOfDetail` > 1.)
@Suite(.serialized) @MainActor
struct TiledLayerVisibleTilesTests {
    /// Tile edge in points: Apple's default 256 px tiles at the 2× screen's contentsScale.
    static let tilePoints: CGFloat = 256 / 2

    /// The tiles (column, row) of the 2048-pt document that intersect `visible`, rounded out to the
    /// 2× screen's pixels as the compositor's clip is.
    static func tiles(intersecting visible: CGRect) -> Set<[Int]> {
        let minX = max(0, (visible.minX * 2).rounded(.down) / 2), minY = max(0, (visible.minY * 2).rounded(.down) / 2)
        let maxX = min(2048, (visible.maxX * 2).rounded(.up) / 2), maxY = min(2048, (visible.maxY * 2).rounded(.up) / 2)
        var out = Set<[Int]>()
        var column = Int((minX / tilePoints).rounded(.down))
        while CGFloat(column) * tilePoints < maxX {
            var row = Int((minY / tilePoints).rounded(.down))
            while CGFloat(row) * tilePoints < maxY {
                out.insert([column, row])
                row += 1
            }
            column += 1
        }
        return out
    }

    /// The drawn rects as (column, row); each must be exactly one whole tile.
    static func tileIndices(_ rects: [CGRect]) -> [[Int]] {
        rects.map { r in
            #expect(r.width == tilePoints && r.height == tilePoints, "draw(_:) asked for a whole tile, got \(r)")
            return [Int((r.minX / tilePoints).rounded()), Int((r.minY / tilePoints).rounded())]
        }
    }

    @Test func onlyVisibleTilesAreDrawnAndScrollingDrawsTheNewlyVisibleOnes() {
        let window = makeTestWindow()
        let vc = TiledDocumentViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let layer = vc.document.layer as! CATiledLayer
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)

        var expected = Set<[Int]>()
        var time: TimeInterval = 0
        /// One host frame: the tick (installs the tiles drawn since the last one), then the render
        /// that finds what is missing and starts drawing it; the visible rect is what it renders.
        func frame(_ touch: (UITouch.Phase, CGPoint)? = nil) {
            time += frame60
            if let touch { window.sendTouch(touch.0, at: touch.1, timestamp: time) }
            window.tick(timestamp: time)
            expected.formUnion(Self.tiles(intersecting: vc.scrollView.bounds))
            _ = renderImage(of: window)
        }

        // First screen: 320 × 480 pt from (0, 0) shows columns 0–2 and rows 0–3.
        frame(); frame(); frame()
        let first = Self.tileIndices(vc.document.drawnRects)
        #expect(Set(first) == Self.tiles(intersecting: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(Set(first).count == 12 && first.count == 12)

        // A drag up and to the left by touches, held still before the lift (no fling, so nothing is
        // prefetched): 20 moves of (-9.5, -15) pt at 60 Hz.
        var finger = CGPoint(x: 250, y: 400)
        frame((.began, finger))
        for _ in 0..<20 {
            finger.x -= 9.5; finger.y -= 15
            frame((.moved, finger))
        }
        for _ in 0..<6 { frame((.stationary, finger)) }
        frame((.ended, finger))
        for _ in 0..<30 { frame() }
        #expect(vc.scrollView.contentOffset.y > 200 && vc.scrollView.contentOffset.x > 100,
                "the drag scrolled: \(vc.scrollView.contentOffset)")
        #expect(layer.tilesPrefetched == 0)

        let drawn = Self.tileIndices(vc.document.drawnRects)
        #expect(Set(drawn) == expected, "drawn \(Set(drawn).subtracting(expected).sorted { $0.lexicographicallyPrecedes($1) }) beyond the visible; missing \(expected.subtracting(drawn).sorted { $0.lexicographicallyPrecedes($1) })")
        #expect(drawn.count == Set(drawn).count, "no tile drawn twice")
        #expect(layer.requestsCancelled == 0)
    }

    @Test func aSmallDocumentIsNotDrawnBeyondTheScreen() {
        // 16 tiles in all (512 × 512 pt): the old cover drew every one of them at once.
        let window = makeTestWindow()
        let vc = TiledDocumentViewController()
        vc.document.frame = CGRect(x: 0, y: 0, width: 512, height: 512)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        vc.scrollView.contentSize = vc.document.bounds.size
        for i in 1...4 {
            window.tick(timestamp: Double(i) * frame60)
            _ = renderImage(of: window)
        }
        let drawn = Self.tileIndices(vc.document.drawnRects)
        // 320 × 480 of 512 × 512: columns 0–2, rows 0–3.
        #expect(Set(drawn) == Self.tiles(intersecting: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(drawn.count == 12)
    }
}
