import Foundation
import HostContextTesting
import Testing
import UIKit
@testable import QuartzCore

/// CATiledLayer while the user moves: levels during a pinch, prefetch on a fling and on a zoom
/// animation, and drawing threads that never hold up a frame. All through `UIWindow.send`/`tick`.
@Suite(.freshHostContext) @MainActor struct TiledLayerMotionTests {
    /// CATiledLayer's documented level rule for TiledFixture's layer (contentsScale 2, 4 levels: 2, 1, 0.5 and
    /// 0.25 px/pt), stated independently of `level(forDeviceScale:)`: the screen shows 2 × zoom
    /// px/pt, and the coarsest level at least that sharp is drawn.
    func expectedLevel(zoom: CGFloat) -> Int {
        if zoom > 0.5 { return 0 }
        if zoom > 0.25 { return 1 }
        if zoom > 0.125 { return 2 }
        return 3
    }

    @Test func levelsSwitchAtTheRulesThresholdsWhilePinchingAndCoarseTilesAlwaysCover() {
        let f = TiledFixture()
        f.view.tiledLayer.tilesPerFrame = 8
        _ = f.settle()
        var levels: [Int] = []
        let centre = CGPoint(x: 160, y: 240)
        func fingers(_ d: CGFloat, _ phase: UITouch.Phase) -> [TouchInput] {
            pinchTouches(center: centre, distance: d, phase: phase)
        }
        f.time += frame60
        f.window.send(fingers(280, .began), timestamp: f.time)
        // Fingers from 280 pt to 28 pt apart over 1.5 s: the zoom falls from 1 towards 0.1.
        for i in 1...90 {
            f.time += frame60
            f.window.send(fingers(280 - 252 * CGFloat(i) / 90, .moved), timestamp: f.time)
            f.window.tick(timestamp: f.time)
            let image = renderImage(of: f.window)
            let zoom = f.scrollView.zoomScale
            let level = f.view.tiledLayer.lastCompositedLevel
            #expect(level == expectedLevel(zoom: zoom), "zoom \(zoom)")
            if let level, levels.last != level { levels.append(level) }
            // Never blank: wherever the content is on screen, some level covers it.
            let content = f.view.convert(f.view.bounds, to: f.window).intersection(f.window.bounds).insetBy(dx: 2, dy: 2)
            for p in [CGPoint(x: content.minX, y: content.minY), CGPoint(x: content.midX, y: content.midY),
                      CGPoint(x: content.maxX, y: content.maxY)] {
                #expect(rgba(image, at: p)[3] == 255, "zoom \(zoom) at \(p)")
            }
        }
        f.window.send(fingers(28, .ended), timestamp: f.time)
        // Each threshold was crossed once, in order, and tiles of each level were drawn on the way.
        #expect(levels == [0, 1, 2, 3])
        #expect(Set(f.view.draws.map(\.scale)) == [2, 1, 0.5, 0.25])
        #expect(f.view.drawsOnMainThread == 0)
    }

