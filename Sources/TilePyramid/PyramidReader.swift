import Cvips
import Foundation

/// Loads tiles of a pyramid built by `PyramidBuilder` (or by any tool that follows PyramidLayout).
///
/// Every file name comes from the validated layout, never from the caller, so no request can reach
/// outside the pyramid folder; a tile that is missing, not a PNG, damaged or of the wrong size is a
/// `PyramidError` with the path and a reason (the bad-input table of docs/PORTING.md), for the view to show a
/// placeholder. Reading is thread-safe: tile loads happen on CATiledLayer's background threads.
///
/// See also: `PyramidLayout`, `PyramidTile`, `DecodedTile`.
public final class PyramidReader: Sendable {
    /// The folder holding the manifest and the tiles.
    public let directory: URL
    /// The layout the manifest describes.
    public let layout: PyramidLayout

    /// Opens `<name>.pyramid.json` in `directory`.
    public init(directory: URL, name: String) throws {
        VipsRuntime.start()
        self.directory = directory
        layout = try PyramidLayout.readManifest(named: name, in: directory)
    }

    /// Opens a manifest file; the tiles are the files next to it.
    public init(manifestAt url: URL) throws {
        VipsRuntime.start()
        directory = url.deletingLastPathComponent()
        layout = try PyramidLayout.readManifest(at: url)
    }

    /// A PNG of a `tileSize`² RGBA tile is at most this big: raw size, plus zlib's worst-case
    /// expansion and PNG's per-row filter byte, plus room for metadata chunks. Larger files are
    /// refused before being read, so a bad file cannot make the reader allocate without bound.
    var tileByteLimit: Int { layout.tileSize * layout.tileSize * 4 * 11 / 10 + layout.tileSize + 65_536 }

    /// Where a tile's file is; throws `tileOutOfRange` for a tile the layout does not have.
    public func tileURL(level: Int, column: Int, row: Int) throws -> URL {
        guard layout.contains(level: level, column: column, row: row) else {
            throw PyramidError.tileOutOfRange(level: level, column: column, row: row)
        }
        return directory.appendingPathComponent(layout.tileFileName(level: level, column: column, row: row))
    }

    /// The tile's PNG bytes, after checking the PNG header and that its size matches the layout.
    ///
    /// The size is read from the PNG's IHDR chunk, which the PNG specification puts first, at a
    /// fixed offset: opening the file with libvips only for its header cost a seventh of a tile's
    /// drawing time (the tile is decoded when drawn, and a damaged body fails there).
    public func tile(level: Int, column: Int, row: Int) throws -> PyramidTile {
        let (url, data) = try readTileFile(level: level, column: column, row: row)
        let header = try Self.pngHeaderSize(data, path: url.path)
        let expected = layout.tileRect(level: level, column: column, row: row)
        guard header.width == expected.width, header.height == expected.height else {
            throw PyramidError.tileCorrupt(path: url.path, reason:
                "\(header.width)×\(header.height) pixels where the layout has \(expected.width)×\(expected.height)")
        }
        return PyramidTile(address: TileAddress(level: level, column: column, row: row), pngData: data, pixelSize: header)
    }

    /// Width and height from a PNG's signature and IHDR chunk (PNG specification §5.2–5.3, §11.2.2:
    /// the 8-byte signature, then a chunk of length 13 named IHDR whose data starts with the
    /// big-endian width and height, each 1…2³¹−1).
    static func pngHeaderSize(_ data: Data, path: String) throws -> PixelSize {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count >= 8, Array(bytes.prefix(8)) == pngSignature else {
            throw PyramidError.tileCorrupt(path: path, reason: "not a PNG file")
        }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        guard bytes.count == 24, word(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw PyramidError.tileCorrupt(path: path, reason: "the PNG does not start with an IHDR chunk")
        }
        let width = word(16), height = word(20)
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw PyramidError.tileCorrupt(path: path, reason: "the PNG header gives \(width)×\(height) pixels")
        }
        return PixelSize(width: width, height: height)
    }

    /// The tile fully decoded to RGBA; damage anywhere in the pixel data is an error.
    public func decodedTile(level: Int, column: Int, row: Int) throws -> DecodedTile {
        let (url, data) = try readTileFile(level: level, column: column, row: row)
        let path = url.path
        return try data.withUnsafeBytes { bytes -> DecodedTile in
            var image = try openPNG(bytes, path: path)
            let size = try checkedSize(of: image, level: level, column: column, row: row, path: path)
            do {
                image = try SourceImage.normalized(image)
                if image.bands < 3 {
                    image = try image.apply("convert to sRGB") { cvips_colourspace($0, VIPS_INTERPRETATION_sRGB) }
                }
                if image.bands == 3 { image = try image.apply("add alpha") { cvips_addalpha($0) } }
                let pixels = try image.render()
                return DecodedTile(address: TileAddress(level: level, column: column, row: row),
                                   pixelSize: size, rgba: pixels.data)
            } catch let error as PyramidError {
                throw PyramidError.tileCorrupt(path: path, reason: error.description)
            }
        }
    }

    /// Looks a tile up by PhotoScroller's file-name scale (1000, 500, …) instead of level index.
    public func tile(scaleLabel: Int, column: Int, row: Int) throws -> PyramidTile {
        guard let level = layout.level(scaleLabel: scaleLabel) else {
            throw PyramidError.tileOutOfRange(level: -1, column: column, row: row)
        }
        return try tile(level: level.index, column: column, row: row)
    }

    private func readTileFile(level: Int, column: Int, row: Int) throws -> (URL, Data) {
        let url = try tileURL(level: level, column: column, row: row)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw PyramidError.tileMissing(path: url.path)
        }
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= tileByteLimit else {
            throw PyramidError.tileCorrupt(path: url.path, reason: "\(size) bytes is more than a \(layout.tileSize)-px tile can take")
        }
        do {
            return (url, try Data(contentsOf: url))
        } catch {
            throw PyramidError.tileMissing(path: url.path)
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The image wraps `bytes` without copying, so it must not outlive the caller's `withUnsafeBytes`.
    private func openPNG(_ bytes: UnsafeRawBufferPointer, path: String) throws -> VipsImageRef {
        guard bytes.count >= 8, Array(bytes.prefix(8)) == PyramidReader.pngSignature else {
            throw PyramidError.tileCorrupt(path: path, reason: "not a PNG file")
        }
        guard let image = cvips_load_buffer(bytes.baseAddress, bytes.count) else {
            throw PyramidError.tileCorrupt(path: path, reason: VipsRuntime.takeErrorMessage())
        }
        return VipsImageRef(image)
    }

    private func checkedSize(of image: VipsImageRef, level: Int, column: Int, row: Int, path: String) throws -> PixelSize {
        let expected = layout.tileRect(level: level, column: column, row: row)
        guard image.width == expected.width, image.height == expected.height else {
            throw PyramidError.tileCorrupt(path: path, reason:
                "\(image.width)×\(image.height) pixels where the layout has \(expected.width)×\(expected.height)")
        }
        return PixelSize(width: image.width, height: image.height)
    }
}
