import Foundation
import Testing
@testable import TilePyramid

/// `tilecut --layout dzi|iiif|iiif3`: the exported layouts open with ScrollKit's readers, show the
/// pyramid's pixels, and name their tiles as `vips dzsave` does (libvips-tools, installed by
/// scripts/bootstrap.sh).
@Suite("Exported Deep Zoom and IIIF layouts")
struct PyramidExporterTests {
    /// A 1000×700 pyramid in 256-px tiles.
    private func pyramid(_ label: String = #function) throws -> (URL, PyramidReader, URL) {
        let directory = TestImages.temporaryDirectory(label)
        let input = try TestImages.writeNoisePNG(in: directory.appendingPathComponent("in"))
        let output = directory.appendingPathComponent("pyramid")
        try PyramidBuilder(tileSize: 256).build(imageAt: input, into: output)
        return (directory, try PyramidReader(directory: output, name: "photo"), input)
    }

    /// Runs `vips` with `arguments`; fails the test with its stderr if it cannot.
    static func vips(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["vips"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw PyramidError.vips(operation: arguments.joined(separator: " "), message: "exit \(process.terminationStatus): \(message) (is libvips-tools installed? scripts/bootstrap.sh)")
        }
    }

    /// Every file under `directory`, as relative paths, sorted.
    static func files(under directory: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return all.filter { path in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }.sorted()
    }

    @Test("DZI: opens as the same grid and pixels; tile names match vips dzsave --overlap 0 --tile-size 256")
    func deepZoom() throws {
        let (directory, reader, input) = try pyramid()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("dzi")
        let dzi = try PyramidExporter.export(reader, as: .dzi, into: out)
        let source = try DeepZoomSource.open(dzi.path)
        #expect(!source.isRemote)
        #expect(source.layout.levels == reader.layout.levels)
        for tile in reader.layout.allTiles() {
            guard case let .ready(encoded) = source.tile(tile) else { Issue.record("tile \(tile) unreadable"); continue }
            #expect(encoded.data == (try reader.tile(level: tile.level, column: tile.column, row: tile.row)).pngData)
        }
        try Self.vips(["dzsave", input.path, directory.appendingPathComponent("vips/photo").path,
                       "--overlap", "0", "--tile-size", "256", "--suffix", ".png"])
        let ours = Self.files(under: out.appendingPathComponent("photo_files"))
        let theirs = Self.files(under: directory.appendingPathComponent("vips/photo_files")).filter { $0.hasSuffix(".png") }
        #expect(ours == theirs)
        // vips' own .dzi opens to the same grid.
        let theirSource = try DeepZoomSource.open(directory.appendingPathComponent("vips/photo.dzi").path)
        #expect(theirSource.layout.levels == reader.layout.levels)
        guard case .ready = theirSource.tile(TileAddress(level: 0, column: 3, row: 2)) else {
            Issue.record("vips' edge tile does not open")
            return
        }
    }

    @Test("DZI with JPEG tiles: the same grid, every tile a JPEG of its grid size; names match vips dzsave --suffix .jpg")
    func deepZoomJPEG() throws {
        let (directory, reader, input) = try pyramid()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("dzi-jpeg")
        let dzi = try PyramidExporter.export(reader, as: .dzi, into: out, dziTileFormat: .jpeg)
        let source = try DeepZoomSource.open(dzi.path)
        #expect(source.layout.levels == reader.layout.levels)
        guard case let .deepZoom(overlap, fileExtension, _) = source.descriptor.format else {
            Issue.record("not read as Deep Zoom: \(source.descriptor.format)")
            return
        }
        #expect(overlap == 0 && fileExtension == "jpg")
        for tile in reader.layout.allTiles() {
            guard case let .ready(encoded) = source.tile(tile) else { Issue.record("tile \(tile) unreadable"); continue }
            #expect(encoded.data.starts(with: [0xFF, 0xD8, 0xFF]))
            let size = reader.layout.tileRect(level: tile.level, column: tile.column, row: tile.row)
            #expect(EncodedImageHeader.read(encoded.data) == .size(PixelSize(width: size.width, height: size.height)))
            // The header agrees with libvips' full decode.
            #expect(DeepZoomSource.problem(with: encoded.data, expected: size, decodeFully: true) == nil)
        }
        try Self.vips(["dzsave", input.path, directory.appendingPathComponent("vips/photo").path,
                       "--overlap", "0", "--tile-size", "256", "--suffix", ".jpg"])
        let ours = Self.files(under: out.appendingPathComponent("photo_files"))
        let theirs = Self.files(under: directory.appendingPathComponent("vips/photo_files")).filter { $0.hasSuffix(".jpg") }
        #expect(ours == theirs)
    }

