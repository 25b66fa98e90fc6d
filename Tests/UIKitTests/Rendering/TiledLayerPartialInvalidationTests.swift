import Testing
import Foundation
import HeadlessHost
import UIKit

/// A 1024×1024 pt view drawn by a tiled layer (3 levels, no fade-in), each tile filled with the
/// view's current colour; its draws are logged with the scale they ran at.
final class RecolorableTiledView: UIView, UITiledDrawing {
    final class Layer: CATiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
    }
    override class var layerClass: AnyClass { Layer.self }
    var tiledLayer: CATiledLayer { layer as! CATiledLayer }
    private let lock = NSLock()
    // nonisolated(unsafe): draw(_:) runs on drawing threads; every access is under `lock`.
    nonisolated(unsafe) private var log: [(rect: CGRect, scale: CGFloat)] = []
    nonisolated(unsafe) private var currentColor = UIColor.blue
    /// The colour later draws fill with (the app's model).
    var color: UIColor {
        get { lock.withLock { currentColor } }
        set { lock.withLock { currentColor = newValue } }
    }
    var draws: [(rect: CGRect, scale: CGFloat)] {
        get { lock.withLock { log } }
        set { lock.withLock { log = newValue } }
    }
    nonisolated override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        let fill = lock.withLock { () -> UIColor in
            log.append((rect, ctx.ctm.a))
            return currentColor
        }
        fill.setFill()
        UIBezierPath(rect: rect).fill()
    }
}

/// `setNeedsDisplay(_:)` on a tiled view or its layer redraws only the tiles that overlap the rect,
/// at every level that has tiles cached, as Core Animation does (issue 24, item 3). A tile that only
/// touches the rect's edge does not overlap it (Apple's `CGRectIntersectsRect` is false for rects
/// that share only an edge; Foundation on Linux says true, which redrew the neighbours of every tile).
///
/// A 512×384 pt window at 2× shows a scroll view of the view: level 0 (2 px/pt, 128-pt tiles) is on
/// screen, 4 × 3 tiles, over the coarsest level's cover (0.5 px/pt, 512-pt tiles, all four). Tiles
/// are blue; the app turns its colour green and invalidates one fine tile's rect.
@Suite(.serialized) @MainActor
struct TiledLayerPartialInvalidationTests {
    final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    struct Scene {
        let host: HeadlessHost
        let scrollView: UIScrollView
        let view: RecolorableTiledView
        let delegate: Zooming
    }

