import Foundation
import HeadlessHost
import Testing
import UIKit
@testable import QuartzCore

/// The host's TileManager, end to end through `HeadlessHost` (every frame ticked and composited):
/// - three tiled pages share one budget: the bytes resident over all of them, counted by the test
///   from the tile sizes, stay within the host's budget while the pages are visited in turn (each
///   page alone would fit, all three would not);
/// - a fling's drawing jobs start in the written priority order, and its landing place's tiles
///   (the place the deceleration then rests at, read from the scroll view) start before the rest;
/// - tile state changes only in the tile stage: the tiles of every layer, as the tile stage leaves
///   them, are unchanged when the next frame's tile stage begins, through scrolling, zooming, a
///   memory warning, `setNeedsDisplay` and a page's removal; and the manager counts no write made
///   outside its apply steps.
@Suite(.serialized) @MainActor struct TileManagerTests {
    /// A tiled layer that shows tiles at once (no fade), so a frame's pixels do not depend on time.
    final class PageLayer: CATiledLayer {
        override class func fadeDuration() -> CFTimeInterval { 0 }
    }

    /// A page: a tiled view whose tiles are filled with one colour, drawn on drawing threads.
    final class PageView: UIView {
        override class var layerClass: AnyClass { PageLayer.self }
        var tiledLayer: CATiledLayer { layer as! CATiledLayer }
        init(frame: CGRect, tile: CGFloat) {
            super.init(frame: frame)
            tiledLayer.tileSize = CGSize(width: tile, height: tile)
            tiledLayer.tileDrawer = { ctx, rect in
                ctx.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
                ctx.fill(rect)
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    /// Bytes of one 100 × 100-px tile of 4 bytes a pixel.
    static let tileBytes = 100 * 100 * 4

    /// Ticks and composites frames until nothing is left to draw (at most `limit` frames), calling
    /// `check` after each.
    func settle(_ host: HeadlessHost, limit: Int = 30, check: () -> Void = {}) {
        for _ in 0..<limit {
            host.advance(by: 1 / 60)
            check()
            if !host.window.needsFrames { return }
        }
    }

    @Test func threeTiledPagesShareOneBudget() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1)
        defer { HostClock.reset() }
        host.presentsFrames = true
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 1200, height: 300)
        let pages = (0..<3).map { PageView(frame: CGRect(x: 400 * CGFloat($0), y: 0, width: 400, height: 300), tile: 100) }
        pages.forEach(scrollView.addSubview)
        host.window.addSubview(scrollView)
        // A page of 400 × 300 pt at s px/pt (the layer's contentsScale, a whole number) is
        // 4s × 3s tiles of 100 px, all whole. The budget holds a page and a third; three pages'
        // own caches would hold three pages.
        let s = Int(pages[0].tiledLayer.contentsScale)
        let pageTiles = 4 * s * 3 * s
        let budgetTiles = pageTiles * 4 / 3
        let budget = budgetTiles * Self.tileBytes
        host.tileManager.budget = budget
        #expect(TileManager.current === host.tileManager)
        var peak = 0
        for page in 0..<3 {
            scrollView.contentOffset = CGPoint(x: 400 * CGFloat(page), y: 0)
            settle(host) {
                let resident = pages.reduce(0) { $0 + $1.tiledLayer.cachedTileCount } * Self.tileBytes
                peak = max(peak, resident)
                #expect(resident <= budget, "page \(page)")
            }
            #expect(pages[page].tiledLayer.cachedTileCount == pageTiles, "page \(page) shows all its tiles")
        }
        // The pages visited earlier gave their tiles up to the page on screen: at most the third of
        // a page that fits beside it stays, and the budget was used (the pages did draw).
        #expect(pages[0].tiledLayer.cachedTileCount + pages[1].tiledLayer.cachedTileCount <= budgetTiles - pageTiles)
        #expect(peak > pageTiles * Self.tileBytes)
        #expect(host.tileManager.cachedBytes == pages.reduce(0) { $0 + $1.tiledLayer.cachedTileCount } * Self.tileBytes)
    }

