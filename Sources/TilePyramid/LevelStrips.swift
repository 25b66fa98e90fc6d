import Foundation

/// A source of horizontal strips of one pyramid level, read top to bottom exactly once.
///
/// The builder walks each level in strips one tile high: it cuts the strip into tiles and shrinks it
/// by two into the next level. So every level is computed from the one above instead of from the
/// original (4/3 of one decode in total, as dzsave does), and memory is one strip wide, not one
/// image large: memory scales with the image's width, not its area.
protocol LevelStrips {
    var width: Int { get }
    var height: Int { get }
    var bands: Int { get }
    /// The rows `y ..< y + height` across the whole width. Calls come in increasing `y`.
    func strip(y: Int, height: Int) throws -> PixelBuffer
}

/// Level 0: strips computed from a libvips pipeline (a decoded file or the procedural default).
/// Strips are requested in order, so sequential-access loaders stream without decoding to a
/// temporary file.
struct PipelineStrips: LevelStrips {
    let image: VipsImageRef
    var width: Int { image.width }
    var height: Int { image.height }
    var bands: Int { image.bands }

    func strip(y: Int, height: Int) throws -> PixelBuffer {
        try image.extractArea(PixelRect(x: 0, y: y, width: width, height: height)).render()
    }
}

/// Levels 1…: a raw, packed 8-bit file the previous level's shrunken strips were appended to.
final class RawFileStrips: LevelStrips {
    let width: Int, height: Int, bands: Int
    private let handle: FileHandle
    private let path: String

    init(url: URL, width: Int, height: Int, bands: Int) throws {
        self.width = width
        self.height = height
        self.bands = bands
        path = url.path
        do { handle = try FileHandle(forReadingFrom: url) } catch {
            throw PyramidError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    deinit { try? handle.close() }

    func strip(y: Int, height rows: Int) throws -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: rows, bands: bands)
        let data = try handle.read(upToCount: buffer.count) ?? Data()
        guard data.count == buffer.count else {
            throw PyramidError.writeFailed(path: path, reason: "intermediate level file is short at row \(y)")
        }
        data.withUnsafeBytes { buffer.bytes.copyMemory(from: $0.baseAddress!, byteCount: buffer.count) }
        return buffer
    }
}

/// Appends strips of the next level to its raw file.
final class RawFileWriter {
    let url: URL
    private let handle: FileHandle

    init(url: URL) throws {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw PyramidError.writeFailed(path: url.path, reason: "cannot create intermediate level file")
        }
        handle = try FileHandle(forWritingTo: url)
    }

    deinit { try? handle.close() }

    func append(_ buffer: PixelBuffer) throws {
        do { try handle.write(contentsOf: UnsafeRawBufferPointer(start: buffer.bytes, count: buffer.count)) } catch {
            throw PyramidError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }

    func close() throws { try handle.close() }
}