    func scene() -> Scene {
        let host = HeadlessHost(size: CGSize(width: 512, height: 384), scale: 2)
        let sv = UIScrollView(frame: host.window.bounds)
        let view = RecolorableTiledView(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
        view.tiledLayer.levelsOfDetail = 3
        host.tileManager.drawingJobLimit = 64
        let delegate = Zooming(view)
        sv.delegate = delegate
        sv.minimumZoomScale = 0.25
        sv.maximumZoomScale = 1
        sv.addSubview(view)
        sv.contentSize = view.bounds.size
        host.window.addSubview(sv)
        settle(host)
        return Scene(host: host, scrollView: sv, view: view, delegate: delegate)
    }

    /// Frames with renders (each frame's tile pass asks for what is missing) until nothing changes.
    func settle(_ host: HeadlessHost) {
        for _ in 0..<6 {
            host.runFrames(1)
            _ = host.render()
        }
    }

    static let blue = [0, 0, 255, 255], green = [0, 255, 0, 255]

    func pixel(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        guard let p = image.cgImage?.rgba(atX: Int(x * image.scale), y: Int(y * image.scale)) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    /// The draws expected after invalidating `rect`: every tile drawn before (of any level) whose
    /// rect overlaps `rect` with a positive area.
    func overlapping(_ drawn: [(rect: CGRect, scale: CGFloat)], _ rect: CGRect) -> [String] {
        drawn.filter { d in
            d.rect.minX < rect.maxX && rect.minX < d.rect.maxX && d.rect.minY < rect.maxY && rect.minY < d.rect.maxY
        }.map(describe).sorted()
    }

    /// "x y w h @scale", whole numbers.
    func describe(_ d: (rect: CGRect, scale: CGFloat)) -> String {
        "\(Int(d.rect.minX)) \(Int(d.rect.minY)) \(Int(d.rect.width)) \(Int(d.rect.height)) @\(d.scale)"
    }

    func expectOnlyTheOverlappingTilesRedrawn(invalidate: (RecolorableTiledView, CGRect) -> Void,
                                              sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scene()
        let before = s.view.draws
        // The screen's 12 fine tiles and the coarsest level's 4 were drawn, each once.
        #expect(before.filter { $0.scale == 2 }.count == 12, sourceLocation: sourceLocation)
        #expect(before.filter { $0.scale == 0.5 }.count == 4, sourceLocation: sourceLocation)
        let frame = s.host.render()
        #expect(pixel(frame, 448, 192) == Self.blue, sourceLocation: sourceLocation)

        s.view.color = .green
        s.view.draws.removeAll()
        // Fine tile (column 3, row 1): its edges lie on its neighbours' and on the coarse tiles'.
        let rect = CGRect(x: 384, y: 128, width: 128, height: 128)
        invalidate(s.view, rect)
        settle(s.host)
        let redrawn = s.view.draws.map(describe).sorted()
        let expected = overlapping(before, rect)
        #expect(expected == ["0 0 512 512 @0.5", "384 128 128 128 @2.0"], sourceLocation: sourceLocation)
        #expect(redrawn == expected, sourceLocation: sourceLocation)

        // On screen: that tile is green, its neighbours still blue.
        let after = s.host.render()
        #expect(pixel(after, 448, 192) == Self.green, sourceLocation: sourceLocation)
        for (x, y) in [(320, 192), (448, 64), (448, 320), (320, 64), (64, 64)] as [(CGFloat, CGFloat)] {
            #expect(pixel(after, x, y) == Self.blue, "fine tile at (\(x), \(y))", sourceLocation: sourceLocation)
        }

        // Zoomed out to the coarsest level (0.25 × 2 = 0.5 px/pt): the coarse tile under the rect
        // was redrawn (green), the one right of it, whose left edge the rect touches, was not.
        s.scrollView.zoomScale = 0.25
        settle(s.host)
        let zoomed = s.host.render()
        #expect(pixel(zoomed, 64, 64) == Self.green, sourceLocation: sourceLocation)    // view (256, 256)
        #expect(pixel(zoomed, 192, 64) == Self.blue, sourceLocation: sourceLocation)    // view (768, 256)
        #expect(pixel(zoomed, 64, 192) == Self.blue, sourceLocation: sourceLocation)    // view (256, 768)
        #expect(!s.view.draws.contains { $0.scale == 0.5 && $0.rect.minX == 512 }, sourceLocation: sourceLocation)
    }

    /// UIKit's spelling: the view's `setNeedsDisplay(_:)`.
    @Test func viewSetNeedsDisplayInARectRedrawsOnlyOverlappingTiles() {
        expectOnlyTheOverlappingTilesRedrawn { view, rect in view.setNeedsDisplay(rect) }
    }

    /// Core Animation's spelling: `CALayer.setNeedsDisplay(_:)` on the tiled layer.
    @Test func layerSetNeedsDisplayInARectRedrawsOnlyOverlappingTiles() {
        expectOnlyTheOverlappingTilesRedrawn { view, rect in view.layer.setNeedsDisplay(rect) }
    }

    /// A plain view's layer passes the rect to the view: `draw(_:)` gets it, and the pixels outside
    /// it are kept, as after the view's own `setNeedsDisplay(_:)`.
    @Test func aViewsLayerSetNeedsDisplayInARectRedrawsThatRectOfTheView() {
        final class Painter: UIView {
            var color = UIColor.blue
            var rects: [CGRect] = []
            override func draw(_ rect: CGRect) {
                rects.append(rect)
                color.setFill()
                UIBezierPath(rect: rect).fill()
            }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let painter = Painter(frame: host.window.bounds)
        host.window.addSubview(painter)
        host.runFrames(1)
        _ = host.render()                                   // the frame's display pass draws it
        #expect(painter.rects == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        painter.color = .green
        painter.layer.setNeedsDisplay(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(painter.layer.needsDisplay())
        host.runFrames(1)
        let image = host.render()
        #expect(painter.rects.last == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(pixel(image, 25, 40) == Self.green)
        #expect(pixel(image, 60, 80) == Self.blue)
        // A rect that is empty or not finite marks nothing.
        painter.layer.setNeedsDisplay(.zero)
        painter.layer.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(!painter.layer.needsDisplay())
    }
}
