import Foundation

/// Where a zoomable image's tiles come from: a `tilecut` pyramid, a Deep Zoom image or a IIIF
/// image service, on disk or over HTTP. The photo browser's tiled view draws any of them.
///
/// Every source describes its tiles with the same grid (`layout`: level 0 is full resolution, each
/// level halves it, tiles of `layout.tileSize` px), so the view maps `CATiledLayer` levels to tiles
/// the same way for all formats. A source answers `tile(_:)` without waiting: a local one reads the
/// file, a remote one answers from its caches or says `.pending` and fetches in the background; the
/// view then draws a coarser level it has, and redraws the tile when `collectArrivals(hostTime:)`
/// reports it. Sources are called from drawing threads, several at once, so they are thread-safe.
///
/// See also: `PyramidReader` (the manifest pyramid), `DeepZoomSource` (Deep Zoom and IIIF, any of
/// the three from a path or a URL).
public protocol TileImageSource: AnyObject, Sendable {
    /// The tile grid: image size, tile size and levels (0 is full resolution).
    var layout: PyramidLayout { get }
    /// The path or URL the source was opened from, for messages.
    var location: String { get }
    /// The tile's encoded bytes if they are at hand now; otherwise starts fetching it (once) and
    /// answers `.pending`, or `.failed` when it cannot be had. Never blocks on the network.
    func tile(_ address: TileAddress) -> TileAvailability
    /// Main thread, each frame while fetches are under way: starts the retries due at `hostTime`
    /// (the host clock, so tests control backoff without sleeping) and returns the tiles that arrived
    /// since the last call, each once.
    func collectArrivals(hostTime: Double) -> [TileAddress]
    /// Drops queued fetches and cancels running ones for the tiles `unwanted` picks (tiles that left
    /// the screen before they arrived).
    func cancelFetches(where unwanted: (TileAddress) -> Bool)
    /// Whether fetches are queued, running, arrived but not collected, or waiting to retry.
    var hasPendingFetches: Bool { get }
    /// The first tile given up on, once per source (nil afterwards): the view logs one line per
    /// failing source, not one per tile.
    func takeFailureReport() -> String?
}

extension TileImageSource {
    /// Sources that never give up on a tile (local files fail per tile, reported by the view) answer nil.
    public func takeFailureReport() -> String? { nil }
}

/// What a source can say about a tile right now.
public enum TileAvailability: Sendable {
    /// The tile's bytes, ready to decode.
    case ready(EncodedTile)
    /// Being fetched; `TileImageSource.collectArrivals(hostTime:)` reports it when it arrives.
    case pending
    /// Cannot be had (missing, corrupt, or the server gave up); the reason says which.
    case failed(String)
}

/// One tile as a source delivers it: encoded image bytes (PNG, JPEG, …) and where they go.
public struct EncodedTile: Sendable {
    /// The encoded image.
    public var data: Data
    /// The pixels the image covers, in its level's coordinates. Larger than the grid's tile when
    /// the format overlaps neighbouring tiles (Deep Zoom's `Overlap`): drawing the whole image at
    /// this place and clipping to the tile crops the overlap.
    public var placement: PixelRect

    /// A tile of `data` covering `placement`.
    public init(data: Data, placement: PixelRect) {
        self.data = data
        self.placement = placement
    }
}

/// The manifest pyramid as a tile source: files on disk, so every answer is immediate.
extension PyramidReader: TileImageSource {
    /// The folder holding the manifest and tiles.
    public var location: String { directory.path }

    /// Reads and checks the tile's PNG (see `tile(level:column:row:)`).
    public func tile(_ address: TileAddress) -> TileAvailability {
        do {
            let tile = try tile(level: address.level, column: address.column, row: address.row)
            return .ready(EncodedTile(data: tile.pngData,
                                      placement: layout.tileRect(level: address.level, column: address.column, row: address.row)))
        } catch {
            return .failed("\(error)")
        }
    }

    /// Nothing is ever fetched in the background.
    public func collectArrivals(hostTime: Double) -> [TileAddress] { [] }
    /// Nothing is ever fetched in the background.
    public func cancelFetches(where unwanted: (TileAddress) -> Bool) {}
    /// Always false: files are read when asked for.
    public var hasPendingFetches: Bool { false }
}
