import Foundation

/// Prefetching (`prefetchDataSource`, iOS 10): items are announced before they appear, so their
/// data can load while the user scrolls toward them.
///
/// Which items: at every layout pass that moved the content, those in the screen ahead of the
/// scroll direction (the bounds shifted by one bounds length that way); and when a fling is
/// released, those where it will come to rest, from the projected landing point the scroll view
/// computes for its deceleration (`flingWillRest(at:)`, UIScrollView+Dragging.swift). Each item is
/// announced once until it is displayed or cancelled. When the direction reverses on an axis,
/// every item announced and not yet displayed is cancelled (`cancelPrefetchingForItemsAt`): they
/// lie the other way now. `reloadData`, updates and turning `isPrefetchingEnabled` off cancel too.
extension UICollectionView {
    /// Called at the end of each layout pass.
    func updatePrefetching() {
        let offset = contentOffset
        defer { prefetch.lastOffset = offset }
        guard isPrefetchingEnabled, prefetchDataSource != nil, let last = prefetch.lastOffset else { return }
        let step = CGPoint(x: (offset.x - last.x).unitSign, y: (offset.y - last.y).unitSign)
        guard step != .zero else { return }
        if prefetch.direction.x * step.x < 0 || prefetch.direction.y * step.y < 0 { cancelAllPrefetching() }
        if step.x != 0 { prefetch.direction.x = step.x }
        if step.y != 0 { prefetch.direction.y = step.y }
        let ahead = bounds.offsetBy(dx: step.x * bounds.width, dy: step.y * bounds.height)
        announceItems(in: ahead)
    }

    /// A fling will rest at `offset`: announce the items of that screen.
    func prefetchForLanding(at offset: CGPoint) {
        guard isPrefetchingEnabled, prefetchDataSource != nil, offset.x.isFinite, offset.y.isFinite else { return }
        announceItems(in: CGRect(origin: offset, size: bounds.size))
    }

    /// Announces the items in `rect` that are neither visible nor already announced, nearest first
    /// along the direction of travel.
    private func announceItems(in rect: CGRect) {
        guard let prefetchDataSource else { return }
        var items = (collectionViewLayout.placedAttributesForElements(in: rect) ?? []).compactMap { a -> IndexPath? in
            guard a.representedElementCategory == .cell, contains(a.indexPath), a.frame.overlaps(rect),
                  visibleViews[.cell(a.indexPath)] == nil, !prefetch.pending.contains(a.indexPath) else { return nil }
            return a.indexPath
        }
        guard !items.isEmpty else { return }
        items = Array(Set(items)).sorted()
        if prefetch.direction.y < 0 || (prefetch.direction.y == 0 && prefetch.direction.x < 0) { items.reverse() }
        prefetch.pending.formUnion(items)
        prefetchDataSource.collectionView(self, prefetchItemsAt: items)
    }

    /// Cancels every item announced and not yet displayed.
    func cancelAllPrefetching() {
        guard !prefetch.pending.isEmpty else { return }
        let items = prefetch.pending.sorted()
        prefetch.pending.removeAll()
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: items)
    }
}

/// What the collection view has announced to its prefetch data source, and which way it scrolls.
struct CollectionPrefetchState {
    /// Announced, not yet displayed or cancelled.
    var pending: Set<IndexPath> = []
    var lastOffset: CGPoint?
    /// The last direction of travel per axis (−1, 0, 1).
    var direction = CGPoint.zero

    /// A displayed item no longer needs prefetching (nor a cancel).
    mutating func displayed(_ key: CollectionElementKey) {
        if key.category == .cell { pending.remove(key.indexPath) }
    }
}

private extension CGFloat {
    /// −1, 0 or 1.
    var unitSign: CGFloat { self > 0 ? 1 : self < 0 ? -1 : 0 }
}