    /// A fast upward flick at zoom 1 (it lands ~1,000 pt further down), run with and without
    /// prefetch; returns the frames that showed missing fine tiles after the first 10 frames of the
    /// fling, whether the landing place was sharp when the view stopped, and how many of the tiles
    /// on screen at rest were drawn only after they had come into view (late).
    func fling(prefetch: Bool) -> (blurryFrames: Int, prefetched: Int, pendingAtRelease: Int, blurryAtRest: Bool, lateLandingTiles: Int) {
        let f = TiledFixture()
        f.view.tiledLayer.tilesPerFrame = 4
        f.scrollView.prefetchesTiledContent = prefetch
        _ = f.settle()
        f.time = drag(f.window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), start: f.time + frame60,
                      duration: 0.05, steps: 3)
        let pendingAtRelease = f.view.tiledLayer.pendingPrefetchCount
        #expect(f.scrollView.isDecelerating)
        var blurry = 0
        var frames = 0
        // Per frame: the part of the view on screen, and how many draws had run before it.
        var seen: [(visible: CGRect, drawsBefore: Int)] = []
        while f.scrollView.isDecelerating && frames < 600 {
            seen.append((f.scrollView.convert(f.scrollView.bounds, to: f.view), f.view.draws.count))
            f.frame()
            frames += 1
            if frames > 10 && f.view.tiledLayer.missingVisibleTileCount > 0 { blurry += 1 }
        }
        let blurryAtRest = f.view.tiledLayer.missingVisibleTileCount > 0
        // The landing tiles (zoom 1 on a 2× screen: the 2 px/pt level, 128-pt tiles) and, for each,
        // the first frame it was on screen against the first frame that found it drawn.
        let draws = f.view.draws
        let landing = f.scrollView.convert(f.scrollView.bounds, to: f.view)
        let tile: CGFloat = 128
        var late = 0
        for row in Int(landing.minY / tile)...Int((landing.maxY - 1) / tile) {
            for column in Int(landing.minX / tile)...Int((landing.maxX - 1) / tile) {
                let rect = CGRect(x: CGFloat(column) * tile, y: CGFloat(row) * tile, width: tile, height: tile)
                guard let entered = seen.firstIndex(where: { $0.visible.intersects(rect) }) else { continue }
                let drawn = draws.firstIndex(where: { $0.scale == 2 && $0.rect == rect }).map { index in
                    seen.firstIndex(where: { $0.drawsBefore > index }) ?? seen.count
                } ?? Int.max
                if drawn > entered { late += 1 }
            }
        }
        return (blurry, f.view.tiledLayer.tilesPrefetched, pendingAtRelease, blurryAtRest, late)
    }

    @Test func aFlingPrefetchesTheTilesAroundItsProjectedLandingPoint() {
        let with = fling(prefetch: true)
        let without = fling(prefetch: false)
        #expect(with.pendingAtRelease > 0)
        #expect(without.pendingAtRelease == 0)
        #expect(with.prefetched > 0 && without.prefetched == 0)
        // The landing place is drawn before the view gets there.
        #expect(!with.blurryAtRest)
        // No more blurry frames than without (the coarser level of the pan and the settled view's
        // tiles are drawn at once either way, so this short fling differs by a frame at most).
        #expect(with.blurryFrames <= without.blurryFrames, "\(with.blurryFrames) vs \(without.blurryFrames)")
        // What prefetch is for: the landing tiles are drawn before they come into view. Without it
        // the tiles that scroll in last are drawn as they arrive (the burst draws them at once, so
        // the blurry frames above differ by a frame at most).
        #expect(with.lateLandingTiles < without.lateLandingTiles, "\(with.lateLandingTiles) vs \(without.lateLandingTiles)")
    }

    @Test func aZoomAnimationPrefetchesTheTilesOfItsTargetLevel() {
        let f = TiledFixture()
        _ = f.settle()
        f.view.draws.removeAll()
        f.scrollView.setZoomScale(0.2, animated: true)            // level 2 (0.5 px/pt) at the end
        #expect(f.view.tiledLayer.pendingPrefetchCount > 0)
        var drewTargetLevelBeforeTheEnd = false
        var frames = 0
        while f.scrollView.zoomAnimationTarget != nil && frames < 60 {
            if f.view.draws.contains(where: { $0.scale == 0.5 }) && f.scrollView.zoomScale > 0.25 { drewTargetLevelBeforeTheEnd = true }
            f.frame()
            frames += 1
        }
        #expect(drewTargetLevelBeforeTheEnd)
        #expect(f.view.tiledLayer.lastCompositedLevel == 2)
        #expect(f.view.tiledLayer.missingVisibleTileCount == 0)
    }

    @Test func aSlowTileNeverHoldsUpAFrameWhenTheHostDoesNotWait() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = GatedTiledView(frame: window.bounds)
        window.addSubview(v)
        HostScheduler.shared.waitsForTileDrawing = false
        defer { HostScheduler.shared.waitsForTileDrawing = true }
        window.tick(timestamp: 0)
        _ = renderImage(of: window)                               // requests the tiles
        // Frames go on while every draw is blocked on the gate.
        for i in 1...5 {
            window.tick(timestamp: Double(i) / 60)
            _ = renderImage(of: window)
        }
        let layer = v.layer as! CATiledLayer
        #expect(layer.overdueDrawCount == 0)                      // far within the wait limit
        #expect(layer.cachedTileCount == 0)
        #expect(layer.pendingTileCount > 0)
        v.gate.signal(count: 100)
        HostScheduler.shared.waitsForTileDrawing = true           // collect deterministically
        for i in 6...8 {
            window.tick(timestamp: Double(i) / 60)
            _ = renderImage(of: window)
        }
        #expect(layer.cachedTileCount > 0)
    }
}

/// A tiled view whose draws wait on a gate: a tile source that hangs until released.
final class GatedTiledView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { CATiledLayer.self }
    let gate = Gate()
    nonisolated override func draw(_ rect: CGRect) {
        gate.wait()
        UIColor.green.setFill()
        UIBezierPath(rect: rect).fill()
    }
}

