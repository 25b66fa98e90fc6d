import Testing
import UIKit
import Foundation

/// A 2048 × 2048 pt view drawn by a tiled layer: each tile is filled with a colour (red at the coarsest
/// level, 0.25 px/pt, blue at every other) and its draws logged.
/// `draw(_:)` runs on drawing threads, several at once: the log is behind a lock, and records
/// whether each call ran on the main thread.
final class TiledCheckerView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var tiledLayer: CATiledLayer { layer as! CATiledLayer }
    typealias Draw = (rect: CGRect, scale: CGFloat, clip: CGRect)
    private let lock = NSLock()
    // nonisolated(unsafe): draw(_:) runs on drawing threads; every access is under `lock`.
    nonisolated(unsafe) private var log: [Draw] = []
    nonisolated(unsafe) private(set) var drawsOnMainThread = 0
    /// The draws so far, in the order they ran on the drawing threads (within one batch, any order).
    var draws: [Draw] {
        get { lock.withLock { log } }
        set { lock.withLock { log = newValue } }
    }
    nonisolated override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        lock.withLock {
            log.append((rect, ctx.ctm.a, ctx.boundingBoxOfClipPath))
            if Thread.isMainThread { drawsOnMainThread += 1 }
        }
        (ctx.ctm.a < 0.5 ? UIColor.red : UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)).setFill()
        UIBezierPath(rect: rect).fill()
    }
}

final class InstantTiledLayer: CATiledLayer {
    override class func fadeDuration() -> CFTimeInterval { 0 }
}

final class InstantTiledView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { InstantTiledLayer.self }
    nonisolated override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(rect: rect).fill()
    }
}

@MainActor
final class TiledFixture: UIScrollViewDelegate {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = TiledCheckerView(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))
    var time: TimeInterval = 0

    init(levels: Int = 4) {
        HostClock.reset()
        view.tiledLayer.levelsOfDetail = levels
        // The process context's manager, new since the reset above (the next reset replaces it).
        TileManager.current.drawingJobLimit = 100
        scrollView.addSubview(view)
        scrollView.contentSize = view.bounds.size
        scrollView.minimumZoomScale = 0.125
        scrollView.maximumZoomScale = 1
        scrollView.delegate = self
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }

    /// One host frame: tick (installs tiles drawn since the last tick, starts drawing requested
    /// ones), then render what the screen shows (which requests what is missing).
    @discardableResult
    func frame() -> UIImage {
        time += 1.0 / 60
        window.tick(timestamp: time)
        return renderImage(of: window)
    }

    /// The frames from a first request to its tiles on screen: the render that finds them missing
    /// (and starts drawing them on drawing threads), the tick that installs them.
    func requestAndDraw() { frame(); frame() }

    /// Frames until every tile has faded in (fadeDuration 0.25 s).
    func settle() -> UIImage {
        for _ in 0..<20 { frame() }
        return frame()
    }
}

@Suite(.serialized) @MainActor struct CATiledLayerTests {
    @Test func theLevelRuleIsTheCoarsestLevelAtLeastAsSharpAsTheScreen() {
        let layer = CATiledLayer()
        layer.contentsScale = 2
        layer.levelsOfDetail = 4                     // scales 2, 1, 0.5, 0.25
        #expect(layer.level(forDeviceScale: 2) == 0)
        #expect(layer.level(forDeviceScale: 1) == 1)
        #expect(layer.level(forDeviceScale: 0.6) == 1)
        #expect(layer.level(forDeviceScale: 0.25) == 3)
        #expect(layer.level(forDeviceScale: 0.1) == 3)
        #expect(layer.level(forDeviceScale: 4) == 0)  // sharper than any level: the finest
        layer.levelsOfDetailBias = 1                  // scales 4, 2, 1, 0.5
        #expect(layer.level(forDeviceScale: 3) == 0)
        #expect(layer.level(forDeviceScale: .nan) == 1)
    }

    @Test func drawRunsOncePerMissingTileWithTheTileAsRectAndTheLevelScaleInTheCTM() {
        let f = TiledFixture()
        f.frame()                                    // finds the visible tiles missing, starts drawing them
        #expect(f.view.tiledLayer.pendingTileCount == 16)
        f.frame()                                    // installs them
        #expect(f.view.tiledLayer.pendingTileCount == 0)
        // 256-px tiles at 2 px/pt are 128 pt: 3 columns × 4 rows cover 320 × 480. The coarsest
        // level's four tiles (0.25 px/pt, 1024 pt) cover the whole layer as the never-blank fallback.
        let wanted = f.view.draws.filter { $0.scale == 2 }
        let cover = f.view.draws.filter { $0.scale == 0.25 }
        #expect(f.view.draws.count == 16)
        #expect(f.view.drawsOnMainThread == 0)       // tiles are drawn on drawing threads, as on iOS
        #expect(Set(cover.map { "\($0.rect)" }).count == 4 && cover.allSatisfy { $0.rect.width == 1024 })
        #expect(wanted.count == 12)
        #expect(wanted.allSatisfy { $0.clip == $0.rect && $0.rect.width == 128 })
        #expect(Set(wanted.map { "\($0.rect.minX),\($0.rect.minY)" }).count == 12)
        f.frame(); f.frame()
        #expect(f.view.draws.count == 16)            // cached: no redraw
        let image = f.settle()
        #expect(f.view.draws.count == 16)
        #expect(isNear(rgba(image, at: CGPoint(x: 300, y: 470)), [51, 102, 204, 255]))
    }

