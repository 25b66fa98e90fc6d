/// Predictive prefetch (what no peer toolkit does): drawing the tiles of where the view is going
/// before it gets there. A ScrollKit addition to Apple's API; UIScrollView calls it when a fling is
/// released (at the projected landing offset, the WWDC 2018 projection) and when a zoom animation
/// starts (at its target scale and offset).
extension CATiledLayer {
    /// At most this many tiles per prefetch: one 1920×1080 landing screen just above zoom 0.5 (the
    /// worst case, 3840 × 2160 level pixels) touches up to 16 × 10 = 160 tiles of 256 px. More would
    /// only evict itself (the host's default budget, `TileManager.defaultBudget`, is 40 MiB, 160 such tiles).
    static let prefetchLimit = 160

    /// Asks for the tiles that cover `rect` (layer coordinates) at the level for `deviceScale`
    /// (pixels per layer point on screen), plus the coarsest level's, replacing any earlier prefetch.
    /// They are drawn after the visible tiles, nearest to the centre of `rect` first. Non-finite or
    /// empty rects cancel the prefetch. The request is an input of the next frame's tile stage: the
    /// host's TileManager takes it there, so nothing of the cache changes here (in the input stage).
    public func prefetchTiles(in rect: CGRect, deviceScale: CGFloat) {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, !r.isEmpty else {
            pendingPrefetch = []
            return
        }
        let level = self.level(forDeviceScale: deviceScale)
        let coarsest = levelsOfDetail - 1
        let centre = CGPoint(x: r.midX, y: r.midY)
        func distance(_ id: TileID) -> CGFloat {
            let t = tileRect(id)
            return hypot(t.midX - centre.x, t.midY - centre.y)
        }
        // The coarse tiles first, then the fine ones nearest the centre.
        let fine = ids(at: level, covering: r).sorted { (distance($0), $0.row, $0.column) < (distance($1), $1.row, $1.column) }
        pendingPrefetch = Array(((level == coarsest ? [] : ids(at: coarsest, covering: r)) + fine).prefix(Self.prefetchLimit))
        // Known to the manager from now on, so the host keeps presenting frames until it is drawn.
        _ = tileCache
    }
}
