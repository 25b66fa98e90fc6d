/// How far a pyramid build has got, in tiles (all levels together).
public struct BuildProgress: Hashable, Sendable {
    /// Tiles written so far.
    public var tilesDone: Int
    /// Tiles the whole pyramid has.
    public var tilesTotal: Int

    /// Progress of `tilesDone` out of `tilesTotal`.
    public init(tilesDone: Int, tilesTotal: Int) {
        self.tilesDone = tilesDone
        self.tilesTotal = tilesTotal
    }

    /// 0 … 1; a build with no tiles counts as complete.
    public var fraction: Double { tilesTotal == 0 ? 1 : Double(tilesDone) / Double(tilesTotal) }
    /// Whether every tile is written.
    public var isComplete: Bool { tilesDone >= tilesTotal }
}
