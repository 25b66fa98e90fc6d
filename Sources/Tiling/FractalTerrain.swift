/// The infinite-zoom world: an endless fractal terrain, a height at every point of the unit square,
/// with as much detail at every depth as at the top.
///
/// It is midpoint displacement on dyadic lattices. The lattice of level `k` has 2^k cells across the
/// world and vertices `0...2^k` on each axis. The four corners of the world (level 0) get a random
/// height each. Every vertex that level `k` adds (an edge's midpoint or a cell's centre) gets the
/// bilinear prediction from the level `k − 1` cell around it (the mean of the edge's two ends, or
/// of the cell's four corners) plus a random displacement of ±`amplitude`. A vertex keeps its height
/// at every deeper level, so a world point is drawn the same at every level that has it as a vertex.
///
/// Why the amplitude is the same at every level: the usual terrain halves it per level, so at level
/// 40 a tile would vary by 2^-40 and show one flat colour. A constant amplitude gives every level
/// the same contrast (the palette wraps heights into bands, `TerrainPalette`), so zooming never runs
/// out of detail. Heights stay sums of at most ~60 terms of ±`amplitude`, which a `Double` holds to
/// ~1e-15 at any depth: no precision is lost, whatever the zoom.
///
/// Why random per vertex, from a hash: the displacement of a vertex is a function of its level and
/// integer coordinates only (`Int64`, exact to level 62), so any tile can be drawn alone, in any
/// order, on any run, and agrees with its neighbours and with the levels above and below it.
public struct FractalTerrain: Sendable, Equatable {
    /// Picks the world: two seeds give two unrelated worlds.
    public let seed: UInt64
    /// Displacement added at every level, ± this much (in palette units: one band is 1).
    public static let amplitude = 0.25
    /// The deepest lattice level whose vertex coordinates fit an `Int64` with a bit to spare.
    public static let maximumLatticeLevel = 62

    /// The Gallery's world.
    public init(seed: UInt64 = 0x5C01_1C17_2026) { self.seed = seed }

    /// The height of vertex (`x`, `y`) of the level-`level` lattice; nil outside the world (a
    /// coordinate outside `0...2^level`) or for a level outside `0...maximumLatticeLevel`.
    public func height(level: Int, x: Int64, y: Int64) -> Double? {
        guard (0...Self.maximumLatticeLevel).contains(level) else { return nil }
        let side = Int64(1) << Int64(level)
        guard (0...side).contains(x), (0...side).contains(y) else { return nil }
        // The cell of this level whose top-left corner is the vertex (the last cell on the far edges).
        let column = min(x, side - 1), row = min(y, side - 1)
        let corners = cellCorners(level: level, column: max(column, 0), row: max(row, 0))
        switch (x - max(column, 0), y - max(row, 0)) {
        case (0, 0): return corners.topLeft
        case (1, 0): return corners.topRight
        case (0, 1): return corners.bottomLeft
        default: return corners.bottomRight
        }
    }

    /// The heights of the four corners of cell (`column`, `row`) of the level-`level` lattice, found
    /// by walking down from the world's corners through the cells that contain it (one step per
    /// level, so O(level)).
    public func cellCorners(level: Int, column: Int64, row: Int64) -> Corners {
        var c = Corners(topLeft: displacement(level: 0, x: 0, y: 0), topRight: displacement(level: 0, x: 1, y: 0),
                        bottomLeft: displacement(level: 0, x: 0, y: 1), bottomRight: displacement(level: 0, x: 1, y: 1))
        guard level > 0 else { return c }
        for k in 1...min(level, Self.maximumLatticeLevel) {
            // The level k − 1 cell holding the target, and which quarter of it the level-k cell is.
            let shift = Int64(level - k)
            let parentX = column >> (shift + 1), parentY = row >> (shift + 1)
            let right = (column >> shift) & 1 == 1, down = (row >> shift) & 1 == 1
            let x0 = 2 * parentX, y0 = 2 * parentY   // the parent's top-left in level-k coordinates
            let top = edgeMidpoint(c.topLeft, c.topRight, level: k, x: x0 + 1, y: y0)
            let bottom = edgeMidpoint(c.bottomLeft, c.bottomRight, level: k, x: x0 + 1, y: y0 + 2)
            let left = edgeMidpoint(c.topLeft, c.bottomLeft, level: k, x: x0, y: y0 + 1)
            let rightEdge = edgeMidpoint(c.topRight, c.bottomRight, level: k, x: x0 + 2, y: y0 + 1)
            let centre = cellCentre(c.topLeft, c.topRight, c.bottomLeft, c.bottomRight, level: k, x: x0 + 1, y: y0 + 1)
            switch (right, down) {
            case (false, false): c = Corners(topLeft: c.topLeft, topRight: top, bottomLeft: left, bottomRight: centre)
            case (true, false): c = Corners(topLeft: top, topRight: c.topRight, bottomLeft: centre, bottomRight: rightEdge)
            case (false, true): c = Corners(topLeft: left, topRight: centre, bottomLeft: c.bottomLeft, bottomRight: bottom)
            case (true, true): c = Corners(topLeft: centre, topRight: rightEdge, bottomLeft: bottom, bottomRight: c.bottomRight)
            }
        }
        return c
    }

