import UIKit

/// The blog seed's infinite zoom: a tiled world in which every pinch ends by moving the zoom out of
/// the scroll view and into the world's own scale, then re-tiling (uiscrollview-zooming-infinite-zoom).
///
/// The world is a square that is one tile at level 0 and 2^L tiles across at level L. The scroll view
/// shows a bounded content window (`windowSize`) whose origin is the world position `anchor`; after
/// every zoom or scroll the window is re-centred on what is visible, so content coordinates stay
/// small and `WorldCoordinate` keeps the world position exact: it zooms through 50 doublings (the
/// `maximumLevel`) without precision collapse. As in the blog, the scroll view's own zoom range only
/// limits one pinch (0.5×–2×).
@MainActor
open class InfiniteZoomView: UIScrollView, UIScrollViewDelegate {
    /// Tile edge in points at the nominal size of a level.
    public static let tileSize: Double = 256
    /// Deepest level: 2^50 tiles across still leaves Int64 and Double headroom.
    public static let maximumLevel = 50

    /// The world level shown: 2^level tiles across the world.
    public private(set) var level = 0
    /// Displayed tile size in points, in [tileSize, 2·tileSize) except at level 0, where zooming out
    /// may shrink the world down to a quarter tile.
    public private(set) var tilePoints: Double = InfiniteZoomView.tileSize
    /// The world position at content (0, 0), in tiles of the current level.
    public private(set) var anchor = (x: WorldCoordinate(tile: 0), y: WorldCoordinate(tile: 0))
    /// The view that zooms and holds the tiles.
    public let contentView = UIView(frame: .zero)
    private var tiles: [WorldTileView] = []
    private var spareTiles: [WorldTileView] = []

    /// The content window: large enough to scroll a few screens between re-centrings.
    public var windowSize: CGSize { CGSize(width: bounds.width * 5, height: bounds.height * 5) }

    /// An infinite-zoom view showing the world at level 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        minimumZoomScale = 0.5
        maximumZoomScale = 2
        alwaysBounceVertical = true
        alwaysBounceHorizontal = true
        addSubview(contentView)
        // Start with the level-0 world centred in the view.
        recentre(viewportWorld: (WorldCoordinate(tile: 0).advanced(by: -Double(bounds.width) / 2 / tilePoints + 0.5),
                                 WorldCoordinate(tile: 0).advanced(by: -Double(bounds.height) / 2 / tilePoints + 0.5)))
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The world position (tiles of the current level) at a point in the scroll view's bounds.
    public func worldPosition(at point: CGPoint) -> (x: WorldCoordinate, y: WorldCoordinate) {
        let z = Double(zoomScale)
        return (anchor.x.advanced(by: Double(point.x) / z / tilePoints),
                anchor.y.advanced(by: Double(point.y) / z / tilePoints))
    }

    /// Number of tiles across the world at the current level.
    public var tilesAcross: Int64 { Int64(1) << Int64(level) }

    // MARK: Re-centring and tiling

    /// Puts the viewport's top-left at world position `viewportWorld` with the window centred on it.
    private func recentre(viewportWorld: (x: WorldCoordinate, y: WorldCoordinate)) {
        let window = windowSize
        let margin = CGPoint(x: (window.width - bounds.width) / 2, y: (window.height - bounds.height) / 2)
        anchor = (viewportWorld.x.advanced(by: -Double(margin.x) / tilePoints),
                  viewportWorld.y.advanced(by: -Double(margin.y) / tilePoints))
        contentView.transform = .identity
        contentView.frame = CGRect(origin: .zero, size: window)
        contentSize = window
        contentOffset = margin
        retile()
    }