    @Test func aFlingStartsItsLandingTilesBeforeTheRest() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1)
        defer { HostClock.reset() }
        host.presentsFrames = true
        let scrollView = UIScrollView(frame: host.window.bounds)
        let page = PageView(frame: CGRect(x: 0, y: 0, width: 400, height: 20_000), tile: 100)
        scrollView.contentSize = page.bounds.size
        scrollView.addSubview(page)
        host.window.addSubview(scrollView)
        settle(host)
        var started: [(stage: Int, rect: CGRect, priority: TilePlan.Priority)] = []
        host.tileManager.jobStartObserver = { _, rect, priority in
            started.append((host.tileManager.stageCount, rect, priority))
        }
        // A quick upward flick: the content flies down the page and rests far below.
        host.drag(FingerDrag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 3, timing: .every(1 / 60)))
        settle(host, limit: 600)
        let rest = scrollView.bounds
        #expect(rest.minY > 1_000, "the fling travelled (rests at \(rest.minY))")
        // Within each frame's tile stage, jobs start in priority order.
        for stage in Set(started.map(\.stage)) {
            let order = started.filter { $0.stage == stage }.map(\.priority.rawValue)
            #expect(order == order.sorted(), "stage \(stage): \(order)")
        }
        // The landing jobs draw where the deceleration came to rest.
        let landing = started.filter { $0.priority == .landing }
        #expect(!landing.isEmpty)
        #expect(landing.allSatisfy { $0.rect.overlaps(rest) })
        // Tiles drawn for the landing, and none of the rest, started in the stage the landing
        // first appeared in, before it.
        if let first = started.firstIndex(where: { $0.priority == .landing }) {
            #expect(!started[..<first].contains { $0.stage == started[first].stage && $0.priority == .rest })
        }
    }

    @Test func tileStateChangesOnlyInTheTileStage() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1)
        defer { HostClock.reset() }
        host.presentsFrames = true
        let scrollView = UIScrollView(frame: host.window.bounds)
        let page = PageView(frame: CGRect(x: 0, y: 0, width: 1600, height: 1200), tile: 100)
        page.tiledLayer.levelsOfDetail = 3
        let second = PageView(frame: CGRect(x: 0, y: 1200, width: 400, height: 300), tile: 100)
        let zooming = Zooming(page)
        scrollView.delegate = zooming
        scrollView.minimumZoomScale = 0.25
        scrollView.maximumZoomScale = 2
        scrollView.contentSize = CGSize(width: 1600, height: 1500)
        scrollView.addSubview(page)
        scrollView.addSubview(second)
        host.window.addSubview(scrollView)
        // What each layer's cache holds, by tile and the time it was drawn.
        func state() -> [String] {
            [page, second].flatMap { view in
                view.tiledLayer.tiles.map { "\(ObjectIdentifier(view)) \($0.key) \($0.value.drawnAt)" }
            }.sorted()
        }
        var afterTileStage: [String]?
        var changedOutside: [String] = []
        var stagesSeen = 0
        host.window.framePipeline.stageObserver = { stage in
            switch stage {
            case .tiles:
                if let before = afterTileStage, before != state() { changedOutside.append("frame \(stagesSeen)") }
                stagesSeen += 1
            case .composite:
                afterTileStage = state()
            default:
                break
            }
        }
        defer { host.window.framePipeline.stageObserver = nil }
        settle(host)
        #expect(!page.tiledLayer.tiles.isEmpty)
        // Scrolling: a drag and its deceleration.
        host.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 100, y: 50), duration: 0.1)
        settle(host, limit: 300)
        // Zooming: out to a coarser level, animated, then in.
        scrollView.setZoomScale(0.4, animated: true)
        settle(host, limit: 120)
        scrollView.setZoomScale(1, animated: false)
        settle(host)
        // A memory warning, an invalidation and a page's removal between frames.
        UIApplication.shared.simulateMemoryWarning()
        host.advance(by: 1 / 60)
        page.setNeedsDisplay()
        page.tiledLayer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 50))
        settle(host)
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        settle(host)
        second.removeFromSuperview()
        settle(host)
        #expect(stagesSeen > 20)
        #expect(changedOutside.isEmpty, "tile state changed outside the tile stage before \(changedOutside)")
        #expect(host.tileManager.tileStateWritesOutsideStage == 0)
        #expect(host.tileManager.applyStepCount >= 2 * stagesSeen)
    }

    @Test func aMemoryWarningFreesTilesNoFrameNeeds() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1)
        defer { HostClock.reset() }
        host.presentsFrames = true
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.contentSize = CGSize(width: 800, height: 300)
        let pages = (0..<2).map { PageView(frame: CGRect(x: 400 * CGFloat($0), y: 0, width: 400, height: 300), tile: 100) }
        pages.forEach(scrollView.addSubview)
        host.window.addSubview(scrollView)
        let s = Int(pages[0].tiledLayer.contentsScale)
        let pageTiles = 4 * s * 3 * s                      // 400 × 300 pt at s px/pt in 100-px tiles
        settle(host)
        scrollView.contentOffset = CGPoint(x: 400, y: 0)
        settle(host)
        #expect(pages[0].tiledLayer.cachedTileCount == pageTiles)   // within the default budget, kept
        UIApplication.shared.simulateMemoryWarning()
        #expect(pages[0].tiledLayer.cachedTileCount == pageTiles)   // not before the tile stage
        host.advance(by: 1 / 60)
        #expect(pages[0].tiledLayer.cachedTileCount == 0)    // off screen: freed
        #expect(pages[1].tiledLayer.cachedTileCount == pageTiles)   // on screen: kept
    }
}
