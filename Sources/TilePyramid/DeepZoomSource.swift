import Cvips
import Foundation

/// A zoomable image in any of the formats ScrollKit reads — a Deep Zoom image (`.dzi` + `_files/`,
/// as `vips dzsave` writes and OpenSeadragon reads), a IIIF Image API 2 or 3 service (`info.json`,
/// served by iipsrv or Cantaloupe or written by `vips dzsave --layout iiif|iiif3`), or a `tilecut`
/// manifest — from a path or an `http://`/`https://` URL.
///
/// Local tiles are read when asked for. Remote tiles come from memory, then the on-disk cache
/// (`TileDiskCache`, byte-budgeted), else they are fetched in the background (`Options`: at most 6
/// requests at once, retries with exponential backoff in host time) and reported by
/// `collectArrivals(hostTime:)`. Every tile's bytes are checked (decodable, of the size the grid
/// says) before they are drawn or cached, so a truncated or corrupt answer is retried, then given up.
// @unchecked: its stored properties are constants; the fetcher guards its own state with a lock.
public final class DeepZoomSource: TileImageSource, @unchecked Sendable {
    /// How remote tiles are fetched and cached.
    public struct Options: Sendable {
        /// The cache folder; nil for the default, `<user caches>/ScrollKit/tiles`.
        public var cacheDirectory: URL?
        /// Bytes the disk cache may take (`TileDiskCache.defaultByteBudget` by default).
        public var cacheByteBudget = TileDiskCache.defaultByteBudget
        /// Requests in flight at once: 6, what browsers allow per host (Chrome and Firefox), which
        /// HTTP/1.1 servers and CDNs are tuned for; more queue at the server, fewer leave the link idle.
        public var maximumConcurrentRequests = 6
        /// Tries per tile before it is given up (the first and three retries).
        public var maximumAttempts = 4
        /// The first retry waits this long (s, host time), each next one twice as long: 0.5, 1, 2 s,
        /// the usual exponential backoff, so a struggling server is not hammered.
        public var retryBaseDelay: Double = 0.5
        /// Seconds a request may go without an answer (URLSession measures it): past it a stalled
        /// server counts as failing and the tile is retried. 15 s is well past a slow tile server.
        public var requestTimeout: Double = 15

        /// The defaults above.
        public init() {}
    }

    /// The grid, format and tile location.
    public let descriptor: DeepZoomDescriptor
    /// The path or URL the source was opened from.
    public let location: String
    /// Whether tiles come over HTTP(S).
    public let isRemote: Bool
    private let fetcher: HTTPTileFetcher?

    /// The grid (level 0 is full resolution).
    public var layout: PyramidLayout { descriptor.layout }
    /// The disk cache of a remote source (nil for a local one).
    public var diskCache: TileDiskCache? { fetcher?.cache }

    /// A source over an already parsed descriptor; remote when its tiles are at an http(s) URL.
    public init(descriptor: DeepZoomDescriptor, location: String, options: Options = Options()) throws {
        VipsRuntime.start()
        self.descriptor = descriptor
        self.location = location
        let scheme = descriptor.tilesBase.scheme?.lowercased()
        isRemote = scheme == "http" || scheme == "https"
        if isRemote {
            let directory = options.cacheDirectory ?? FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("ScrollKit/tiles")
            let cache = try TileDiskCache(directory: directory, byteBudget: options.cacheByteBudget)
            let descriptor = self.descriptor
            fetcher = HTTPTileFetcher(options: options, cache: cache, urlFor: { descriptor.tileURL($0) },
                                      validate: { address, data in
                                          DeepZoomSource.problem(with: data, expected: descriptor.placement(address), decodeFully: true)
                                      })
        } else {
            fetcher = nil
        }
    }

    /// Opens `location` — a path, `file://`, `http://` or `https://` — by its name: `*.pyramid.json`
    /// is a manifest, `*.dzi` (or `*.xml`) a Deep Zoom image, `info.json` a IIIF service; a folder
    /// or URL with none of these is tried as a IIIF service (`<location>/info.json`).
    public static func open(_ location: String, options: Options = Options()) throws -> DeepZoomSource {
        let lower = location.lowercased()
        let remote = lower.hasPrefix("http://") || lower.hasPrefix("https://")
        guard let url = remote || lower.hasPrefix("file://") ? URL(string: location) : URL(fileURLWithPath: location) else {
            throw PyramidError.fetchFailed(location: location, reason: "not a valid URL")
        }
        let path = url.path.lowercased()
        let describedAt: URL
        if path.hasSuffix(".pyramid.json") || path.hasSuffix(".dzi") || path.hasSuffix(".xml") || path.hasSuffix("/info.json")
            || path == "info.json" {
            describedAt = url
        } else {
            describedAt = URL(string: url.absoluteString.hasSuffix("/") ? "info.json" : url.lastPathComponent + "/info.json", relativeTo: url)!.absoluteURL
        }
        let data = try fetchDescription(describedAt, options: options)
        let descriptor: DeepZoomDescriptor
        let described = describedAt.path.lowercased()
        if described.hasSuffix(".pyramid.json") {
            descriptor = try DeepZoomDescriptor.parseManifest(data, at: describedAt)
        } else if described.hasSuffix(".dzi") || described.hasSuffix(".xml") {
            descriptor = try DeepZoomDescriptor.parseDZI(data, at: describedAt)
        } else {
            descriptor = try DeepZoomDescriptor.parseIIIF(data, at: describedAt)
        }
        return try DeepZoomSource(descriptor: descriptor, location: location, options: options)
    }

