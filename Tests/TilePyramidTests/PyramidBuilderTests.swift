import Cvips
import Foundation
import Testing
@testable import TilePyramid

@Suite("PyramidBuilder cuts images with libvips")
struct PyramidBuilderTests {
    @Test("A built 1000×700 pyramid holds exactly the manifest's files, each of its layout size")
    func filesMatchManifest() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try TestImages.writeNoisePNG(in: directory.appendingPathComponent("in"))
        let output = directory.appendingPathComponent("out")
        let layout = try PyramidBuilder(tileSize: 256).build(imageAt: input, into: output)

        #expect(try PyramidLayout.readManifest(named: "photo", in: output) == layout)
        let expected = Set(layout.allTiles().map { layout.tileFileName(level: $0.level, column: $0.column, row: $0.row) })
        #expect(try TestImages.listing(output) == expected.union(["photo.pyramid.json"]))
        for tile in layout.allTiles() {
            let url = output.appendingPathComponent(layout.tileFileName(level: tile.level, column: tile.column, row: tile.row))
            let image = try SourceImage.open(url)
            let rect = layout.tileRect(level: tile.level, column: tile.column, row: tile.row)
            #expect(image.width == rect.width && image.height == rect.height, "\(url.lastPathComponent)")
        }
    }

    @Test("Full-resolution tiles are the original pixels; coarser levels are 2ⁿ×2ⁿ box averages")
    func downscaledPixelsAreAverages() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try TestImages.writeNoisePNG(in: directory)
        let layout = try PyramidBuilder(tileSize: 256).build(imageAt: input, into: directory.appendingPathComponent("out"))
        let source = try TestImages.pixels(of: input)
        let reader = try PyramidReader(directory: directory.appendingPathComponent("out"), name: "photo")

        func average(level: Int, x: Int, y: Int, band: Int) -> Double {
            let factor = 1 << level
            var sum = 0
            for sy in y * factor..<(y + 1) * factor { for sx in x * factor..<(x + 1) * factor {
                sum += TestImages.pixel(source, x: sx, y: sy, band: band)
            } }
            return Double(sum) / Double(factor * factor)
        }
        // Sample points inside each level (edge pixels of odd sizes average a partial block).
        let samples = [(0, 0), (17, 5), (130, 90), (200, 160), (240, 170)]
        for level in 0..<layout.levels.count {
            // Rounding happens once per level, so level n may differ from the exact mean by n/2.
            let tolerance = level == 0 ? 0 : 0.5 * Double(level) + 0.01
            for (x, y) in samples {
                let column = x / 256, row = y / 256
                let tile = try reader.decodedTile(level: level, column: column, row: row)
                let offset = ((y % 256) * tile.pixelSize.width + (x % 256)) * 4
                for band in 0..<3 {
                    let actual = Double(tile.rgba[offset + band])
                    let expected = average(level: level, x: x, y: y, band: band)
                    #expect(abs(actual - expected) <= tolerance, "level \(level) (\(x), \(y)) band \(band)")
                }
                #expect(tile.rgba[offset + 3] == 255)
            }
        }
    }

    @Test("Progress starts at 0, never goes back, and ends at the tile total")
    func progressIsMonotonic() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try TestImages.writeNoisePNG(in: directory)
        var reports: [BuildProgress] = []
        let layout = try PyramidBuilder(tileSize: 128).build(imageAt: input, into: directory.appendingPathComponent("out")) {
            reports.append($0)
        }
        #expect(reports.first == BuildProgress(tilesDone: 0, tilesTotal: layout.tileCount))
        #expect(reports.last == BuildProgress(tilesDone: layout.tileCount, tilesTotal: layout.tileCount))
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.tilesDone < $1.tilesDone })
        #expect(reports.allSatisfy { $0.tilesTotal == layout.tileCount })
    }

    @Test("Cancelling stops early, writes no manifest and removes the tiles already cut")
    func cancellation() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try TestImages.writeNoisePNG(in: directory.appendingPathComponent("in"))
        let output = directory.appendingPathComponent("out")
        let builder = try PyramidBuilder(tileSize: 64)
        var reports: [BuildProgress] = []
        #expect(throws: PyramidError.cancelled) {
            try builder.build(imageAt: input, into: output) { progress in
                reports.append(progress)
                if progress.tilesDone > 0 { builder.cancel() }
            }
        }
        #expect(reports.count == 2)
        #expect(reports.last!.tilesDone < reports.last!.tilesTotal)
        #expect(try TestImages.listing(output).isEmpty)
    }

    @Test("A rebuild with another tile size leaves no stale tiles behind, and spares other pyramids")
    func rebuildReplacesTiles() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = try TestImages.writeNoisePNG(width: 300, height: 200, in: directory.appendingPathComponent("in"))
        let other = try TestImages.writeNoisePNG(width: 40, height: 30, in: directory.appendingPathComponent("in"), name: "photo_2")
        let output = directory.appendingPathComponent("out")
        let otherLayout = try PyramidBuilder(tileSize: 16).build(imageAt: other, into: output)
        try PyramidBuilder(tileSize: 64).build(imageAt: input, into: output)
        let layout = try PyramidBuilder(tileSize: 256).build(imageAt: input, into: output)
        let names = [layout, otherLayout].flatMap { layout in
            layout.allTiles().map { layout.tileFileName(level: $0.level, column: $0.column, row: $0.row) } + [layout.manifestFileName]
        }
        #expect(try TestImages.listing(output) == Set(names))
    }

    @Test("Grey input stays one band; decoding still gives RGBA")
    func greyInput() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let grey = try VipsImageRef(cvips_gaussnoise(100, 60, 128, 30, 3), "noise")
        let bytes = try grey.apply("cast") { cvips_cast($0, VIPS_FORMAT_UCHAR) }
        let input = directory.appendingPathComponent("grey.png")
        try TestImages.writePNG(bytes.apply("bw") { cvips_copy_interpretation($0, VIPS_INTERPRETATION_B_W) }, to: input)
        let output = directory.appendingPathComponent("out")
        try PyramidBuilder(tileSize: 64).build(imageAt: input, into: output)
        #expect(try SourceImage.open(output.appendingPathComponent("grey_1000_0_0.png")).bands == 1)
        let tile = try PyramidReader(directory: output, name: "grey").decodedTile(level: 0, column: 1, row: 0)
        #expect(tile.pixelSize == PixelSize(width: 36, height: 60))
        #expect(tile.rgba.count == 36 * 60 * 4)
    }

    @Test("Missing, non-image and truncated inputs are one-line errors")
    func badInputs() throws {
        let directory = TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let builder = try PyramidBuilder()
        let missing = directory.appendingPathComponent("missing.png")
        #expect(throws: PyramidError.inputMissing(path: missing.path)) { try builder.build(imageAt: missing, into: output) }

        let garbage = directory.appendingPathComponent("garbage.png")
        try Data((0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: garbage)
        let jpeg = directory.appendingPathComponent("cut.jpg")
        try TestImages.writeJPEG(TestImages.noiseImage(width: 1000, height: 700), to: jpeg)
        let whole = try Data(contentsOf: jpeg)
        try whole.prefix(whole.count / 3).write(to: jpeg)
        for url in [garbage, jpeg, directory] {
            #expect(performing: { try builder.build(imageAt: url, into: output) }, throws: { error in
                guard case .unreadableImage(let path, let reason)? = error as? PyramidError else { return false }
                return path == url.path && !reason.isEmpty && !"\(error)".contains("\n")
            })
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("cut.pyramid.json").path))
        #expect(throws: PyramidError.invalidTileSize(0)) { try PyramidBuilder(tileSize: 0) }
    }
}
