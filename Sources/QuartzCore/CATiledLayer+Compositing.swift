/// What a tiled layer does in a frame, in two steps the frame pipeline keeps apart:
/// - the tile pass (`runTilePass(in:)`) decides the tiles the frame needs — the level, which tiles
///   are missing and how urgently, which the composite will draw, which eviction must keep — and
///   hands them to the host's TileManager as a `TilePlan`; it changes no tile state;
/// - the composite (`drawTiles(in:alpha:synchronouslyDrawingMissing:)`) draws the cached tiles that
///   cover the visible part and changes nothing, so it may run any number of times. A snapshot
///   (`render(in:)`) draws the tiles it lacks synchronously into its own context instead.
extension CATiledLayer {
    /// The tile pass of one frame, called at the place in the tree where the composite will draw
    /// the layer (`ctx` carries the same transform and clip). Updates the layer's plan — the level
    /// chosen for the frame, its motion, the counts of missing tiles — and submits a `TilePlan` to
    /// the host's TileManager, which applies every layer's plan at the end of the tile stage.
    func runTilePass(in ctx: CGContext) {
        frameCount += 1
        missingVisibleTileCount = 0
        missingIdealTileCount = 0
        let visible = ctx.boundingBoxOfClipPath.intersection(CGRect(origin: .zero, size: bounds.size))
        guard !visible.isNull, !visible.isEmpty else { return }
        let manager = TileManager.current
        let cache = manager.cache(for: self)
        let tiles = cache.tiles, unrenderable = cache.unrenderable
        func isMissing(_ id: TileID) -> Bool { tiles[id] == nil && !unrenderable.contains(id) }
        let t = ctx.ctm
        let deviceScale = sqrt(abs(t.a * t.d - t.b * t.c))
        let ideal = self.level(forDeviceScale: deviceScale)
        let now = HostClock.now
        let movingFast = updateMotion(visible: visible, deviceScale: deviceScale, now: now)
        let level = movingFast ? cachedLevel(near: ideal, covering: visible, tiles: tiles) : ideal
        lastCompositedLevel = level
        // A level switch at the same scale (a fast pan that stops, with no tile new) repaints the
        // layer: the damage tracker sees geometry and the tile set, and neither changed.
        if let planned = plannedLevel, planned.level != level, planned.deviceScale == deviceScale { tilesVersion &+= 1 }
        plannedLevel = (level, deviceScale)
        let wantedIDs = ids(at: level, covering: visible)
        missingIdealTileCount = ids(at: ideal, covering: visible).filter(isMissing).count
        // The tiles the composite will draw are the ones used this frame (least recently used
        // ones are evicted first).
        let seen = paintTiles(visible: visible, level: level, ctm: t, now: now, tile: { tiles[$0] }, tiles: tiles, alpha: 1, into: nil)
        let missing = wantedIDs.filter(isMissing)
        missingVisibleTileCount = missing.count
        // A coarser level is requested too: a few cheap tiles that cover newly revealed area, so a
        // fling or a pinch never shows blank where the fine tiles are still missing. They are asked
        // for ahead of need, around the visible area, because a tile takes two frames to arrive
        // (requested by a frame's tile pass, drawn on a drawing thread from then on, installed at
        // the next frame's tile stage). Only a level coarser than the wanted one is a cover: with one
        // level (Apple's default `levelsOfDetail` 1), or zoomed out to the coarsest level, there is
        // nothing cheaper to show, and only the visible tiles are asked for, as on iOS.
        let coarsest = levelsOfDetail - 1
        // While moving fast, the next coarser level's visible tiles are asked for before the
        // ideal level's (a quarter as many for the same area): once they are all cached, that
        // level is the one wanted (`cachedLevel(near:covering:tiles:)`), so the view keeps up with
        // the motion. They are asked for ahead of need, over where the motion goes in the next
        // `motionLookahead` frames, because a tile takes two frames to arrive.
        let ahead = visible.union(visible.offsetBy(dx: lastMotion.dx * Self.motionLookahead, dy: lastMotion.dy * Self.motionLookahead))
        let nearCover = movingFast && ideal + 1 < coarsest ? ids(at: ideal + 1, covering: ahead) : []
        let cover = coarsest > level ? ids(at: coarsest, covering: coverArea(around: visible)) : []
        let visibleCover = coarsest > level ? ids(at: coarsest, covering: visible) : []
        // Settled but still creeping (the tail of a deceleration), the wanted level's tiles that
        // the motion brings on screen within `motionLookahead` frames are asked for too, after the
        // visible ones, so they are there when they appear.
        let visibleSet = Set(wantedIDs)
        let comingUp = isSettled ? ids(at: level, covering: ahead).filter { !visibleSet.contains($0) } : []
        // The cover is wanted too: evicting it would only have it drawn again next frame.
        // While moving fast without the wanted level complete, the next coarser level's visible
        // tiles are the ones kept instead of the wanted level's: they are what the view switches to,
        // and a screen of the ideal level can fill the budget by itself (160 tiles at zoom 0.5),
        // which evicted the coarser tiles as fast as they were drawn. They are also the frame's
        // most urgent tiles.
        let switchesToCoarser = !nearCover.isEmpty && missingVisibleTileCount > 0
        let keptWhileMoving = switchesToCoarser ? ids(at: ideal + 1, covering: visible) : wantedIDs
        let groups: [(TilePlan.Priority, [TileID])] = [
            (.visibleWanted, keptWhileMoving.filter(isMissing)),
            (.visibleCover, visibleCover.filter(isMissing)),
            (.comingUp, nearCover.filter(isMissing)),
            (.comingUp, comingUp.filter(isMissing)),
            (.rest, cover.filter(isMissing)),
            (.rest, switchesToCoarser ? missing : []),
        ]
        manager.submit(TilePlan(layer: self, time: now, groups: groups, seen: seen,
                                kept: Set(keptWhileMoving).union(cover).union(comingUp)))
    }