    private static func fetchDescription(_ url: URL, options: Options) throws -> Data {
        if url.isFileURL {
            let path = url.path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
                throw PyramidError.fetchFailed(location: path, reason: "no such file")
            }
            guard size <= DeepZoomDescriptor.descriptionByteLimit else {
                throw PyramidError.descriptorInvalid(location: path, reason: "\(size) bytes is too large for a description")
            }
            do { return try Data(contentsOf: url) } catch {
                throw PyramidError.fetchFailed(location: path, reason: error.localizedDescription)
            }
        }
        return try HTTPTileFetcher.fetchSynchronously(url, options: options)
    }

    /// Local: reads and checks the file now. Remote: memory, disk cache, else `.pending` (fetching).
    public func tile(_ address: TileAddress) -> TileAvailability {
        guard layout.contains(level: address.level, column: address.column, row: address.row) else {
            return .failed(PyramidError.tileOutOfRange(level: address.level, column: address.column, row: address.row).description)
        }
        let placement = descriptor.placement(address)
        if let fetcher {
            switch fetcher.tile(address) {
            case let .ready(data): return .ready(EncodedTile(data: data, placement: placement))
            case .pending: return .pending
            case let .failed(reason): return .failed(reason)
            }
        }
        let url = descriptor.tileURL(address)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int else {
            return .failed(PyramidError.tileMissing(path: url.path).description)
        }
        guard size <= tileByteLimit else {
            return .failed(PyramidError.tileCorrupt(path: url.path, reason: "\(size) bytes is more than a \(layout.tileSize)-px tile can take").description)
        }
        guard let data = try? Data(contentsOf: url) else { return .failed(PyramidError.tileMissing(path: url.path).description) }
        if let problem = Self.problem(with: data, expected: placement, decodeFully: false) {
            return .failed(PyramidError.tileCorrupt(path: url.path, reason: problem).description)
        }
        return .ready(EncodedTile(data: data, placement: placement))
    }

    /// Starts the retries due and returns the tiles that arrived (or were given up) since the last call.
    public func collectArrivals(hostTime: Double) -> [TileAddress] { fetcher?.collectArrivals(hostTime: hostTime) ?? [] }
    /// Drops or cancels fetches of the tiles `unwanted` picks.
    public func cancelFetches(where unwanted: (TileAddress) -> Bool) { fetcher?.cancel(where: unwanted) }
    /// Whether remote tiles are queued, in flight, waiting to retry or arrived and not yet collected.
    public var hasPendingFetches: Bool { fetcher?.hasPendingFetches ?? false }
    /// The first tile given up on, once per source (nil afterwards and for sources that never failed).
    public func takeFailureReport() -> String? { fetcher?.takeFailureReport() }

    /// Requests sent so far, retries included (0 for a local source).
    public var requestsStarted: Int { fetcher?.requestsStarted ?? 0 }
    /// The most requests that were in flight at once (never above `Options.maximumConcurrentRequests`).
    public var peakConcurrentRequests: Int { fetcher?.peakConcurrentRequests ?? 0 }
    /// Requests repeated after a transient failure.
    public var retryCount: Int { fetcher?.retries ?? 0 }
    /// Requests in flight now.
    public var inFlightRequestCount: Int { fetcher?.runningCount ?? 0 }
    /// Requests cancelled because their tiles were no longer wanted.
    public var cancelledRequests: Int { fetcher?.cancellations ?? 0 }
    /// Tiles given up on.
    public var failedTileCount: Int { fetcher?.failedCount ?? 0 }

    /// An encoded tile of `tileSize`² RGBA pixels is at most this big (as `PyramidReader` bounds PNGs,
    /// with room for the overlap): larger files are refused before being read.
    var tileByteLimit: Int {
        let side = layout.tileSize + 2 * 64
        return side * side * 4 * 11 / 10 + 65_536
    }

    /// Nil when `data` is an image of exactly `expected`'s size (decoded to the last pixel with
    /// `decodeFully`, so a truncated body is caught), otherwise what is wrong with it. Without
    /// `decodeFully` a PNG's or JPEG's size comes from its header bytes (`EncodedImageHeader`), not
    /// from libvips: local tiles are checked on the drawing threads before every draw.
    static func problem(with data: Data, expected: PixelRect, decodeFully: Bool) -> String? {
        if !decodeFully {
            switch EncodedImageHeader.read(data) {
            case let .size(size):
                guard size.width == expected.width, size.height == expected.height else {
                    return "\(size.width)×\(size.height) pixels where the grid has \(expected.width)×\(expected.height)"
                }
                return nil
            case let .malformed(reason):
                return "not a readable image (\(reason))"
            case .otherFormat:
                break
            }
        }
        return data.withUnsafeBytes { bytes -> String? in
            guard bytes.count > 0, let pointer = cvips_load_buffer(bytes.baseAddress, bytes.count) else {
                return "not a readable image (\(VipsRuntime.takeErrorMessage()))"
            }
            let image = VipsImageRef(pointer)
            guard image.width == expected.width, image.height == expected.height else {
                return "\(image.width)×\(image.height) pixels where the grid has \(expected.width)×\(expected.height)"
            }
            if decodeFully {
                do { _ = try image.render() } catch { return "damaged image data (\(error))" }
            }
            return nil
        }
    }
}
