import Foundation
import PhotoBrowser
import TilePyramid
import UIKit

/// The gigapixel script a second time, on the same image cut the same way but with JPEG tiles: the
/// default pyramid exported as Deep Zoom (`PyramidExporter`, JPEG quality
/// `PyramidExporter.jpegQuality`, overlap 0, the same 256-px grid), as `vips dzsave` and IIIF
/// servers serve zoomable images. Only the session with predictive prefetch is run (the figures
/// come from it; the PNG pass compares prefetch). Its figures go under the PNG ones' keys with a
/// `_jpeg` suffix (`BenchmarkFigures.jpegCounterparts`), so every existing key keeps its meaning.
///
/// Then a micro-measure of one tile's decode, the part of a frame the format changes: the same
/// level-0 tiles decoded as PNG (cairo, `CGImage.decodePNG`), as JPEG by libjpeg-turbo
/// (`CGImage.decodeJPEG`, what the tiled view uses) and as JPEG by libvips (`ImageDecoder`, what
/// `UIImage(data:)` used for every JPEG before), each on the main thread's CPU clock.
///
/// The export is cached next to the default pyramid (`<pyramid folder>/dzi-jpeg`), made once
/// (about a minute for 5,461 tiles) into a staging folder renamed when complete, so an interrupted
/// export is never reused.
@MainActor
enum GigapixelJPEGPass {
    /// The folder holding the JPEG Deep Zoom export of the pyramid in `directory`.
    static func exportDirectory(of directory: URL) -> URL { directory.appendingPathComponent("dzi-jpeg", isDirectory: true) }

    /// Times each tile is decoded per format in the micro-measure.
    static let decodeRounds = 3

