/// How many drawing jobs a tiled layer runs at once.
extension CATiledLayer {
    /// The jobs `startJobs()` may have running: `tilesPerFrame`, except while the layer shows none
    /// of its finer levels yet (first appearance, or everything invalidated by `setNeedsDisplay()`:
    /// no tile cached but the coarsest level's cover), when every requested tile is started at
    /// once, up to `prefetchLimit` (one screen of tiles; `prefetchLimit` explains the figure).
    ///
    /// Why: the limit exists to keep a moving view's tiles current (requests that leave the screen
    /// are cancelled before they are drawn) and to bound tiles in flight. An empty layer has nothing
    /// on screen to keep current, and all its visible tiles are wanted and will be cached anyway; 8
    /// a tick spread the 65 tiles of the gigapixel viewer's opening screen over 9 frames, with the
    /// cores idle between ticks in a host that does not wait for drawing. A layer with a hanging
    /// `draw(_:)` (`reportedHangingDraw`) keeps the plain limit once the hang is known, so a stuck
    /// source holds at most twice `tilesPerFrame` drawing threads from then on; until the first
    /// job outlives `tileDrawingWaitLimit`, a first screen from a stuck source can hold up to
    /// `prefetchLimit` threads (not bounded further: a screen's worth is the point of the rule).
    var drawingJobLimit: Int {
        let limit = max(1, tilesPerFrame)
        // Main-thread drawing (`mainActorTileDrawer`) keeps the plain limit: a screen's worth
        // would be drawn inside one tick.
        guard !reportedHangingDraw, !requested.isEmpty, tileDrawer != nil else { return limit }
        let coarsest = levelsOfDetail - 1
        let showsOnlyCover = tiles.isEmpty || (coarsest > 0 && tiles.keys.allSatisfy { $0.level == coarsest })
        guard showsOnlyCover else { return limit }
        return max(limit, min(requested.count + prefetchRequested.count + activeJobCount, Self.prefetchLimit))
    }
}
