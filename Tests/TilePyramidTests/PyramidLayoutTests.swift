import Foundation
import Testing
@testable import TilePyramid

@Suite("PyramidLayout: PhotoScroller's per-scale tile sets")
struct PyramidLayoutTests {
    @Test("A 1000×700 image in 256-px tiles has scales 1000, 500, 250, ending where it fits one tile")
    func levelsOfSmallImage() throws {
        let layout = try PyramidLayout(name: "photo", imageSize: PixelSize(width: 1000, height: 700), tileSize: 256)
        #expect(layout.levels.map(\.scaleLabel) == [1000, 500, 250])
        #expect(layout.levels.map(\.size) == [PixelSize(width: 1000, height: 700), PixelSize(width: 500, height: 350),
                                              PixelSize(width: 250, height: 175)])
        #expect(layout.levels.map(\.columns) == [4, 2, 1])
        #expect(layout.levels.map(\.rows) == [3, 2, 1])
        #expect(layout.tileCount == 12 + 4 + 1)
        #expect(layout.levels.map(\.scale) == [1, 0.5, 0.25])
        #expect(layout.level(scaleLabel: 500)?.index == 1)
        #expect(layout.level(scaleLabel: 125) == nil)
    }

    @Test("The 16k default: seven levels, truncated PhotoScroller names down to 15, 5461 tiles")
    func levelsOfDefault() throws {
        let layout = try PyramidLayout(name: "d", imageSize: PixelSize(width: 16384, height: 16384), tileSize: 256)
        #expect(layout.levels.map(\.scaleLabel) == [1000, 500, 250, 125, 62, 31, 15])
        #expect(layout.levels.last?.size == PixelSize(width: 256, height: 256))
        #expect(layout.tileCount == 4096 + 1024 + 256 + 64 + 16 + 4 + 1)
    }

    @Test("Edge tiles are truncated to the level; image rects are clamped to the image")
    func truncatedEdges() throws {
        let layout = try PyramidLayout(name: "photo", imageSize: PixelSize(width: 1000, height: 700), tileSize: 256)
        #expect(layout.tileRect(level: 0, column: 0, row: 0) == PixelRect(x: 0, y: 0, width: 256, height: 256))
        #expect(layout.tileRect(level: 0, column: 3, row: 2) == PixelRect(x: 768, y: 512, width: 232, height: 188))
        #expect(layout.tileRect(level: 1, column: 1, row: 1) == PixelRect(x: 256, y: 256, width: 244, height: 94))
        #expect(layout.imageRect(level: 1, column: 1, row: 1) == PixelRect(x: 512, y: 512, width: 488, height: 188))
        #expect(layout.imageRect(level: 2, column: 0, row: 0) == PixelRect(x: 0, y: 0, width: 1000, height: 700))
        // Every level's tiles cover it exactly once.
        for level in layout.levels {
            let tiles = layout.allTiles().filter { $0.level == level.index }
            let area = tiles.map { layout.tileRect(level: $0.level, column: $0.column, row: $0.row).area }.reduce(0, +)
            #expect(area == level.size.width * level.size.height)
        }
    }

    @Test("Odd sizes round each level up, so the last image pixel is still in a tile")
    func oddSizesRoundUp() throws {
        let layout = try PyramidLayout(name: "odd", imageSize: PixelSize(width: 1001, height: 3), tileSize: 16)
        #expect(layout.levels.map(\.size.width) == [1001, 501, 251, 126, 63, 32, 16])
        #expect(layout.levels.map(\.size.height) == [3, 2, 1, 1, 1, 1, 1])
    }

    @Test("Tile file names are <name>_<scale×1000>_<col>_<row>.png")
    func fileNames() throws {
        let layout = try PyramidLayout(name: "photo", imageSize: PixelSize(width: 1000, height: 700), tileSize: 256)
        #expect(layout.tileFileName(level: 0, column: 3, row: 2) == "photo_1000_3_2.png")
        #expect(layout.tileFileName(level: 1, column: 0, row: 1) == "photo_500_0_1.png")
        #expect(layout.tileFileName(level: 2, column: 0, row: 0) == "photo_250_0_0.png")
        #expect(layout.manifestFileName == "photo.pyramid.json")
        #expect(Set(layout.allTiles().map { layout.tileFileName(level: $0.level, column: $0.column, row: $0.row) }).count == 17)
    }

    @Test("Bad input is refused with a reason", arguments: [
        (256, 0, 10, PyramidError.invalidImageSize(width: 0, height: 10)),
        (0, 100, 100, .invalidTileSize(0)),
        (7, 100, 100, .invalidTileSize(7)),
        (8192, 100, 100, .invalidTileSize(8192)),
        (256, 1 << 21, 10, .invalidImageSize(width: 1 << 21, height: 10)),
        (16, 200_000, 1, .tooManyLevels(needed: 15, maximum: 10)),
    ])
    func refusesBadSizes(tileSize: Int, width: Int, height: Int, expected: PyramidError) {
        #expect(throws: expected) {
            try PyramidLayout(name: "x", imageSize: PixelSize(width: width, height: height), tileSize: tileSize)
        }
    }

    @Test("Names that could reach outside the folder are refused", arguments: ["", "../up", "a/b", ".hidden", "nul\0", "sp ace"])
    func refusesPathNames(name: String) {
        #expect(throws: PyramidError.invalidName(name)) {
            try PyramidLayout(name: name, imageSize: PixelSize(width: 10, height: 10))
        }
    }
}
