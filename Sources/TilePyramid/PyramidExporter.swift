import Cvips
import Foundation

/// The layouts `tilecut --layout` writes, so pyramids cut here can be served by any web server or
/// CDN and opened by any Deep Zoom or IIIF viewer (OpenSeadragon, Mirador, …).
public enum PyramidExportLayout: String, CaseIterable, Sendable {
    /// `tilecut`'s own: `<name>.pyramid.json` + `<name>_<scale>_<col>_<row>.png`.
    case pyramid
    /// Deep Zoom: `<name>.dzi` + `<name>_files/<level>/<col>_<row>.png` (or `.jpg`,
    /// `DeepZoomTileFormat`), overlap 0, every level down to 1 × 1 px as the format defines.
    case dzi
    /// A static IIIF Image API 2.1 level-0 service: `<name>/info.json` + `<name>/<x,y,w,h>/<w,>/0/default.jpg`.
    case iiif
    /// The same for IIIF Image API 3.0: `<name>/<x,y,w,h>/<w,h>/0/default.jpg`.
    case iiif3
}

/// The image format of a Deep Zoom export's tiles (IIIF's level 0 is always JPEG).
public enum DeepZoomTileFormat: String, CaseIterable, Sendable {
    /// The pyramid's own PNG files, copied: lossless, what `tilecut` cuts.
    case png
    /// JPEG at `PyramidExporter.jpegQuality`, as `vips dzsave` writes by default and most Deep Zoom
    /// servers serve: about a tenth of the bytes, and several times faster to decode.
    case jpeg

    /// The tiles' file extension, also the descriptor's `Format`.
    public var fileExtension: String { self == .png ? "png" : "jpg" }
}

/// Rewrites a built `tilecut` pyramid as Deep Zoom or static IIIF. The tiles are the pyramid's own
/// (same grid, same pixels), renamed — and re-encoded as JPEG for IIIF, whose level-0 profile
/// requires `jpg` — so every layout shows exactly the same image.
public enum PyramidExporter {
    /// JPEG quality of IIIF tiles: libvips' default (75) shows blocking on flat gradients at 1:1;
    /// 90 is the usual choice for zoomable imagery.
    public static let jpegQuality = 90

    /// Writes `reader`'s pyramid into `directory` in `layout`; returns the descriptor's URL (the
    /// `.dzi` or `info.json`; the manifest for `.pyramid`). `iiifBase` is the URL prefix the folder
    /// will be served under (the `id` is `<iiifBase>/<name>`); viewers that fetch tiles next to
    /// `info.json`, as ScrollKit does, do not depend on it. `dziTileFormat` picks a Deep Zoom
    /// export's tile format (the PNGs copied, or re-encoded as JPEG); other layouts ignore it.
    @discardableResult
    public static func export(_ reader: PyramidReader, as layout: PyramidExportLayout, into directory: URL,
                              iiifBase: String = "https://example.com/iiif", dziTileFormat: DeepZoomTileFormat = .png) throws -> URL {
        VipsRuntime.start()
        let grid = reader.layout
        switch layout {
        case .pyramid:
            return reader.directory.appendingPathComponent(grid.manifestFileName)
        case .dzi:
            return try exportDZI(reader, tileFormat: dziTileFormat, into: directory)
        case .iiif, .iiif3:
            return try exportIIIF(reader, version: layout == .iiif ? 2 : 3, into: directory, base: iiifBase)
        }
    }

