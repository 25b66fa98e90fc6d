import Foundation

/// `reconfigureItems(at:)` (iOS 15): new content for cells already on screen, in the same cells.
///
/// The data source's `cellForItemAt` runs as for a reload (so a diffable data source's cell
/// provider and a `CellRegistration`'s handler run again), but while it runs, a dequeue with the
/// cell's own reuse identifier returns the cell already showing the item, without
/// `prepareForReuse()`, as Apple documents. Nothing animates and the cell keeps its place, its
/// selection and its highlight; a self-sizing cell is measured again. Items that are not on screen
/// need nothing: they are configured when they appear.
extension UICollectionView {
    /// Asks the data source to configure again the visible cells of these items, handing the
    /// existing cells back from `dequeueReusableCell`. Index paths are the current ones (inside a
    /// `performBatchUpdates` block: before the batch). Items that do not exist are ignored (logged;
    /// iOS raises). A data source that returns another cell gets that cell shown instead, like a reload.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        loadIfNeeded()
        guard let dataSource else { return }
        for indexPath in Set(indexPaths).sorted() {
            guard contains(indexPath) else {
                Log.uikit.warning("reconfigureItems(at:) got \(indexPath), outside the collection view; ignored")
                continue
            }
            let key = CollectionElementKey.cell(indexPath)
            guard let cell = visibleViews[key] as? UICollectionViewCell else { continue }
            let id = ObjectIdentifier(self)
            CollectionCellsBeingReconfigured.cells[id] = cell
            let returned = dataSource.collectionView(self, cellForItemAt: indexPath)
            CollectionCellsBeingReconfigured.cells[id] = nil
            guard returned === cell else {
                // Not the cell on screen: let it go to the queue and show a fresh one, as a reload does.
                enqueue(returned)
                reloadItems(at: [indexPath])
                continue
            }
            if collectionViewLayout.asksPreferredAttributes, let attributes = appliedAttributes[key] {
                offerPreferredAttributes(of: cell, for: attributes)
            }
        }
    }

    /// The cell `reconfigureItems(at:)` is configuring, if a dequeue for `identifier` should return it.
    func takeCellBeingReconfigured(withIdentifier identifier: String) -> UICollectionViewCell? {
        let id = ObjectIdentifier(self)
        guard let cell = CollectionCellsBeingReconfigured.cells[id], cell.reuseIdentifier == identifier else { return nil }
        CollectionCellsBeingReconfigured.cells[id] = nil
        return cell
    }
}

/// The cell each collection view is reconfiguring (at most one per view, only during its
/// `cellForItemAt`). A side table, so UICollectionView's stored state stays as it is.
@MainActor
private enum CollectionCellsBeingReconfigured {
    static var cells: [ObjectIdentifier: UICollectionViewCell] = [:]
}
