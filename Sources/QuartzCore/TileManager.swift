/// The tiles of every tiled layer a host composites, managed in one place (as Chromium's compositor
/// has one tile manager per layer tree host): one memory budget for all the layers' tiles, one
/// priority order for drawing jobs and one limit on how many draw at once (`drawingJobLimit`),
/// one eviction policy, and the drawing threads.
///
/// A `CATiledLayer` keeps its geometry, its levels and its plan; its cache (tiles, requests, jobs)
/// is a `TileCache` held here. Tile state changes only in the frame's tile stage
/// (`runTileStage(_:)`, FramePipeline stage 4), in two apply steps (TileManager+Stage.swift):
/// - before the layers plan: the inputs that arrived since the last frame (`setNeedsDisplay`,
///   `prefetchTiles(in:deviceScale:)`) are applied, finished jobs installed, and the cache brought
///   back within the budget;
/// - after every tiled layer's tile pass returned its `TilePlan`: the plans are applied (use counts,
///   what eviction keeps, cancellations) and drawing jobs started in priority order over all layers.
///
/// A ScrollKit type (iOS keeps this inside Core Animation's render server). One per host: each
/// `HostContext` keeps one (`HostContext.tileManager`), and layers reach the one of the context in
/// force through `current`, so two hosts with contexts of their own keep their tiles apart.
@preconcurrency @MainActor
public final class TileManager {
    /// The process context's manager (`HostContext.process`): the one of tests that drive a
    /// `UIWindow` by hand and of apps run in one window.
    public static var processDefault: TileManager { HostContext.process.tileManager }

    /// The manager of the host context in force (`HostContext.current.tileManager`): the one
    /// accessor through which tiled layers reach their manager. Setting it gives that context
    /// another manager.
    public static var current: TileManager {
        get { HostContext.current.tileManager }
        set { HostContext.current.tileManager = newValue }
    }

    /// Bytes of tile images all the host's tiled layers may keep together: 40 MiB, about five
    /// 1920×1080 screens of 256-px tiles (8.3 MB each), so a viewer — tiles, frame buffer and the
    /// rest — stays within the gigapixel benchmark's 64 MiB over the opened image for any image
    /// size. It was each layer's budget before it was the host's: a photo browser with three tiled
    /// pages could keep 120 MiB.
    public static let defaultBudget = 40 * 1024 * 1024

    /// Bytes of tile images kept over all tiled layers (`defaultBudget` unless set). Negative
    /// values are taken as 0. Tiles the frame on screen needs are kept even over budget
    /// (TileManager+Eviction.swift explains why).
    public var budget: Int {
        didSet { budget = max(0, budget) }
    }

    /// Drawing jobs the host's tiled layers may have drawing at once, all together: 8, which keeps
    /// both cores of the project's 2-core machine busy with a few queued to spare (the global queue
    /// runs about one job per core), and bounds the tiles in flight to 8 × 256 KiB of 256-px tiles.
    /// It was each layer's `tilesPerFrame` before it was the host's: two tiled pages drew 16 at once.
    public static let defaultDrawingJobLimit = 8

    /// Drawing jobs running at once over all the host's tiled layers (`defaultDrawingJobLimit`
    /// unless set; values below 1 are taken as 1). Jobs start in `TilePlan.Priority` order over
    /// all layers, so a layer's visible tiles take the slots before another layer's prefetch. A
    /// layer whose every requested tile will be shown (its first screen, at rest, or the coarser
    /// level of a fast pan) adds what it is raised by, within the budget, for its own tiles
    /// (CATiledLayer+JobLimit.swift); a layer's `tilesPerFrame` can only lower its own share.
    public var drawingJobLimit: Int {
        didSet { drawingJobLimit = max(1, drawingJobLimit) }
    }

    /// A manager with `budget` bytes for all tiles (`defaultBudget` by default) and
    /// `defaultDrawingJobLimit` jobs drawing at once (set `drawingJobLimit` for another limit).
    public init(budget: Int = TileManager.defaultBudget) {
        self.budget = max(0, budget)
        self.drawingJobLimit = TileManager.defaultDrawingJobLimit
    }

    /// The queue tiles are drawn on: the global concurrent queue spreads jobs over the cores.
    static let drawingQueue = DispatchQueue.global(qos: .userInitiated)

    /// The caches of the layers that have used this manager, by layer.
    var caches: [ObjectIdentifier: TileCache] = [:]
    private var nextSerial = 0
    /// Plans submitted by the tile passes of the tile stage running now.
    var plans: [TilePlan] = []
    /// True inside the two apply steps of a tile stage: the only time tile state may change.
    private(set) var isApplying = false
    /// Nesting of `runTileStage(_:)` (a stage inside a stage runs as part of the outer one).
    private var stageDepth = 0
    /// Tile stages run so far: the clock of the caches' use counts (least recently used goes first).
    private(set) var stageCount = 0
    /// Ticks (`HostScheduler.tickCount`) of the last two tile stages that followed distinct ticks:
    /// a layer's requests are current while its last plan is from one of them (two windows
    /// composited after one tick share one).
    var stageTicks: (previous: Int, current: Int) = (Int.min, Int.min)

