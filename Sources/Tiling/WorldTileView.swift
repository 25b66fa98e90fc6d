import UIKit

/// One tile of the infinite-zoom world: the `FractalTerrain` over its cell of the world, drawn from
/// the cell's level, column and row alone (never from its position on screen), so it agrees with
/// every other tile and level.
///
/// The tile takes the heights of the `2^detail`-per-side lattice of level `level + detail` that
/// covers it, interpolates them bilinearly to `pixelsPerCell` image pixels per lattice cell, and
/// colours each pixel by its height (`TerrainPalette`). Colouring interpolated heights, not
/// interpolated colours, keeps the coasts sharp: the beach is a narrow band of heights, so a coast
/// is a crisp line that wanders at every scale. The image has one pixel per sample point, the first
/// and last on the tile's edges, and is drawn so that each pixel's centre lands on its point.
///
/// A world point on the lattice is drawn in its own height's colour at every level that has it (the
/// Tiling tests compare them); between lattice points a deeper level adds the detail of its next
/// lattice. Tiles share their edge vertices, so they join without seams.
public final class WorldTileView: UIView {
    /// The world every tile draws.
    public static let terrain = FractalTerrain()
    /// Lattice levels drawn below the tile's own: 2^detail cells across the tile. 6 (64 cells, 4 to
    /// 8 pt each at the tile's 256-to-512-pt sizes) shows six levels of detail at once; more turned
    /// the finest level into per-pixel grain, fewer left the view without small islands.
    public static let detail = 6
    /// Image pixels per lattice cell: 4, so the image has 256 + 1 pixels across the nominal 256-pt
    /// tile (`InfiniteZoomView.tileSize`).
    public static let pixelsPerCell = 4
    /// Pixels across a tile's image: one per sample point, both edges included.
    public static var imageSide: Int { (1 << detail) * pixelsPerCell + 1 }

    /// The world level of this tile.
    public internal(set) var level = 0 { didSet { if level != oldValue { invalidateImage() } } }
    /// The tile's column in the world at its level.
    public internal(set) var column: Int64 = 0 { didSet { if column != oldValue { invalidateImage() } } }
    /// The tile's row in the world at its level.
    public internal(set) var row: Int64 = 0 { didSet { if row != oldValue { invalidateImage() } } }

    /// The terrain image of the current cell, made on first draw and kept while the tile shows the
    /// same cell (a new tile size after a zoom redraws it without recomputing the heights).
    private var image: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func invalidateImage() {
        image = nil
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        if image == nil { image = Self.image(level: level, column: column, row: row) }
        guard let image else { return }
        // Half a pixel beyond each edge, so pixel centres land on their sample points, the first and
        // last on the tile's edges; the halves outside are clipped (the neighbour draws them too).
        let pitch = CGSize(width: bounds.width / CGFloat(Self.imageSide - 1), height: bounds.height / CGFloat(Self.imageSide - 1))
        image.draw(in: bounds.insetBy(dx: -pitch.width / 2, dy: -pitch.height / 2))
    }

    /// The terrain of cell (`column`, `row`) of level `level` as an `imageSide`-pixel square image:
    /// pixel (i, j) is the colour of the height at point (i, j) / `pixelsPerCell` of the cell's
    /// lattice (a vertex when both are multiples of `pixelsPerCell`). Nil for a cell outside the world.
    public static func image(level: Int, column: Int64, row: Int64) -> UIImage? {
        let heights = terrain.heights(level: level, column: column, row: row, detail: detail)
        let cells = 1 << detail, stride = cells + 1, side = imageSide, p = pixelsPerCell
        guard heights.count == stride * stride else { return nil }
        var bytes = [UInt8](repeating: 255, count: side * side * 4)   // RGBX, X = 255
        heights.withUnsafeBufferPointer { h in
            bytes.withUnsafeMutableBufferPointer { out in
                for j in 0..<side {
                    let cy = min(j / p, cells - 1), fy = Double(j - cy * p) / Double(p)
                    for i in 0..<side {
                        let cx = min(i / p, cells - 1), fx = Double(i - cx * p) / Double(p)
                        let v = cy * stride + cx
                        let top = h[v] + (h[v + 1] - h[v]) * fx
                        let bottom = h[v + stride] + (h[v + stride + 1] - h[v + stride]) * fx
                        // At a vertex (fx = fy = 0) this is exactly the vertex's height.
                        let c = TerrainPalette.rgb(top + (bottom - top) * fy)
                        let o = (j * side + i) * 4
                        out[o] = c.red
                        out[o + 1] = c.green
                        out[o + 2] = c.blue
                    }
                }
            }
        }
        guard let provider = CGDataProvider(data: Data(bytes) as CFData),
              let cg = CGImage(width: side, height: side, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: side * 4,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                               provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return nil }
        return UIImage(cgImage: cg)
    }
}
