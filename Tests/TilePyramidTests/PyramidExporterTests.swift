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
