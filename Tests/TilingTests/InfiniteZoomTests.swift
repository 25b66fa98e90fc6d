import HostContextTesting
import Testing
import UIKit
import Tiling

@MainActor
final class InfiniteZoomFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view: InfiniteZoomView
    var time: TimeInterval = 0

    init() {
        HostClock.reset()
        view = InfiniteZoomView(frame: window.bounds)
        window.addSubview(view)
        window.tick(timestamp: 0)
    }

    /// Two fingers about the view's centre, `from` → `to` points apart: a real pinch through the window.
    func pinch(from: CGFloat, to: CGFloat) {
        let c = CGPoint(x: 160, y: 240)
        func send(_ d: CGFloat, _ phase: UITouch.Phase) {
            window.send([TouchInput(id: 1, phase: phase, location: CGPoint(x: c.x - d / 2, y: c.y)),
                         TouchInput(id: 2, phase: phase, location: CGPoint(x: c.x + d / 2, y: c.y))], timestamp: time)
        }
        send(from, .began)
        for i in 1...10 {
            time += 1.0 / 60
            send(from + (to - from) * CGFloat(i) / 10, .moved)
            window.tick(timestamp: time)
        }
        send(to, .ended)
        for _ in 0..<30 { time += 1.0 / 60; window.tick(timestamp: time) }
    }

    var centre: (x: WorldCoordinate, y: WorldCoordinate) {
        view.worldPosition(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }
}

@Suite(.freshHostContext) @MainActor struct InfiniteZoomTests {
    @Test func theLevel0WorldIsOneTileCentredInTheView() {
        let f = InfiniteZoomFixture()
        #expect(f.view.level == 0)
        #expect(f.view.visibleTiles.count == 1)
        let tile = f.view.visibleTiles[0]
        #expect(f.view.convert(tile.frame, from: f.view.contentView) == CGRect(x: 32 + f.view.bounds.minX, y: 112 + f.view.bounds.minY, width: 256, height: 256))
        #expect(f.centre.x == WorldCoordinate(tile: 0, fraction: 0.5))
    }

    @Test func fiftyPinchesDeepTheCentreStaysExactAndOnlyVisibleTilesExist() {
        let f = InfiniteZoomFixture()
        for k in 1...50 {
            f.pinch(from: 100, to: 200)
            #expect(f.view.level == k)
            #expect(f.view.zoomScale == 1)
            // The world point under the centre is the same point: 0.5 world = 2^(k−1) tiles at level k.
            let c = f.centre
            #expect(c.x.tile == Int64(1) << Int64(k - 1) && abs(c.x.fraction) < 1e-9)
            #expect(c.y.tile == Int64(1) << Int64(k - 1) && abs(c.y.fraction) < 1e-9)
            #expect(f.view.visibleTiles.count <= 9)
        }
        let visible = f.view.convert(f.view.bounds, to: f.view.contentView)
        for tile in f.view.visibleTiles {
            #expect(tile.frame.origin.x.isFinite && tile.frame.intersects(visible))
            #expect(tile.level == 50)
        }
        #expect(f.view.tileViewCount <= 9)
    }

    @Test func zoomingBackOutReturnsToTheWholeWorld() {
        let f = InfiniteZoomFixture()
        for _ in 0..<20 { f.pinch(from: 100, to: 200) }
        for _ in 0..<20 { f.pinch(from: 200, to: 100) }
        #expect(f.view.level == 0)
        #expect(f.view.tilePoints == 256)
        #expect(f.centre.x == WorldCoordinate(tile: 0, fraction: 0.5))
        #expect(f.view.visibleTiles.count == 1)
    }

    @Test func aDragDeepInTheWorldMovesByExactlyTheDraggedTiles() {
        let f = InfiniteZoomFixture()
        for _ in 0..<40 { f.pinch(from: 100, to: 200) }
        let before = f.centre
        // Drag 138 pt left (128 pt of scrolling after the 10 pt slop), stopping before lifting.
        f.window.sendTouch(.began, at: CGPoint(x: 250, y: 240), timestamp: f.time)
        for i in 1...20 {
            f.time += 1.0 / 60
            f.window.sendTouch(.moved, at: CGPoint(x: 250 - CGFloat(i) * 6.9, y: 240), timestamp: f.time)
        }
        f.time += 0.1
        f.window.sendTouch(.ended, at: CGPoint(x: 112, y: 240), timestamp: f.time)
        f.window.tick(timestamp: f.time)
        let after = f.centre
        #expect(abs(after.x.distance(from: before.x) - 0.5) < 1e-9)   // 128 pt / 256 pt per tile
        #expect(after.y == before.y)
    }

