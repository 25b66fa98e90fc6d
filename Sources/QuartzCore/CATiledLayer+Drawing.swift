import Dispatch

/// Drawing tiles on drawing threads, and installing them on the main thread at frame boundaries.
///
/// The compositor hands missing tiles to a concurrent queue as soon as it finds them, up to
/// `tilesPerFrame` jobs in flight; each tick (HostScheduler) the layer installs the jobs that
/// finished and starts the next requested ones. Drawing threads
/// only run `tileDrawer` into the job's own context; the cache, counters and fade times are only
/// touched here, on the main thread. With `HostScheduler.waitsForTileDrawing` (the default, which
/// tests and headless runs rely on) a tick first waits for the jobs started since the last one, so
/// a tile found missing while compositing frame n is on screen at frame n + 1 whatever the thread
/// timing; the SDL host
/// turns the wait off, so a slow `draw(_:)` delays its tile, never a frame.
extension CATiledLayer {
    /// The queue tiles are drawn on: the global concurrent queue spreads jobs over the cores.
    private static let drawingQueue = DispatchQueue.global(qos: .userInitiated)

    /// Installs finished tiles, then starts drawing the next requested ones (called each tick).
    func drawRequestedTiles() {
        if HostScheduler.shared.waitsForTileDrawing { waitForJobs() }
        installFinishedTiles()
        startJobs()
        evictOverBudget()
    }

    /// How long a tick waits for the drawing threads at most: 1 s, far beyond any real tile (a
    /// 256-px PNG decodes in about a millisecond), so only a hanging `draw(_:)` ever reaches it.
    /// The jobs still running are then left to finish and are installed at a later tick.
    static let drawingWaitLimit = 1.0

    /// Blocks until every job in flight has finished (deterministic hand-off), or until the wait
    /// limit; logs once per layer when a draw hangs. The deadline is a watchdog, the one place the
    /// library looks at a clock other than the host's: it changes nothing unless a draw hangs (a
    /// stuck tile source), which must not stop the main thread for ever (issue 7, bad input).
    func waitForJobs() {
        let deadline: DispatchTime = .now() + Self.drawingWaitLimit
        let jobs = inFlight.values.filter { !$0.isOverdue }
            .sorted { ($0.id.level, $0.id.row, $0.id.column) < ($1.id.level, $1.id.row, $1.id.column) }
        for job in jobs where !job.waitUntilFinished(before: deadline) {
            // Past the deadline every unfinished job is overdue: later ticks do not wait for them.
            job.isOverdue = true
            if !reportedHangingDraw {
                reportedHangingDraw = true
                print("CATiledLayer: a tile's draw(_:) ran for over \(Self.drawingWaitLimit) s; frames go on without it")
            }
        }
    }

    /// Blocks until every job in flight, overdue ones included, has finished: for tests that
    /// release a hanging draw and then need its tile at a known tick.
    func waitForAllJobsWithoutLimit() {
        for job in inFlight.values { _ = job.waitUntilFinished(before: .distantFuture) }
    }

    private func installFinishedTiles() {
        let now = HostClock.now
        // A fixed order, so the cache's contents and counters never depend on thread timing.
        let finished = inFlight.values.filter { $0.result.finished }
            .sorted { ($0.id.level, $0.id.row, $0.id.column) < ($1.id.level, $1.id.row, $1.id.column) }
        for job in finished {
            inFlight[job.id] = nil
            let result = job.result
            if result.drew { tilesDrawn += 1 }
            if result.drew, job.isPrefetch { tilesPrefetched += 1 }
            guard job.generation == generation, let image = result.image, tiles[job.id] == nil else { continue }
            tiles[job.id] = Tile(image: image, drawnAt: now, lastUsed: frameCount)
            tilesVersion &+= 1
        }
    }

    /// Hands requested tiles to the drawing queue: visible ones first; a quarter of the slots (at
    /// least one) go to prefetched tiles while both wait, so a fling that keeps revealing tiles
    /// still gets its landing place drawn.
    func startJobs() {
        guard let drawer = tileDrawer else { return }
        let limit = max(1, tilesPerFrame)
        var prefetchSlots = prefetchRequested.isEmpty ? 0 : (requested.isEmpty ? limit : max(1, limit / 4))
        while inFlight.count < limit {
            let fromPrefetch = prefetchSlots > 0 || requested.isEmpty
            guard let id = fromPrefetch ? prefetchRequested.popLast() : requested.popLast() else {
                if requested.isEmpty && prefetchRequested.isEmpty { break }
                prefetchSlots = 0
                continue
            }
            if fromPrefetch { prefetchSlots -= 1 }
            let rect = tileRect(id)
            guard !rect.isEmpty, tiles[id] == nil, inFlight[id] == nil else { continue }
            let job = TileDrawJob(id: id, rect: rect, scale: scale(ofLevel: id.level), generation: generation,
                                  isPrefetch: fromPrefetch)
            inFlight[id] = job
            Self.drawingQueue.async { job.run(drawer) }
        }
    }

    /// Brings the cache back within `cacheBudget`: tiles off screen first, then the coarser tiles
    /// on screen under the wanted level (blur that finer tiles cover or will cover; the coarsest
    /// level, the cover of last resort, stays), least recently used first. Tiles of the wanted
    /// level that the last frame showed or asked for are never evicted, even over budget: evicting them would
    /// only request them again, for ever (a 1920×1080 screen at a fractional zoom needs up to
    /// 135 tiles, 34 MiB).
    func evictOverBudget() {
        var total = cachedBytes
        guard total > cacheBudget else { return }
        let coarsest = levelsOfDetail - 1
        func rank(_ id: TileID) -> Int? {
            // Wanted by the last frame (shown, or just drawn for it): kept.
            if wantedLastFrame.contains(id) { return nil }
            guard visibleLastFrame.contains(id) else { return 0 }
            return id.level == coarsest ? nil : 1
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
