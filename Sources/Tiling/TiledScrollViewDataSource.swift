import UIKit

/// Supplies the tiles of a `TiledScrollView` (WWDC 2009 session 102's data source).
@MainActor
public protocol TiledScrollViewDataSource: AnyObject {
    /// The tile at `row`, `column` for `resolution` (0: full size, −1: half size, …). Call
    /// `dequeueReusableTile()` first and configure what it returns, as with table view cells.
    func tiledScrollView(_ scrollView: TiledScrollView, tileForRow row: Int, column: Int, resolution: Int) -> UIView
}
