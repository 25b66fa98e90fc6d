import HostContextTesting
import Testing
import UIKit
import Tiling

@MainActor
final class AsyncFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = TiledScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let source: SimulatedTileSource
    let loader: AsyncTileLoader<SimulatedTileSource>
    var time: TimeInterval = 0

    init(latency: ClosedRange<TimeInterval> = 0.05...0.4, failureRate: Double = 0, seed: UInt64 = 7, cacheLimit: Int = 256) {
        HostClock.reset()
        source = SimulatedTileSource(latency: latency, failureRate: failureRate, seed: seed)
        loader = AsyncTileLoader(source: source, cacheLimit: cacheLimit)
        view.dataSource = loader
        view.reloadData(withContentSize: CGSize(width: 8192, height: 8192), minimumZoom: 0.125, maximumZoom: 1)
        window.addSubview(view)
        window.tick(timestamp: 0)
    }

    var tiles: [AsyncTileLoader<SimulatedTileSource>.TileView] {
        view.tileContainerView.subviews.compactMap { $0 as? AsyncTileLoader<SimulatedTileSource>.TileView }
    }

    func run(for seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { time += 1.0 / 60; window.tick(timestamp: time) }
    }
}

@Suite(.freshHostContext) @MainActor struct AsyncTileLoaderTests {
    @Test func tilesShowPlaceholdersThenArriveLateAndOutOfOrder() {
        let f = AsyncFixture()
        #expect(f.tiles.count == 4)
        #expect(f.tiles.allSatisfy { $0.state == .placeholder })
        f.run(for: 0.5)
        #expect(f.tiles.allSatisfy { $0.state == .loaded && $0.payload == $0.key })
        #expect(f.source.delivered != f.source.requested)       // a different order than asked
        #expect(Set(f.source.delivered) == Set(f.source.requested))
    }

    @Test func tilesThatLeaveTheScreenBeforeArrivingAreCancelled() {
        let f = AsyncFixture(latency: 0.3...0.3)
        let first = Set(f.source.requested)
        f.view.contentOffset = CGPoint(x: 4000, y: 4000)
        f.run(for: 1.0 / 60)
        #expect(Set(f.source.cancelled) == first)
        f.run(for: 0.5)
        #expect(Set(f.source.delivered).isDisjoint(with: first))
        #expect(f.tiles.allSatisfy { $0.state == .loaded })
        #expect(f.loader.inFlightCount == 0)
    }

    @Test func failedTilesShowFailureAndAreRetriedWhenShownAgain() {
        let f = AsyncFixture(failureRate: 1)
        f.run(for: 0.5)
        #expect(f.tiles.allSatisfy { $0.state == .failed })
        let asked = f.source.requested.count
        f.view.contentOffset = CGPoint(x: 4000, y: 0)
        f.run(for: 1.0 / 60)
        f.view.contentOffset = .zero
        f.run(for: 1.0 / 60)
        #expect(f.source.requested.count > asked + 4)            // the first four were asked again
    }

    @Test func aFlingLoadsTheTilesAroundItsLandingPointBeforeItGetsThere() {
        let f = AsyncFixture(latency: 0.2...0.2)
        f.run(for: 0.3)
        // Flick upward at 3000 pt/s: it lands about 1490 pt further down, 2.8 s later.
        f.window.sendTouch(.began, at: CGPoint(x: 160, y: 450), timestamp: f.time)
        for i in 1...12 {
            f.time += 1.0 / 120
            f.window.sendTouch(.moved, at: CGPoint(x: 160, y: 450 - CGFloat(i) * 25), timestamp: f.time)
        }
        f.time += 1.0 / 120
        f.window.sendTouch(.ended, at: CGPoint(x: 160, y: 450 - 13 * 25), timestamp: f.time)
        let askedAtRelease = f.loader.prefetched
        #expect(!askedAtRelease.isEmpty)
        let landingRows = Set(askedAtRelease.map(\.row))
        #expect(landingRows.min()! >= 5)                          // around y ≈ 1600, not here
        f.run(for: 3.5)
        #expect(!f.view.isDecelerating)
        #expect(f.tiles.allSatisfy { $0.state == .loaded })
        // Every tile on screen at the landing was asked for at the release, 2.8 s ahead.
        let onScreen = Set(f.tiles.compactMap(\.key))
        #expect(onScreen.isSubset(of: askedAtRelease))
    }

    @Test func aZoomAnimationLoadsItsDestinationFirst() {
        let f = AsyncFixture(latency: 0.5...0.5)
        f.run(for: 0.6)
        f.view.zoom(to: CGRect(x: 6000, y: 6000, width: 320, height: 480), animated: true)
        #expect(f.loader.prefetched.contains(TileKey(row: 23, column: 23, resolution: 0)))
    }

    @Test func theCacheIsBoundedAndKeepsWhatIsOnScreen() {
        let f = AsyncFixture(latency: 0.01...0.02, cacheLimit: 6)
        for step in 0..<10 {
            f.view.contentOffset = CGPoint(x: CGFloat(step) * 600, y: 0)
            f.run(for: 0.1)
        }
        let onScreen = f.tiles.compactMap(\.key)
        #expect(onScreen.allSatisfy { f.loader.isCached($0) })
        #expect(!f.loader.isCached(TileKey(row: 0, column: 0, resolution: 0)))
    }
}
