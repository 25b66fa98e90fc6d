/// Read-outs of a tiled layer's cache and drawing queue for tests, benchmarks and the apps' headless
/// runs (not Core Animation API, so `package`). The counters the layer keeps as it goes
/// (`tilesDrawn`, `missingVisibleTileCount`, ...) are stored in CATiledLayer.swift, also `package`.
extension CATiledLayer {
    /// The layer's cache in the current TileManager, if it has one (read-outs make none).
    private var existingTileCache: TileCache? { TileManager.current.existingCache(for: self) }
    /// Tiles held in the cache now, all levels together.
    package var cachedTileCount: Int { existingTileCache?.tiles.count ?? 0 }
    /// Bytes of this layer's cached tile images (all layers' together are kept within
    /// `TileManager.budget`, this layer's within `cacheBudget`).
    package var cachedBytes: Int { existingTileCache?.cachedBytes ?? 0 }
    /// Tiles the last frame asked for that are not drawn yet, plus tiles being drawn.
    package var pendingTileCount: Int { (existingTileCache?.requested.count ?? 0) + (existingTileCache?.inFlight.count ?? 0) }
    /// Draws running past the wait limit (a hanging `draw(_:)`); frames no longer wait for them.
    package var overdueDrawCount: Int { existingTileCache?.inFlight.values.filter(\.isOverdue).count ?? 0 }
    /// Tiles asked for by the last prefetch and not yet drawn (a prefetch not yet taken by a tile
    /// stage counts whole).
    package var pendingPrefetchCount: Int { pendingPrefetch?.count ?? existingTileCache?.prefetchRequested.count ?? 0 }
    /// Blocks until every job, overdue ones included, has finished: for tests that release a
    /// hanging draw and then need its tile at a known frame.
    func waitForAllJobsWithoutLimit() { TileManager.current.waitForAllJobsWithoutLimit(of: self) }
}