    /// Draws the cached tiles that cover the visible part of the layer (coarser levels first, under
    /// the gaps of the wanted level) and changes no state of the layer. A frame's composite
    /// (`synchronouslyDrawingMissing` false) draws at the level its tile pass chose and leaves
    /// missing tiles to the drawing threads. A snapshot draws at the level for its context's scale,
    /// and draws the tiles of that level that are not cached synchronously, with `tileDrawer`, into
    /// the snapshot only (as iOS's `render(in:)` does): nothing is requested, cancelled or cached.
    func drawTiles(in ctx: CGContext, alpha: CGFloat, synchronouslyDrawingMissing: Bool) {
        let visible = ctx.boundingBoxOfClipPath.intersection(CGRect(origin: .zero, size: bounds.size))
        guard !visible.isNull, !visible.isEmpty else { return }
        let t = ctx.ctm
        let deviceScale = sqrt(abs(t.a * t.d - t.b * t.c))
        let ideal = self.level(forDeviceScale: deviceScale)
        let now = HostClock.now
        let cached = TileManager.current.existingCache(for: self)
        // Tiles an invalidation not yet applied covers are left out (a snapshot taken between
        // `setNeedsDisplay` and the next frame); a frame's composite follows the stage that applied it.
        var tiles = cached?.tiles ?? [:]
        if let cached, pendingInvalidation != nil {
            let lookup = tileLookup(cached)
            tiles = tiles.filter { lookup($0.key) != nil }
        }
        let unrenderable = cached?.unrenderable ?? []
        guard synchronouslyDrawingMissing else {
            // The tile pass's choice holds for a composite at the scale it saw (a fast pan may
            // settle for a cached level next to the ideal one).
            let level = plannedLevel.flatMap { abs($0.deviceScale / deviceScale - 1) < 1e-9 ? $0.level : nil } ?? ideal
            paintTiles(visible: visible, level: level, ctm: t, now: now, tile: { tiles[$0] }, tiles: tiles, alpha: alpha, into: ctx)
            return
        }
        var drawnNow: [TileID: Tile] = [:]
        let drawer = tileDrawer, mainActorDrawer = mainActorTileDrawer
        func tile(_ id: TileID) -> Tile? {
            if let cached = tiles[id] { return cached }
            // A layer whose draw was found hanging shows its cover in snapshots too: waiting on it
            // again would hold the main thread.
            guard id.level == ideal, drawer != nil || mainActorDrawer != nil, !unrenderable.contains(id),
                  !reportedHangingDraw else { return nil }
            if let drawn = drawnNow[id] { return drawn }
            let rect = tileRect(id)
            guard !rect.isEmpty else { return nil }
            // The same drawing a job does, waited for here (on a drawing thread for a `tileDrawer`,
            // so a draw that hangs costs the snapshot at most the host's tile wait limit and the
            // tile is left out); drawn long ago as far as the fade-in is concerned, so it shows
            // at full opacity. Nothing of the layer's cache or jobs is touched.
            let job = TileDrawJob(id: id, rect: rect, scale: scale(ofLevel: id.level), generation: generation,
                                  isPrefetch: false, timeLimit: HostScheduler.shared.tileDrawingWaitLimit)
            if let drawer {
                TileManager.drawingQueue.async { job.run(drawer) }
                if job.outlivesDeadline(waiting: true) { job.cancel(); return nil }
            } else if let mainActorDrawer {
                job.runOnMainThread(mainActorDrawer)
            }
            guard let image = job.result.image else { return nil }
            let drawn = Tile(image: image, drawnAt: -.infinity, lastUsed: 0)
            drawnNow[id] = drawn
            return drawn
        }
        paintTiles(visible: visible, level: ideal, ctm: t, now: now, tile: tile, tiles: tiles, alpha: alpha, into: ctx)
    }

