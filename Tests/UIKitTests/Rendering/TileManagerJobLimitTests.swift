import Foundation
import HeadlessHost
import HostContextTesting
import Testing
import UIKit
@testable import QuartzCore

/// The host's TileManager has one drawing-job limit for all its tiled layers, applied in one
/// priority order, end to end through `HeadlessHost` (every frame ticked and composited):
/// - two tiled views in one window, both missing tiles, one also asked to prefetch: no tile stage
///   starts more jobs than the manager's `drawingJobLimit`, and every visible tile of either view
///   starts before the other view's prefetched ones (two layers' own limits started twice the
///   limit a tick, and the smaller view's prefetch while the larger one's visible tiles waited);
/// - a fling over a view with levels of detail: while the pan is fast, the next coarser level's
///   tiles that the motion brings on screen start before the tiles of the fling's landing place
///   (ranked below the landing, they waited behind it and the pan fell back to the finest level).
///
/// Each test runs in a host context of its own (`.freshHostContext`): the fling's touches are
/// timestamped on its host's clock, which another suite's work must not move (in the process's
/// context, one full run in four saw the fling end at rest).
@Suite(.serialized, .freshHostContext) @MainActor struct TileManagerJobLimitTests {
    /// A tiled layer that shows tiles at once (no fade), so a frame's pixels do not depend on time.
    final class PageLayer: CATiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
    }

    /// A page drawn the way iOS code draws a tiled view: `draw(_:)` is ordinary main-actor code (no
    /// UITiledDrawing), so its tiles are drawn one job after another as the tile stage starts them,
    /// and no job limit is raised for it (every job runs inside the tick).
    final class MainThreadPage: UIView {
        override class var layerClass: AnyClass { PageLayer.self }
        var tiledLayer: CATiledLayer { layer as! CATiledLayer }
        init(frame: CGRect, tile: CGFloat) {
            super.init(frame: frame)
            tiledLayer.tileSize = CGSize(width: tile, height: tile)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) {
            UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    /// One drawing job as it started: the tile stage, the view, its rect and its priority.
    struct Start { let stage: Int; let view: ObjectIdentifier; let rect: CGRect; let priority: TilePlan.Priority }

    @Test func twoLayersShareTheManagersJobLimitInOnePriorityOrder() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1)
        defer { HostClock.reset() }
        host.presentsFrames = true
        let limit = 6
        host.tileManager.drawingJobLimit = limit
        // Left: 200 × 300 pt in 25-pt tiles, 8 × 12 = 96 visible tiles. Right: 200 × 600 pt in
        // 50-pt tiles, its upper half on screen (4 × 6 = 24 tiles), its lower half prefetched
        // (another 24). The tile sizes are in pixels of contentsScale s: (25s, 50s).
        let s = UIScreen.main.scale
        let left = MainThreadPage(frame: CGRect(x: 0, y: 0, width: 200, height: 300), tile: 25 * s)
        let right = MainThreadPage(frame: CGRect(x: 200, y: 0, width: 200, height: 600), tile: 50 * s)
        host.window.addSubview(left)
        host.window.addSubview(right)
        #expect(left.tiledLayer.contentsScale == s && right.tiledLayer.contentsScale == s)
        var starts: [Start] = []
        host.tileManager.jobStartObserver = { layer, rect, priority in
            let view = layer === left.layer ? ObjectIdentifier(left) : ObjectIdentifier(right)
            starts.append(Start(stage: host.tileManager.stageCount, view: view, rect: rect, priority: priority))
        }
        right.tiledLayer.prefetchTiles(in: CGRect(x: 0, y: 300, width: 200, height: 300), deviceScale: s)
        for _ in 0..<60 {
            host.advance(by: 1 / 60)
            if !host.window.needsFrames { break }
        }
        let visibleTiles = 96 + 24, prefetched = 24
        #expect(starts.count == visibleTiles + prefetched, "every tile drawn once")
        // No tile stage started more than the manager's limit, over both layers.
        var perStage: [Int: Int] = [:]
        for start in starts { perStage[start.stage, default: 0] += 1 }
        #expect(perStage.values.allSatisfy { $0 <= limit }, "jobs per stage: \(perStage.sorted { $0.key < $1.key }.map(\.value))")
        // So the 144 tiles took at least 144 / 6 = 24 stages.
        #expect(perStage.count >= (visibleTiles + prefetched + limit - 1) / limit)
        // Every visible tile of either layer started before the first prefetched one.
        let firstPrefetch = starts.firstIndex { $0.priority == .landing }
        #expect(firstPrefetch == visibleTiles, "first prefetched tile started as job \(firstPrefetch.map(String.init) ?? "none")")
        #expect(starts[..<visibleTiles].allSatisfy { $0.rect.maxY <= 300 + 1e-9 })
        #expect(starts[visibleTiles...].allSatisfy { $0.view == ObjectIdentifier(right) && $0.rect.minY >= 300 - 1e-9 })
    }

    /// Bad input: a job limit of 0 or below is taken as 1 (docs/PORTING.md), so tiles still draw,
    /// one job a tile stage, and none is lost: a 100 × 100 pt view in 50-pt tiles (4 tiles) takes
    /// 4 stages with one job each.
    @Test(arguments: [0, -5, Int.min])
    func aJobLimitBelowOneDrawsOneTileAStage(limit: Int) {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        defer { HostClock.reset() }
        host.presentsFrames = true
        host.tileManager.drawingJobLimit = limit
        #expect(host.tileManager.drawingJobLimit == 1)
        let page = MainThreadPage(frame: CGRect(x: 0, y: 0, width: 100, height: 100), tile: 50 * UIScreen.main.scale)
        host.window.addSubview(page)
        var stages: [Int] = []
        host.tileManager.jobStartObserver = { _, _, _ in stages.append(host.tileManager.stageCount) }
        for _ in 0..<20 {
            host.advance(by: 1 / 60)
            if !host.window.needsFrames { break }
        }
        #expect(stages.count == 4, "every tile drawn once: \(stages)")
        #expect(Set(stages).count == 4, "one job a tile stage: \(stages)")
    }

    /// A tiled view drawn on drawing threads (UITiledDrawing), filled with one colour.
    final class ThreadedPage: UIView, UITiledDrawing {
        override class var layerClass: AnyClass { PageLayer.self }
        nonisolated override func draw(_ rect: CGRect) {
            UIColor(red: 0.3, green: 0.5, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(rect: rect).fill()
        }
    }

    final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    @Test func aFastPansComingCoarserTilesStartBeforeTheLandingPlace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = HeadlessHost(window: window, time: 0)
        defer { HostClock.reset() }
        host.presentsFrames = true
        let scrollView = UIScrollView(frame: window.bounds)
        let view = ThreadedPage(frame: CGRect(x: 0, y: 0, width: 8192, height: 2048))
        let zooming = Zooming(view)
        scrollView.delegate = zooming
        scrollView.addSubview(view)
        scrollView.contentSize = view.bounds.size
        scrollView.minimumZoomScale = 0.01
        scrollView.maximumZoomScale = 8
        window.addSubview(scrollView)
        host.tick()
        let layer = view.layer as! CATiledLayer
        layer.levelsOfDetail = 4
        let c = layer.contentsScale, screenScale = window.screen.scale
        // 0.6c device px per layer point: level 0 (c px/pt) is the coarsest at least that sharp
        // (level 1 has 0.5c), so it is ideal, and level 1 is what a fast pan settles for.
        scrollView.setZoomScale(0.6 * c / screenScale, animated: false)
        scrollView.contentOffset = .zero
        host.tileManager.drawingJobLimit = 2
        for _ in 0..<30 { host.advance(by: frame60) }
        #expect(layer.missingVisibleTileCount == 0)
        // Per frame after its tile stage: whether a landing tile started, and which tiles of
        // level 1 (the level a fast pan settles for; not the coarsest, 3) still wait.
        var startedLanding = false
        host.tileManager.jobStartObserver = { _, _, priority in
            if priority == .landing { startedLanding = true }
        }
        var stagesWithLanding = 0
        var starvedStages: [Int] = []
        var frame = 0
        host.afterFrame = { _ in
            frame += 1
            if startedLanding {
                stagesWithLanding += 1
                let waiting = layer.tileCache.requested.filter { $0.id.level == 1 }
                if !waiting.isEmpty { starvedStages.append(frame) }
            }
            startedLanding = false
        }
        // A 60 Hz finger moving 2,400 pt/s to the left for 10 moves, lifted one frame later where
        // it last was (as TiledLayerFlingTests flings).
        let perFrame: CGFloat = 2400 / 60
        let moves = (1...10).map { CGPoint(x: 300 - perFrame * CGFloat($0), y: 240) }
        var finger = FingerDrag(start: CGPoint(x: 300, y: 240), moves: moves, timing: .every(frame60), lift: .oneIntervalLater)
        finger.ticksOnDown = true
        finger.ticksOnLift = true
        host.time += frame60
        host.drag(finger)
        #expect(scrollView.isDecelerating)
        var n = 0
        while scrollView.isDecelerating && n < 600 {
            host.advance(by: frame60)
            n += 1
        }
        host.afterFrame = nil
        withExtendedLifetime(zooming) {}
        #expect(layer.tilesPrefetched > 0, "the fling prefetched its landing place")
        #expect(stagesWithLanding > 0)
        #expect(starvedStages.isEmpty, "landing tiles started while level-1 tiles waited, frames \(starvedStages)")
    }
}
