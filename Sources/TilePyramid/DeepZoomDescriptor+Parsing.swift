import Foundation

/// Reading the three descriptions into a `DeepZoomDescriptor`. Every number is checked before any
/// arithmetic: a corrupt or hostile file is a `PyramidError.descriptorInvalid` with the field named.
extension DeepZoomDescriptor {
    /// A description is a few hundred bytes (a IIIF `info.json` with many `sizes` a few KiB);
    /// anything larger than this is refused before parsing.
    public static let descriptionByteLimit = 1 << 20

    /// Parses a Deep Zoom `.dzi` (Microsoft's Deep Zoom file format schema: root `Image` with
    /// `TileSize`, `Overlap`, `Format`, child `Size` with `Width`, `Height`). Tiles are in the
    /// `<name>_files/` folder next to it. Collections (`Collection` root) and sparse images
    /// (`DisplayRects`) are refused: they are not one image.
    public static func parseDZI(_ data: Data, at url: URL) throws -> DeepZoomDescriptor {
        let location = url.isFileURL ? url.path : url.absoluteString
        func invalid(_ reason: String) -> PyramidError { .descriptorInvalid(location: location, reason: reason) }
        guard data.count <= descriptionByteLimit else { throw invalid("\(data.count) bytes is too large for a .dzi") }
        guard let text = String(data: data, encoding: .utf8) else { throw invalid("not UTF-8 text") }
        if text.contains("<Collection") { throw invalid("a Deep Zoom collection, not an image") }
        if text.contains("<DisplayRects") { throw invalid("a sparse image (DisplayRects), which is not supported") }
        guard let image = XMLElementScan.attributes(of: "Image", in: text) else { throw invalid("no <Image> element") }
        guard let size = XMLElementScan.attributes(of: "Size", in: text) else { throw invalid("no <Size> element") }
        func number(_ name: String, in attributes: [String: String], range: ClosedRange<Int>) throws -> Int {
            guard let value = attributes[name] else { throw invalid("missing \(name)") }
            guard let n = Int(value.trimmingCharacters(in: .whitespaces)), range.contains(n) else {
                throw invalid("\(name)=\"\(value)\" is not a number in \(range.lowerBound)…\(range.upperBound)")
            }
            return n
        }
        let tileSize = try number("TileSize", in: image, range: PyramidLayout.tileSizeRange)
        let overlap = try number("Overlap", in: image, range: 0...tileSize)
        let width = try number("Width", in: size, range: 1...PyramidLayout.maximumSide)
        let height = try number("Height", in: size, range: 1...PyramidLayout.maximumSide)
        guard let format = image["Format"]?.lowercased(), ["jpg", "jpeg", "png", "webp", "tif", "tiff"].contains(format) else {
            throw invalid("Format=\"\(image["Format"] ?? "")\" is not an image file extension (jpg, jpeg, png, webp, tif)")
        }
        let layout: PyramidLayout
        do {
            layout = try PyramidLayout(name: "dzi", imageSize: PixelSize(width: width, height: height), tileSize: tileSize,
                                       forReadingOnly: true)
        } catch let error as PyramidError { throw invalid(error.description) }
        // Level n of a Deep Zoom image is 2^n px on its long side, so the full-size level is
        // ceil(log2(max side)) (1 px is level 0).
        let maxLevel = Int.bitWidth - (max(width, height) - 1).leadingZeroBitCount
        let base = url.deletingPathExtension()
        let folder = base.lastPathComponent + "_files/"
        let tilesBase = URL(string: folder, relativeTo: base.deletingLastPathComponent())!.absoluteURL
        return DeepZoomDescriptor(layout: layout, format: .deepZoom(overlap: overlap, fileExtension: format, maxLevel: maxLevel),
                                  tilesBase: tilesBase)
    }