    private static func exportDZI(_ reader: PyramidReader, tileFormat: DeepZoomTileFormat, into directory: URL) throws -> URL {
        let grid = reader.layout
        let maxLevel = Int.bitWidth - (max(grid.imageSize.width, grid.imageSize.height) - 1).leadingZeroBitCount
        let files = directory.appendingPathComponent("\(grid.name)_files")
        for tile in grid.allTiles() {
            let folder = files.appendingPathComponent("\(maxLevel - tile.level)")
            try makeFolder(folder)
            let target = folder.appendingPathComponent("\(tile.column)_\(tile.row).\(tileFormat.fileExtension)")
            let source = try reader.tileURL(level: tile.level, column: tile.column, row: tile.row)
            switch tileFormat {
            case .png: try copy(source, to: target)
            case .jpeg: try saveJPEG(try load(source), to: target.path)
            }
        }
        // Deep Zoom levels go on halving down to 1 × 1 px, below the pyramid's one-tile level.
        var image = try load(try reader.tileURL(level: grid.levels.count - 1, column: 0, row: 0))
        var dziLevel = maxLevel - grid.levels.count
        while dziLevel >= 0 {
            image = try image.apply("halve to Deep Zoom level \(dziLevel)") { cvips_halve($0) }
            let folder = files.appendingPathComponent("\(dziLevel)")
            try makeFolder(folder)
            let path = folder.appendingPathComponent("0_0.\(tileFormat.fileExtension)").path
            switch tileFormat {
            case .png:
                if image.withPointer({ cvips_pngsave($0, path, Int32(PyramidBuilder.pngCompressionDefault)) }) != 0 {
                    throw PyramidError.writeFailed(path: path, reason: VipsRuntime.takeErrorMessage())
                }
            case .jpeg:
                try saveJPEG(image, to: path)
            }
            dziLevel -= 1
        }
        let dzi = directory.appendingPathComponent("\(grid.name).dzi")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="\(tileFormat.fileExtension)" Overlap="0" TileSize="\(grid.tileSize)">
              <Size Width="\(grid.imageSize.width)" Height="\(grid.imageSize.height)"/>
            </Image>

            """
        try write(Data(xml.utf8), to: dzi)
        return dzi
    }

    private static func exportIIIF(_ reader: PyramidReader, version: Int, into directory: URL, base: String) throws -> URL {
        let grid = reader.layout
        let folder = directory.appendingPathComponent(grid.name)
        let descriptor = DeepZoomDescriptor(layout: grid, format: .iiif(version: version), tilesBase: folder)
        for tile in grid.allTiles() {
            let target = folder.appendingPathComponent(descriptor.tilePath(tile))
            try makeFolder(target.deletingLastPathComponent())
            try saveJPEG(try load(try reader.tileURL(level: tile.level, column: tile.column, row: tile.row)), to: target.path)
        }
        let factors = grid.levels.map { 1 << $0.index }
        var info: [String: Any] = [
            "protocol": "http://iiif.io/api/image",
            "width": grid.imageSize.width,
            "height": grid.imageSize.height,
            "tiles": [["width": grid.tileSize, "height": grid.tileSize, "scaleFactors": factors]],
        ]
        let id = base.hasSuffix("/") ? base + grid.name : base + "/" + grid.name
        if version >= 3 {
            info["@context"] = "http://iiif.io/api/image/3/context.json"
            info["id"] = id
            info["type"] = "ImageService3"
            info["profile"] = "level0"
        } else {
            info["@context"] = "http://iiif.io/api/image/2/context.json"
            info["@id"] = id
            info["profile"] = ["http://iiif.io/api/image/2/level0.json"]
        }
        let url = folder.appendingPathComponent("info.json")
        try write(try JSONSerialization.data(withJSONObject: info, options: [.prettyPrinted, .sortedKeys]), to: url)
        return url
    }

    /// Writes `image` as a JPEG of `jpegQuality`, its alpha band dropped (JPEG has none; pyramid
    /// tiles are opaque, so the colour bands are the image).
    private static func saveJPEG(_ image: VipsImageRef, to path: String) throws {
        var image = image
        if image.bands == 4 {
            let bands = try (0..<3).map { band in try image.apply("extract band \(band)") { cvips_extract_band($0, Int32(band)) } }
            image = try VipsImageRef.combine(bands, "join colour bands") { cvips_bandjoin3($0[0], $0[1], $0[2]) }
        }
        if image.withPointer({ cvips_jpegsave($0, path, Int32(jpegQuality)) }) != 0 {
            throw PyramidError.writeFailed(path: path, reason: VipsRuntime.takeErrorMessage())
        }
    }

    private static func load(_ url: URL) throws -> VipsImageRef {
        try VipsImageRef(cvips_load(url.path, 0), "load \(url.path)")
    }

    private static func makeFolder(_ url: URL) throws {
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw PyramidError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func copy(_ source: URL, to target: URL) throws {
        try? FileManager.default.removeItem(at: target)
        do { try FileManager.default.copyItem(at: source, to: target) } catch {
            throw PyramidError.writeFailed(path: target.path, reason: error.localizedDescription)
        }
    }

    private static func write(_ data: Data, to url: URL) throws {
        do { try data.write(to: url, options: .atomic) } catch {
            throw PyramidError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }
}
