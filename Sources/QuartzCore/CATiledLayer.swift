/// A layer whose content is drawn in tiles, on demand, at the level of detail the screen needs
/// (Apple's `CATiledLayer`; the seeds' way to show huge images and to stay sharp while zooming).
///
/// - Each host frame's tile pass (FramePipeline) asks for the tiles that intersect what is
///   visible, at the level chosen by `level(forDeviceScale:)`; the composite only draws cached
///   tiles, and a snapshot (`render(in:)`) draws missing ones synchronously into itself
///   (CATiledLayer+Compositing.swift).
/// - Missing tiles are drawn on drawing threads by `tileDrawer` (the host view's `draw(_:)`), at
///   most the host's `TileManager.drawingJobLimit` at a time over all tiled layers, in one
///   priority order (a screen's worth more while the layer shows only its cover,
///   CATiledLayer+JobLimit.swift); finished tiles are installed at the next frame's tile stage.
/// - The layer keeps its geometry, levels and plan; its cache (tiles, requests, jobs) is held by the
///   host's `TileManager`, reached through `TileManager.current`. The tile pass returns a
///   `TilePlan` and changes no tile state; the manager applies every layer's plan in the tile stage
///   (installs, starts and cancels jobs, evicts), in one priority order over all layers.
/// - Cached tiles of coarser levels are drawn underneath, and, where a coarser level than the
///   wanted one exists (`levelsOfDetail` > 1), the coarsest level's few tiles are requested first
///   for any visible area, so newly revealed area is covered within a frame or two; a new tile of
///   the wanted level fades in over `fadeDuration()` on top of them. With one level (Apple's
///   default) only the tiles that intersect the visible area are drawn, as on iOS, plus those a
///   `prefetchTiles(in:deviceScale:)` asks for.
/// - Requests for tiles that are no longer visible are dropped, and drawing jobs for them
///   cancelled.
/// - All tiled layers of a host share one budget in bytes (`TileManager.budget`, 40 MiB by default;
///   `cacheBudget` may hold one layer to less); eviction takes tiles no frame needs first, least
///   recently used first (TileManager+Eviction.swift).
/// - `prefetchTiles(in:deviceScale:)` (a ScrollKit addition) draws the tiles of a place the view
///   is about to show; UIScrollView calls it when a fling or a zoom animation starts
///   (CATiledLayer+Prefetch.swift).
open class CATiledLayer: CALayer {
    /// Tile size in pixels (Apple's default 256 × 256). Non-positive or non-finite sizes, and sizes
    /// `ImageSizePolicy` refuses as one bitmap (over 32767 px a side or 64 Mi pixels), are ignored
    /// with one warning.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            if !(tileSize.width >= 1 && tileSize.height >= 1 && tileSize.width.isFinite && tileSize.height.isFinite) {
                Log.tiles.warning("CATiledLayer.tileSize \(tileSize) is not a finite size of at least 1 × 1 px; keeping \(oldValue)")
                tileSize = oldValue
            } else if let refusal = ImageSizePolicy.refusal(width: Double(tileSize.width), height: Double(tileSize.height), scale: 1) {
                Log.tiles.warning("CATiledLayer.tileSize \(tileSize) is too large for one bitmap (\(refusal), ImageSizePolicy); keeping \(oldValue)")
                tileSize = oldValue
            }
            if tileSize != oldValue { setNeedsDisplay() }
        }
    }
    /// Number of levels, each half the resolution of the previous (at least 1).
    open var levelsOfDetail = 1 { didSet { levelsOfDetail = max(1, levelsOfDetail); setNeedsDisplay() } }
    /// Number of those levels that are magnified beyond `contentsScale` (0 or more).
    open var levelsOfDetailBias = 0 { didSet { levelsOfDetailBias = max(0, levelsOfDetailBias); setNeedsDisplay() } }
    /// Apple's documented default fade-in of a new tile; subclasses may override.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Draws the tile `rect` (layer coordinates) into a context whose CTM maps layer points to the
    /// tile's pixels. Set by the hosting view (UIKit) or by app code. Called on drawing threads,
    /// several at once: it must only read state that does not change while tiles draw.
    public var tileDrawer: (@Sendable (CGContext, CGRect) -> Void)?
    /// Draws a tile on the main thread, when no `tileDrawer` is set: the path of a tiled view whose
    /// `draw(_:)` is ordinary main-actor code (it does not adopt UITiledDrawing), so that iOS code
    /// still draws, one job after another as the tick starts them, at the cost of main-thread time.
    package var mainActorTileDrawer: (@MainActor (CGContext, CGRect) -> Void)?
    /// Bytes of tile images this layer may keep at most, below the budget its host's `TileManager`
    /// shares among all tiled layers (`TileManager.budget`, 40 MiB by default). `Int.max` (the
    /// default) sets no limit of the layer's own: only the shared budget applies. Not Core Animation API.
    public var cacheBudget = Int.max
    /// Drawing jobs of this layer running at once at most, below the limit its host's
    /// `TileManager` shares among all tiled layers (`TileManager.drawingJobLimit`, 8 by default):
    /// it can only lower the layer's share, as `cacheBudget` lowers its share of the memory.
    /// `Int.max` (the default) sets no limit of the layer's own. Values below 1 count as 1. A layer
    /// whose every requested tile will be shown is raised above it (CATiledLayer+JobLimit.swift).
    /// Not Core Animation API; the name is from when each layer drew its tiles per frame, 8 at most.
    public var tilesPerFrame = Int.max

    /// One tile: its level and its place in that level's grid.
    struct TileID: Hashable, Sendable { let level: Int, column: Int, row: Int }
    struct Tile { let image: CGImage; let drawnAt: CFTimeInterval; var lastUsed: Int; var bytes: Int { image.height * image.bytesPerRow } }

    /// Changes whenever the set of cached tiles changes (drawn, evicted, invalidated) or the tile
    /// pass switches level at the same scale, so the compositor knows the layer's pixels changed
    /// even though its geometry did not.
    var tilesVersion = 0
    /// Invalidations since the last tile stage, applied by the TileManager there (an input of the
    /// stage). Until then, reads of the cache leave out the tiles they cover (`tileLookup`).
    var pendingInvalidation: TileInvalidation?
    /// The landing tiles of a prefetch made since the last tile stage (empty: cancel the prefetch),
    /// applied by the TileManager there (an input of the stage).
    var pendingPrefetch: [TileID]?
    /// Counts `setNeedsDisplay()` calls: results of jobs made before the last one are stale.
    var generation = 0
    /// The level the last tile pass chose and the device scale it saw: a frame's composite at that
    /// scale draws this level (CATiledLayer+Compositing.swift).
    var plannedLevel: (level: Int, deviceScale: CGFloat)?
    /// Whether a hanging `draw(_:)` was logged already (once per layer).
    var reportedHangingDraw = false
    var frameCount = 0

    /// Tiles drawn so far (draw calls that ran for tiles still wanted when they finished).
    package internal(set) var tilesDrawn = 0   // written by the TileManager as it installs
    /// Tile requests dropped, and drawing jobs cancelled, because the tiles left the screen
    /// before they were drawn.
    package internal(set) var requestsCancelled = 0
    /// Tiles drawn because a prefetch asked for them.
    package internal(set) var tilesPrefetched = 0
    /// The level the last frame wanted (nil before the layer was first composited): the ideal
    /// level, or while moving fast a cached level within one of it.
    package internal(set) var lastCompositedLevel: Int?
    /// Tiles of the wanted level missing from the last frame: the screen shows coarser tiles
    /// there (blurry) or nothing (blank). Benchmarks and tests count frames with them.
    package internal(set) var missingVisibleTileCount = 0
    /// Tiles of the ideal level (`level(forDeviceScale:)`) missing from the last frame. Equal to
    /// `missingVisibleTileCount` except while the layer moves fast, when a cached level within one
    /// of the ideal one may be the wanted one instead.
    package internal(set) var missingIdealTileCount = 0
    /// Speed, in device pixels per second, from which the layer counts as moving fast and may
    /// settle for a cached level next to the ideal one: two 256-px tiles a second. Slower than
    /// that, the drawing jobs (`TileManager.drawingJobLimit` a tick) keep up with the few newly revealed tiles
    /// of the ideal level, so nothing is gained by showing another.
    static let fastMotionSpeed: CGFloat = 512
    /// The longest gap between two composites in which a visible rect that shares nothing with the
    /// last one counts as a jump rather than motion: two frames at 60 Hz (CATiledLayer+Compositing).
    static let jumpWindow: CFTimeInterval = 2.0 / 60
    /// The visible rect (layer coordinates), device scale and time of the last tile pass.
    var lastMotionSample: (rect: CGRect, scale: CGFloat, time: CFTimeInterval)? = nil
    /// How far the visible rect moved (layer coordinates) between the last two tile passes.
    var lastMotion = CGVector(dx: 0, dy: 0)
    /// Frames of motion ahead over which the next coarser level is asked for while moving fast:
    /// a tile asked for by a frame's tile pass is on screen two frames later; one more for a tick's slack.
    static let motionLookahead: CGFloat = 3
    /// Whether the last tile pass found the layer moving fast.
    var movingFast = false
    /// Whether the last tile pass's fast motion was a still frame held as fast (at most one in a row).
    var heldMotion = false
    /// Whether the last tile pass found the layer at its previous scale and not moving fast: what it
    /// shows stays on screen, so its missing tiles are all worth drawing (CATiledLayer+JobLimit.swift).
    var isSettled = false

    /// A tiled layer with Apple's defaults: 256 × 256-pixel tiles and one level of detail.
    public required init() { super.init() }

    /// Forgets every tile: all are drawn again when next needed; tiles being drawn are discarded.
    /// The host's TileManager drops them at the next tile stage; until then nothing shows them.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        generation &+= 1
        pendingInvalidation = .everything
        tilesVersion &+= 1
    }

    /// A tiled layer keeps no backing store: its tiles are drawn on demand when a frame's tile pass asks for them
    /// (CATiledLayer+Compositing.swift), so displaying it draws nothing.
    open override func display() {}

    /// Forgets the tiles of every level that intersect `r` (layer coordinates), and discards those
    /// being drawn: only they are drawn again, when next needed (Core Animation's
    /// `setNeedsDisplay(_:)`). Tiles that merely touch the rect's edge are kept.
    open override func setNeedsDisplay(_ r: CGRect) {
        let rect = r.standardized
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
              rect.height.isFinite else { return }
        switch pendingInvalidation {
        case .everything?: break
        case .rects(let rects)?: pendingInvalidation = .rects(rects + [rect])
        case nil: pendingInvalidation = .rects([rect])
        }
        tilesVersion &+= 1
    }

    /// ScrollKit's earlier spelling of `setNeedsDisplay(_:)`.
    @available(*, deprecated, renamed: "setNeedsDisplay(_:)")
    public func setNeedsDisplay(in rect: CGRect) { setNeedsDisplay(rect) }

    // MARK: Levels

    /// Pixels per point of level `level`: level 0 is `contentsScale · 2^bias`, each next level half.
    public func scale(ofLevel level: Int) -> CGFloat {
        contentsScale * pow(2, CGFloat(levelsOfDetailBias - level))
    }

    /// The level drawn for a device scale (pixels per layer point on screen, zoom included): the
    /// coarsest level whose resolution is at least the screen's, or the finest level if none is.
    /// The written rule; CATiledLayerTests and TiledLayerMotionTests check it against an independent copy.
    public func level(forDeviceScale deviceScale: CGFloat) -> Int {
        let s = deviceScale.isFinite && deviceScale > 0 ? deviceScale : contentsScale
        var best = 0
        for level in 0..<levelsOfDetail where scale(ofLevel: level) >= s * (1 - 1e-9) { best = level }
        return best
    }

    func tileRect(_ id: TileID) -> CGRect {
        let s = scale(ofLevel: id.level)
        let w = tileSize.width / s, h = tileSize.height / s
        return CGRect(x: CGFloat(id.column) * w, y: CGFloat(id.row) * h, width: w, height: h).intersection(bounds)
    }

    /// The tiles of `level` that intersect `rect` (layer coordinates), row by row.
    func ids(at level: Int, covering rect: CGRect) -> [TileID] {
        let s = scale(ofLevel: level)
        let w = tileSize.width / s, h = tileSize.height / s
        let r = rect.intersection(CGRect(origin: .zero, size: bounds.size))
        guard !r.isNull, !r.isEmpty, w > 0, h > 0 else { return [] }
        let columns = ((r.minX / w).rounded(.down), ((r.maxX - 1e-9) / w).rounded(.down))
        let rows = ((r.minY / h).rounded(.down), ((r.maxY - 1e-9) / h).rounded(.down))
        // Checked in floating point before converting: a layer 1e19 points wide must not trap in Int(_:).
        let limit: CGFloat = 1_099_511_627_776   // 2^40 tiles: far past any layer, far inside Int
        guard [columns.0, columns.1, rows.0, rows.1].allSatisfy({ $0.isFinite && abs($0) < limit }),
              columns.1 - columns.0 < 4096, rows.1 - rows.0 < 4096 else { return [] }   // absurd zoom-out: nothing sensible to tile
        let c0 = Int(columns.0), c1 = Int(columns.1), r0 = Int(rows.0), r1 = Int(rows.1)
        var out: [TileID] = []
        for row in r0...r1 { for column in c0...c1 { out.append(TileID(level: level, column: column, row: row)) } }
        return out
    }

    /// The cache of the layer in the host's TileManager (made empty on first use).
    var tileCache: TileCache { TileManager.current.cache(for: self) }

    /// The cached tiles, all levels (read-only: only the TileManager writes them).
    var tiles: [TileID: Tile] { TileManager.current.existingCache(for: self)?.tiles ?? [:] }

    /// A reader of `cache`'s tiles that leaves out those an invalidation not yet applied covers
    /// (a snapshot taken between `setNeedsDisplay` and the next frame draws them afresh).
    func tileLookup(_ cache: TileCache) -> (TileID) -> Tile? {
        let tiles = cache.tiles
        switch pendingInvalidation {
        case nil: return { tiles[$0] }
        case .everything?: return { _ in nil }
        case .rects(let rects)?:
            return { id in rects.contains { self.tileRect(id).overlaps($0) } ? nil : tiles[id] }
        }
    }

    /// Hands the inputs made since the last tile stage to the TileManager, which applies them.
    func takeTileInputs() -> (invalidation: TileInvalidation?, prefetch: [TileID]?) {
        defer { pendingInvalidation = nil; pendingPrefetch = nil }
        return (pendingInvalidation, pendingPrefetch)
    }

    /// Whether a tile drawn less than `fadeDuration()` ago is on its way in (the damage tracker
    /// repaints the layer while one is).
    func isFading(at now: CFTimeInterval) -> Bool {
        TileManager.current.existingCache(for: self).map { isFading(at: now, in: $0) } ?? false
    }

    func isFading(at now: CFTimeInterval, in cache: TileCache) -> Bool {
        let fade = type(of: self).fadeDuration()
        return fade > 0 && cache.tiles.values.contains { now - $0.drawnAt < fade }
    }

    /// True while the layer has tiles to draw or install, or tiles fading in. Jobs given up on
    /// (hung draws) do not count: the host may go idle while they hang. Requests count while they
    /// are current (the last plan is from one of the last two ticks' stages).
    func needsFrames(_ cache: TileCache, stageTicks: (previous: Int, current: Int)) -> Bool {
        let draws = tileDrawer != nil || mainActorTileDrawer != nil
        let current = cache.lastPlanTick >= stageTicks.previous
        return (draws && ((current && !cache.requested.isEmpty) || !cache.prefetchRequested.isEmpty || pendingPrefetch?.isEmpty == false))
            || cache.activeJobCount > 0 || isFading(at: HostClock.now, in: cache)
    }

    /// Whether the layer moves (fast, or settled but still creeping: the tail of a deceleration),
    /// so a raised job limit may draw `burstAllowanceDivisor`'s share beyond the budget.
    var isMovingForBurst: Bool { movingFast || (isSettled && (lastMotion.dx != 0 || lastMotion.dy != 0)) }
}

/// What `setNeedsDisplay` asked to forget, until the TileManager applies it.
enum TileInvalidation {
    /// Every tile (`setNeedsDisplay()`).
    case everything
    /// The tiles that overlap these rects, layer coordinates (`setNeedsDisplay(_:)`).
    case rects([CGRect])
}