    /// The heights of the `(2^detail + 1)²` vertices of level `level + detail` that cover cell
    /// (`column`, `row`) of level `level`, row by row: what a tile of that cell draws. Empty for a
    /// cell outside the world or a depth past `maximumLatticeLevel`.
    public func heights(level: Int, column: Int64, row: Int64, detail: Int) -> [Double] {
        guard level >= 0, detail >= 0, level + detail <= Self.maximumLatticeLevel else { return [] }
        let side = Int64(1) << Int64(level)
        guard (0..<side).contains(column), (0..<side).contains(row) else { return [] }
        let n = 1 << detail, stride = n + 1
        var h = [Double](repeating: 0, count: stride * stride)
        let corners = cellCorners(level: level, column: column, row: row)
        h[0] = corners.topLeft
        h[n] = corners.topRight
        h[n * stride] = corners.bottomLeft
        h[n * stride + n] = corners.bottomRight
        // Subdivide the cell level by level, exactly as `cellCorners` walks down: edge midpoints from
        // their two ends, then centres from their four corners.
        var step = n, sub = 0
        while step > 1 {
            let half = step / 2
            sub += 1
            let k = level + sub
            // Global level-k coordinates of grid index i: the cell's origin plus i / half.
            let originX = column << Int64(sub), originY = row << Int64(sub)
            for y in Swift.stride(from: 0, through: n, by: step) {
                for x in Swift.stride(from: half, to: n, by: step) {
                    h[y * stride + x] = edgeMidpoint(h[y * stride + x - half], h[y * stride + x + half], level: k,
                                                     x: originX + Int64(x / half), y: originY + Int64(y / half))
                }
            }
            for y in Swift.stride(from: half, to: n, by: step) {
                for x in Swift.stride(from: 0, through: n, by: step) {
                    h[y * stride + x] = edgeMidpoint(h[(y - half) * stride + x], h[(y + half) * stride + x], level: k,
                                                     x: originX + Int64(x / half), y: originY + Int64(y / half))
                }
            }
            for y in Swift.stride(from: half, to: n, by: step) {
                for x in Swift.stride(from: half, to: n, by: step) {
                    h[y * stride + x] = cellCentre(h[(y - half) * stride + x - half], h[(y - half) * stride + x + half],
                                                   h[(y + half) * stride + x - half], h[(y + half) * stride + x + half],
                                                   level: k, x: originX + Int64(x / half), y: originY + Int64(y / half))
                }
            }
            step = half
        }
        return h
    }

    /// The heights at the four corners of one lattice cell.
    public struct Corners: Sendable, Equatable {
        /// The height at the cell's top-left corner (smallest x and y).
        public var topLeft: Double
        /// The height at the cell's top-right corner.
        public var topRight: Double
        /// The height at the cell's bottom-left corner.
        public var bottomLeft: Double
        /// The height at the cell's bottom-right corner (largest x and y).
        public var bottomRight: Double
    }

    // The two predictions. Each vertex is computed by one formula whose operands come in a fixed
    // order, so every path to it (a neighbour's tile, a deeper level's walk) gives the same bits.
    private func edgeMidpoint(_ a: Double, _ b: Double, level: Int, x: Int64, y: Int64) -> Double {
        (a + b) * 0.5 + displacement(level: level, x: x, y: y)
    }

    private func cellCentre(_ tl: Double, _ tr: Double, _ bl: Double, _ br: Double, level: Int, x: Int64, y: Int64) -> Double {
        ((tl + tr) + (bl + br)) * 0.25 + displacement(level: level, x: x, y: y)
    }

    /// The random displacement of a vertex, in `-amplitude..<amplitude`: SplitMix64's mix
    /// (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014) over the seed,
    /// the level and the coordinates, its top 53 bits as a fraction.
    func displacement(level: Int, x: Int64, y: Int64) -> Double {
        var h = SplitMix64.mix(seed ^ UInt64(level))
        h = SplitMix64.mix(h ^ UInt64(bitPattern: x))
        h = SplitMix64.mix(h ^ UInt64(bitPattern: y) &* 0x9E37_79B9_7F4A_7C15)
        let unit = Double(h >> 11) * 0x1p-53   // [0, 1)
        return (unit * 2 - 1) * Self.amplitude
    }
}