    /// Dragging the whole world out of sight (found by `make soak`: retile made a range whose first
    /// column was past its last, which traps) shows no tile instead of trapping, and the world comes
    /// shown again only where the content settles in view.
    @Test(arguments: [CGPoint(x: 1, y: 0), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 0, y: -1)])
    func draggingTheWorldOutOfSightShowsNoTileAndDoesNotTrap(direction: CGPoint) {
        let f = InfiniteZoomFixture()
        let start = CGPoint(x: 160, y: 240)
        f.window.sendTouch(.began, at: start, timestamp: f.time)
        var tilesShownFarOut = -1
        for i in 1...60 {
            f.time += 1.0 / 60
            // 20 pt a frame for a second: 1200 pt, far more than the window and the world.
            f.window.sendTouch(.moved, at: CGPoint(x: start.x + direction.x * CGFloat(i) * 20, y: start.y + direction.y * CGFloat(i) * 20),
                               timestamp: f.time)
            f.window.tick(timestamp: f.time)
            tilesShownFarOut = f.view.visibleTiles.count
        }
        f.window.sendTouch(.ended, at: CGPoint(x: start.x + direction.x * 1200, y: start.y + direction.y * 1200), timestamp: f.time + 0.1)
        for _ in 0..<180 { f.time += 1.0 / 60; f.window.tick(timestamp: f.time) }
        #expect(tilesShownFarOut == 0)   // the level-0 world's one tile is out of sight
        // Settled at the edge of the content window: the world's one tile at most, where it is seen.
        let visible = f.view.convert(f.view.bounds, to: f.view.contentView)
        #expect(f.view.visibleTiles.count <= 1)
        #expect(f.view.visibleTiles.allSatisfy { $0.frame.intersects(visible) })
    }

    /// Scrolled until no part of the world is in view (code may set any offset): no tiles, and no
    /// trap (building the visible tile range used to trap when it came out inverted).
    @Test func aViewportOffTheWorldShowsNoTiles() {
        let f = InfiniteZoomFixture()
        f.view.contentOffset = CGPoint(x: 5000, y: 5000)
        f.window.tick(timestamp: 1)
        #expect(f.view.visibleTiles.isEmpty)
        f.view.contentOffset = CGPoint(x: -5000, y: 100)
        #expect(f.view.visibleTiles.isEmpty)
    }

    /// A window resize or rotation keeps the world point at the view's centre at its centre, and
    /// the view keeps filling its (autoresizing) superview.
    @Test func aNewSizeKeepsTheCentre() {
        let f = InfiniteZoomFixture()
        f.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for _ in 0..<3 { f.pinch(from: 100, to: 180) }
        let before = f.centre
        f.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        f.window.tick(timestamp: f.time + 1)
        #expect(f.view.bounds.size == CGSize(width: 800, height: 600))
        #expect(abs(f.centre.x.distance(from: before.x)) < 1e-9 && abs(f.centre.y.distance(from: before.y)) < 1e-9)
        #expect(f.view.windowSize == CGSize(width: 4000, height: 3000))
        // The tiles cover the whole view: their union spans it.
        let visible = f.view.convert(f.view.bounds, to: f.view.contentView)
        let covered = f.view.visibleTiles.reduce(CGRect.null) { $0.union($1.frame) }
        #expect(covered.contains(visible))
    }

    @Test func worldCoordinatesAreExactAcrossLevels() {
        var c = WorldCoordinate(tile: 3, fraction: 0.25)
        for _ in 0..<60 { c = c.deeper }
        for _ in 0..<60 { c = c.shallower }
        #expect(c == WorldCoordinate(tile: 3, fraction: 0.25))
        #expect(WorldCoordinate(tile: 5).advanced(by: -1.5) == WorldCoordinate(tile: 3, fraction: 0.5))
        #expect(WorldCoordinate(tile: 5).advanced(by: .nan) == WorldCoordinate(tile: 5))
    }
}
