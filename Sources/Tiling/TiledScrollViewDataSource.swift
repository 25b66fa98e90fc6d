import UIKit

/// Supplies the tiles of a `TiledScrollView` (WWDC 2009 session 102's data source).
@MainActor
public protocol TiledScrollViewDataSource: AnyObject {
    /// The tile at `row`, `column` for `resolution` (0: full size, −1: half size, …). Call
    /// `dequeueReusableTile()` first and configure what it returns, as with table view cells.
    func tiledScrollView(_ scrollView: TiledScrollView, tileForRow row: Int, column: Int, resolution: Int) -> UIView

    /// A tile left the screen and went to the reuse queue (cancel its load). Optional.
    func tiledScrollView(_ scrollView: TiledScrollView, didRecycle tile: UIView)
    /// A fling or zoom animation will show `rect` (tile-container coordinates at `resolution`): load it
    /// ahead of time. Optional.
    func tiledScrollView(_ scrollView: TiledScrollView, willNeedTilesIn rect: CGRect, resolution: Int)
}

extension TiledScrollViewDataSource {
    public func tiledScrollView(_ scrollView: TiledScrollView, didRecycle tile: UIView) {}
    public func tiledScrollView(_ scrollView: TiledScrollView, willNeedTilesIn rect: CGRect, resolution: Int) {}
}