/// Opens once and stays open.
// @unchecked: `open` is guarded by the condition's lock.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var open = false
    func wait() { condition.lock(); while !open { condition.wait() }; condition.unlock() }
    func signal(count: Int) { condition.lock(); open = true; condition.broadcast(); condition.unlock() }
}

/// A tiled view taken off screen while its tiles draw: its backlog is dropped, the tiles already
/// drawing are installed once, and the host goes idle. Tiles are installed, and requests dropped, by
/// a frame's tile stage (the host's TileManager), so each step is a tick and a composite.
@Suite(.freshHostContext) @MainActor struct RemovedTiledViewTests {
    @Test func aTiledViewRemovedWhileDrawingLetsTheHostGoIdle() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = TiledCheckerView(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))
        v.tiledLayer.levelsOfDetail = 4
        window.addSubview(v)
        window.tick(timestamp: 0)
        _ = renderImage(of: window)                    // 16 tiles wanted; the empty layer starts them all
        #expect(v.tiledLayer.pendingTileCount == 16)
        window.tick(timestamp: 1.0 / 60)
        _ = renderImage(of: window)                    // the tile stage installs them
        v.removeFromSuperview()
        window.tick(timestamp: 2.0 / 60)               // nothing composited it since
        _ = renderImage(of: window)
        #expect(v.tiledLayer.cachedTileCount == 16)
        v.tiledLayer.setNeedsDisplay()                 // would redraw all 16 if it were on screen
        #expect(v.tiledLayer.pendingTileCount == 0)
        var t = 2.0 / 60
        for _ in 0..<20 {                              // past the last fade-in (0.25 s)
            t += 1.0 / 60
            window.tick(timestamp: t)
        }
        #expect(v.tiledLayer.pendingTileCount == 0)
        #expect(!HostScheduler.shared.hasPendingWork)
        #expect(!window.needsFrames)

        // Back on screen, the emptied layer starts all 16 at once (CATiledLayer.drawingJobLimit: it
        // shows none of its levels), whatever tilesPerFrame says.
        v.tiledLayer.tilesPerFrame = 4
        window.addSubview(v)
        _ = renderImage(of: window)
        #expect(v.tiledLayer.pendingTileCount == 16)
        t += 1.0 / 60
        window.tick(timestamp: t)
        _ = renderImage(of: window)                    // the tile stage installs them
        #expect(v.tiledLayer.cachedTileCount == 16)
        #expect(v.tiledLayer.pendingTileCount == 0)

        // Requests left by a composite are dropped at the first tile stage after one that did not
        // reach the layer. The layer is not empty now and its scale changes, so 4 a frame start.
        // Other tiles of level 0 on screen, at 1.4 px/pt: the layer's middle, 457 × 686 pt of it.
        t += 1.0 / 60
        window.tick(timestamp: t)
        v.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
        v.center = CGPoint(x: 160, y: 240)
        _ = renderImage(of: window)                    // requests them and starts 4
        let requested = v.tiledLayer.pendingTileCount
        #expect(requested > 8)
        v.removeFromSuperview()
        t += 1.0 / 60
        window.tick(timestamp: t)
        _ = renderImage(of: window)                    // reached by the last stage: installs 4, starts 4
        let cancelled = v.tiledLayer.requestsCancelled
        t += 1.0 / 60
        window.tick(timestamp: t)
        _ = renderImage(of: window)                    // not reached by the last stage: the rest dropped
        #expect(v.tiledLayer.requestsCancelled == cancelled + requested - 8)
        #expect(v.tiledLayer.pendingTileCount == 0)
        #expect(v.tiledLayer.cachedTileCount == 16 + 8)
    }
}