    /// Parses a IIIF Image API `info.json` (2.x: `@context` …/image/2/context.json; 3.0: …/image/3/…):
    /// `width`, `height`, and the first `tiles` entry (`width`, optional `height` = `width`,
    /// `scaleFactors`). The scale factors must start at 1 and double (1, 2, 4, …): each is one of
    /// our levels; the list may stop before the one-tile level.
    ///
    /// Tiles are requested next to the `info.json` (its folder), not at its `id`: a conforming server
    /// serves `info.json` at `{id}/info.json`, so the two agree, and static folders written by
    /// `vips dzsave --layout iiif` carry a placeholder `id` (`https://example.com/iiif/…`).
    public static func parseIIIF(_ data: Data, at url: URL) throws -> DeepZoomDescriptor {
        let location = url.isFileURL ? url.path : url.absoluteString
        func invalid(_ reason: String) -> PyramidError { .descriptorInvalid(location: location, reason: reason) }
        guard data.count <= descriptionByteLimit else { throw invalid("\(data.count) bytes is too large for an info.json") }
        guard let json = try? JSONSerialization.jsonObject(with: data), let info = json as? [String: Any] else {
            throw invalid("not a JSON object")
        }
        let context = (info["@context"] as? String) ?? (info["@context"] as? [Any])?.compactMap { $0 as? String }.joined(separator: " ") ?? ""
        let version: Int
        if context.contains("/image/3/") { version = 3 } else if context.contains("/image/2/") { version = 2 } else {
            throw invalid("@context \"\(context)\" is neither IIIF Image API 2 nor 3")
        }
        func integer(_ value: Any?, _ name: String, _ range: ClosedRange<Int>) throws -> Int {
            guard let value else { throw invalid("missing \(name)") }
            guard let n = value as? Int, range.contains(n) else { throw invalid("\(name) \(value) is not a number in \(range.lowerBound)…\(range.upperBound)") }
            return n
        }
        let width = try integer(info["width"], "width", 1...PyramidLayout.maximumSide)
        let height = try integer(info["height"], "height", 1...PyramidLayout.maximumSide)
        guard let tiles = info["tiles"] as? [[String: Any]], let tileInfo = tiles.first else {
            throw invalid("missing tiles (only tiled IIIF services can be zoomed)")
        }
        let tileWidth = try integer(tileInfo["width"], "tiles[0].width", PyramidLayout.tileSizeRange)
        let tileHeight = try tileInfo["height"].map { try integer($0, "tiles[0].height", PyramidLayout.tileSizeRange) } ?? tileWidth
        guard tileHeight == tileWidth else { throw invalid("tiles of \(tileWidth)×\(tileHeight) px: only square tiles are supported") }
        guard let factors = tileInfo["scaleFactors"] as? [Int], !factors.isEmpty else { throw invalid("missing tiles[0].scaleFactors") }
        var levels = 0
        while factors.contains(1 << levels) && levels < PyramidLayout.maximumLevelsForReading { levels += 1 }
        guard levels > 0 else { throw invalid("tiles[0].scaleFactors \(factors) does not include 1") }
        let layout: PyramidLayout
        do {
            layout = try PyramidLayout(name: "iiif", imageSize: PixelSize(width: width, height: height), tileSize: tileWidth,
                                       forReadingOnly: true)
        } catch let error as PyramidError { throw invalid(error.description) }
        let folder = url.lastPathComponent == "info.json" ? url.deletingLastPathComponent() : url
        let tilesBase = folder.absoluteString.hasSuffix("/") ? folder : URL(string: folder.absoluteString + "/")!
        return DeepZoomDescriptor(layout: layout.keepingFinestLevels(min(levels, layout.levels.count)),
                                  format: .iiif(version: version), tilesBase: tilesBase)
    }

    /// Parses a `tilecut` manifest (`<name>.pyramid.json`), validated as `PyramidLayout.readManifest` does.
    public static func parseManifest(_ data: Data, at url: URL) throws -> DeepZoomDescriptor {
        guard data.count <= descriptionByteLimit else {
            throw PyramidError.manifestInvalid(path: url.isFileURL ? url.path : url.absoluteString, reason: "\(data.count) bytes is too large for a manifest")
        }
        let layout = try PyramidLayout.decodeManifest(data, path: url.isFileURL ? url.path : url.absoluteString)
        return DeepZoomDescriptor(layout: layout, format: .manifest, tilesBase: url.deletingLastPathComponent())
    }
}

/// Just enough XML to read a `.dzi`: the attributes of the first element with a given name. A `.dzi`
/// is one element with attributes and one child, so a general XML parser (FoundationXML, which
/// adds libxml2 to every program) buys nothing here.
enum XMLElementScan {
    /// `name`'s attributes (`key="value"` or `key='value'`, entities `&amp;` `&quot;` `&lt;` `&gt;` `&apos;`
    /// decoded), or nil when there is no `<name` followed by whitespace, `/` or `>`.
    static func attributes(of name: String, in text: String) -> [String: String]? {
        var search = text.startIndex
        while let open = text.range(of: "<" + name, range: search..<text.endIndex) {
            search = open.upperBound
            guard let next = text[open.upperBound...].first, next.isWhitespace || next == "/" || next == ">" else { continue }
            guard let close = text.range(of: ">", range: open.upperBound..<text.endIndex) else { return nil }
            return parseAttributes(String(text[open.upperBound..<close.lowerBound]))
        }
        return nil
    }

    private static func parseAttributes(_ body: String) -> [String: String] {
        var result: [String: String] = [:]
        var chars = Substring(body)
        while true {
            chars = chars.drop { $0.isWhitespace || $0 == "/" }
            guard let eq = chars.firstIndex(of: "=") else { break }
            let key = chars[..<eq].trimmingCharacters(in: .whitespaces)
            chars = chars[chars.index(after: eq)...].drop { $0.isWhitespace }
            guard let quote = chars.first, quote == "\"" || quote == "'" else { break }
            chars = chars.dropFirst()
            guard let end = chars.firstIndex(of: quote) else { break }
            result[key] = decodeEntities(String(chars[..<end]))
            chars = chars[chars.index(after: end)...]
        }
        return result
    }

    private static func decodeEntities(_ s: String) -> String {
        s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
