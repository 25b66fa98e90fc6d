import Foundation

/// How a zoomable image names its tiles: ScrollKit's manifest pyramid, Deep Zoom, or IIIF.
public enum DeepZoomFormat: Hashable, Sendable, CustomStringConvertible {
    /// `tilecut`'s layout: `<name>_<scale×1000>_<col>_<row>.png` next to `<name>.pyramid.json`.
    case manifest
    /// Microsoft's Deep Zoom image (`.dzi` + `_files/`): tiles at `<level>/<col>_<row>.<format>`,
    /// where level `maxLevel` is full size and each level below halves it, and each tile carries
    /// `overlap` extra pixels on every side that has a neighbour.
    case deepZoom(overlap: Int, fileExtension: String, maxLevel: Int)
    /// IIIF Image API 2.x or 3.0 (`info.json`): tiles requested by region and size.
    case iiif(version: Int)

    public var description: String {
        switch self {
        case .manifest: return "pyramid manifest"
        case .deepZoom: return "Deep Zoom"
        case .iiif(let version): return "IIIF Image API \(version)"
        }
    }
}

/// Everything needed to find any tile of a zoomable image: its grid, its format and where its
/// tiles live. Made by the `.dzi` / `info.json` / manifest parsers; pure arithmetic from then on.
public struct DeepZoomDescriptor: Hashable, Sendable {
    /// The tile grid (level 0 is full resolution).
    public let layout: PyramidLayout
    /// How tiles are named.
    public let format: DeepZoomFormat
    /// The folder or URL prefix tile paths are relative to (ends with "/").
    public let tilesBase: URL

    /// A descriptor of `layout` in `format`, with tiles under `tilesBase`.
    public init(layout: PyramidLayout, format: DeepZoomFormat, tilesBase: URL) {
        self.layout = layout
        self.format = format
        self.tilesBase = tilesBase
    }

    /// The tile's path relative to `tilesBase`, from the validated grid only (never from a server's
    /// answer), so it cannot name anything outside the image's folder.
    ///
    /// IIIF tiles use the canonical forms of the Image API (2.1 §4.7 "Canonical URI Syntax", 3.0
    /// §4.7): region `x,y,w,h`, size `w,` (2.x) or `w,h` (3.0), rotation `0`, `default.jpg`. The
    /// region stays `x,y,w,h` even when it is the whole image (where the canonical form is `full`),
    /// because `vips dzsave --layout iiif` writes static folders that way and servers accept both.
    public func tilePath(_ address: TileAddress) -> String {
        let (level, column, row) = (address.level, address.column, address.row)
        switch format {
        case .manifest:
            return layout.tileFileName(level: level, column: column, row: row)
        case let .deepZoom(_, fileExtension, maxLevel):
            return "\(maxLevel - level)/\(column)_\(row).\(fileExtension)"
        case let .iiif(version):
            let region = layout.imageRect(level: level, column: column, row: row)
            let size = layout.tileRect(level: level, column: column, row: row)
            let sizeText = version >= 3 ? "\(size.width),\(size.height)" : "\(size.width),"
            return "\(region.x),\(region.y),\(region.width),\(region.height)/\(sizeText)/0/default.jpg"
        }
    }

    /// The tile's URL: `tilesBase` + `tilePath(_:)`.
    public func tileURL(_ address: TileAddress) -> URL {
        URL(string: tilePath(address), relativeTo: tilesBase)?.absoluteURL
            ?? tilesBase.appendingPathComponent(tilePath(address))
    }

    /// The pixels a tile's image covers in its level: the grid's tile, grown by Deep Zoom's overlap
    /// on each side that has a neighbour and clamped to the level.
    public func placement(_ address: TileAddress) -> PixelRect {
        let rect = layout.tileRect(level: address.level, column: address.column, row: address.row)
        guard case let .deepZoom(overlap, _, _) = format, overlap > 0 else { return rect }
        let size = layout.levels[address.level].size
        let x0 = max(0, rect.x - overlap), y0 = max(0, rect.y - overlap)
        let x1 = min(size.width, rect.maxX + overlap), y1 = min(size.height, rect.maxY + overlap)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
