import Testing
import UIKit
import Tiling

/// The infinite-zoom world is a fractal terrain drawn per tile from its world coordinates: the same
/// world point has the same colour at every level, every level has detail, and nothing is lost to
/// floating-point precision however deep the zoom goes. (It used to be flat grey tiles with labels.)
@Suite(.serialized) @MainActor struct FractalTerrainTests {
    /// The window as the host composites it, at the screen's scale, so each point of a tile's backing
    /// store is one pixel of the image (no resampling between the tile and the picture).
    func render(_ f: InfiniteZoomFixture) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = f.window.screen.scale
        f.window.displayIfNeeded()
        return UIGraphicsImageRenderer(bounds: f.window.bounds, format: format).image { f.window.framePipeline.composite(into: $0.cgContext) }.cgImage
    }

    func rgb(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image?.rgba(atX: x, y: y) else { return [] }
        return [p.red, p.green, p.blue]
    }

    /// The colour the palette gives a height, independently of any tile.
    func colour(_ height: Double?) -> [UInt8] {
        guard let height else { return [] }
        let c = TerrainPalette.rgb(height)
        return [c.red, c.green, c.blue]
    }

    /// Level 0 shows the whole world in one 256-pt tile at (32, 112); one 2× pinch about the centre
    /// shows level 1, where the same world points lie twice as far from the centre. A world point on
    /// the drawn lattice has one colour at both levels: the level-0 pixel at (160 + dx, 240 + dy) pt
    /// and the level-1 pixel at (160 + 2dx, 240 + 2dy) pt agree exactly, and both are the colour of
    /// that point's height, computed for the single vertex with `FractalTerrain.height`.
    @Test func aWorldPointHasTheSameColourAtTwoLevels() {
        let f = InfiniteZoomFixture()
        let scale = Int(f.window.screen.scale)
        let level0 = render(f)
        f.pinch(from: 100, to: 200)
        #expect(f.view.level == 1 && f.view.tilePoints == 256)
        let level1 = render(f)
        var compared = 0, differing = 0, distinct = Set<[UInt8]>()
        for dy in stride(from: -60, to: 60, by: 3) {
            for dx in stride(from: -60, to: 60, by: 3) {
                let a = rgb(level0, (160 + dx) * scale, (240 + dy) * scale)
                let b = rgb(level1, (160 + 2 * dx) * scale, (240 + 2 * dy) * scale)
                // The point is vertex (128 + dx, 128 + dy) of the level-8 lattice (256 per tile at level 0).
                let expected = colour(WorldTileView.terrain.height(level: 8, x: Int64(128 + dx), y: Int64(128 + dy)))
                compared += 1
                if a != b || a != expected { differing += 1 }
                distinct.insert(a)
            }
        }
        #expect(compared == 1600)
        #expect(differing == 0, "\(differing) of \(compared) world points differ between the levels or from their height's colour")
        #expect(distinct.count > 40, "the terrain has detail: \(distinct.count) colours")
    }

    /// Fifty doublings deep (2^50 tiles across; a `Double` world coordinate would be quantised to
    /// 2^-53 of the world, a 32nd of a tile's pixel there), the view still shows as much detail as
    /// at the top, and levels 49 and 50 still agree point for point.
    @Test func fiftyLevelsDeepTheTerrainStillHasDetailAndLevelsAgree() {
        let f = InfiniteZoomFixture()
        let scale = Int(f.window.screen.scale)
        for _ in 0..<49 { f.pinch(from: 100, to: 200) }
        #expect(f.view.level == 49)
        let level49 = render(f)
        f.pinch(from: 100, to: 200)
        #expect(f.view.level == 50)
        let level50 = render(f)
        var differing = 0, distinct = Set<[UInt8]>(), counts: [[UInt8]: Int] = [:]
        for dy in stride(from: -60, to: 60, by: 3) {
            for dx in stride(from: -60, to: 60, by: 3) {
                let a = rgb(level49, (160 + dx) * scale, (240 + dy) * scale)
                let b = rgb(level50, (160 + 2 * dx) * scale, (240 + 2 * dy) * scale)
                if a != b { differing += 1 }
                distinct.insert(b)
                counts[b, default: 0] += 1
            }
        }
        #expect(differing == 0)
        #expect(distinct.count > 40, "detail at level 50: \(distinct.count) colours")
        #expect((counts.values.max() ?? 0) < 800, "no colour covers half the samples")
    }

    /// A tile's heights are those of the single vertices at the same world points, at its level and
    /// the next: what a tile draws depends on where it is in the world only.
    @Test func tileHeightsAreTheVerticesOfTheWorld() {
        let terrain = FractalTerrain()
        for (level, column, row) in [(0, Int64(0), Int64(0)), (5, Int64(17), Int64(3)), (40, Int64(1) << 39 + 12345, Int64(77))] {
            let detail = 4, n = 16
            let tile = terrain.heights(level: level, column: column, row: row, detail: detail)
            #expect(tile.count == (n + 1) * (n + 1))
            for j in 0...n {
                for i in 0...n {
                    let x = column * Int64(n) + Int64(i), y = row * Int64(n) + Int64(j)
                    #expect(tile[j * (n + 1) + i] == terrain.height(level: level + detail, x: x, y: y))
                }
            }
            // The child tile one level deeper holds every other vertex of this tile's lattice.
            let child = terrain.heights(level: level + 1, column: 2 * column + 1, row: 2 * row, detail: detail)
            for j in 0...n / 2 {
                for i in 0...n / 2 {
                    #expect(child[2 * j * (n + 1) + 2 * i] == tile[j * (n + 1) + i + n / 2])
                }
            }
        }
    }

    /// Heights stay within what the displacements can add: at most `amplitude` per level, about
    /// 60 levels deep; neighbouring vertices at depth differ by a displacement, not by rounding.
    @Test func deepHeightsKeepTheirContrast() {
        let terrain = FractalTerrain()
        let level = 58
        let x = (Int64(1) << 57) + 1, y = (Int64(1) << 56) + 3   // new vertices at level 58 (odd)
        let a = terrain.height(level: level, x: x, y: y)!, b = terrain.height(level: level, x: x + 2, y: y)!
        #expect(abs(a) < Double(level + 1) * FractalTerrain.amplitude)
        #expect(a != b)
        // The two vertices' common neighbour between them is their mean plus its own displacement,
        // a contrast of the displacement's size, not 2^-58.
        let mid = terrain.height(level: level, x: x + 1, y: y)!
        #expect(abs(mid - (a + b) / 2) > 1e-6)
    }

    @Test func theWorldIsTheSameOnEveryRunAndEachSeedIsAnotherWorld() {
        let a = FractalTerrain(seed: 1).heights(level: 3, column: 2, row: 5, detail: 3)
        #expect(a == FractalTerrain(seed: 1).heights(level: 3, column: 2, row: 5, detail: 3))
        #expect(a != FractalTerrain(seed: 2).heights(level: 3, column: 2, row: 5, detail: 3))
    }

    /// Outside the world or past the deepest lattice: nil or no heights, never a trap.
    @Test func pointsOutsideTheWorldHaveNoHeight() {
        let terrain = FractalTerrain()
        #expect(terrain.height(level: 2, x: 5, y: 0) == nil)
        #expect(terrain.height(level: 2, x: -1, y: 0) == nil)
        #expect(terrain.height(level: -1, x: 0, y: 0) == nil)
        #expect(terrain.height(level: 63, x: 0, y: 0) == nil)
        #expect(terrain.height(level: 2, x: 4, y: 4) != nil)   // the far corner is in the world
        #expect(terrain.heights(level: 2, column: 4, row: 0, detail: 2).isEmpty)
        #expect(terrain.heights(level: 60, column: 0, row: 0, detail: 3).isEmpty)
        #expect(TerrainPalette.elevation(.nan) == 0)
        #expect(WorldTileView.image(level: 1, column: 2, row: 0) == nil)
    }

    /// The palette folds heights into elevations by a triangle wave of period 2 through the sea level.
    @Test func thePaletteFoldsHeightsIntoBands() {
        let sea = TerrainPalette.seaLevel
        #expect(abs(TerrainPalette.elevation(0) - sea) < 1e-12)
        #expect(abs(TerrainPalette.elevation(0.25 - sea) - 0.25) < 1e-12)
        #expect(abs(TerrainPalette.elevation(1.75 - sea) - 0.25) < 1e-12)
        #expect(abs(TerrainPalette.elevation(-0.25 - sea) - 0.25) < 1e-12)
        #expect(abs(TerrainPalette.elevation(4.5 - sea) - 0.5) < 1e-12)
        let deepWater = TerrainPalette.rgb(-sea), snow = TerrainPalette.rgb(1 - sea)
        #expect(deepWater.blue > deepWater.red && snow.red > 240)
    }
}
