import UIKit

/// A scroll view that shows a huge image as tiles, holding only the tiles that are visible and reusing
/// the ones that scroll away (WWDC 2009 session 102, "Tiling").
///
/// The tiles live in `tileContainerView`, which is what zooms. When a zoom ends below 50 % the view
/// switches to the next lower resolution (tiles showing twice as much), and above 100 % to the next
/// higher one, keeping what is on screen in place; `minimumResolution`/`maximumResolution` bound it.
/// `tileForRow` is asked only for tiles that are missing, and tiles are created only when no recycled
/// one is left, so the number of tile views never exceeds the most that were visible at once.
@MainActor
open class TiledScrollView: UIScrollView, UIScrollViewDelegate {
    /// Supplies the tile views and the content size at each resolution.
    public weak var dataSource: TiledScrollViewDataSource?
    /// Tile size in points at every resolution.
    public var tileSize = CGSize(width: 256, height: 256) {
        didSet { if !(tileSize.width > 0 && tileSize.height > 0) { tileSize = oldValue } }
    }
    /// The view that holds the tiles and zooms.
    public let tileContainerView = UIView(frame: .zero)
    /// The resolution shown: 0 is the data source's base, each step up doubles the detail.
    public private(set) var resolution = 0
    /// The lowest resolution a zoom-out may switch to.
    public var minimumResolution = 0
    /// The highest resolution a zoom-in may switch to.
    public var maximumResolution = 0
    /// The image size at resolution 0.
    public private(set) var fullSize = CGSize.zero

    private var visibleTiles: [TileKey: UIView] = [:]
    private var reusableTiles: [UIView] = []
    /// Absolute (resolution-0) zoom range, kept across resolution changes.
    private var absoluteZoomRange: ClosedRange<CGFloat> = 1...1

    /// Tile views currently on screen (for tests and the demo's tile numbers).
    public var tileCount: Int { visibleTiles.count }
    /// Tile views waiting for reuse.
    public var reusableTileCount: Int { reusableTiles.count }

    /// Ordered row by row, then column: the order tiles are recycled in.
    struct TileKey: Hashable, Comparable {
        let row: Int, column: Int
        static func < (a: TileKey, b: TileKey) -> Bool { (a.row, a.column) < (b.row, b.column) }
    }

    /// An empty tiled scroll view; set `dataSource` to show tiles.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(tileContainerView)
        delegate = self
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows an image of `size` (at resolution 0) between the given absolute zoom scales.
    public func reloadData(withContentSize size: CGSize, minimumZoom: CGFloat = 0.125, maximumZoom: CGFloat = 1) {
        guard size.width.isFinite, size.height.isFinite else { return }
        fullSize = CGSize(width: max(0, size.width), height: max(0, size.height))
        let lo = minimumZoom.isFinite && minimumZoom > 0 ? minimumZoom : 1
        absoluteZoomRange = lo...max(lo, maximumZoom.isFinite ? maximumZoom : lo)
        resolution = 0
        configureContainer(zoom: 1)
        reloadData()
    }

    /// Recycles every tile and asks again for the visible ones.
    public func reloadData() {
        for key in visibleTiles.keys.sorted() { recycle(visibleTiles[key]!) }
        visibleTiles.removeAll()
        setNeedsLayout()
    }

    /// A tile view that scrolled away, for `tileForRow` to reuse, or nil if none is left.
    public func dequeueReusableTile() -> UIView? { reusableTiles.popLast() }

    private func recycle(_ tile: UIView) {
        tile.removeFromSuperview()
        reusableTiles.append(tile)
        dataSource?.tiledScrollView(self, didRecycle: tile)
    }

    private var levelFactor: CGFloat { pow(2, CGFloat(resolution)) }

    /// Sizes the container for the current resolution and sets the zoom so `zoom` is shown.
    private func configureContainer(zoom: CGFloat) {
        tileContainerView.transform = .identity
        let size = CGSize(width: fullSize.width * levelFactor, height: fullSize.height * levelFactor)
        tileContainerView.frame = CGRect(origin: .zero, size: size)
        contentSize = size
        minimumZoomScale = absoluteZoomRange.lowerBound / levelFactor
        maximumZoomScale = absoluteZoomRange.upperBound / levelFactor
        zoomScale = zoom
    }

