import Foundation

/// What the table has prefetched and which way it was scrolling.
struct TablePrefetchState {
    /// The offset at the previous layout pass (nil before the first, and after a reload).
    var lastOffsetY: CGFloat?
    /// +1 down the list (offset growing), −1 up, 0 not yet known.
    var direction = 0
    /// Rows sent to `prefetchRowsAt` that are not yet displayed or cancelled.
    var prefetched: Set<IndexPath> = []
}

/// `prefetchDataSource`: after every layout pass in which the offset moved, the rows in the next
/// screenful ahead of the scroll direction are prefetched, and during a fling also the rows of the
/// screen where the fling will come to rest (the deceleration's projected resting offset, which the
/// scroll view computes at release; see `projectedRestingOffsetY`). Each row is sent once until it
/// is displayed. When the direction reverses, every row prefetched and not yet displayed is
/// cancelled (`cancelPrefetchingForRowsAt`), as those rows are no longer coming.
///
/// Cost: O(log n + rows asked for) per pass, nothing per row of the table.
extension UITableView {
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, geometry.itemCount > 0 else {
            prefetchState.lastOffsetY = contentOffset.y
            return
        }
        let y = contentOffset.y
        let last = prefetchState.lastOffsetY
        prefetchState.lastOffsetY = y
        if !prefetchState.prefetched.isEmpty { prefetchState.prefetched.subtract(visibleCellsByPath.keys) }
        guard let last, y != last else { return }
        let direction = y > last ? 1 : -1
        if direction != prefetchState.direction {
            if prefetchState.direction != 0, !prefetchState.prefetched.isEmpty {
                let cancelled = prefetchState.prefetched.sorted()
                prefetchState.prefetched.removeAll()
                prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled)
            }
            prefetchState.direction = direction
        }
        let h = bounds.height
        guard h > 0 else { return }
        var rects = [CGRect(x: bounds.minX, y: direction > 0 ? bounds.maxY : bounds.minY - h, width: bounds.width, height: h)]
        if let landing = projectedRestingOffsetY, (direction > 0) == (landing > y), abs(landing - y) > h {
            rects.append(CGRect(x: bounds.minX, y: landing, width: bounds.width, height: h))
        }
        var wanted: [IndexPath] = []
        for rect in rects {
            for indexPath in indexPathsForRows(in: rect) ?? []
            where visibleCellsByPath[indexPath] == nil && !prefetchState.prefetched.contains(indexPath) {
                prefetchState.prefetched.insert(indexPath)
                wanted.append(indexPath)
            }
        }
        guard !wanted.isEmpty else { return }
        prefetcher.tableView(self, prefetchRowsAt: wanted)
    }

    /// Forgets what was prefetched (reloadData): the rows are new.
    func resetPrefetching() {
        prefetchState = TablePrefetchState()
    }
}

extension UIScrollView {
    /// Where the vertical deceleration running now will come to rest (the projection made at the
    /// release, clamped to the content), or nil when the view is not decelerating freely.
    var projectedRestingOffsetY: CGFloat? {
        projectedRestingOffset(vertical: true)
    }
}
