import Foundation

/// UIKit's collection view data source: the counts, the cells and the supplementary views. The
/// item count and the cell are required, as on iOS; the others have defaults.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` has; required. A negative count is treated as 0 (logged).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for a supplementary element the layout places (a flow layout's section header or
    /// footer): `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, configured.
    /// The default returns an empty view and logs once (iOS requires this method when the layout
    /// has supplementary elements).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// Returns 1: one section unless the data source says otherwise.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Returns an empty view, logging once per collection view, since iOS raises when the layout has
    /// supplementary elements and the data source cannot make them.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }
}

/// UIKit's prefetching data source: told ahead of time which items will appear soon (start
/// loading their images or data), and which of those will not after all (cancel).
///
/// ScrollKit asks for the items in the screen ahead of the scroll direction, and when a fling is
/// released, for the items where it will come to rest (the projected landing point the scroll
/// view computes); when the direction reverses it cancels the ones left ahead
/// (UICollectionView+Prefetching.swift).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will be displayed soon, in the order they are expected; required.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced by `prefetchItemsAt` that are no longer expected; does nothing by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
