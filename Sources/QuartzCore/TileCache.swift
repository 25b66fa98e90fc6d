/// The cache state of one tiled layer, held by the host's `TileManager` (a layer keeps only its
/// geometry, levels and plan): the layer's cached tiles, its requests and drawing jobs, and what its
/// last frame showed and wanted, which the one eviction policy reads.
///
/// Only the manager writes it, and only in its apply step (TileManager+Stage.swift); the layer and
/// its composite read it. Every write to `tiles` goes through the three methods below, which count a
/// write made outside the apply step in `TileManager.tileStateWritesOutsideStage` (tests expect 0).
@MainActor
final class TileCache {
    /// The layer whose tiles these are; weak, so the manager keeps no layer alive. A cache whose
    /// layer is gone is dropped at the next tile stage, its jobs cancelled.
    weak var layer: CATiledLayer?
    /// Registration order: requests of equal priority are served in it, and caches are visited in it,
    /// so nothing depends on dictionary order or addresses.
    let serial: Int
    /// The manager that owns the cache (counts writes made outside its apply step).
    unowned let manager: TileManager

    init(layer: CATiledLayer, serial: Int, manager: TileManager) {
        self.layer = layer
        self.serial = serial
        self.manager = manager
    }

    /// Cached tiles, all levels together.
    private(set) var tiles: [CATiledLayer.TileID: CATiledLayer.Tile] = [:]
    /// Bytes of `tiles`, kept as they change (the budget is checked every frame).
    private(set) var cachedBytes = 0

    /// Installs or replaces a tile.
    func setTile(_ tile: CATiledLayer.Tile, for id: CATiledLayer.TileID) {
        manager.noteTileStateWrite()
        if let old = tiles[id] { cachedBytes -= old.bytes }
        tiles[id] = tile
        cachedBytes += tile.bytes
    }

    /// Drops one tile; returns its bytes (0 if it was not cached).
    @discardableResult
    func removeTile(_ id: CATiledLayer.TileID) -> Int {
        manager.noteTileStateWrite()
        guard let old = tiles.removeValue(forKey: id) else { return 0 }
        cachedBytes -= old.bytes
        return old.bytes
    }

    /// Drops every tile.
    func removeAllTiles() {
        manager.noteTileStateWrite()
        tiles.removeAll()
        cachedBytes = 0
    }

    /// Marks tiles as used by frame `frame` (least recently used ones are evicted first).
    func markUsed(_ ids: Set<CATiledLayer.TileID>, frame: Int) {
        manager.noteTileStateWrite()
        for id in ids { tiles[id]?.lastUsed = frame }
    }

    /// Tiles of the last plan missing from the cache, in the order they are served (priority, then
    /// the plan's order).
    var requested: [TilePlan.Request] = []
    /// Tiles of the last prefetch not yet handed to a job, served from the end.
    var prefetchRequested: [CATiledLayer.TileID] = []
    /// Jobs handed to drawing threads and not yet installed.
    var inFlight: [CATiledLayer.TileID: TileDrawJob] = [:]
    /// Cancelled jobs that may still be drawing: their results are dropped, but they hold a drawing
    /// slot until they finish.
    var retiring: [TileDrawJob] = []
    /// Tiles whose draw could not produce an image; not asked for again until invalidated.
    var unrenderable: Set<CATiledLayer.TileID> = []
    /// Tiles of the last prefetch: eviction keeps them like the blur on screen.
    var prefetchKeep: Set<CATiledLayer.TileID> = []
    /// Tiles the last frame's composite drew.
    var visibleLastFrame: Set<CATiledLayer.TileID> = []
    /// The tiles of the wanted level that cover what the last frame showed, and the coarsest
    /// level's cover around it, cached or not: eviction keeps them.
    var wantedLastFrame: Set<CATiledLayer.TileID> = []
    /// The tick (`HostScheduler.tickCount`) after which the last tile pass reached the layer (its
    /// requests are current while it is one of the manager's last two `stageTicks`).
    var lastPlanTick = Int.min

    /// Whether a drawing job for the tile is running or waiting.
    var hasOutstandingJobs: Bool { !inFlight.isEmpty || !retiring.isEmpty }

    /// Jobs that occupy a drawing slot: in flight or retiring, and not given up on.
    var activeJobCount: Int { inFlight.values.filter { !$0.isOverdue }.count + retiring.filter { !$0.isOverdue }.count }

    /// Bytes the jobs in flight and retiring will weigh as tiles.
    var drawingBytes: Int { (Array(inFlight.values) + retiring).reduce(0) { $0 + $1.pixelWidth * $1.pixelHeight * 4 } }
}