/// A hanging draw in the default, waiting mode: the tick waits at most `tileDrawingWaitLimit`
/// (shortened here), then frames go on; the tile arrives once the draw returns.
@Suite(.freshHostContext) @MainActor struct HangingTileDrawTests {
    @Test func aHangingDrawHoldsATickForAtMostTheWaitLimit() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = GatedTiledView(frame: window.bounds)
        window.addSubview(v)
        HostScheduler.shared.tileDrawingWaitLimit = 0.2
        defer { HostScheduler.shared.tileDrawingWaitLimit = 10 }
        window.tick(timestamp: 0)
        _ = renderImage(of: window)                               // starts the (blocked) draws
        let layer = v.layer as! CATiledLayer
        window.tick(timestamp: 1.0 / 60)
        _ = renderImage(of: window)                               // the tile stage waits 0.2 s, then goes on
        // Every blocked draw is now overdue: later ticks install them if they finish, never wait.
        #expect(layer.overdueDrawCount > 0)
        window.tick(timestamp: 2.0 / 60)
        _ = renderImage(of: window)
        #expect(layer.cachedTileCount == 0)
        v.gate.signal(count: 100)
        layer.waitForAllJobsWithoutLimit()                        // the released draws, at a known point
        window.tick(timestamp: 3.0 / 60)
        _ = renderImage(of: window)                               // the tile stage installs them
        #expect(layer.cachedTileCount > 0)
        #expect(layer.overdueDrawCount == 0)
    }

    /// A snapshot (`render(in:)`) draws missing tiles itself and waits for them, but a draw that
    /// hangs holds it for at most the wait limit per tile: the snapshot returns without that tile
    /// and the layer's cache and jobs are as before.
    @Test func aSnapshotOfAHangingDrawReturnsWithinTheWaitLimit() {
        HostClock.reset()
        let v = GatedTiledView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        HostScheduler.shared.tileDrawingWaitLimit = 0.05
        defer { HostScheduler.shared.tileDrawingWaitLimit = 10 }
        let layer = v.layer as! CATiledLayer
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(bounds: v.bounds, format: format).image { v.layer.render(in: $0.cgContext) }
        #expect(layer.cachedTileCount == 0)
        #expect(layer.pendingTileCount == 0)
        v.gate.signal(count: 100)
    }
}

/// Draws a label, an image and paths into each 128-pt tile with UIKit's drawing calls: on drawing
/// threads, several at once, when tiled; on the main thread when rendered as one image.
final class UIKitDrawingTiledView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { InstantTiledLayer.self }
    static let stamp: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
        UIColor.blue.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
    }
    /// The stamp, made on the main actor when the view is; drawing threads read it here.
    let tileStamp = UIKitDrawingTiledView.stamp
    nonisolated override func draw(_ rect: CGRect) { Self.paint(rect, stamp: tileStamp) }

    /// What any tile shows: its own content, a function of the rect only.
    nonisolated static func paint(_ rect: CGRect, stamp: UIImage) {
        UIColor(white: 0.9, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
        UIColor.red.setStroke()
        let border = UIBezierPath(rect: rect.insetBy(dx: 1, dy: 1))
        border.lineWidth = 2
        border.stroke()
        let name = "c\(Int(rect.minX / 128)) r\(Int(rect.minY / 128))" as NSString
        name.draw(at: CGPoint(x: rect.minX + 8, y: rect.minY + 8),
                  withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black])
        stamp.draw(in: CGRect(x: rect.minX + 90, y: rect.minY + 90, width: 20, height: 20))
    }
}

@Suite(.freshHostContext) @MainActor struct TileDrawingThreadTests {
    /// UIKit drawing (current context, UIColor, UIBezierPath, UIFont and string drawing,
    /// UIImage) is safe on drawing threads: 12 tiles drawn concurrently give exactly the pixels of
    /// the same calls made on the main thread.
    @Test func uiKitDrawingOnDrawingThreadsMatchesTheMainThreadPixelForPixel() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 384, height: 512))
        let v = UIKitDrawingTiledView(frame: window.bounds)
        (v.layer as! CATiledLayer).tileSize = CGSize(width: 256, height: 256)   // 128 pt at 2×
        window.addSubview(v)
        window.tick(timestamp: 0)
        _ = renderImage(of: window)                               // the first 8 tiles start drawing
        window.tick(timestamp: 1.0 / 60)                          // installed; the other 4 start
        _ = renderImage(of: window)
        window.tick(timestamp: 2.0 / 60)
        let tiled = renderImage(of: window).cgImage!
        #expect((v.layer as! CATiledLayer).cachedTileCount == 12)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let reference = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { ctx in
            for row in 0..<4 { for column in 0..<3 {
                let rect = CGRect(x: column * 128, y: row * 128, width: 128, height: 128)
                ctx.cgContext.saveGState()
                ctx.cgContext.clip(to: rect)
                UIKitDrawingTiledView.paint(rect, stamp: UIKitDrawingTiledView.stamp)
                ctx.cgContext.restoreGState()
            } }
        }.cgImage!
        var differing = 0, darkText = 0
        for y in 0..<tiled.height { for x in 0..<tiled.width {
            let a = tiled.rgba(atX: x, y: y)!, b = reference.rgba(atX: x, y: y)!
            if a.red != b.red || a.green != b.green || a.blue != b.blue || a.alpha != b.alpha { differing += 1 }
            if a.red < 60 && a.green < 60 && a.blue < 60 { darkText += 1 }
        } }
        #expect(differing == 0)
        #expect(darkText > 500)                                   // the labels were drawn
    }
}
