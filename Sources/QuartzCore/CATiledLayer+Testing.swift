/// Read-outs of a tiled layer's cache and drawing queue for tests, benchmarks and the apps' headless
/// runs (not Core Animation API, so `package`). The counters the layer keeps as it goes
/// (`tilesDrawn`, `missingVisibleTileCount`, ...) are stored in CATiledLayer.swift, also `package`.
extension CATiledLayer {
    /// Tiles held in the cache now, all levels together.
    package var cachedTileCount: Int { tiles.count }
    /// Bytes of cached tile images, the figure kept within `cacheBudget`.
    package var cachedBytes: Int { tiles.values.reduce(0) { $0 + $1.bytes } }
    /// Tiles the last frame asked for that are not drawn yet, plus tiles being drawn.
    package var pendingTileCount: Int { requested.count + inFlight.count }
    /// Draws running past the wait limit (a hanging `draw(_:)`); ticks no longer wait for them.
    package var overdueDrawCount: Int { inFlight.values.filter(\.isOverdue).count }
    /// Tiles asked for by the last prefetch and not yet drawn.
    package var pendingPrefetchCount: Int { prefetchRequested.count }
}
