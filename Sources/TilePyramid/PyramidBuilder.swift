import Cvips
import Foundation

/// Cuts an image into a `PyramidLayout` on disk with libvips: PNG tiles, then the manifest.
///
/// Each level is walked in strips one tile high (see `LevelStrips`): the strip's tiles are encoded
/// in parallel, and the strip shrunk 2× by box filter becomes part of the next level. The manifest
/// is written last and atomically, so a folder with a manifest always holds a complete pyramid; a
/// failed or cancelled build removes the tiles it wrote.
///
/// A builder is for one build at a time. `cancel()` may be called from any thread, including from
/// the progress closure; a cancelled builder stays cancelled. Swift task cancellation is honoured too.
///
/// See also: `PyramidReader`, `DefaultPyramid`, and the `tilecut` command.
// @unchecked: settings are constants; the cancel flag is guarded by `lock`.
public final class PyramidBuilder: @unchecked Sendable {
    /// Tile side in pixels (even, within `PyramidLayout.tileSizeRange`).
    public let tileSize: Int
    /// zlib level for the PNG tiles (0…9).
    public let pngCompression: Int
    /// Measured with `tilecut --benchmark` on an 8000×8000 noisy test JPEG (Q90, colour fields plus Gaussian
    /// noise, made with the `vips` command), 256-px tiles, 2 loaded vCPUs: level 6, libvips' default, made
    /// files no smaller (202.2 vs 201.6 MB) and took longer (median 8.7 s vs 6.8 s). Tiles are a cache, so
    /// speed wins.
    public static let pngCompressionDefault = 1

    private let lock = NSLock()
    private var cancelled = false

    /// A builder for `tileSize`-px PNG tiles at zlib level `pngCompression`; throws for an invalid tile size.
    public init(tileSize: Int = 256, pngCompression: Int = PyramidBuilder.pngCompressionDefault) throws {
        guard PyramidLayout.tileSizeRange.contains(tileSize), tileSize % 2 == 0 else {
            throw PyramidError.invalidTileSize(tileSize)
        }
        self.tileSize = tileSize
        self.pngCompression = min(max(pngCompression, 0), 9)
        VipsRuntime.start()
    }

    /// Stops the running build at its next check; it throws `PyramidError.cancelled` and removes its partial tiles.
    public func cancel() { lock.withLock { cancelled = true } }

    /// Whether `cancel()` was called or the calling task was cancelled.
    public var isCancelled: Bool { lock.withLock { cancelled } || Task.isCancelled }

    /// Builds the pyramid of the image file at `url` into `directory` (created if needed).
    /// `name` defaults to the file name without its extension, with characters outside
    /// `[A-Za-z0-9._-]` replaced by '_'.
    @discardableResult
    public func build(imageAt url: URL, name: String? = nil, into directory: URL,
                      progress: ((BuildProgress) -> Void)? = nil) throws -> PyramidLayout {
        let image = try SourceImage.open(url)
        let pyramidName = name ?? PyramidBuilder.defaultName(for: url)
        do {
            return try build(image: image, name: pyramidName, into: directory, progress: progress)
        } catch PyramidError.vips(let operation, let message) {
            // Pixel data is decoded while the strips are read, so damage past the header shows up here.
            throw PyramidError.unreadableImage(path: url.path, reason: "could not \(operation): \(message)")
        }
    }

    /// A file-name-safe pyramid name derived from an input file's name.
    public static func defaultName(for url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        let safe = String(stem.unicodeScalars.map { scalar -> Character in
            let ok = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "."
            return ok ? Character(scalar) : "_"
        })
        let trimmed = safe.drop { $0 == "." }
        return trimmed.isEmpty ? "image" : String(trimmed.prefix(128))
    }

    func build(image: VipsImageRef, name: String, into directory: URL,
               progress: ((BuildProgress) -> Void)?) throws -> PyramidLayout {
        let layout = try PyramidLayout(name: name, imageSize: PixelSize(width: image.width, height: image.height),
                                       tileSize: tileSize)
        let files = FileManager.default
        do {
            try files.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PyramidError.writeFailed(path: directory.path, reason: error.localizedDescription)
        }
        // An old manifest must not vouch for tiles that are about to be replaced.
        try? files.removeItem(at: directory.appendingPathComponent(layout.manifestFileName))
        PyramidBuilder.removeTiles(named: name, in: directory)
        let workDirectory = directory.appendingPathComponent(".\(name).building-\(ProcessInfo.processInfo.processIdentifier)")
        try? files.removeItem(at: workDirectory)
        do {
            try files.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        } catch {
            throw PyramidError.writeFailed(path: workDirectory.path, reason: error.localizedDescription)
        }
        defer { try? files.removeItem(at: workDirectory) }
        do {
            try cutLevels(of: layout, from: PipelineStrips(image: image), into: directory,
                          workDirectory: workDirectory, progress: progress)
            try layout.writeManifest(in: directory)
        } catch {
            PyramidBuilder.removeTiles(named: name, in: directory)
            throw error
        }
        return layout
    }