    @Test func zoomingOutUsesACoarserLevelAndCoarseTilesCoverUntilFineOnesArrive() {
        let f = TiledFixture()
        f.scrollView.setZoomScale(0.5, animated: false)
        _ = f.settle()
        #expect(f.view.draws.filter { $0.scale != 0.25 }.allSatisfy { $0.scale == 1 && $0.rect.width == 256 })
        f.scrollView.setZoomScale(1, animated: false)
        f.view.draws.removeAll()
        // The first frame at zoom 1 has no level-0 tiles yet, but the level-1 ones fill the screen.
        let first = renderImage(of: f.window)
        #expect(isNear(rgba(first, at: CGPoint(x: 160, y: 240)), [51, 102, 204, 255]))
        f.requestAndDraw()
        #expect(!f.view.draws.isEmpty && f.view.draws.allSatisfy { $0.scale == 2 })
    }

    @Test func tilesThatLeaveTheScreenBeforeBeingDrawnAreCancelled() {
        let f = TiledFixture()
        _ = renderImage(of: f.window)                // starts drawing 12 tiles near the origin
        f.scrollView.contentOffset = CGPoint(x: 1500, y: 1500)
        _ = renderImage(of: f.window)                // different tiles wanted now
        #expect(f.view.tiledLayer.requestsCancelled == 12)       // the 12 fine tiles; the coarse cover stays wanted
        f.frame()
        // A cancelled job may already have been drawing; its tile is discarded either way. What is
        // cached is what is wanted: the 4 × 5 tiles under 1500…1820 × 1500…1980 and the 4 coarse ones.
        #expect(f.view.tiledLayer.cachedTileCount == 20 + 4)
    }

    @Test func theCacheStaysWithinItsBudgetAndKeepsWhatIsVisible() {
        let f = TiledFixture()
        let tileBytes = 256 * 256 * 4
        // A screen needs at most 4 × 5 fine tiles and the 4 coarse ones: 24 fit, and every move
        // leaves tiles behind that must go.
        f.view.tiledLayer.cacheBudget = 24 * tileBytes
        for step in 0..<8 {
            f.scrollView.contentOffset = CGPoint(x: CGFloat(step) * 200, y: CGFloat(step) * 150)
            f.requestAndDraw()
            #expect(f.view.tiledLayer.cachedBytes <= 24 * tileBytes)
        }
        let image = f.settle()
        #expect(isNear(rgba(image, at: CGPoint(x: 10, y: 10)), [51, 102, 204, 255]))
        #expect(isNear(rgba(image, at: CGPoint(x: 310, y: 470)), [51, 102, 204, 255]))
    }

    /// A budget smaller than one screen of tiles: the visible tiles of the wanted level stay (over
    /// budget) instead of being evicted and drawn again for ever, and the coarser ones go.
    @Test func aScreenLargerThanTheBudgetIsDrawnOnceAndNotThrashed() {
        let f = TiledFixture()
        f.view.tiledLayer.tilesPerFrame = 4
        f.view.tiledLayer.cacheBudget = 6 * 256 * 256 * 4        // the screen needs 12 fine tiles
        _ = f.settle()
        let drawn = f.view.draws.count
        let image = f.settle()
        #expect(f.view.draws.count == drawn)                    // nothing drawn again
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)
        #expect(f.view.tiledLayer.cachedTileCount == 12 + 4)    // the fine tiles and the coarse cover
        #expect(isNear(rgba(image, at: CGPoint(x: 300, y: 470)), [51, 102, 204, 255]))
    }

    @Test func setNeedsDisplayInARectRedrawsOnlyThoseTiles() {
        let f = TiledFixture()
        f.requestAndDraw()
        f.view.draws.removeAll()
        f.view.setNeedsDisplay(CGRect(x: 130, y: 130, width: 10, height: 10))
        f.requestAndDraw()
        // The fine tile under the rect, and the coarse tile that also covers it.
        #expect(f.view.draws.filter { $0.scale == 2 }.map(\.rect) == [CGRect(x: 128, y: 128, width: 128, height: 128)])
        #expect(f.view.draws.count == 2)
        f.view.draws.removeAll()
        f.view.setNeedsDisplay()
        f.requestAndDraw()
        #expect(f.view.draws.count == 16)
    }

    @Test func newTilesFadeInOverTheFadeDurationUnlessASubclassSaysOtherwise() {
        let f = TiledFixture()
        f.frame()
        f.time += 1.0 / 60
        f.window.tick(timestamp: f.time)             // tiles installed now
        let fading = renderImage(of: f.window)
        // Just started: the blue fine tile is nearly transparent over the opaque red coarse one.
        let mix = rgba(fading, at: CGPoint(x: 160, y: 240))
        #expect(mix[3] == 255 && mix[0] > 200 && mix[2] < 60)
        f.time += 0.3
        f.window.tick(timestamp: f.time)
        let done = renderImage(of: f.window)
        #expect(isNear(rgba(done, at: CGPoint(x: 160, y: 240)), [51, 102, 204, 255]))

        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = InstantTiledView(frame: window.bounds)
        window.addSubview(v)
        window.tick(timestamp: 0)
        _ = renderImage(of: window)
        window.tick(timestamp: 0.02)
        #expect(isNear(rgba(renderImage(of: window), at: CGPoint(x: 160, y: 240)), [255, 0, 0, 255]))
    }

    @Test func aTiledViewKeepsNoFullBackingStore() {
        let f = TiledFixture()
        f.requestAndDraw()
        #expect(f.view.layer.contents == nil)
        #expect(f.view.tiledLayer.cachedTileCount == 16)        // 12 fine tiles and the 4 coarse ones
    }
}
