/// One resolution of a pyramid: the whole image shrunk by `2^index` and cut into a grid of tiles.
///
/// See also: `PyramidLayout`, which derives the levels, and `PyramidLayout.tileRect(level:column:row:)`.
public struct PyramidLevel: Hashable, Codable, Sendable {
    /// 0 is full resolution; each step halves both sides.
    public var index: Int
    /// PhotoScroller's file-name scale: `Int(1000 × 2^-index)`, truncated as its `(int)(scale * 1000)`
    /// does, so 1000, 500, 250, 125, 62, 31, 15, 7, 3, 1.
    public var scaleLabel: Int
    /// The level's pixel size: each full-resolution side divided by `2^index`, rounded up so the last
    /// row and column of image pixels still land in a (truncated) edge tile.
    public var size: PixelSize
    /// Tile columns at this level.
    public var columns: Int
    /// Tile rows at this level.
    public var rows: Int

    /// The zoom scale this level serves (CATiledLayer's `ctm.a`): 1, 0.5, 0.25, …
    public var scale: Double { 1.0 / Double(1 << index) }
    /// Tiles at this level.
    public var tileCount: Int { columns * rows }
}
