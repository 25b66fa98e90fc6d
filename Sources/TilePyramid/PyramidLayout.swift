/// Where every tile of a multi-resolution pyramid is, in PhotoScroller's layout.
///
/// PhotoScroller (Apple's WWDC 2010 sample) keeps one flat folder per image with per-scale tile
/// sets named `<name>_<scale×1000>_<col>_<row>.png` and truncates edge tiles to the image bounds.
/// The levels halve from full size (scale 1000) until the whole image fits in one tile, the level
/// OpenSeadragon never evicts (its "cut-off" level). Everything here is pure arithmetic on the
/// image size and tile size, so it is cheap to recompute and to check a manifest against.
///
/// See also: `PyramidManifest` (the JSON on disk), `PyramidBuilder`, `PyramidReader`.
public struct PyramidLayout: Hashable, Sendable {
    /// Tile sides accepted. 16 px is the smallest tile that still amortises a file per tile; 4096 px
    /// is the largest texture every GPU of the last decade accepts (and 64 MiB of RGBA per tile).
    /// Even sizes only, because each level is built from 2×2 blocks of the level above, strip by
    /// strip, and an odd strip height would straddle two strips.
    public static let tileSizeRange = 16...4096
    /// The largest image side accepted: 2^20 px. vips itself tops out near 10 M px per side; a
    /// million is beyond any photo while keeping row × column counts far from overflow.
    public static let maximumSide = 1 << 20
    /// PhotoScroller's truncated `Int(scale × 1000)` names become 0 at 2^-10, so ten levels
    /// (1000 … 1) are the most that keep names unique.
    public static let maximumLevels = 10

    /// The pyramid's name: the prefix of every tile's file name and of the manifest.
    public let name: String
    /// The full-resolution image size.
    public let imageSize: PixelSize
    /// Tile side in pixels.
    public let tileSize: Int
    /// The levels, full resolution (index 0) first, down to the one-tile level.
    public let levels: [PyramidLevel]

    /// The layout of an image of `imageSize` cut into `tileSize`-px tiles; throws for an invalid name or size.
    public init(name: String, imageSize: PixelSize, tileSize: Int = 256) throws {
        try self.init(name: name, imageSize: imageSize, tileSize: tileSize, forReadingOnly: false)
    }

    /// The most levels a layout read from another format may have: a 2^20-px side cut into 1-px
    /// tiles halves 21 times, so any image `maximumSide` accepts fits.
    static let maximumLevelsForReading = 21

    /// With `forReadingOnly`, the grid of a pyramid another tool wrote (Deep Zoom, IIIF): any tile
    /// side in `tileSizeRange` (Deep Zoom's TileSize "does not have to be a power of 2", and need
    /// not be even, since nothing is rebuilt from strips here) and up to `maximumLevelsForReading`
    /// levels (the file-name scale limit is PhotoScroller's, not theirs).
    init(name: String, imageSize: PixelSize, tileSize: Int, forReadingOnly: Bool) throws {
        try PyramidLayout.validate(name: name)
        guard PyramidLayout.tileSizeRange.contains(tileSize), forReadingOnly || tileSize % 2 == 0 else {
            throw PyramidError.invalidTileSize(tileSize)
        }
        let sides = 1...PyramidLayout.maximumSide
        guard sides.contains(imageSize.width), sides.contains(imageSize.height) else {
            throw PyramidError.invalidImageSize(width: imageSize.width, height: imageSize.height)
        }
        var levels: [PyramidLevel] = []
        var index = 0
        while true {
            let divisor = 1 << index
            let size = PixelSize(width: (imageSize.width + divisor - 1) / divisor,
                                 height: (imageSize.height + divisor - 1) / divisor)
            levels.append(PyramidLevel(index: index, scaleLabel: 1000 / divisor, size: size,
                                       columns: (size.width + tileSize - 1) / tileSize,
                                       rows: (size.height + tileSize - 1) / tileSize))
            if size.width <= tileSize && size.height <= tileSize { break }
            index += 1
        }
        let levelLimit = forReadingOnly ? PyramidLayout.maximumLevelsForReading : PyramidLayout.maximumLevels
        guard levels.count <= levelLimit else {
            throw PyramidError.tooManyLevels(needed: levels.count, maximum: levelLimit)
        }
        self.name = name
        self.imageSize = imageSize
        self.tileSize = tileSize
        self.levels = levels
    }