    @Test("A local Deep Zoom tile is sized from its PNG or JPEG header: a wrong size or a damaged header fails, a damaged body is left to the decoder")
    func localTilesAreCheckedByTheirHeaders() throws {
        let (directory, reader, _) = try pyramid()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("dzi-jpeg")
        let dzi = try PyramidExporter.export(reader, as: .dzi, into: out, dziTileFormat: .jpeg)
        let source = try DeepZoomSource.open(dzi.path)
        let edge = TileAddress(level: 0, column: 3, row: 2)   // 1000×700: the corner tile is 232×188
        let url = source.descriptor.tileURL(edge)
        let bytes = try Data(contentsOf: url)
        // The body cut in half: the header is whole, so the source hands it over (the view's strict
        // decode fails it later); cut inside the headers, it fails here.
        try bytes.prefix(bytes.count / 2).write(to: url)
        guard case .ready = source.tile(edge) else { Issue.record("a tile with a whole header was refused"); return }
        try bytes.prefix(12).write(to: url)
        guard case let .failed(reason) = source.tile(edge) else { Issue.record("a 12-byte JPEG was accepted"); return }
        #expect(reason.contains("frame header"), "\(reason)")
        // Another tile's bytes: the wrong size for this place in the grid.
        try Data(contentsOf: source.descriptor.tileURL(TileAddress(level: 0, column: 0, row: 0))).write(to: url)
        guard case let .failed(wrongSize) = source.tile(edge) else { Issue.record("a 256×256 tile was accepted at the corner"); return }
        #expect(wrongSize.contains("256×256 pixels where the grid has 232×188"), "\(wrongSize)")
        // Headers straight from the specifications' layouts.
        #expect(EncodedImageHeader.read(Data([0xFF, 0xD8, 0xFF, 0xDA, 0, 2])) == .malformed("the JPEG has no frame header before its scan"))
        #expect(EncodedImageHeader.read(Data("GIF89a".utf8)) == .otherFormat)
        let png = try reader.tile(level: 0, column: 0, row: 0).pngData
        #expect(EncodedImageHeader.read(png) == .size(PixelSize(width: 256, height: 256)))
        if case .malformed = EncodedImageHeader.read(png.prefix(20)) {} else { Issue.record("a 20-byte PNG was sized") }
    }

    @Test("IIIF 2 and 3: open as the same grid; tile paths match vips dzsave --layout iiif/iiif3")
    func iiif() throws {
        let (directory, reader, input) = try pyramid()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (layout, vipsLayout) in [(PyramidExportLayout.iiif, "iiif"), (.iiif3, "iiif3")] {
            let out = directory.appendingPathComponent("out-\(vipsLayout)")
            let info = try PyramidExporter.export(reader, as: layout, into: out)
            let source = try DeepZoomSource.open(info.path)
            #expect(source.descriptor.format == .iiif(version: layout == .iiif ? 2 : 3))
            #expect(source.layout.levels == reader.layout.levels)
            for tile in reader.layout.allTiles() {
                guard case .ready = source.tile(tile) else { Issue.record("\(vipsLayout) tile \(tile) unreadable"); continue }
            }
            let vipsOut = directory.appendingPathComponent("vips-\(vipsLayout)")
            try FileManager.default.createDirectory(at: vipsOut, withIntermediateDirectories: true)
            try Self.vips(["dzsave", input.path, vipsOut.appendingPathComponent("photo").path, "--layout", vipsLayout, "--tile-size", "256"])
            let ours = Self.files(under: out.appendingPathComponent("photo")).filter { $0.hasSuffix("default.jpg") }
            let theirs = Self.files(under: vipsOut.appendingPathComponent("photo")).filter { $0.hasSuffix("default.jpg") }
            #expect(!ours.isEmpty && ours == theirs)
            // vips' static service opens too.
            let theirSource = try DeepZoomSource.open(vipsOut.appendingPathComponent("photo/info.json").path)
            guard case .ready = theirSource.tile(TileAddress(level: 0, column: 3, row: 2)) else {
                Issue.record("vips' \(vipsLayout) edge tile does not open")
                continue
            }
        }
    }
}
