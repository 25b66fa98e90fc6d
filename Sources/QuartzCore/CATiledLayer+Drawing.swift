import Dispatch

/// Drawing tiles on drawing threads, and installing them on the main thread at frame boundaries.
///
/// A frame's tile pass hands missing tiles to a concurrent queue as soon as it finds them, up to
/// `drawingJobLimit` jobs in flight (`tilesPerFrame`, a screen's worth for an empty layer); each tick (HostScheduler) the layer installs the jobs that
/// finished and starts the next requested ones. Drawing threads only run `tileDrawer` into the
/// job's own context; the cache, counters and fade times are only touched here, on the main
/// thread. With `HostScheduler.waitsForTileDrawing` (the default, which tests and headless runs
/// rely on) a tick first waits for the jobs started since the last one, so a tile found missing
/// by frame n's tile pass is on screen at frame n + 1 whatever the thread timing; the SDL host
/// turns the wait off, so a slow `draw(_:)` delays its tile, never a frame.
extension CATiledLayer {
    /// The queue tiles are drawn on: the global concurrent queue spreads jobs over the cores.
    static let drawingQueue = DispatchQueue.global(qos: .userInitiated)

    /// Installs finished tiles, then starts drawing the next requested ones (called each tick).
    func drawRequestedTiles() {
        // Installed tiles get one frame to be shown; a layer no longer composited (removed, off
        // screen) must not keep the host busy for ever.
        installedSinceComposite = false
        // Visible requests are renewed by every frame's tile pass: those of a layer it did not reach
        // since the last tick are stale (its view left the screen), so its backlog is dropped.
        if !compositedSinceTick {
            requestsCancelled += requested.count
            requested.removeAll()
        }
        compositedSinceTick = false
        giveUpOnHangingJobs(waiting: HostScheduler.shared.waitsForTileDrawing)
        collectFinishedJobs()
        startJobs()
        evictOverBudget()
    }

    /// With `waiting` (the deterministic hand-off), blocks until every job in flight or retiring has
    /// finished. Either way, a job still unfinished after `tileDrawingWaitLimit` (of host time since
    /// it was handed over, or of ticks waiting for it) is overdue: no tick waits for it again, it
    /// holds no drawing slot and does not keep the host ticking; it is installed if it ever finishes.
    /// The limit is a watchdog that changes nothing unless a draw hangs (a stuck tile source), which
    /// must not stop the main thread for ever; it reads no clock but the host's (TileDrawJob).
    func giveUpOnHangingJobs(waiting: Bool) {
        let jobs = (Array(inFlight.values) + retiring).filter { !$0.isOverdue }.sorted(by: TileDrawJob.inFixedOrder)
        for job in jobs where job.outlivesDeadline(waiting: waiting) {
            job.isOverdue = true
            if !reportedHangingDraw {
                reportedHangingDraw = true
                Log.tiles.error("a CATiledLayer tile's draw(_:) ran for over \(job.timeLimit) s; gave up waiting for it, frames go on without it")
            }
        }
    }

    /// Blocks until every job, overdue ones included, has finished: for tests that release a
    /// hanging draw and then need its tile at a known tick.
    func waitForAllJobsWithoutLimit() {
        for job in Array(inFlight.values) + retiring { job.waitUntilFinished() }
    }

    /// Stops wanting a job's tile: a job not yet started skips its draw; one drawing finishes and
    /// is dropped. It still counts against the job limit until it finishes, so cancelling cannot
    /// pile up drawing threads.
    func retire(_ job: TileDrawJob) {
        job.cancel()
        inFlight[job.id] = nil
        retiring.append(job)
    }

    /// Installs the finished jobs' tiles (in a fixed order, so the cache and counters never depend
    /// on thread timing), drops finished retiring jobs, and lets go of their views here, on the
    /// main thread.
    private func collectFinishedJobs() {
        let now = HostClock.now
        for job in inFlight.values.filter({ $0.result.finished }).sorted(by: TileDrawJob.inFixedOrder) {
            inFlight[job.id] = nil
            job.owner = nil
            let result = job.result
            if result.drew { tilesDrawn += 1 }
            if result.drew, job.isPrefetch { tilesPrefetched += 1 }
            guard job.generation == generation, tiles[job.id] == nil else { continue }
            guard let image = result.image else {
                // The draw ran but no image could be made (a tile too large for a bitmap): asking
                // again would fail again, every frame.
                if result.drew || result.failed { unrenderable.insert(job.id) }
                continue
            }
            tiles[job.id] = Tile(image: image, drawnAt: now, lastUsed: frameCount)
            tilesVersion &+= 1
            installedSinceComposite = true
        }
        retiring.removeAll { job in
            guard job.result.finished else { return false }
            job.owner = nil
            return true
        }
    }

    /// Jobs that occupy a drawing slot: in flight or retiring, and not given up on.
    var activeJobCount: Int { inFlight.values.filter { !$0.isOverdue }.count + retiring.filter { !$0.isOverdue }.count }