    /// A name becomes part of every file name, so it must not be able to reach outside the folder
    /// (so no name reaches outside the pyramid folder): letters, digits, '-', '_' and '.', not starting with '.', ≤ 128 bytes.
    public static func validate(name: String) throws {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || $0 == "-" || $0 == "_" || $0 == "."
        }
        guard allowed, !name.isEmpty, !name.hasPrefix("."), name.utf8.count <= 128 else {
            throw PyramidError.invalidName(name)
        }
    }

    private init(name: String, imageSize: PixelSize, tileSize: Int, levels: [PyramidLevel]) {
        self.name = name
        self.imageSize = imageSize
        self.tileSize = tileSize
        self.levels = levels
    }

    /// The same grid with only its `count` finest levels: a IIIF service that lists fewer scale
    /// factors than halvings down to one tile serves no coarser tiles.
    func keepingFinestLevels(_ count: Int) -> PyramidLayout {
        PyramidLayout(name: name, imageSize: imageSize, tileSize: tileSize, levels: Array(levels.prefix(max(1, count))))
    }

    /// Tiles of all levels together.
    public var tileCount: Int { levels.reduce(0) { $0 + $1.tileCount } }
    /// `<name>.pyramid.json`.
    public var manifestFileName: String { "\(name).pyramid.json" }

    /// The level whose file-name scale is `scaleLabel` (1000, 500, …), if the pyramid has it.
    public func level(scaleLabel: Int) -> PyramidLevel? {
        levels.first { $0.scaleLabel == scaleLabel }
    }

    /// Whether the layout has this tile.
    public func contains(level: Int, column: Int, row: Int) -> Bool {
        guard levels.indices.contains(level) else { return false }
        return (0..<levels[level].columns).contains(column) && (0..<levels[level].rows).contains(row)
    }

    /// `<name>_<scale×1000>_<col>_<row>.png`, PhotoScroller's tile name.
    public func tileFileName(level: Int, column: Int, row: Int) -> String {
        "\(name)_\(levels[level].scaleLabel)_\(column)_\(row).png"
    }

    /// The tile's pixels in its level's coordinates; edge tiles are truncated to the level's size.
    public func tileRect(level: Int, column: Int, row: Int) -> PixelRect {
        let size = levels[level].size
        let x = column * tileSize, y = row * tileSize
        return PixelRect(x: x, y: y, width: min(tileSize, size.width - x), height: min(tileSize, size.height - y))
    }

    /// The part of the full-resolution image the tile shows (what PhotoScroller's drawRect computes
    /// by dividing the tile size by the CTM scale), clamped to the image.
    public func imageRect(level: Int, column: Int, row: Int) -> PixelRect {
        let rect = tileRect(level: level, column: column, row: row)
        let factor = 1 << level
        let x = rect.x * factor, y = rect.y * factor
        return PixelRect(x: x, y: y,
                         width: min(rect.width * factor, imageSize.width - x),
                         height: min(rect.height * factor, imageSize.height - y))
    }

    /// Every tile address, finest level first, rows top to bottom: the order the builder writes.
    public func allTiles() -> [TileAddress] {
        levels.flatMap { level in
            (0..<level.rows).flatMap { row in
                (0..<level.columns).map { TileAddress(level: level.index, column: $0, row: row) }
            }
        }
    }
}

/// One tile's position in a pyramid.
public struct TileAddress: Hashable, Codable, Sendable {
    /// Level index (0 is full resolution).
    public var level: Int
    /// Column, from the left.
    public var column: Int
    /// Row, from the top.
    public var row: Int

    /// The tile at `column`, `row` of `level`.
    public init(level: Int, column: Int, row: Int) {
        self.level = level
        self.column = column
        self.row = row
    }
}
