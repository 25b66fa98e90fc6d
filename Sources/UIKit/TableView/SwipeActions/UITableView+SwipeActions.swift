import Foundation

/// Swipe actions of table rows (iOS 11): the delegate's `trailing/leadingSwipeActionsConfigurationForRowAt`
/// gives the actions, and SwipeActionsController (SwipeActions/) does the swiping, as it does for
/// collection lists. The table adds what is its own: no swipes in editing mode; swipe-to-delete for
/// rows without trailing actions (Editing/); the delegate hears `willBeginEditingRowAt` when a drag
/// swipes a row open and `didEndEditingRowAt` when it closes; closing the Delete confirmation of
/// editing mode (which shows its button through the same controller) restores the cell's state.
extension UITableView: SwipeActionsHost {
    func swipeableRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)? {
        guard let indexPath = indexPathForRow(at: point), let cell = visibleCellsByPath[indexPath] else { return nil }
        return (indexPath, cell)
    }

    var allowsRowSwipes: Bool { !tableEditing }

    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration = trailing ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                                     : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        // Swipe-to-delete: a row whose editing style is `.delete` outside editing mode (Editing/).
        return configuration ?? (trailing ? swipeToDeleteConfiguration(for: indexPath) : nil)
    }

    func rowSwipeWillBegin(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    func rowSwipeDidClose(_ swipe: RowSwipe) {
        guard let cell = swipe.cell as? UITableViewCell else { return }
        if cell.editing.confirmationShown { deleteConfirmationDidHide(in: cell) }
        if swipe.announced { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell)) }
    }
}