    /// Adds the visible tiles that are missing and recycles those that left the screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileVisibleArea()
    }

    /// Recycles tiles that left the bounds and asks the data source for the missing ones.
    func tileVisibleArea() {
        guard let dataSource, tileContainerView.bounds.width > 0, tileContainerView.bounds.height > 0 else { return }
        let visible = convert(bounds, to: tileContainerView).intersection(tileContainerView.bounds)
        // Row by row, never in the dictionary's order: that differs per process (Swift seeds hashing
        // per run), and it decides which recycled view each new tile reuses, so the tile numbers the
        // Gallery draws would differ between two identical runs.
        for key in visibleTiles.keys.sorted() {
            guard let tile = visibleTiles[key], !tile.frame.intersects(visible) || visible.isNull else { continue }
            recycle(tile)
            visibleTiles[key] = nil
        }
        guard !visible.isNull, !visible.isEmpty else { return }
        let rows = Int((tileContainerView.bounds.height / tileSize.height).rounded(.up))
        let columns = Int((tileContainerView.bounds.width / tileSize.width).rounded(.up))
        let firstRow = max(0, Int((visible.minY / tileSize.height).rounded(.down)))
        let lastRow = min(rows - 1, Int(((visible.maxY - 0.001) / tileSize.height).rounded(.down)))
        let firstColumn = max(0, Int((visible.minX / tileSize.width).rounded(.down)))
        let lastColumn = min(columns - 1, Int(((visible.maxX - 0.001) / tileSize.width).rounded(.down)))
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn where visibleTiles[TileKey(row: row, column: column)] == nil {
                let tile = dataSource.tiledScrollView(self, tileForRow: row, column: column, resolution: resolution)
                let origin = CGPoint(x: CGFloat(column) * tileSize.width, y: CGFloat(row) * tileSize.height)
                tile.frame = CGRect(origin: origin, size: CGSize(width: min(tileSize.width, tileContainerView.bounds.width - origin.x),
                                                                height: min(tileSize.height, tileContainerView.bounds.height - origin.y)))
                tileContainerView.addSubview(tile)
                visibleTiles[TileKey(row: row, column: column)] = tile
            }
        }
    }

    // MARK: Predictive prefetch

    /// A fling is released: ask for the tiles around where it will land (the WWDC 2018 projection,
    /// which is the deceleration's resting offset) before the view gets there.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let target = targetContentOffset.pointee
        guard target != contentOffset else { return }
        prefetch(visibleRect: CGRect(origin: target, size: bounds.size), zoom: zoomScale)
    }

    /// A zoom animation starts: ask for the tiles of its destination.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        guard let target = zoomAnimationTarget else { return }
        prefetch(visibleRect: CGRect(origin: target.contentOffset, size: bounds.size), zoom: target.scale)
    }

    private func prefetch(visibleRect: CGRect, zoom: CGFloat) {
        guard zoom > 0 else { return }
        let rect = CGRect(x: visibleRect.minX / zoom, y: visibleRect.minY / zoom,
                          width: visibleRect.width / zoom, height: visibleRect.height / zoom)
        dataSource?.tiledScrollView(self, willNeedTilesIn: rect, resolution: resolution)
    }

    // MARK: Zooming

    /// The tile container zooms (`UIScrollViewDelegate`).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { tileContainerView }

    /// Switches resolution when the zoom ended below 50 % or above 100 % (`UIScrollViewDelegate`).
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        updateResolution()
    }

    /// Switches resolution after a zoom (below 50 % → lower, above 100 % → higher), keeping the
    /// content point at the bounds centre and the on-screen scale.
    public func updateResolution() {
        var delta = 0
        var zoom = zoomScale
        while zoom < 0.5, resolution + delta > minimumResolution { delta -= 1; zoom *= 2 }
        while zoom > 1, resolution + delta < maximumResolution { delta += 1; zoom /= 2 }
        guard delta != 0 else { return }
        let s0 = zoomScale
        let center = CGPoint(x: (contentOffset.x + bounds.width / 2) / s0, y: (contentOffset.y + bounds.height / 2) / s0)
        let factor = pow(2, CGFloat(delta))
        resolution += delta
        configureContainer(zoom: zoom)
        let target = CGPoint(x: center.x * factor * zoom - bounds.width / 2, y: center.y * factor * zoom - bounds.height / 2)
        let range = (x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
        contentOffset = CGPoint(x: min(max(0, target.x), range.x), y: min(max(0, target.y), range.y))
        reloadData()
    }
}
