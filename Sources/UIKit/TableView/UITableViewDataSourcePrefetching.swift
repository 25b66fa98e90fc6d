import Foundation

/// UIKit's prefetching data source: told which rows are likely to be displayed soon, so it can start
/// loading their data (images, records) before `cellForRowAt` asks for them. Set it as the table's
/// `prefetchDataSource`. When and which rows: UITableView+Prefetching.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these rows; they are ahead of the scroll direction (or where a
    /// fling will land) and not yet on screen. Required, as on iOS.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier are no longer expected soon (the scrolling reversed): stop loading them.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing: cancelling is optional, as on iOS.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
