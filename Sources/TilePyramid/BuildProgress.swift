/// How far a pyramid build has got, in tiles (all levels together).
public struct BuildProgress: Hashable, Sendable {
    public var tilesDone: Int
    public var tilesTotal: Int

    public init(tilesDone: Int, tilesTotal: Int) {
        self.tilesDone = tilesDone
        self.tilesTotal = tilesTotal
    }

    /// 0 … 1; a build with no tiles counts as complete.
    public var fraction: Double { tilesTotal == 0 ? 1 : Double(tilesDone) / Double(tilesTotal) }
    public var isComplete: Bool { tilesDone >= tilesTotal }
}
