/// A layer whose content is drawn in tiles, on demand, at the level of detail the screen needs
/// (Apple's `CATiledLayer`; the seeds' way to show huge images and to stay sharp while zooming).
///
/// - Each host frame's tile pass (FramePipeline) asks for the tiles that intersect what is
///   visible, at the level chosen by `level(forDeviceScale:)`; the composite only draws cached
///   tiles, and a snapshot (`render(in:)`) draws missing ones synchronously into itself
///   (CATiledLayer+Compositing.swift).
/// - Missing tiles are drawn on drawing threads by `tileDrawer` (the host view's `draw(_:)`), at
///   most `tilesPerFrame` at a time (a screen's worth while the layer shows only its cover,
///   CATiledLayer+JobLimit.swift), the coarse cover first; finished tiles are installed at the
///   next tick (CATiledLayer+Drawing.swift).
/// - Cached tiles of coarser levels are drawn underneath, and, where a coarser level than the
///   wanted one exists (`levelsOfDetail` > 1), the coarsest level's few tiles are requested first
///   for any visible area, so newly revealed area is covered within a frame or two; a new tile of
///   the wanted level fades in over `fadeDuration()` on top of them. With one level (Apple's
///   default) only the tiles that intersect the visible area are drawn, as on iOS, plus those a
///   `prefetchTiles(in:deviceScale:)` asks for.
/// - Requests for tiles that are no longer visible are dropped, and drawing jobs for them
///   cancelled.
/// - The cache is budgeted in bytes (`cacheBudget`); eviction takes tiles not visible in the last
///   frame first, least recently used first.
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
    /// Bytes of tile images kept: 40 MiB, about five 1920×1080 screens of 256-px tiles, so a viewer
    /// (cache, frame buffer and the rest) stays within a 64 MiB budget over the opened image for any image size (the gigapixel benchmark's goal).
    public var cacheBudget = 40 * 1024 * 1024
    /// Drawing jobs running at once at most (Apple has no such property; the name is from when
    /// tiles were drawn per frame). 8 keeps both cores of the project's 2-core machine busy with
    /// a few to spare, and bounds the tiles in flight to 8 × 256 KiB; a tick starts at most this many.
    public var tilesPerFrame = 8

    struct TileID: Hashable { let level: Int, column: Int, row: Int }
    struct Tile { let image: CGImage; let drawnAt: CFTimeInterval; var lastUsed: Int; var bytes: Int { image.height * image.bytesPerRow } }

    /// Changes whenever the set of cached tiles changes (drawn, evicted, invalidated) or the tile
    /// pass switches level at the same scale, so the compositor knows the layer's pixels changed
    /// even though its geometry did not.
    var tilesVersion = 0
    var tiles: [TileID: Tile] = [:]
    /// Visible tiles missing from the cache, served from the end.
    var requested: [TileID] = []
    /// Tiles of a place the view is about to show, served from the end, after visible ones.
    var prefetchRequested: [TileID] = []
    /// Jobs handed to drawing threads and not yet installed.
    var inFlight: [TileID: TileDrawJob] = [:]
    /// Cancelled jobs that may still be drawing: their results are dropped, but they hold a
    /// drawing slot until they finish.
    var retiring: [TileDrawJob] = []
    /// Tiles whose draw could not produce an image; not asked for again until invalidated.
    var unrenderable: Set<TileID> = []
    /// Tiles of the last prefetch: eviction keeps them like the blur on screen.
    var prefetchKeep: Set<TileID> = []
    /// Set when tiles are installed, cleared by the next frame's tile pass or at the next tick: the
    /// host must show them.
    var installedSinceComposite = false
    /// Whether a frame's tile pass reached the layer since the last tick (its requests are current).
    var compositedSinceTick = false
    /// Counts `setNeedsDisplay()` calls: results of jobs made before the last one are stale.
    var generation = 0
    var visibleLastFrame: Set<TileID> = []
    /// The tiles of the wanted level that cover what the last frame showed, and the coarsest
    /// level's cover around it, cached or not: eviction keeps them.
    var wantedLastFrame: Set<TileID> = []
    /// The level the last tile pass chose and the device scale it saw: a frame's composite at that
    /// scale draws this level (CATiledLayer+Compositing.swift).
    var plannedLevel: (level: Int, deviceScale: CGFloat)?
    /// Whether a hanging `draw(_:)` was logged already (once per layer).
    var reportedHangingDraw = false
    var frameCount = 0

    /// Tiles drawn so far (draw calls that ran for tiles still wanted when they finished).
    package internal(set) var tilesDrawn = 0
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
    /// that, the drawing jobs (`tilesPerFrame` a tick) keep up with the few newly revealed tiles
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
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        tiles.removeAll()
        unrenderable.removeAll()
        generation &+= 1
        for job in Array(inFlight.values) { retire(job) }
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
        func touches(_ id: TileID) -> Bool { tileRect(id).overlaps(rect) }
        for (id, _) in tiles where touches(id) { tiles[id] = nil }
        for (id, job) in inFlight where touches(id) { retire(job) }
        unrenderable = unrenderable.filter { !touches($0) }
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

    func isFading(at now: CFTimeInterval) -> Bool {
        let fade = type(of: self).fadeDuration()
        return fade > 0 && tiles.values.contains { now - $0.drawnAt < fade }
    }

    /// Jobs handed to drawing threads that have not been collected yet, hung ones included.
    var hasOutstandingJobs: Bool { !inFlight.isEmpty || !retiring.isEmpty }

    /// True while the layer has tiles to draw or install, or tiles fading in. Jobs given up on
    /// (hung draws) do not count: the host may go idle while they hang.
    var needsFrames: Bool {
        ((tileDrawer != nil || mainActorTileDrawer != nil) && (!requested.isEmpty || !prefetchRequested.isEmpty))
            || activeJobCount > 0 || installedSinceComposite || isFading(at: HostClock.now)
    }
}
