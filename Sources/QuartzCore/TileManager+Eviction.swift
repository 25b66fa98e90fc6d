/// The one eviction policy, over every layer's tiles.
///
/// Tiles are ranked, and within a rank the least recently used go first (use counts are tile
/// stages, one clock for all layers):
/// 0. tiles no frame needs now: not drawn by the last frame, not wanted by it, not kept for a
///    prefetch (the tiles of a layer no frame reaches any more, a removed page's, are all here);
/// 1. tiles drawn for where a fling or zoom is going, and coarser tiles on screen under the wanted
///    level (blur that finer tiles cover or will cover);
/// 2. blur on screen that still covers a missing tile of the wanted level (evicting it would show
///    the coarsest level there for a frame).
///
/// Never evicted, even over budget: the tiles the last frame wanted (the wanted level's, or while a
/// fast pan waits for it the next coarser level's) and the coarsest level on screen (the cover of
/// last resort). Evicting them would only request them again, for ever (a 1920×1080 screen at a zoom
/// just above 0.5 shows 3840 × 2160 level pixels: up to 16 × 10 = 160 tiles, 40 MiB).
///
/// The limits: the manager's `budget` for all layers, and a layer's own `cacheBudget` when it
/// sets one lower.
extension TileManager {
    /// A cached tile with what orders it for eviction.
    private struct Victim {
        let cache: TileCache
        let id: CATiledLayer.TileID
        let rank: Int
        let lastUsed: Int
    }

    /// The rank of a cached tile (nil: never evicted), see the type's comment.
    private func rank(_ id: CATiledLayer.TileID, of layer: CATiledLayer, in cache: TileCache) -> Int? {
        if cache.wantedLastFrame.contains(id) { return nil }
        if cache.prefetchKeep.contains(id) { return 1 }
        guard cache.visibleLastFrame.contains(id) else { return 0 }
        if id.level == layer.levelsOfDetail - 1 { return nil }
        return layer.coversMissingWantedTile(id, in: cache) ? 2 : 1
    }

    /// The tiles of `caches` up to rank `maxRank`, in eviction order.
    private func victims(in caches: [TileCache], maxRank: Int) -> [Victim] {
        var out: [Victim] = []
        for cache in caches {
            guard let layer = cache.layer else { continue }
            for (id, tile) in cache.tiles {
                if let r = rank(id, of: layer, in: cache), r <= maxRank { out.append(Victim(cache: cache, id: id, rank: r, lastUsed: tile.lastUsed)) }
            }
        }
        return out.sorted { a, b in
            (a.rank, a.lastUsed, a.cache.serial, a.id.level, a.id.row, a.id.column)
                < (b.rank, b.lastUsed, b.cache.serial, b.id.level, b.id.row, b.id.column)
        }
    }

    /// Evicts `victims` in order while `over()` holds.
    private func evict(_ victims: [Victim], while over: () -> Bool) {
        for victim in victims {
            guard over() else { return }
            if victim.cache.removeTile(victim.id) > 0 { victim.cache.layer?.tilesVersion &+= 1 }
        }
    }

    /// Frees every tile of eviction's first rank, over all layers (a memory warning).
    func evictTilesNoFrameNeeds() {
        evict(victims(in: orderedCaches, maxRank: 0)) { true }
    }

    /// Brings each layer within its own `cacheBudget`, then all of them within `budget`.
    func evictOverBudget() {
        let caches = orderedCaches
        for cache in caches {
            guard let layer = cache.layer, cache.cachedBytes > layer.cacheBudget else { continue }
            evict(victims(in: [cache], maxRank: 2)) { cache.cachedBytes > layer.cacheBudget }
        }
        var total = cachedBytes
        guard total > budget else { return }
        let all = victims(in: caches, maxRank: 2)
        for victim in all where total > budget {
            let freed = victim.cache.removeTile(victim.id)
            if freed > 0 { victim.cache.layer?.tilesVersion &+= 1 }
            total -= freed
        }
    }

    /// Evicts tiles nothing needs now (rank 0, least recently used first, any layer's) until
    /// `count` more of `layer`'s tiles fit beside the caches and the jobs in flight — within the
    /// manager's budget and the layer's own — and returns how many fit (0 or more, at most `count`).
    /// While the layer moves, `CATiledLayer.burstAllowanceDivisor`'s share of the budget counts as
    /// room too (CATiledLayer+JobLimit explains it). What the last frame showed stays, so the
    /// composite after the tile pass draws the same tiles.
    func roomForNewTiles(for layer: CATiledLayer, in cache: TileCache, upTo count: Int) -> Int {
        let tileBytes = max(1, Int(layer.tileSize.width) * Int(layer.tileSize.height) * 4)
        let limit = min(budget, layer.cacheBudget)
        let allowance = layer.isMovingForBurst ? limit / CATiledLayer.burstAllowanceDivisor : 0
        let drawingAll = caches.values.reduce(0) { $0 + $1.drawingBytes }
        func free() -> Int {
            min(budget + allowance - cachedBytes - drawingAll,
                layer.cacheBudget == Int.max ? Int.max : layer.cacheBudget + allowance - cache.cachedBytes - cache.drawingBytes)
        }
        guard free() < count * tileBytes else { return count }
        var room = free()
        for victim in victims(in: orderedCaches, maxRank: 0) where room < count * tileBytes {
            if victim.cache.removeTile(victim.id) > 0 { victim.cache.layer?.tilesVersion &+= 1 }
            room = free()
        }
        return max(0, min(count, room / tileBytes))
    }
}
