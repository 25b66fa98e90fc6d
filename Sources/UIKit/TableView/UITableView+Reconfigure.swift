import Foundation

/// `reconfigureRows(at:)` (iOS 15): new content for cells already on screen, in the same cells.
///
/// The data source's `cellForRowAt` runs as for a reload, but while it runs, a dequeue with the
/// cell's own reuse identifier returns the cell already showing the row, without
/// `prepareForReuse()`, as Apple documents. Heights are not asked again, and rows that are not on
/// screen need nothing (they are configured when they appear).
extension UITableView {
    /// Asks the data source to configure again the visible cells of these rows, handing the
    /// existing cells back from `dequeueReusableCell`. Rows that do not exist are ignored (logged;
    /// iOS raises). A data source that returns another cell gets that cell shown instead, like a reload.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        loadIfNeeded()
        guard let dataSource else { return }
        for indexPath in Set(indexPaths).sorted() {
            guard geometry.contains(indexPath) else {
                Log.uikit.warning("reconfigureRows(at:) got \(indexPath), outside the table; ignored")
                continue
            }
            guard let cell = visibleCellsByPath[indexPath] else { continue }
            let key = ObjectIdentifier(self)
            CellsBeingReconfigured.cells[key] = cell
            let returned = dataSource.tableView(self, cellForRowAt: indexPath)
            CellsBeingReconfigured.cells[key] = nil
            if returned !== cell {
                // Not the cell on screen: let it go to the queue and show a fresh one at the next layout.
                enqueueReusableCell(returned)
                reloadRows(at: [indexPath], with: .none)
            }
        }
    }

    /// The cell `reconfigureRows(at:)` is configuring, if a dequeue for `identifier` should return it.
    func takeCellBeingReconfigured(withIdentifier identifier: String) -> UITableViewCell? {
        let key = ObjectIdentifier(self)
        guard let cell = CellsBeingReconfigured.cells[key], cell.reuseIdentifier == identifier else { return nil }
        CellsBeingReconfigured.cells[key] = nil
        return cell
    }
}

/// The cell each table is reconfiguring (at most one per table, only during its `cellForRowAt`).
/// A side table rather than a stored property, so UITableView's own state stays as it is.
@MainActor
private enum CellsBeingReconfigured {
    static var cells: [ObjectIdentifier: UITableViewCell] = [:]
}
