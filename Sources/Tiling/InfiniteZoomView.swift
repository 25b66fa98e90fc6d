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
///
/// The tiles draw `FractalTerrain`, a world with detail at every level (`WorldTileView`). When the
/// view's size changes (a window resize, a rotation), the world point at the centre of the view stays
/// at its centre and the content window is re-centred for the new size.
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
    /// Called whenever the level or the visible part of the world changes (a scroll, a zoom, a
    /// re-centring or a new size), for overlays that show where the view is.
    public var viewportDidChange: ((InfiniteZoomView) -> Void)?
    private var tiles: [WorldTileView] = []
    /// The size the content window was last centred for (`layoutSubviews` re-centres on a change).
    private var laidOutSize: CGSize = .zero
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
        laidOutSize = bounds.size
        retile()
        viewportDidChange?(self)
    }

    /// The world position at the centre of the view.
    public var centreWorldPosition: (x: WorldCoordinate, y: WorldCoordinate) {
        worldPosition(at: CGPoint(x: bounds.midX, y: bounds.midY))
    }

    /// A new size (window resize, rotation): keeps the world point at the centre of the old size at
    /// the centre of the new one, as a map does, and re-centres the content window for the new size
    /// (its size follows the view's). A zoom in progress is first moved into the world's scale.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.size != laidOutSize, bounds.width > 0, bounds.height > 0 else { return }
        if zoomScale != 1 { transferZoom() }
        guard bounds.size != laidOutSize else { return }
        let old = laidOutSize
        // A view never laid out at a size (made with a zero frame, so never zoomed either) starts
        // with the level-0 world centred, as `init(frame:)` does.
        let centre: (x: WorldCoordinate, y: WorldCoordinate) = old.width > 0 && old.height > 0
            ? worldPosition(at: CGPoint(x: bounds.minX + old.width / 2, y: bounds.minY + old.height / 2))
            : (WorldCoordinate(tile: 0, fraction: 0.5), WorldCoordinate(tile: 0, fraction: 0.5))
        recentre(viewportWorld: (centre.x.advanced(by: -Double(bounds.width) / 2 / tilePoints),
                                 centre.y.advanced(by: -Double(bounds.height) / 2 / tilePoints)))
    }

    /// Shows the tiles that intersect the visible part of the window (recycling the others).
    public func retile() {
        guard tilePoints > 0, bounds.width > 0, bounds.height > 0 else { return }
        let visible = convert(bounds, to: contentView)
        let t = tilePoints
        let across = tilesAcross
        let first = (x: anchor.x.advanced(by: Double(visible.minX) / t), y: anchor.y.advanced(by: Double(visible.minY) / t))
        let last = (x: anchor.x.advanced(by: Double(visible.maxX) / t), y: anchor.y.advanced(by: Double(visible.maxY) / t))
        // Empty when the viewport is off the world (scrolled or zoomed past its edge): no tiles.
        func span(_ lo: Int64, _ hi: Int64) -> Range<Int64> {
            let lower = max(lo, 0), upper = min(hi, across - 1) + 1
            return lower < upper ? lower..<upper : 0..<0
        }
        let columns = span(first.x.tile, last.x.tile)
        let rows = span(first.y.tile, last.y.tile)
        for tile in tiles where !(columns.contains(tile.column) && rows.contains(tile.row) && tile.level == level) {
            tile.removeFromSuperview()
            spareTiles.append(tile)
        }
        tiles.removeAll { $0.superview == nil }
        guard !columns.isEmpty, !rows.isEmpty else { return }
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
        // Tile edges on whole device pixels: two tiles meeting inside a pixel each cover part of it
        // and the background shows through the seam. (A tile may be a pixel wider than another.)
        let scale = Double(window?.screen.scale ?? 1)
        func snapped(_ tiles: Double) -> CGFloat { CGFloat((tiles * t * scale).rounded() / scale) }
        for tile in tiles {
            let x = WorldCoordinate(tile: tile.column).distance(from: anchor.x)
            let y = WorldCoordinate(tile: tile.row).distance(from: anchor.y)
            let frame = CGRect(x: snapped(x), y: snapped(y), width: snapped(x + 1) - snapped(x), height: snapped(y + 1) - snapped(y))
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
        viewportDidChange?(self)
    }

    /// Reports the zoom as it changes, for the overlay (`UIScrollViewDelegate`).
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { viewportDidChange?(self) }

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
