import HostContextTesting
import Testing
import UIKit
import Tiling

/// Numbers each new tile (as the session's demo did) and records what it was asked for.
@MainActor
final class NumberedTiles: TiledScrollViewDataSource {
    var created = 0
    var requests: [(row: Int, column: Int, resolution: Int)] = []
    func tiledScrollView(_ scrollView: TiledScrollView, tileForRow row: Int, column: Int, resolution: Int) -> UIView {
        requests.append((row, column, resolution))
        if let tile = scrollView.dequeueReusableTile() { return tile }
        created += 1
        let tile = UIView(frame: .zero)
        tile.tag = created
        return tile
    }
}

@MainActor
final class TilingFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = TiledScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tiles = NumberedTiles()
    var time: TimeInterval = 0

    init(size: CGSize = CGSize(width: 4096, height: 4096), minResolution: Int = 0) {
        HostClock.reset()
        view.dataSource = tiles
        view.minimumResolution = minResolution
        view.reloadData(withContentSize: size, minimumZoom: 0.125, maximumZoom: 1)
        window.addSubview(view)
        window.tick(timestamp: 0)
    }

    func tick() { time += 1.0 / 60; window.tick(timestamp: time) }
}

@Suite(.freshHostContext) @MainActor struct TiledScrollViewTests {
    @Test func onlyTheVisibleTilesExist() {
        let f = TilingFixture()
        // 320×480 at (0, 0) with 256 pt tiles: columns 0–1, rows 0–1.
        #expect(f.view.tileCount == 4)
        #expect(f.tiles.created == 4)
        #expect(Set(f.tiles.requests.map { "\($0.row),\($0.column)" }) == ["0,0", "0,1", "1,0", "1,1"])
    }

    /// Which recycled view a new tile gets decides what the Gallery's tiles screen draws (each tile
    /// shows its view's number), so it must not depend on Dictionary order, which differs per
    /// process: tiles are recycled row by row and reused last-recycled first.
    @Test func recycledTilesAreReusedInRowOrder() {
        let f = TilingFixture()
        func tagsRowByRow() -> [Int] {
            f.view.tileContainerView.subviews
                .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }.map(\.tag)
        }
        // Tiles 1–4 (rows 0–1, columns 0–1, created row by row) are recycled as (0,0), (0,1), (1,0),
        // (1,1); 64-pt tiles then fill 320 × 480 with 5 columns × 8 rows, the first four reusing
        // 4, 3, 2, 1 and the other 36 new.
        f.view.tileSize = CGSize(width: 64, height: 64)
        f.view.reloadData()
        f.tick()
        let before = tagsRowByRow()
        #expect(before == [4, 3, 2, 1] + Array(5...40))
        // At (1000, 1000) the screen shows columns 15–20 and rows 15–23: 54 tiles. All 40 old ones
        // are recycled row by row, so the new ones, row by row, get them in reverse; 14 are new.
        f.view.contentOffset = CGPoint(x: 1000, y: 1000)
        f.tick()
        let after = tagsRowByRow()
        #expect(after.count == 54)
        #expect(after == Array(before.reversed()) + Array(41...54))
    }

    @Test func scrollingEverywhereNeverCreatesMoreThanNineTiles() {
        let f = TilingFixture()
        var x: CGFloat = 0, y: CGFloat = 0
        for step in 0..<400 {
            x = CGFloat((step * 37) % 3700); y = CGFloat((step * 53) % 3600)
            f.view.contentOffset = CGPoint(x: x, y: y)
            f.tick()
            #expect(f.view.tileCount <= 9)
        }
        #expect(f.tiles.created <= 9)            // the session's "a total of 9 of them"
        #expect(f.view.tileCount + f.view.reusableTileCount == f.tiles.created)
    }

    @Test func tilesCoverTheVisibleAreaAfterEachScroll() {
        let f = TilingFixture()
        f.view.contentOffset = CGPoint(x: 1000, y: 2000)
        f.tick()
        let visible = f.view.convert(f.view.bounds, to: f.view.tileContainerView)
        let covered = f.view.tileContainerView.subviews.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        #expect(covered.contains(visible))
    }

    @Test func zoomingBelowHalfSwitchesToTheLowerResolutionAndKeepsTheView() {
        let f = TilingFixture(minResolution: -3)
        f.view.contentOffset = CGPoint(x: 1000, y: 1000)
        f.tick()
        let centre = CGPoint(x: (1000 + 160) / 1.0, y: (1000 + 240) / 1.0)   // content point at the centre
        f.view.setZoomScale(0.4, animated: false)
        f.view.updateResolution()
        f.tick()
        #expect(f.view.resolution == -1)
        #expect(abs(f.view.zoomScale - 0.8) < 1e-9)            // the same 0.4 on screen
        #expect(f.view.contentSize == CGSize(width: 2048 * 0.8, height: 2048 * 0.8))
        let now = CGPoint(x: (f.view.contentOffset.x + 160) / 0.4, y: (f.view.contentOffset.y + 240) / 0.4)
        #expect(abs(now.x - centre.x) < 1e-6 && abs(now.y - centre.y) < 1e-6)
        #expect(f.tiles.requests.last?.resolution == -1)
    }

    @Test func resolutionStopsAtTheMinimum() {
        let f = TilingFixture(minResolution: -1)
        f.view.setZoomScale(0.125, animated: false)
        f.view.updateResolution()
        #expect(f.view.resolution == -1)
        #expect(f.view.zoomScale == 0.25)
    }

    @Test func badSizesShowNothingAndDoNotCrash() {
        let f = TilingFixture()
        f.view.reloadData(withContentSize: CGSize(width: CGFloat.nan, height: 10))
        f.view.reloadData(withContentSize: CGSize(width: -5, height: 10))
        f.tick()
        #expect(f.view.tileCount == 0)
        f.view.tileSize = CGSize(width: 0, height: 0)
        #expect(f.view.tileSize == CGSize(width: 256, height: 256))
    }
}
