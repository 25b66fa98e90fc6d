/// Starting drawing jobs: one priority order over every layer of the host.
extension TileManager {
    /// One request waiting for a drawing slot, with what orders it against the others.
    private struct Candidate {
        let cache: TileCache
        let id: CATiledLayer.TileID
        let priority: TilePlan.Priority
        let isPrefetch: Bool
        let index: Int
    }

    /// What one layer may draw this tick: its own limit (its share of the manager's, raised where
    /// every requested tile will be shown) and the jobs it has drawing and outstanding.
    private struct LayerSlots {
        var limit: Int
        var active: Int
        var outstanding: Int
    }

    /// Hands requested tiles of all layers to the drawing queue in `TilePlan.Priority` order —
    /// visible tiles of the wanted level, then the visible coarser cover, then what the motion
    /// brings on screen within a few frames, then the prefetched landing place of a fling or zoom,
    /// then the rest — layers of equal priority in the order they first used the manager.
    ///
    /// One limit for all layers: at most `drawingJobLimit` jobs draw at once over every layer,
    /// plus what layers whose every requested tile will be shown are raised by
    /// (`CATiledLayer.drawingJobLimit(_:base:)`, cut to what fits in the budget). Every slot is
    /// taken in priority order, so another layer's tiles use a raise only where they rank above
    /// the raised layer's own. A layer has at most its own limit drawing (its `tilesPerFrame`, if
    /// lower than the manager's, and its raise) and at most twice that outstanding counting hung
    /// jobs, so a hanging source cannot take every thread.
    func startJobs() {
        var layers: [Int: LayerSlots] = [:]
        var candidates: [Candidate] = []
        // The caches in registration order, sorted once for the three passes below.
        let caches = orderedCaches
        // Jobs drawing over every layer, those of layers that no longer draw included.
        var active = caches.reduce(0) { $0 + $1.activeJobCount }
        var raised = 0
        for cache in caches {
            guard let layer = cache.layer, layer.tileDrawer != nil || layer.mainActorTileDrawer != nil else { continue }
            let base = min(drawingJobLimit, max(1, layer.tilesPerFrame))
            var limit = layer.drawingJobLimit(cache, base: base)
            let layerActive = cache.activeJobCount
            if limit > base { limit = max(base, min(limit, layerActive + roomForNewTiles(for: layer, in: cache, upTo: limit - layerActive))) }
            raised += limit - base
            layers[cache.serial] = LayerSlots(limit: limit, active: layerActive, outstanding: cache.inFlight.count + cache.retiring.count)
            for (index, request) in cache.requested.enumerated() {
                candidates.append(Candidate(cache: cache, id: request.id, priority: request.priority, isPrefetch: false, index: index))
            }
            for (index, id) in cache.prefetchRequested.reversed().enumerated() {
                candidates.append(Candidate(cache: cache, id: id, priority: .landing, isPrefetch: true, index: index))
            }
        }
        let limit = drawingJobLimit + raised
        candidates.sort { a, b in (a.priority.rawValue, a.cache.serial, a.isPrefetch ? 1 : 0, a.index) < (b.priority.rawValue, b.cache.serial, b.isPrefetch ? 1 : 0, b.index) }
        var consumed: [Int: Set<CATiledLayer.TileID>] = [:]
        for candidate in candidates {
            let cache = candidate.cache
            guard active < limit, let layer = cache.layer, var slots = layers[cache.serial],
                  slots.active < slots.limit, slots.outstanding < 2 * slots.limit else { continue }
            consumed[cache.serial, default: []].insert(candidate.id)
            let id = candidate.id
            let rect = layer.tileRect(id)
            guard !rect.isEmpty, cache.tiles[id] == nil, cache.inFlight[id] == nil, !cache.unrenderable.contains(id) else { continue }
            let job = TileDrawJob(id: id, rect: rect, scale: layer.scale(ofLevel: id.level), generation: layer.generation,
                                  isPrefetch: candidate.isPrefetch, timeLimit: HostScheduler.shared.tileDrawingWaitLimit)
            // The view stays alive until the job is collected on the main thread: its last release
            // never happens on a drawing thread.
            job.owner = layer.delegate
            cache.inFlight[id] = job
            jobStartObserver?(layer, rect, candidate.priority)
            slots.active += 1
            slots.outstanding += 1
            layers[cache.serial] = slots
            active += 1
            if let drawer = layer.tileDrawer {
                Self.drawingQueue.async { job.run(drawer) }
            } else if let drawer = layer.mainActorTileDrawer {
                job.runOnMainThread(drawer)
            }
        }
        for cache in caches {
            guard let taken = consumed[cache.serial], !taken.isEmpty else { continue }
            cache.requested.removeAll { taken.contains($0.id) }
            cache.prefetchRequested.removeAll { taken.contains($0) }
        }
    }
}
