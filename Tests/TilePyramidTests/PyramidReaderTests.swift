import Foundation
import Testing
@testable import TilePyramid

@Suite("PyramidReader loads tiles and refuses bad ones")
struct PyramidReaderTests {
    /// A 1000×700 pyramid in 256-px tiles, built fresh in its own folder.
    private func builtPyramid(_ label: String = #function) throws -> (URL, PyramidReader) {
        let directory = TestImages.temporaryDirectory(label)
        let input = try TestImages.writeNoisePNG(in: directory.appendingPathComponent("in"))
        let output = directory.appendingPathComponent("out")
        try PyramidBuilder(tileSize: 256).build(imageAt: input, into: output)
        return (directory, try PyramidReader(directory: output, name: "photo"))
    }

    @Test("A tile comes back as PNG bytes with its pixel size, or decoded to RGBA")
    func readsTiles() throws {
        let (directory, reader) = try builtPyramid()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tile = try reader.tile(level: 0, column: 3, row: 2)
        #expect(tile.pixelSize == PixelSize(width: 232, height: 188))
        #expect(Array(tile.pngData.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try reader.tile(scaleLabel: 250, column: 0, row: 0).pixelSize == PixelSize(width: 250, height: 175))
        let decoded = try reader.decodedTile(level: 0, column: 1, row: 1)
        let source = try TestImages.pixels(of: directory.appendingPathComponent("in/photo.png"))
        #expect(decoded.rgba.count == 256 * 256 * 4)
        #expect(decoded.bytesPerRow == 1024)
        for band in 0..<3 {
            #expect(Int(decoded.rgba[(10 * 256 + 20) * 4 + band]) == TestImages.pixel(source, x: 276, y: 266, band: band))
        }
    }

    @Test("Missing, garbage, truncated, wrong-size and out-of-range tiles are errors")
    func badTiles() throws {
        let (directory, reader) = try builtPyramid()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = { (level: Int, column: Int, row: Int) in try reader.tileURL(level: level, column: column, row: row) }
        func isCorrupt(_ error: Error) -> Bool {
            if case .tileCorrupt = error as? PyramidError { return true }
            return false
        }

        try FileManager.default.removeItem(at: url(0, 0, 0))
        #expect(throws: PyramidError.tileMissing(path: try url(0, 0, 0).path)) { try reader.tile(level: 0, column: 0, row: 0) }

        try Data("definitely not a png".utf8).write(to: url(0, 1, 0))
        #expect(performing: { try reader.tile(level: 0, column: 1, row: 0) }, throws: isCorrupt)
        #expect(performing: { try reader.decodedTile(level: 0, column: 1, row: 0) }, throws: isCorrupt)

        let whole = try Data(contentsOf: url(0, 2, 0))
        try whole.prefix(whole.count / 2).write(to: url(0, 2, 0))
        #expect(performing: { try reader.decodedTile(level: 0, column: 2, row: 0) }, throws: isCorrupt)

        try FileManager.default.removeItem(at: url(0, 0, 1))
        try FileManager.default.copyItem(at: url(0, 3, 2), to: url(0, 0, 1))
        #expect(performing: { try reader.tile(level: 0, column: 0, row: 1) }, throws: isCorrupt)

        // A PNG signature followed by something other than the IHDR chunk the PNG format puts first.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IDAT".utf8) + [UInt8](repeating: 0, count: 30))
            .write(to: url(0, 2, 1))
        #expect(performing: { try reader.tile(level: 0, column: 2, row: 1) }, throws: isCorrupt)
        // Cut inside the header.
        try whole.prefix(20).write(to: url(0, 3, 1))
        #expect(performing: { try reader.tile(level: 0, column: 3, row: 1) }, throws: isCorrupt)

        try Data(count: reader.tileByteLimit + 1).write(to: url(0, 1, 1))
        #expect(performing: { try reader.tile(level: 0, column: 1, row: 1) }, throws: isCorrupt)

        #expect(throws: PyramidError.tileOutOfRange(level: 0, column: 4, row: 0)) { try reader.tile(level: 0, column: 4, row: 0) }
        #expect(throws: PyramidError.tileOutOfRange(level: 3, column: 0, row: 0)) { try reader.tile(level: 3, column: 0, row: 0) }
        #expect(throws: PyramidError.tileOutOfRange(level: 0, column: -1, row: 0)) { try reader.tile(level: 0, column: -1, row: 0) }
        #expect(throws: PyramidError.tileOutOfRange(level: -1, column: 0, row: 0)) { try reader.tile(scaleLabel: 125, column: 0, row: 0) }
    }

    @Test("A folder without a manifest cannot be opened")
    func missingManifest() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: PyramidError.manifestMissing(path: directory.appendingPathComponent("photo.pyramid.json").path)) {
            try PyramidReader(directory: directory, name: "photo")
        }
        #expect(throws: PyramidError.invalidName("../photo")) { try PyramidReader(directory: directory, name: "../photo") }
    }
}