    /// Writes to tile state made outside the tile stage's apply steps (0 unless the pipeline's
    /// rule is broken; tests check it through scrolling, zooming, memory warnings and removals).
    package private(set) var tileStateWritesOutsideStage = 0
    /// Apply steps run so far (tests check the stage ran).
    package private(set) var applyStepCount = 0

    /// Called as each drawing job starts, with the layer, the tile's rect (layer coordinates) and
    /// the request's priority (tests check the order).
    var jobStartObserver: ((CATiledLayer, CGRect, TilePlan.Priority) -> Void)?
    /// Set by a memory warning; the next tile stage frees the tiles no frame needs.
    private(set) var memoryWarningPending = false

    /// A low-memory warning (`UIApplication.simulateMemoryWarning()`): an input of the next tile
    /// stage, which frees every tile no frame needs (eviction's first rank: off screen, not kept for
    /// a prefetch), as iOS apps free caches they can rebuild. What the screen shows stays.
    package func noteMemoryWarning() { memoryWarningPending = true }

    /// Takes the pending memory warning (the stage applies it).
    func takeMemoryWarning() -> Bool {
        defer { memoryWarningPending = false }
        return memoryWarningPending
    }

    func noteTileStateWrite() {
        if !isApplying { tileStateWritesOutsideStage += 1 }
    }

    /// Runs `body` as an apply step: tile state may change inside it.
    func applying(_ body: () -> Void) {
        let was = isApplying
        isApplying = true
        applyStepCount += 1
        body()
        isApplying = was
    }

    /// The cache of `layer`, made (empty) on first use.
    func cache(for layer: CATiledLayer) -> TileCache {
        let key = ObjectIdentifier(layer)
        if let cache = caches[key], cache.layer === layer { return cache }
        if let stale = caches[key] { applying { drop(stale) } }   // a dead layer's address reused
        nextSerial += 1
        // A new cache holds nothing an invalidation made before it could forget: dropping it here
        // keeps the next stage from cancelling the first jobs (a layer set up with `tileSize` or
        // `levelsOfDetail` has invalidated itself before its first frame).
        layer.pendingInvalidation = nil
        let cache = TileCache(layer: layer, serial: nextSerial, manager: self)
        caches[key] = cache
        return cache
    }

    /// The cache of `layer` if it has one.
    func existingCache(for layer: CATiledLayer) -> TileCache? {
        caches[ObjectIdentifier(layer)].flatMap { $0.layer === layer ? $0 : nil }
    }

    /// The caches in registration order.
    var orderedCaches: [TileCache] { caches.values.sorted { $0.serial < $1.serial } }

    /// Bytes of tile images cached over all layers: the figure kept within `budget`.
    package var cachedBytes: Int { caches.values.reduce(0) { $0 + $1.cachedBytes } }
    /// Tiles cached over all layers.
    package var cachedTileCount: Int { caches.values.reduce(0) { $0 + $1.tiles.count } }

    /// True while some layer has tiles to draw or install, or tiles fading in: the host keeps
    /// presenting frames, whose tile stage does that work. Jobs given up on (hung draws) do not count.
    public var needsFrames: Bool {
        caches.values.contains { cache in cache.layer.map { $0.needsFrames(cache, stageTicks: stageTicks) } ?? false }
    }

    /// The frame's tile stage: applies the inputs and installs finished tiles, runs `walk` (the
    /// compositor's walk, whose tiled layers submit their plans), then applies the plans. A stage
    /// started inside another (a window composited from inside a frame) is part of the outer one.
    package func runTileStage(_ walk: () -> Void) {
        if stageDepth > 0 { walk(); return }
        stageDepth += 1
        defer { stageDepth -= 1 }
        let tick = HostScheduler.shared.tickCount
        let newTick = tick != stageTicks.current
        if newTick { stageTicks = (stageTicks.current, tick) }
        stageCount += 1
        applying { applyInputsAndInstall(collectingJobs: newTick) }
        plans = []
        walk()
        applying { applyPlans() }
    }

    /// Takes a layer's plan for the stage running now (applied when every layer has planned).
    func submit(_ plan: TilePlan) {
        if stageDepth > 0 { plans.append(plan) } else { plans = [plan]; applying { applyPlans() } }
    }

    /// Forgets every layer's tiles and requests, and cancels their jobs (`HostClock.reset()`: a new
    /// session starts with an empty cache).
    package func removeAll() {
        applying { for cache in orderedCaches { drop(cache) } }
        plans = []
        stageTicks = (Int.min, Int.min)
    }

    /// Drops a cache: its jobs are cancelled (their threads finish and are not waited for), its
    /// tiles freed, its views let go of here on the main thread.
    func drop(_ cache: TileCache) {
        for job in Array(cache.inFlight.values) + cache.retiring {
            job.cancel()
            job.owner = nil
        }
        cache.inFlight.removeAll()
        cache.retiring.removeAll()
        cache.requested.removeAll()
        cache.prefetchRequested.removeAll()
        cache.removeAllTiles()
        if let key = caches.first(where: { $0.value === cache })?.key { caches[key] = nil }
    }
}
