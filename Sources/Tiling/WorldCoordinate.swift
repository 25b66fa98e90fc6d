/// A position along one axis of the infinite-zoom world, exact at any depth.
///
/// A plain `Double` world coordinate loses a bit of precision for every doubling of the zoom; after
/// ~50 doublings the visible area would be a single representable value (precision collapse). This
/// splits a coordinate at the current level into a whole tile index (`Int64`, exact) and the position
/// inside that tile (`Double` in [0, 1)), so the fractional part keeps full precision however deep
/// the zoom goes. One level deeper doubles the tile count along the axis.
public struct WorldCoordinate: Equatable, Sendable, CustomStringConvertible {
    /// Whole tiles from the world's origin at the current level.
    public private(set) var tile: Int64
    /// Position inside the tile, in [0, 1).
    public private(set) var fraction: Double

    /// The coordinate `tile + fraction` (normalised so the fraction lies in [0, 1)).
    public init(tile: Int64, fraction: Double = 0) {
        self.tile = tile
        self.fraction = 0
        self = self.advanced(by: fraction)
    }

    /// The coordinate moved by `tiles` (any finite amount; non-finite amounts are ignored).
    public func advanced(by tiles: Double) -> WorldCoordinate {
        guard tiles.isFinite else { return self }
        let total = fraction + tiles
        let whole = total.rounded(.down)
        guard abs(whole) < 9e15 else { return self }   // beyond Int64's exact range: refuse the move
        var c = self
        c.tile = tile &+ Int64(whole)
        c.fraction = total - whole
        if c.fraction >= 1 { c.fraction -= 1; c.tile &+= 1 }
        return c
    }

    /// Tiles from `other` to `self`, exact while the index difference fits a Double's 53 bits.
    public func distance(from other: WorldCoordinate) -> Double {
        Double(tile &- other.tile) + (fraction - other.fraction)
    }

    /// The same point one level deeper (twice as many tiles).
    public var deeper: WorldCoordinate {
        let f = fraction * 2
        return f >= 1 ? WorldCoordinate(tile: tile &* 2 &+ 1, fraction: f - 1) : WorldCoordinate(tile: tile &* 2, fraction: f)
    }

    /// The same point one level shallower (half as many tiles).
    public var shallower: WorldCoordinate {
        let odd = tile & 1
        return WorldCoordinate(tile: tile >> 1, fraction: (Double(odd) + fraction) / 2)
    }

    public var description: String { "\(tile)+\(fraction)" }
}