    /// Paints the tiles `tile` returns for a frame showing `visible` (layer coordinates) at `level`
    /// through `ctm`, and returns the tiles painted. With `ctx` nil nothing is painted: the tile
    /// pass uses it to learn what the composite will draw, through this one copy of the rule.
    @discardableResult
    private func paintTiles(visible: CGRect, level: Int, ctm t: CGAffineTransform, now: CFTimeInterval,
                            tile: (TileID) -> Tile?, tiles: [TileID: Tile], alpha: CGFloat, into ctx: CGContext?) -> Set<TileID> {
        let deviceScale = sqrt(abs(t.a * t.d - t.b * t.c))
        var seen = Set<TileID>()
        let fade = max(0, type(of: self).fadeDuration())
        func settled(_ id: TileID) -> Bool { tile(id).map { fade == 0 || now - $0.drawnAt >= fade } ?? false }
        let wantedIDs = ids(at: level, covering: visible)
        let axisAligned = abs(t.b) < 1e-9 && abs(t.c) < 1e-9 && t.a > 0 && t.d > 0
        // The frame's tiles are drawn as one batch, which the context splits into horizontal
        // bands over the cores when it is large (CGContext.drawImages).
        var commands: [CGImageDrawCommand] = []
        var quality = CGInterpolationQuality.low
        var clip: [CGRect]?
        func draw(_ id: TileID, alpha a: CGFloat) {
            guard let found = tile(id) else { return }
            seen.insert(id)
            guard ctx != nil else { return }
            commands.append(CGImageDrawCommand(image: found.image, rect: tileRect(id), alpha: a, quality: quality, clip: clip))
        }
        func useSampling(for l: Int) {
            // A level shown at exactly its own resolution is copied pixel for pixel: nearest
            // sampling is exact there (a fractional offset snaps by at most half a pixel, as Core
            // Animation aligns layers to pixels) and takes pixman's plain-copy path, 6× faster
            // than bilinear filtering of the same tiles.
            let oneToOne = axisAligned && abs(deviceScale / scale(ofLevel: l) - 1) < 1e-9
            quality = oneToOne ? .none : .low
        }

        // Coarser levels show only through the gaps: wanted tiles still missing or fading in.
        // Everywhere else they would be painted over, and painting them in full cost several
        // screens of pixels per frame during a pinch or a fling.
        // The gaps are taken a run of neighbouring tiles in one row at a time, so no draw spans
        // two rows of wanted tiles: the rows' edges are where the compositing bands can meet
        // (CGContext.drawImages keeps a banded frame byte-identical only where no draw is cut).
        let runs = gapRuns(wantedIDs.filter { !settled($0) }, in: visible)
        for l in stride(from: levelsOfDetail - 1, to: level, by: -1) where !runs.isEmpty {
            useSampling(for: l)
            for run in runs {
                clip = [run]
                // A coarse tile that a finer level already hides inside the gap is not drawn.
                for id in ids(at: l, covering: run) where !isHidden(id, underLevel: level, in: run, tiles: tiles, settled: settled) {
                    draw(id, alpha: alpha)
                }
            }
        }
        clip = nil
        useSampling(for: level)
        for id in wantedIDs {
            // The coarsest level is the cover under everything: it is never faded in, so no
            // frame shows content partly transparent over nothing.
            let a = level != levelsOfDetail - 1 && fade > 0 ? tile(id).map { min(1, (now - $0.drawnAt) / fade) } ?? 1 : 1
            draw(id, alpha: alpha * CGFloat(a))
        }
        if let ctx {
            // Tile edges snap to pixels, so neighbouring tiles leave no half-covered seam between them.
            ctx.saveGState()
            ctx.setShouldAntialias(false)
            ctx.drawImages(commands)
            ctx.restoreGState()
        }
        return seen
    }

