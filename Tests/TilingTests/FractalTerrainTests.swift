import HostContextTesting
import Testing
import UIKit
import Tiling

/// The infinite-zoom world is a fractal terrain drawn per tile from its world coordinates: the same
/// world point has the same colour at every level, every level has detail, and nothing is lost to
/// floating-point precision however deep the zoom goes. (It used to be flat grey tiles with labels.)
@Suite(.freshHostContext) @MainActor struct FractalTerrainTests {
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

    /// Colour distance: the largest difference of the three channels.
    func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == 3, b.count == 3 else { return 255 }
        return zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 255
    }

    /// The points of the tile lattice (`WorldTileView.detail` levels below the tile) around the view's
    /// centre, as offsets in points from it at a level where a tile is 256 pt: every 4 pt.
    static let latticeOffsets = stride(from: -64, through: 64, by: 4).flatMap { dy in stride(from: -64, through: 64, by: 4).map { dx in (dx, dy) } }

    /// Compares a render at one level with the render one level deeper (a 2× pinch about the centre,
    /// so a point `d` from the centre moves to `2d`) at the lattice points around the centre: how
    /// many agree within `tolerance`, and the colours seen.
    func compareLevels(_ shallow: CGImage?, _ deep: CGImage?, scale: Int, tolerance: Int) -> (agreeing: Int, colours: Set<[UInt8]>) {
        var agreeing = 0, colours = Set<[UInt8]>()
        for (dx, dy) in Self.latticeOffsets {
            let a = rgb(shallow, (160 + dx) * scale, (240 + dy) * scale)
            let b = rgb(deep, (160 + 2 * dx) * scale, (240 + 2 * dy) * scale)
            if distance(a, b) <= tolerance { agreeing += 1 }
            colours.insert(a)
        }
        return (agreeing, colours)
    }

    /// Level 0 shows the whole world in one 256-pt tile at (32, 112); one 2× pinch about the centre
    /// shows level 1, where the same world points lie twice as far from the centre. Through the
    /// window, a world point has the same colour at both levels: at the lattice points both levels
    /// draw, the colours agree to within what the device pixel's quarter-point offset from the point
    /// blends in (a pixel's centre is never exactly on it); at a crisp coast that can be a whole
    /// colour step, so 90 % must agree within 24 of 255 (92 % agree exactly). The old flat grey
    /// tiles did not: level 0 was one grey where level 1 showed two.
    @Test func aWorldPointHasTheSameColourAtTwoLevels() {
        let f = InfiniteZoomFixture()
        let scale = Int(f.window.screen.scale)
        let level0 = render(f)
        f.pinch(from: 100, to: 200)
        #expect(f.view.level == 1 && f.view.tilePoints == 256)
        let level1 = render(f)
        let result = compareLevels(level0, level1, scale: scale, tolerance: 24)
        let count = Self.latticeOffsets.count
        #expect(result.agreeing * 10 >= count * 9, "\(result.agreeing) of \(count) world points agree")
        #expect(result.colours.count > 40, "the terrain has detail: \(result.colours.count) colours")
    }

    /// What a tile draws, pixel for pixel: at the points of its lattice, the tile images of two
    /// levels are exactly the colour of that point's height, computed for the single vertex with
    /// `FractalTerrain.height`, near the top of the world and 49 levels down.
    @Test func tileImagesAgreeExactlyOnTheirCommonLattice() {
        let d = WorldTileView.detail, p = WorldTileView.pixelsPerCell, cells = 1 << d
        for (level, column, row) in [(0, Int64(0), Int64(0)), (49, (Int64(1) << 48) + 5, Int64(1) << 47)] {
            let parent = WorldTileView.image(level: level, column: column, row: row)?.cgImage
            // The child tile one level down, bottom-right quarter of the parent.
            let child = WorldTileView.image(level: level + 1, column: 2 * column + 1, row: 2 * row + 1)?.cgImage
            #expect(parent?.width == cells * p + 1 && child?.width == cells * p + 1)
            var checked = 0, wrong = 0
            for j in 0...(cells / 2) {
                for i in 0...(cells / 2) {
                    // Parent vertex (cells/2 + i, cells/2 + j) of level + d is child vertex (2i, 2j) of level + 1 + d.
                    let x = column * Int64(cells) + Int64(cells / 2 + i), y = row * Int64(cells) + Int64(cells / 2 + j)
                    let expected = colour(WorldTileView.terrain.height(level: level + d, x: x, y: y))
                    let a = rgb(parent, (cells / 2 + i) * p, (cells / 2 + j) * p)
                    let b = rgb(child, 2 * i * p, 2 * j * p)
                    checked += 1
                    if a != expected || b != expected { wrong += 1 }
                }
            }
            #expect(checked == (cells / 2 + 1) * (cells / 2 + 1))
            #expect(wrong == 0, "level \(level): \(wrong) of \(checked) lattice points differ")
        }
    }

    /// Fifty doublings deep (2^50 tiles across; a `Double` world coordinate would be quantised to
    /// 2^-53 of the world, a 32nd of a tile's pixel there, and every pixel of a tile would show the
    /// same point), the view still shows as much detail as at the top, and levels 49 and 50 still
    /// agree as levels 0 and 1 do.
    @Test func fiftyLevelsDeepTheTerrainStillHasDetailAndLevelsAgree() {
        let f = InfiniteZoomFixture()
        let scale = Int(f.window.screen.scale)
        for _ in 0..<49 { f.pinch(from: 100, to: 200) }
        #expect(f.view.level == 49)
        let level49 = render(f)
        f.pinch(from: 100, to: 200)
        #expect(f.view.level == 50)
        let level50 = render(f)
        let count = Self.latticeOffsets.count
        let result = compareLevels(level49, level50, scale: scale, tolerance: 24)
        #expect(result.agreeing * 10 >= count * 9, "\(result.agreeing) of \(count) world points agree")
        let deep = compareLevels(level50, level50, scale: scale, tolerance: 0).colours
        #expect(deep.count > 40, "detail at level 50: \(deep.count) colours")
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
