/// How many drawing jobs a tiled layer runs at once.
extension CATiledLayer {
    /// The jobs the TileManager's `startJobs()` may have running for this layer (whose cache is
    /// `cache`): `base` (its share of the manager's `drawingJobLimit`, no more than its
    /// `tilesPerFrame`), raised where every requested tile will be shown, so drawing them at once
    /// costs nothing the view would not draw anyway (what it is raised by is added to the
    /// manager's limit for the tick):
    /// - while the layer shows none of its finer levels yet (first appearance, or everything
    ///   invalidated by `setNeedsDisplay()`: no tile cached but the coarsest level's cover), every
    ///   requested tile, up to `prefetchLimit` (one screen of tiles; `prefetchLimit` explains the
    ///   figure);
    /// - while the layer moves fast, every requested tile of a level coarser than the ideal one
    ///   (the next coarser level over the visible area and ahead of the motion, and the coarsest
    ///   cover), on top of `base` of the ideal level: the coarser level is only
    ///   wanted once all its visible tiles are cached (`cachedLevel(near:covering:)`), a quarter as
    ///   many as the ideal level's, so drawing them 8 a tick left a fast pan that had just started
    ///   lacking its level for 6 frames (a 1920×1080 screen at zoom 0.53 is ~50 such tiles);
    /// - while the layer is settled (at the scale of the previous frame, not moving fast), every
    ///   requested tile, up to `prefetchLimit`: nothing it asks for leaves the screen before it is
    ///   drawn, which is what the limit guards against.
    ///
    /// Why a limit at all: it keeps a moving view's tiles current (requests that leave the screen
    /// are cancelled before they are drawn: during a pinch every frame wants another level or
    /// other tiles) and bounds the tiles in flight; 16 or 24 jobs a tick during a fast pan drew the
    /// ideal level's tiles faster than they were shown and filled the cache budget with them (the
    /// gigapixel fling lacked its level in 43–46 % of frames). An empty layer has nothing on screen
    /// to keep current; 8 a tick spread the 65 tiles of the gigapixel viewer's opening screen over
    /// 9 frames, with the cores idle between ticks in a host that does not wait for drawing. Jobs
    /// that have not started hold no bitmap (TileDrawJob makes its context when it runs), and the
    /// global queue runs about as many at once as there are cores, so a long queue costs what its
    /// finished tiles weigh until the next tick installs them and evicts over budget; so a raised
    /// limit is cut to the tiles that fit in the host's budget (`TileManager.budget`) beside the
    /// caches and the jobs in flight, after evicting tiles no frame needs now
    /// (`TileManager.roomForNewTiles(for:in:upTo:)`).
    ///
    /// A layer with a hanging `draw(_:)` (`reportedHangingDraw`) keeps the plain limit once the
    /// hang is known, so a stuck source holds at most twice `base` drawing threads from
    /// then on; until the first job outlives `tileDrawingWaitLimit`, a raised limit can hold up to
    /// `prefetchLimit` threads. Main-thread drawing (`mainActorTileDrawer`) keeps the plain limit:
    /// a raised one would be drawn inside one tick.
    func drawingJobLimit(_ cache: TileCache, base: Int) -> Int {
        let limit = max(1, base)
        let requested = cache.requested, tiles = cache.tiles, activeJobCount = cache.activeJobCount
        guard !reportedHangingDraw, !requested.isEmpty, tileDrawer != nil else { return limit }
        let coarsest = levelsOfDetail - 1
        let showsOnlyCover = tiles.isEmpty || (coarsest > 0 && tiles.keys.allSatisfy { $0.level == coarsest })
        if showsOnlyCover {
            return max(limit, min(requested.count + cache.prefetchRequested.count + activeJobCount, Self.prefetchLimit))
        }
        if isSettled { return max(limit, min(requested.count + activeJobCount, Self.prefetchLimit)) }
        if movingFast, let planned = plannedLevel {
            let ideal = level(forDeviceScale: planned.deviceScale)
            let coarser = requested.count { $0.id.level > ideal }
            return max(limit, min(limit + coarser + activeJobCount, Self.prefetchLimit))
        }
        return limit
    }

    /// While the layer moves (fast, or settled but still creeping: the tail of a deceleration), a
    /// raised limit may draw this fraction of the budget (a quarter: 10 MiB, 40 tiles of 256 px,
    /// of the default 40 MiB `TileManager.budget`) beyond it, evicted again at the next tick: a moving layer whose
    /// budget is full of what the frame shows has no room otherwise, and 40 tiles are most of a
    /// 1920×1080 screen of the level coarser than one at zoom just above 0.5 (8 × 5 to 9 × 6 tiles
    /// of 256 px), which a fast pan needs complete to switch to it. A layer at rest draws within
    /// the budget (nothing new comes on screen; what does not fit comes `base` a tick).
    /// Measured on the gigapixel benchmark's fling: with no allowance 7 of 54 frames lacked their
    /// level (the drag's first three, the landing's four), with a quarter 2 (6 MiB: 4 frames; 16
    /// MiB: 2 frames). The cost is peak memory: 62–68 MiB over the baseline in 6 runs against
    /// 59–72 (median 61) for the code before (the allowance also at rest: median 66).
    static let burstAllowanceDivisor = 4

    /// Whether the visible part of the coarser tile `id` (as the last tile pass saw it) lies over a
    /// tile of the last frame's level that is not cached (eviction keeps such blur longest).
    func coversMissingWantedTile(_ id: TileID, in cache: TileCache) -> Bool {
        guard let level = plannedLevel?.level, id.level > level, let visible = lastMotionSample?.rect else { return false }
        let r = tileRect(id).intersection(visible)
        guard !r.isNull, !r.isEmpty else { return false }
        return ids(at: level, covering: r).contains { cache.tiles[$0] == nil && !cache.unrenderable.contains($0) }
    }
}