    /// The visible parts of the tiles `ids` (of one level), merged into runs of neighbouring tiles
    /// in the same row, top row first, left to right.
    private func gapRuns(_ ids: [TileID], in visible: CGRect) -> [CGRect] {
        var runs: [CGRect] = []
        var last: TileID?
        for id in ids.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
            let r = tileRect(id).intersection(visible)
            guard !r.isNull, !r.isEmpty else { continue }
            if let l = last, l.row == id.row, l.column + 1 == id.column, let run = runs.last {
                runs[runs.count - 1] = run.union(r)
            } else {
                runs.append(r)
            }
            last = id
        }
        return runs
    }

    /// Records which part of the layer is visible and returns whether it is moving fast: the
    /// visible rect (layer coordinates) moved by at least `fastMotionSpeed` device pixels a second
    /// since the previous composite, at the same device scale. A change of scale (a pinch, a zoom animation) is not counted: the ideal
    /// level changes with the scale anyway, and the written level rule applies frame by frame
    /// (TiledLayerMotionTests). Composites at the same instant keep the previous answer.
    ///
    /// One still frame right after fast motion is held as fast (once): a frame in which the visible
    /// rect did not move at all is a gap in the motion's samples more often than a stop, such as
    /// the frame of a fling's lift (the finger lifts where the last move left it; the deceleration
    /// moves the content from the next frame on) or a frame between two touch samples when the
    /// display refreshes faster than touches arrive. Switching to the ideal level for that one frame
    /// would ask for a screen of it and switch back. Two still frames, or slow motion, are rest.
    private func updateMotion(visible r: CGRect, deviceScale: CGFloat, now: CFTimeInterval) -> Bool {
        defer { lastMotionSample = (r, deviceScale, now) }
        guard let last = lastMotionSample else { movingFast = false; isSettled = false; return false }
        let dt = now - last.time
        guard dt > 0 else { return movingFast }
        guard abs(deviceScale / last.scale - 1) < 1e-6 else {
            (movingFast, heldMotion, isSettled) = (false, false, false)
            return false
        }
        // A visible rect that shares nothing with the last one a frame or two earlier is a jump
        // (a `contentOffset` set from code, a scroll to a far row), not motion: no pan or fling
        // moves a screen in one frame (9,000 pt/s is 150 pt a frame at 60 Hz). The new place is at
        // rest and wants its ideal level at once. After a longer gap (dropped frames: 100 ms of a
        // 9,000 pt/s fling is 900 pt) the speed rule below decides, as for any motion.
        let shared = r.intersection(last.rect)
        if dt <= Self.jumpWindow, shared.isNull || shared.width <= 0 || shared.height <= 0 {
            (movingFast, heldMotion, isSettled) = (false, false, true)
            return false
        }
        let motion = CGVector(dx: r.midX - last.rect.midX, dy: r.midY - last.rect.midY)
        let moved = max(abs(motion.dx), abs(motion.dy)) * deviceScale
        let fast = moved / dt >= Self.fastMotionSpeed
        let hold = !fast && moved == 0 && movingFast && !heldMotion
        // A held frame keeps the motion's direction, so the coarser level is still asked for ahead of it.
        if !hold { lastMotion = motion }
        heldMotion = hold
        movingFast = fast || hold
        isSettled = !movingFast
        return movingFast
    }

    /// The level a fast-moving frame wants: the ideal one if its visible tiles are all cached,
    /// otherwise a level within one of it (the coarser first: it is what the motion asks for, see
    /// `drawTiles`; then the finer) whose visible tiles are all cached, otherwise the ideal one.
    private func cachedLevel(near ideal: Int, covering visible: CGRect, tiles: [TileID: Tile]) -> Int {
        func complete(_ l: Int) -> Bool {
            guard l >= 0, l < levelsOfDetail else { return false }
            return ids(at: l, covering: visible).allSatisfy { tiles[$0] != nil }
        }
        for l in [ideal, ideal + 1, ideal - 1] where complete(l) { return l }
        return ideal
    }

    /// Where the coarsest level is kept drawn, when it is coarser than the wanted level: all of the
    /// layer when that level has at most 16 tiles (a pyramid's top level is usually one), otherwise
    /// the visible area and one more of its size on each side (a pinch can triple the visible area
    /// before the cover is reached).
    private func coverArea(around visible: CGRect) -> CGRect {
        let s = scale(ofLevel: levelsOfDetail - 1)
        let columns = (bounds.width * s / tileSize.width).rounded(.up), rows = (bounds.height * s / tileSize.height).rounded(.up)
        if columns * rows <= 16 { return CGRect(origin: .zero, size: bounds.size) }
        return visible.insetBy(dx: -visible.width, dy: -visible.height)
    }

    /// Whether the visible part of the coarse tile `id` is entirely covered by cached tiles of one
    /// finer level (settled ones, for the wanted level, which fades in), so drawing it is wasted.
    private func isHidden(_ id: TileID, underLevel wantedLevel: Int, in visible: CGRect, tiles: [TileID: Tile], settled: (TileID) -> Bool) -> Bool {
        let r = tileRect(id).intersection(visible)
        guard !r.isNull, !r.isEmpty else { return true }
        for finer in wantedLevel..<id.level {
            let covering = ids(at: finer, covering: r)
            if !covering.isEmpty, covering.allSatisfy({ finer == wantedLevel ? settled($0) : tiles[$0] != nil }) { return true }
        }
        return false
    }
}
