/// A layer whose content is drawn in tiles, on demand, at the level of detail the screen needs
/// (Apple's `CATiledLayer`; the seeds' way to show huge images and to stay sharp while zooming).
///
/// - The compositor asks for the tiles that intersect what is visible, at the level chosen by
///   `level(forDeviceScale:)`; missing tiles are drawn later, between frames, by `tileDrawer` (the
///   host view's `draw(_:)`), at most `tilesPerFrame` per frame, most recently requested first.
/// - Cached tiles of coarser levels are drawn underneath, and the coarsest level's few tiles are
///   requested first for any visible area, so newly revealed area is covered within a frame; a new
///   tile of the wanted level fades in over `fadeDuration()` on top of them.
/// - Requests for tiles that are no longer visible are dropped before they are drawn (cancelled).
/// - The cache is budgeted in bytes (`cacheBudget`); eviction takes tiles not visible in the last
///   frame first, least recently used first.
///
/// Not like iOS (README): tiles are drawn on the main thread within the per-frame budget, not on
/// background threads.
open class CATiledLayer: CALayer {
    /// Tile size in pixels (Apple's default 256 × 256). Non-positive sizes are ignored.
    public var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            if !(tileSize.width >= 1 && tileSize.height >= 1 && tileSize.width.isFinite && tileSize.height.isFinite) { tileSize = oldValue }
            if tileSize != oldValue { setNeedsDisplay() }
        }
    }
    /// Number of levels, each half the resolution of the previous (at least 1).
    public var levelsOfDetail = 1 { didSet { levelsOfDetail = max(1, levelsOfDetail); setNeedsDisplay() } }
    /// Number of those levels that are magnified beyond `contentsScale` (0 or more).
    public var levelsOfDetailBias = 0 { didSet { levelsOfDetailBias = max(0, levelsOfDetailBias); setNeedsDisplay() } }
    /// Apple's documented default fade-in of a new tile; subclasses may override.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Draws the tile `rect` (layer coordinates) into a context whose CTM maps layer points to the
    /// tile's pixels. Set by the hosting view (UIKit) or by app code.
    public var tileDrawer: ((CGContext, CGRect) -> Void)?
    /// Bytes of tile images kept: 40 MiB, about five 1920×1080 screens of 256-px tiles, so a viewer
    /// (cache, frame buffer and the rest) stays within issue 7's 64 MiB goal for any image size.
    public var cacheBudget = 40 * 1024 * 1024
    /// Tiles drawn per frame at most, so a frame stays short while a fling reveals new area.
    public var tilesPerFrame = 8

    struct TileID: Hashable { let level: Int, column: Int, row: Int }
    struct Tile { let image: CGImage; let drawnAt: CFTimeInterval; var lastUsed: Int; var bytes: Int { image.height * image.bytesPerRow } }

    /// Changes whenever the set of cached tiles changes (drawn, evicted, invalidated), so the
    /// compositor knows the layer's pixels changed even though its geometry did not.
    var tilesVersion = 0
    private var tiles: [TileID: Tile] = [:]
    private var requested: [TileID] = []
    private var visibleLastFrame: Set<TileID> = []
    private var frameCount = 0
    /// Tiles drawn so far (draw calls), and requests dropped because they left the screen.
    public private(set) var tilesDrawn = 0
    public private(set) var requestsCancelled = 0
    public var cachedTileCount: Int { tiles.count }
    public var cachedBytes: Int { tiles.values.reduce(0) { $0 + $1.bytes } }
    public var pendingTileCount: Int { requested.count }

    public required init() { super.init() }

    /// Forgets every tile: all are drawn again when next needed.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        tiles.removeAll()
        tilesVersion &+= 1
    }

    /// Forgets the tiles that intersect `rect` (layer coordinates).
    open func setNeedsDisplay(in rect: CGRect) {
        for (id, _) in tiles where tileRect(id).intersects(rect) { tiles[id] = nil }
        tilesVersion &+= 1
    }

    // MARK: Levels

    /// Pixels per point of level `level`: level 0 is `contentsScale · 2^bias`, each next level half.
    public func scale(ofLevel level: Int) -> CGFloat {
        contentsScale * pow(2, CGFloat(levelsOfDetailBias - level))
    }

    /// The level drawn for a device scale (pixels per layer point on screen, zoom included): the
    /// coarsest level whose resolution is at least the screen's, or the finest level if none is.
    /// Written rule of issue 7; tested in CATiledLayerTests.
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

    private func ids(at level: Int, covering rect: CGRect) -> [TileID] {
        let s = scale(ofLevel: level)
        let w = tileSize.width / s, h = tileSize.height / s
        let r = rect.intersection(CGRect(origin: .zero, size: bounds.size))
        guard !r.isNull, !r.isEmpty, w > 0, h > 0 else { return [] }
        let c0 = Int((r.minX / w).rounded(.down)), c1 = Int(((r.maxX - 1e-9) / w).rounded(.down))
        let r0 = Int((r.minY / h).rounded(.down)), r1 = Int(((r.maxY - 1e-9) / h).rounded(.down))
        guard c1 - c0 < 4096, r1 - r0 < 4096 else { return [] }   // absurd zoom-out: nothing sensible to tile
        var out: [TileID] = []
        for row in r0...r1 { for column in c0...c1 { out.append(TileID(level: level, column: column, row: row)) } }
        return out
    }

    // MARK: Compositing (called by render(in:))

    /// Draws cached tiles for the visible part of the layer (coarser levels first) and records
    /// which tiles of the wanted level are missing.
    func drawTiles(in ctx: CGContext, alpha: CGFloat) {
        frameCount += 1
        let visible = ctx.clipBoundingBox.intersection(CGRect(origin: .zero, size: bounds.size))
        guard !visible.isNull, !visible.isEmpty else { return }
        let t = ctx.ctm
        let level = self.level(forDeviceScale: sqrt(abs(t.a * t.d - t.b * t.c)))
        let now = HostClock.now
        var wanted: [TileID] = []
        var seen = Set<TileID>()
        // When the wanted level is complete and settled, the coarser levels under it are invisible:
        // skip them (compositing every cached level cost up to 60× a memcpy at the finest zoom).
        let fade = max(0, type(of: self).fadeDuration())
        let wantedIDs = ids(at: level, covering: visible)
        let wantedComplete = wantedIDs.allSatisfy { id in tiles[id].map { fade == 0 || now - $0.drawnAt >= fade } ?? false }
        let coarsestDrawn = wantedComplete ? level : levelsOfDetail - 1
        for l in stride(from: coarsestDrawn, through: level, by: -1) {
            for id in (l == level ? wantedIDs : ids(at: l, covering: visible)) {
                if l == level { wanted.append(id) }
                guard var tile = tiles[id] else { continue }
                tile.lastUsed = frameCount
                tiles[id] = tile
                seen.insert(id)
                let a = l == level && fade > 0 ? min(1, (now - tile.drawnAt) / fade) : 1
                ctx.setAlpha(alpha * CGFloat(a))
                ctx.draw(tile.image, in: tileRect(id))
            }
        }
        ctx.setAlpha(alpha)
        visibleLastFrame = seen
        var missing = wanted.filter { tiles[$0] == nil }
        // The coarsest level is requested too, and drawn first (requests are served from the end):
        // a few cheap tiles that cover newly revealed area at once, so a fling never shows blank
        // where the fine tiles are still missing.
        let coarsest = levelsOfDetail - 1
        if level != coarsest { missing += ids(at: coarsest, covering: visible).filter { tiles[$0] == nil } }
        // Requests for tiles that left the screen are cancelled.
        let stillWanted = Set(missing)
        let dropped = requested.filter { !stillWanted.contains($0) }
        requestsCancelled += dropped.count
        requested = missing
        if !requested.isEmpty || isFading(at: now) { HostScheduler.shared.tiledLayerNeedsFrames(self) }
    }

    func isFading(at now: CFTimeInterval) -> Bool {
        let fade = type(of: self).fadeDuration()
        return fade > 0 && tiles.values.contains { now - $0.drawnAt < fade }
    }

    var needsFrames: Bool { !requested.isEmpty || isFading(at: HostClock.now) }

    /// Draws up to `tilesPerFrame` requested tiles (called between frames by the host scheduler).
    func drawRequestedTiles() {
        guard let drawer = tileDrawer else { return }
        var budget = max(1, tilesPerFrame)
        while budget > 0, let id = requested.popLast() {
            budget -= 1
            let rect = tileRect(id)
            guard !rect.isEmpty, tiles[id] == nil else { continue }
            let s = scale(ofLevel: id.level)
            let pw = Int((rect.width * s).rounded(.up)), ph = Int((rect.height * s).rounded(.up))
            guard let ctx = CGContext(width: max(1, pw), height: max(1, ph)) else { continue }
            ctx.scaleBy(x: s, y: s)
            ctx.translateBy(x: -rect.minX, y: -rect.minY)
            ctx.clip(to: rect)
            drawer(ctx, rect)
            tilesDrawn += 1
            guard let image = ctx.makeImage() else { continue }
            tiles[id] = Tile(image: image, drawnAt: HostClock.now, lastUsed: frameCount)
            tilesVersion &+= 1
        }
        evictOverBudget()
    }

    private func evictOverBudget() {
        var total = cachedBytes
        guard total > cacheBudget else { return }
        let order = tiles.sorted { a, b in
            let av = visibleLastFrame.contains(a.key), bv = visibleLastFrame.contains(b.key)
            if av != bv { return !av }                      // offscreen first
            if a.value.lastUsed != b.value.lastUsed { return a.value.lastUsed < b.value.lastUsed }
            return (a.key.level, a.key.row, a.key.column) < (b.key.level, b.key.row, b.key.column)
        }
        for (id, tile) in order where total > cacheBudget {
            tiles[id] = nil
            tilesVersion &+= 1
            total -= tile.bytes
        }
    }
}