    private func cutLevels(of layout: PyramidLayout, from first: LevelStrips, into directory: URL,
                           workDirectory: URL, progress: ((BuildProgress) -> Void)?) throws {
        var report = BuildProgress(tilesDone: 0, tilesTotal: layout.tileCount)
        progress?(report)
        var source: LevelStrips = first
        for level in layout.levels {
            let isLast = level.index == layout.levels.count - 1
            let next = isLast ? nil : try RawFileWriter(
                url: workDirectory.appendingPathComponent("level-\(level.index + 1).raw"))
            func strip(_ row: Int) throws -> PixelBuffer {
                let y = row * tileSize
                return try source.strip(y: y, height: min(tileSize, level.size.height - y))
            }
            var current = try strip(0)
            for row in 0..<level.rows {
                if isCancelled { throw PyramidError.cancelled }
                let stripImage = try VipsImageRef.consuming(current)
                // While this strip's tiles are encoded, a second thread shrinks it into the next level
                // and decodes the next strip: decoding is mostly single-threaded, so without the
                // overlap one core idles during it (measured: about a fifth of the build time).
                let background = StripWork { () -> PixelBuffer? in
                    if let next { try next.append(stripImage.shrinkByTwo().render()) }
                    return row + 1 < level.rows ? try strip(row + 1) : nil
                }
                let encoded = Result { try writeTiles(of: stripImage, layout: layout, level: level.index, row: row, into: directory) }
                let following = try background.wait()
                try encoded.get()
                if let following { current = following }
                report.tilesDone += level.columns
                progress?(report)
            }
            if let next {
                try next.close()
                let size = layout.levels[level.index + 1].size
                source = try RawFileStrips(url: next.url, width: size.width, height: size.height, bands: source.bands)
            }
        }
    }

    /// Encodes one strip's tiles, in parallel: PNG encoding is single-threaded per file, and
    /// measurement on 2 cores showed it dominates the build.
    private func writeTiles(of strip: VipsImageRef, layout: PyramidLayout, level: Int, row: Int,
                            into directory: URL) throws {
        let columns = layout.levels[level].columns
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: columns) { column in
            let rect = layout.tileRect(level: level, column: column, row: row)
            let path = directory.appendingPathComponent(layout.tileFileName(level: level, column: column, row: row)).path
            do {
                let tile = try strip.extractArea(PixelRect(x: rect.x, y: 0, width: rect.width, height: rect.height))
                if tile.withPointer({ cvips_pngsave($0, path, Int32(pngCompression)) }) != 0 {
                    failure.record(PyramidError.writeFailed(path: path, reason: VipsRuntime.takeErrorMessage()))
                }
            } catch {
                failure.record(error)
            }
        }
        if let error = failure.error { throw error }
    }

    /// Deletes `<name>_<scale>_<col>_<row>.png` files (exactly three numbers after the name, so
    /// another pyramid whose name starts with this one is left alone).
    static func removeTiles(named name: String, in directory: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let prefix = name + "_"
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".png") {
            let numbers = entry.dropFirst(prefix.count).dropLast(4).split(separator: "_", omittingEmptySubsequences: false)
            if numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry))
            }
        }
    }
}

/// A piece of work started at once on its own thread and awaited with `wait()`.
///
/// A dedicated thread, not a global dispatch queue: callers may themselves run on the dispatch pool
/// (Swift concurrency does on Linux), and blocking a pool thread on work queued to that same,
/// CPU-wide pool deadlocked on 2 cores.
// @unchecked: result is written by the strip thread before done.signal() and read only after done.wait().
private final class StripWork<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    init(_ work: @escaping () throws -> Value) {
        // A fork-join: the caller touches what `work` captures only after `wait()` returns, so the
        // thread and the caller never use it at the same time.
        nonisolated(unsafe) let work = work
        let thread = Thread {
            self.result = Result(catching: work)
            self.done.signal()
        }
        thread.name = "TilePyramid strip"
        thread.start()
    }

    func wait() throws -> Value {
        done.wait()
        return try result!.get()
    }
}

/// Keeps the first error thrown by parallel workers.
// @unchecked: error is only written under `lock`.
private final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var error: Error?
    func record(_ error: Error) { lock.withLock { if self.error == nil { self.error = error } } }
}