    /// Shows the tiles that intersect the visible part of the window (recycling the others).
    public func retile() {
        guard tilePoints > 0, bounds.width > 0, bounds.height > 0 else { return }
        let visible = convert(bounds, to: contentView)
        let t = tilePoints
        let across = tilesAcross
        let first = (x: anchor.x.advanced(by: Double(visible.minX) / t), y: anchor.y.advanced(by: Double(visible.minY) / t))
        let last = (x: anchor.x.advanced(by: Double(visible.maxX) / t), y: anchor.y.advanced(by: Double(visible.maxY) / t))
        // When the visible part lies wholly outside the world (dragged or rotated past its edge) the
        // first index is past the last: no tile is visible. Checked before making a range, which
        // traps when its bounds are reversed (found by `make soak`).
        let firstColumn = max(first.x.tile, 0), lastColumn = min(last.x.tile, across - 1)
        let firstRow = max(first.y.tile, 0), lastRow = min(last.y.tile, across - 1)
        let anyVisible = firstColumn <= lastColumn && firstRow <= lastRow
        let columns = anyVisible ? firstColumn...lastColumn : 0...0
        let rows = anyVisible ? firstRow...lastRow : 0...0
        for tile in tiles where !(anyVisible && columns.contains(tile.column) && rows.contains(tile.row) && tile.level == level) {
            tile.removeFromSuperview()
            spareTiles.append(tile)
        }
        tiles.removeAll { $0.superview == nil }
        guard anyVisible else { return }
        for row in rows {
            for column in columns where !tiles.contains(where: { $0.row == row && $0.column == column }) {
                let tile = spareTiles.popLast() ?? WorldTileView(frame: .zero)
                tile.level = level
                tile.column = column
                tile.row = row
                contentView.addSubview(tile)
                tiles.append(tile)
            }
        }
        for tile in tiles {
            let x = WorldCoordinate(tile: tile.column).distance(from: anchor.x) * t
            let y = WorldCoordinate(tile: tile.row).distance(from: anchor.y) * t
            let frame = CGRect(x: x, y: y, width: t, height: t)
            let resized = tile.frame.size != frame.size
            tile.frame = frame
            // A new tile size (after a zoom moved into the world's scale) is drawn afresh, not stretched.
            if resized { tile.setNeedsDisplay() }
        }
    }

    /// Tile views in use (the visible ones).
    public var visibleTiles: [WorldTileView] { tiles }
    /// Tile views ever created.
    public var tileViewCount: Int { tiles.count + spareTiles.count }

    // MARK: Delegate

    /// The content view zooms (`UIScrollViewDelegate`).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { contentView }

    /// Re-tiles for what is now visible, except during a pinch (`UIScrollViewDelegate`).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if !isZooming && !isZoomAnimating { retile() }  // isZooming is the pinch only
    }

    /// Re-centres the content window on what is visible once a fling ends (`UIScrollViewDelegate`).
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { recentreOnViewport() }

    /// Re-centres the content window when a drag ends without a fling (`UIScrollViewDelegate`).
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { recentreOnViewport() }
    }

    /// The blog's punchline: transfer the zoom into the world's scale, then re-tile.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        transferZoom()
    }

    private func recentreOnViewport() {
        guard zoomScale == 1 else { return }
        recentre(viewportWorld: worldPosition(at: CGPoint(x: bounds.minX, y: bounds.minY)))
    }

    /// Moves the scroll view's zoom into `level`/`tilePoints` and resets the zoom to 1.
    public func transferZoom() {
        let z = Double(zoomScale)
        guard z.isFinite, z > 0 else { return }
        var topLeft = worldPosition(at: CGPoint(x: bounds.minX, y: bounds.minY))
        var size = tilePoints * z
        while size >= 2 * Self.tileSize, level < Self.maximumLevel {
            level += 1
            size /= 2
            topLeft = (topLeft.x.deeper, topLeft.y.deeper)
        }
        while size < Self.tileSize, level > 0 {
            level -= 1
            size *= 2
            topLeft = (topLeft.x.shallower, topLeft.y.shallower)
        }
        // At the deepest level, or zoomed out past level 0, the tile size is limited instead.
        tilePoints = min(max(size, Self.tileSize / 4), 2 * Self.tileSize)
        zoomScale = 1
        recentre(viewportWorld: topLeft)
    }
}

/// One tile of the infinite-zoom world; it knows where in the world it is and shows it, as the blog's
/// debug tiles do: a grey square (alternating shades, so panning and re-tiling are visible) with a
/// border and its level, column and row. Without a drawing the world would be blank: tiles are plain
/// views that the scroll view places, and they have no other content.
public final class WorldTileView: UIView {
    /// The world level of this tile.
    public internal(set) var level = 0 { didSet { if level != oldValue { setNeedsDisplay() } } }
    /// The tile's column in the world at its level.
    public internal(set) var column: Int64 = 0 { didSet { if column != oldValue { setNeedsDisplay() } } }
    /// The tile's row in the world at its level.
    public internal(set) var row: Int64 = 0 { didSet { if row != oldValue { setNeedsDisplay() } } }

    /// The tile's shade: two greys in a checkerboard of the level's tiles.
    var shade: UIColor { UIColor(white: (column ^ row) & 1 == 0 ? 0.78 : 0.68, alpha: 1) }

    public override func draw(_ rect: CGRect) {
        shade.setFill()
        UIBezierPath(rect: bounds).fill()
        UIColor(white: 0.45, alpha: 1).setStroke()
        let border = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
        border.lineWidth = 1
        border.stroke()
        let label = "L\(level)  c\(column)  r\(row)" as NSString
        label.draw(at: CGPoint(x: 10, y: 8), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.darkGray])
    }
}