    /// Hands requested tiles to the drawing queue: visible ones first; a quarter of the slots (at
    /// least one) go to prefetched tiles while both wait, so a fling that keeps revealing tiles
    /// still gets its landing place drawn. At most `drawingJobLimit` jobs (`tilesPerFrame`, more for
    /// an empty layer) draw at once, and at most twice that are outstanding counting hung ones, so a
    /// hanging source cannot take every thread.
    func startJobs() {
        guard tileDrawer != nil || mainActorTileDrawer != nil else { return }
        var limit = drawingJobLimit
        var active = activeJobCount
        if limit > max(1, tilesPerFrame) {
            limit = max(max(1, tilesPerFrame), min(limit, active + roomForNewTiles(upTo: limit - active)))
        }
        var outstanding = inFlight.count + retiring.count
        var prefetchSlots = prefetchRequested.isEmpty ? 0 : (requested.isEmpty ? limit : max(1, limit / 4))
        while active < limit && outstanding < 2 * limit {
            let fromPrefetch = (prefetchSlots > 0 && !prefetchRequested.isEmpty) || requested.isEmpty
            guard let id = fromPrefetch ? prefetchRequested.popLast() : requested.popLast() else { break }
            let rect = tileRect(id)
            guard !rect.isEmpty, tiles[id] == nil, inFlight[id] == nil, !unrenderable.contains(id) else { continue }
            if fromPrefetch { prefetchSlots -= 1 }
            let job = TileDrawJob(id: id, rect: rect, scale: scale(ofLevel: id.level), generation: generation,
                                  isPrefetch: fromPrefetch, timeLimit: HostScheduler.shared.tileDrawingWaitLimit)
            // The view stays alive until the job is collected here: its last release never
            // happens on a drawing thread.
            job.owner = delegate
            inFlight[id] = job
            active += 1
            outstanding += 1
            if let drawer = tileDrawer {
                Self.drawingQueue.async { job.run(drawer) }
            } else if let drawer = mainActorTileDrawer {
                job.runOnMainThread(drawer)
            }
        }
    }

    /// Whether the visible part of the coarser tile `id` (as the last tile pass saw it) lies over a
    /// tile of the last frame's level that is not cached.
    func coversMissingWantedTile(_ id: TileID) -> Bool {
        guard let level = plannedLevel?.level, id.level > level, let visible = lastMotionSample?.rect else { return false }
        let r = tileRect(id).intersection(visible)
        guard !r.isNull, !r.isEmpty else { return false }
        return ids(at: level, covering: r).contains { tiles[$0] == nil && !unrenderable.contains($0) }
    }

    /// Brings the cache back within `cacheBudget`: tiles off screen first, then the coarser tiles
    /// on screen under the wanted level (blur that finer tiles cover or will cover; the coarsest
    /// level, the cover of last resort, stays), least recently used first. The tiles the last
    /// frame wanted (`wantedLastFrame`: the wanted level's, or while a fast pan waits for it the
    /// next coarser level's, so the ideal level's cached tiles may then go) are never evicted,
    /// even over budget:
    /// evicting them would only request them again, for ever (a 1920×1080 screen at a
    /// zoom just above 0.5 shows 3840 × 2160 level pixels: up to 16 × 10 = 160 tiles, 40 MiB).
    /// Prefetched tiles rank with the blur on screen; blur that still covers a missing tile of the
    /// wanted level goes after both.
    func evictOverBudget() {
        var total = cachedBytes
        guard total > cacheBudget else { return }
        let coarsest = levelsOfDetail - 1
        func rank(_ id: TileID) -> Int? {
            // Wanted by the last frame (shown, or just drawn for it): kept.
            if wantedLastFrame.contains(id) { return nil }
            // Drawn for where a fling or zoom is going: kept like the blur on screen.
            if prefetchKeep.contains(id) { return 1 }
            guard visibleLastFrame.contains(id) else { return 0 }
            if id.level == coarsest { return nil }
            // Blur on screen that still covers a missing tile of the wanted level goes last: the
            // tiles a burst just installed make some of it redundant, and evicting the rest would
            // show the coarsest level there for a frame.
            return coversMissingWantedTile(id) ? 2 : 1
        }
        let order = tiles.compactMap { entry in rank(entry.key).map { (entry, $0) } }.sorted { a, b in
            if a.1 != b.1 { return a.1 < b.1 }
            if a.0.value.lastUsed != b.0.value.lastUsed { return a.0.value.lastUsed < b.0.value.lastUsed }
            return (a.0.key.level, a.0.key.row, a.0.key.column) < (b.0.key.level, b.0.key.row, b.0.key.column)
        }
        for ((id, tile), _) in order where total > cacheBudget {
            tiles[id] = nil
            tilesVersion &+= 1
            total -= tile.bytes
        }
    }
}
