/// The tile stage's two apply steps: the only code that changes tile state.
///
/// Before the layers plan (`applyInputsAndInstall`): each layer's inputs since the last frame
/// (`setNeedsDisplay`, `prefetchTiles(in:deviceScale:)`) are applied, the requests of layers no
/// frame reached are dropped, finished jobs are installed in a fixed order, and the caches are
/// brought back within the budget — so the layers plan against what the composite will draw.
///
/// After they planned (`applyPlans`): each plan's use counts, visible and kept tiles, cancellations
/// and requests are recorded, and drawing jobs start in priority order over all layers.
///
/// With `HostScheduler.waitsForTileDrawing` (the default, which tests and headless runs rely on) the
/// first step waits for the jobs started by the last frame, so a tile found missing by frame n's
/// tile pass is on screen at frame n + 1 whatever the thread timing; the SDL host turns the wait
/// off, so a slow `draw(_:)` delays its tile, never a frame.
extension TileManager {
    /// `collectingJobs`: the stage is the first since a tick. Jobs are waited for and installed once
    /// per tick, where the tick once did it: a second composite without a tick between (a test's
    /// second picture of a frame) sees the same tiles in flight.
    func applyInputsAndInstall(collectingJobs: Bool) {
        for cache in orderedCaches {
            guard let layer = cache.layer else { drop(cache); continue }
            applyInputs(of: layer, to: cache)
            // Requests are renewed by every frame's tile pass: those of a layer no tile pass reached
            // since the tick before last are stale (its view left the screen), so its backlog is
            // dropped, and what it showed is no longer kept from eviction.
            if cache.lastPlanTick < stageTicks.previous {
                layer.requestsCancelled += cache.requested.count
                cache.requested.removeAll()
                cache.visibleLastFrame.removeAll()
                cache.wantedLastFrame.removeAll()
            }
            guard collectingJobs else { continue }
            giveUpOnHangingJobs(of: layer, in: cache, waiting: HostScheduler.shared.waitsForTileDrawing)
            collectFinishedJobs(of: layer, in: cache)
        }
        if takeMemoryWarning() { evictTilesNoFrameNeeds() }
        evictOverBudget()
    }

    /// `setNeedsDisplay` and prefetch requests made since the last stage.
    private func applyInputs(of layer: CATiledLayer, to cache: TileCache) {
        let inputs = layer.takeTileInputs()
        switch inputs.invalidation {
        case .none:
            break
        case .everything?:
            cache.removeAllTiles()
            cache.unrenderable.removeAll()
            for job in Array(cache.inFlight.values) { retire(job, in: cache) }
        case .rects(let rects)?:
            func touches(_ id: CATiledLayer.TileID) -> Bool { rects.contains { layer.tileRect(id).overlaps($0) } }
            for id in cache.tiles.keys.filter(touches) { cache.removeTile(id) }
            for (id, job) in cache.inFlight where touches(id) { retire(job, in: cache) }
            cache.unrenderable = cache.unrenderable.filter { !touches($0) }
        }
        if let landing = inputs.prefetch {
            // Kept from eviction: the landing place's tiles, cached ones included. Served from the end.
            cache.prefetchKeep = Set(landing)
            cache.prefetchRequested = landing.filter { cache.tiles[$0] == nil && !cache.unrenderable.contains($0) }.reversed()
        }
    }

    func applyPlans() {
        for plan in plans {
            let layer = plan.layer
            let cache = cache(for: layer)
            cache.lastPlanTick = stageTicks.current
            cache.markUsed(plan.seen, frame: stageCount)
            cache.visibleLastFrame = plan.seen
            cache.wantedLastFrame = plan.kept
            // Requests and drawing jobs for tiles that left the screen are cancelled (a prefetched
            // tile is still wanted: the view is on its way there).
            let stillWanted = Set(plan.requests.map(\.id)).union(cache.prefetchRequested)
            layer.requestsCancelled += cache.requested.count { !stillWanted.contains($0.id) && cache.inFlight[$0.id] == nil }
            for job in cache.inFlight.values.sorted(by: TileDrawJob.inFixedOrder) where !stillWanted.contains(job.id) && !job.isPrefetch {
                retire(job, in: cache)
                layer.requestsCancelled += 1
            }
            cache.requested = plan.requests.filter { cache.inFlight[$0.id] == nil }
        }
        plans = []
        startJobs()
    }

    /// With `waiting` (the deterministic hand-off), blocks until every job in flight or retiring has
    /// finished. Either way, a job still unfinished after `tileDrawingWaitLimit` (of host time since
    /// it was handed over, or of stages waiting for it) is overdue: no stage waits for it again, it
    /// holds no drawing slot and does not keep the host presenting; it is installed if it ever finishes.
    /// The limit is a watchdog that changes nothing unless a draw hangs (a stuck tile source), which
    /// must not stop the main thread for ever; it reads no clock but the host's (TileDrawJob).
    private func giveUpOnHangingJobs(of layer: CATiledLayer, in cache: TileCache, waiting: Bool) {
        let jobs = (Array(cache.inFlight.values) + cache.retiring).filter { !$0.isOverdue }.sorted(by: TileDrawJob.inFixedOrder)
        for job in jobs where job.outlivesDeadline(waiting: waiting) {
            job.isOverdue = true
            if !layer.reportedHangingDraw {
                layer.reportedHangingDraw = true
                Log.tiles.error("a CATiledLayer tile's draw(_:) ran for over \(job.timeLimit) s; gave up waiting for it, frames go on without it")
            }
        }
    }

    /// Installs the finished jobs' tiles (in a fixed order, so the cache and counters never depend
    /// on thread timing), drops finished retiring jobs, and lets go of their views here, on the
    /// main thread.
    private func collectFinishedJobs(of layer: CATiledLayer, in cache: TileCache) {
        let now = HostClock.now
        for job in cache.inFlight.values.filter({ $0.result.finished }).sorted(by: TileDrawJob.inFixedOrder) {
            cache.inFlight[job.id] = nil
            job.owner = nil
            let result = job.result
            if result.drew { layer.tilesDrawn += 1 }
            if result.drew, job.isPrefetch { layer.tilesPrefetched += 1 }
            guard job.generation == layer.generation, cache.tiles[job.id] == nil else { continue }
            guard let image = result.image else {
                // The draw ran but no image could be made (a tile too large for a bitmap): asking
                // again would fail again, every frame.
                if result.drew || result.failed { cache.unrenderable.insert(job.id) }
                continue
            }
            cache.setTile(CATiledLayer.Tile(image: image, drawnAt: now, lastUsed: stageCount), for: job.id)
            layer.tilesVersion &+= 1
        }
        cache.retiring.removeAll { job in
            guard job.result.finished else { return false }
            job.owner = nil
            return true
        }
    }

    /// Stops wanting a job's tile: a job not yet started skips its draw; one drawing finishes and
    /// is dropped. It still counts against the job limit until it finishes, so cancelling cannot
    /// pile up drawing threads.
    func retire(_ job: TileDrawJob, in cache: TileCache) {
        job.cancel()
        cache.inFlight[job.id] = nil
        cache.retiring.append(job)
    }

    /// Blocks until every job of `layer`, overdue ones included, has finished: for tests that
    /// release a hanging draw and then need its tile at a known frame.
    func waitForAllJobsWithoutLimit(of layer: CATiledLayer) {
        guard let cache = existingCache(for: layer) else { return }
        for job in Array(cache.inFlight.values) + cache.retiring { job.waitUntilFinished() }
    }
}
