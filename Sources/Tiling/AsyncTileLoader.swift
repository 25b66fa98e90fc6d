import UIKit

/// Feeds a `TiledScrollView` from an `AsyncTileSource`: placeholders until tiles arrive, cancellation
/// of tiles that left the screen, a bounded cache, retry of failed tiles when they are shown again,
/// and predictive prefetch of where a fling or a zoom animation will land.
@MainActor
public final class AsyncTileLoader<Source: AsyncTileSource>: TiledScrollViewDataSource {
    /// What a tile view shows.
    public enum TileState: Equatable {
        /// The tile is loading: a placeholder is shown.
        case placeholder
        /// The tile arrived and is shown.
        case loaded
        /// The tile failed to load: the failure is shown.
        case failed
    }

    /// A tile view that shows a placeholder, the loaded payload, or a failure.
    public final class TileView: UIView {
        /// The tile this view shows (nil while unused).
        public internal(set) var key: TileKey?
        /// Whether it shows a placeholder, the loaded tile or a failure.
        public internal(set) var state: TileState = .placeholder
        /// The loaded tile's payload, once it arrived.
        public internal(set) var payload: Source.Payload?
    }

    /// Where tiles are loaded from.
    public let source: Source
    /// Most payloads kept; the least recently used go first (offscreen tiles are the least recent).
    public var cacheLimit: Int
    private var cache: [TileKey: Source.Payload] = [:]
    private var cacheOrder: [TileKey] = []
    private var failures: Set<TileKey> = []
    private var inFlight: [TileKey: TileLoadRequest] = [:]
    private var onScreen: [TileKey: TileView] = [:]
    /// Keys fetched ahead of need by `prefetch`.
    public private(set) var prefetched: Set<TileKey> = []

    /// A loader over `source` that keeps at most `cacheLimit` loaded tiles.
    public init(source: Source, cacheLimit: Int = 256) {
        self.source = source
        self.cacheLimit = max(1, cacheLimit)
    }

    /// Loads requested and not yet delivered or cancelled.
    public var inFlightCount: Int { inFlight.count }
    /// Whether the tile is in the cache.
    public func isCached(_ key: TileKey) -> Bool { cache[key] != nil }

    public func tiledScrollView(_ scrollView: TiledScrollView, tileForRow row: Int, column: Int, resolution: Int) -> UIView {
        let key = TileKey(row: row, column: column, resolution: resolution)
        let tile = (scrollView.dequeueReusableTile() as? TileView) ?? TileView(frame: .zero)
        tile.key = key
        onScreen[key] = tile
        if let payload = cache[key] {
            show(payload, in: tile)
            touch(key)
        } else {
            tile.state = .placeholder
            tile.payload = nil
            failures.remove(key)          // shown again: retry
            request(key)
        }
        return tile
    }

    public func tiledScrollView(_ scrollView: TiledScrollView, didRecycle tile: UIView) {
        guard let tile = tile as? TileView, let key = tile.key else { return }
        onScreen[key] = nil
        // Not wanted any more: cancel unless a prefetch asked for it.
        if !prefetched.contains(key), let pending = inFlight.removeValue(forKey: key) { pending.cancel() }
    }

    public func tiledScrollView(_ scrollView: TiledScrollView, willNeedTilesIn rect: CGRect, resolution: Int) {
        prefetch(rect, resolution: resolution, tileSize: scrollView.tileSize, limit: scrollView.tileContainerView.bounds)
    }

    /// Starts loading every tile of `rect` (tile-container coordinates) that is neither cached nor loading.
    public func prefetch(_ rect: CGRect, resolution: Int, tileSize: CGSize, limit: CGRect) {
        let r = rect.intersection(limit)
        guard !r.isNull, !r.isEmpty, tileSize.width > 0, tileSize.height > 0 else { return }
        let rows = Int((r.minY / tileSize.height).rounded(.down))...Int(((r.maxY - 0.001) / tileSize.height).rounded(.down))
        let columns = Int((r.minX / tileSize.width).rounded(.down))...Int(((r.maxX - 0.001) / tileSize.width).rounded(.down))
        for row in rows { for column in columns {
            let key = TileKey(row: row, column: column, resolution: resolution)
            guard cache[key] == nil, inFlight[key] == nil else { continue }
            prefetched.insert(key)
            request(key)
        } }
    }

    private func request(_ key: TileKey) {
        guard inFlight[key] == nil else { return }
        let pending = source.loadTile(key) { [weak self] result in self?.finish(key, result) }
        if !pending.isCancelled { inFlight[key] = pending }
    }

    private func finish(_ key: TileKey, _ result: Result<Source.Payload, TileLoadError>) {
        guard inFlight.removeValue(forKey: key) != nil else { return }   // cancelled meanwhile
        prefetched.remove(key)
        switch result {
        case let .success(payload):
            store(payload, for: key)
            if let tile = onScreen[key], tile.key == key { show(payload, in: tile) }
        case .failure:
            failures.insert(key)
            if let tile = onScreen[key], tile.key == key { tile.state = .failed }
        }
    }

    private func show(_ payload: Source.Payload, in tile: TileView) {
        tile.payload = payload
        tile.state = .loaded
        tile.setNeedsDisplay()
    }

    private func store(_ payload: Source.Payload, for key: TileKey) {
        cache[key] = payload
        touch(key)
        while cacheOrder.count > cacheLimit {
            // Evict the least recently used tile that is not on screen.
            guard let victim = cacheOrder.firstIndex(where: { onScreen[$0] == nil }) else { break }
            cache[cacheOrder.remove(at: victim)] = nil
        }
    }

    private func touch(_ key: TileKey) {
        cacheOrder.removeAll { $0 == key }
        cacheOrder.append(key)
    }
}