    static func run(prepared: DefaultPyramid.Prepared, figures: inout BenchmarkFigures,
                    measure: (PyramidPhotos, inout BenchmarkFigures) -> Void) {
        let layout = prepared.layout
        print("")
        print("ScrollKit gigapixel benchmark, JPEG tiles: the same script on the same pyramid exported as Deep Zoom with JPEG tiles (quality \(PyramidExporter.jpegQuality)), with predictive prefetch")
        let dzi: URL
        do {
            dzi = try exportIfNeeded(prepared)
        } catch {
            print("   cannot export the default pyramid as Deep Zoom JPEG: \(error); JPEG pass skipped")
            return
        }
        let photos = PyramidPhotos(locations: [dzi.path])
        guard photos.numberOfPhotos == 1 else { print("   cannot open \(dzi.path); JPEG pass skipped"); return }
        var jpeg = BenchmarkFigures()
        measure(photos, &jpeg)
        figures.takeJPEGCounterparts(from: jpeg)

        // One tile's decode, PNG against JPEG (the same tiles): every tile of the level the opening
        // screen draws (level 3 of the 16384² pyramid on a 1920-px screen: 8 × 8 tiles), and 64
        // full-resolution tiles spread over the image (its content varies: flat gradients, where
        // PNG is small and quick, and detail, where it is not).
        guard let reader = try? PyramidReader(directory: prepared.directory, name: layout.name) else { return }
        let maxLevel = Int.bitWidth - (max(layout.imageSize.width, layout.imageSize.height) - 1).leadingZeroBitCount
        var addresses: [TileAddress] = []
        let opening = min(3, layout.levels.count - 1), level0 = layout.levels[0]
        for r in 0..<layout.levels[opening].rows {
            for c in 0..<layout.levels[opening].columns { addresses.append(TileAddress(level: opening, column: c, row: r)) }
        }
        for k in 0..<64 {
            addresses.append(TileAddress(level: 0, column: (k * 37 + 5) % level0.columns, row: (k * 53 + 11) % level0.rows))
        }
        var png: [Data] = [], jpg: [Data] = [], openingCount = 0
        for a in addresses {
            guard let p = try? reader.tile(level: a.level, column: a.column, row: a.row).pngData,
                  let j = try? Data(contentsOf: dzi.deletingLastPathComponent()
                      .appendingPathComponent("\(layout.name)_files/\(maxLevel - a.level)/\(a.column)_\(a.row).jpg"))
            else { continue }
            png.append(p); jpg.append(j)
            if a.level == opening { openingCount += 1 }
        }
        guard !png.isEmpty else { print("   no tiles for the decode micro-measure"); return }
        /// The mean CPU time of one decode (the session's decode work is the sum, so the mean).
        func perTile(_ tiles: [Data], _ decode: (Data) throws -> CGImage) -> Double? {
            var total = 0.0
            for _ in 0..<decodeRounds {
                for data in tiles {
                    let start = BenchClock.thread()
                    guard let image = try? decode(data) else { return nil }
                    total += BenchClock.thread() - start
                    withExtendedLifetime(image) {}
                }
            }
            return total / Double(decodeRounds * tiles.count)
        }
        for (name, range) in [("the opening level's \(openingCount) tiles", 0..<openingCount),
                              ("\(png.count - openingCount) level-0 tiles", openingCount..<png.count)] where !range.isEmpty {
            let p = perTile(Array(png[range])) { try CGImage.decodePNG($0) }, j = perTile(Array(jpg[range])) { try CGImage.decodeJPEG($0) }
            print("   decode per tile, \(name): PNG \(p.map { String(format: "%.3f", $0 * 1000) } ?? "failed") ms (\(png[range].reduce(0) { $0 + $1.count } / range.count / 1024) KiB), JPEG \(j.map { String(format: "%.3f", $0 * 1000) } ?? "failed") ms (\(jpg[range].reduce(0) { $0 + $1.count } / range.count / 1024) KiB)")
        }
        let pngDecode = perTile(png) { try CGImage.decodePNG($0) }
        let jpegDecode = perTile(jpg) { try CGImage.decodeJPEG($0) }
        let vipsDecode = perTile(jpg) { try ImageDecoder.decode($0) }
        let pngBytes = Double(png.reduce(0) { $0 + $1.count }) / Double(png.count)
        let jpegBytes = Double(jpg.reduce(0) { $0 + $1.count }) / Double(jpg.count)
        func ms(_ s: Double?) -> String { s.map { String(format: "%.3f ms", $0 * 1000) } ?? "failed" }
        print("   one \(layout.tileSize)-px tile's decode, all \(png.count) tiles (mean of × \(decodeRounds), main thread CPU time):")
        print("      PNG, cairo (CGImage.decodePNG): \(ms(pngDecode)), \(String(format: "%.0f", pngBytes / 1024)) KiB a tile")
        print("      JPEG, libjpeg-turbo into a pooled bitmap (CGImage.decodeJPEG, the tiled view's): \(ms(jpegDecode)), \(String(format: "%.0f", jpegBytes / 1024)) KiB a tile")
        print("      JPEG, libvips then two copies (ImageDecoder.decode, UIImage(data:)'s before): \(ms(vipsDecode))")
        figures[.tileDecodePngMs] = pngDecode.map { $0 * 1000 }
        figures[.tileDecodeJpegMs] = jpegDecode.map { $0 * 1000 }
        figures[.tileDecodeJpegLibvipsMs] = vipsDecode.map { $0 * 1000 }
        figures[.tileBytesPngKib] = pngBytes / 1024
        figures[.tileBytesJpegKib] = jpegBytes / 1024
    }

    /// The `.dzi` of the cached export, made first when missing.
    static func exportIfNeeded(_ prepared: DefaultPyramid.Prepared) throws -> URL {
        let folder = exportDirectory(of: prepared.directory)
        let dzi = folder.appendingPathComponent("\(prepared.layout.name).dzi")
        if FileManager.default.fileExists(atPath: dzi.path) {
            print("   Deep Zoom JPEG export reused (\(folder.path))")
            return dzi
        }
        let staging = prepared.directory.appendingPathComponent("dzi-jpeg.partial", isDirectory: true)
        try? FileManager.default.removeItem(at: staging)
        print("   exporting \(prepared.layout.tileCount) tiles as Deep Zoom JPEG (once; cached in \(folder.path)) …")
        let start = ContinuousClock.now
        let reader = try PyramidReader(directory: prepared.directory, name: prepared.layout.name)
        try PyramidExporter.export(reader, as: .dzi, into: staging, dziTileFormat: .jpeg)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: staging, to: folder)
        print(String(format: "   exported in %.1f s", RenderBenchmark.seconds(ContinuousClock.now - start)))
        return dzi
    }
}
