import Foundation

/// Editing mode (iOS 2), as `setEditing(_:animated:)` and the Edit button turn it on.
///
/// Each row the data source lets edit (`tableView(_:canEditRowAt:)`, default `true`) goes into
/// editing: its cell gets `setEditing(true, animated:)` with the style from the delegate's
/// `tableView(_:editingStyleForRowAt:)` (default `.delete`), the indent from
/// `tableView(_:shouldIndentWhileEditingRowAt:)`, and a reorder control when the data source's
/// `tableView(_:canMoveRowAt:)` says so (ScrollKit's default `false`, docs/PORTING.md). Rows that
/// cannot be edited neither indent nor show controls. Rows displayed later while editing come in
/// already editing.
///
/// Tapping a red delete control reveals the Delete confirmation button on the trailing side (the
/// swipe actions' machinery, SwipeActions/SwipeActionsController); tapping it calls the data source's
/// `tableView(_:commit:forRowAt:)` with `.delete`; tapping the control again, or anywhere else in
/// the table, hides it. Tapping a green insert control commits `.insert` at once. Outside editing
/// mode, a row whose delegate returns `.delete` from `editingStyleForRowAt`, and that has no
/// trailing swipe actions, swipes to show the same Delete button (swipe-to-delete).
///
/// Selection while editing follows `allowsSelectionDuringEditing` and
/// `allowsMultipleSelectionDuringEditing`; with the latter, editable rows show checkmark circles
/// (empty, or filled with the tint and checked when the row is selected) in place of their delete
/// or insert controls, and a tap on the row or its circle toggles it. Touches on the reorder
/// control never select.
/// Reordering: Editing/UITableView+Reorder.swift.
extension UITableView {
    /// How long the controls take to slide in or out: 0.3 s, ScrollKit's choice (iOS does not
    /// document it; the same as its row animations).
    public static let editingAnimationDuration: TimeInterval = 0.3

    /// The title of the Delete confirmation button unless the delegate gives one (English, as iOS).
    static let defaultDeleteTitle = "Delete"

    func applyTableEditing(_ editing: Bool, animated: Bool) {
        guard editing != tableEditing else { return }
        swipeActions.close(animated: animated && window != nil)
        cancelReorder()
        tableEditing = editing
        let animate = animated && window != nil
        for (indexPath, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            configureEditing(of: cell, at: indexPath, animated: animate)
        }
    }

    /// Puts a displayed cell into the table's editing state for its row.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let editable = tableEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.editing.selectsWithCheckmarks = editable && allowsMultipleSelectionDuringEditing
        if editable {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            cell.editing.tableIndents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.showsReorderControl = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
            cell.editing.onControlTap = { [weak self, weak cell] in
                guard let self, let cell else { return }
                self.editingControlTapped(in: cell)
            }
        }
        if cell.isEditing != editable {
            cell.setEditing(editable, animated: animated)
        } else if editable {
            cell.setNeedsLayout()  // its style, indent or reorder control may have changed
        }
    }

    /// Whether a touch may select now: `allowsSelection`, or `allowsSelectionDuringEditing` while
    /// editing (either allows it when multiple selection during editing is on, as on iOS).
    var selectionAllowedNow: Bool {
        tableEditing ? (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) : allowsSelection
    }

    var multipleSelectionNow: Bool { tableEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Whether a touch landed on a row's editing or reorder control (which never selects the row).
    func isOnEditingControl(_ view: UIView?) -> Bool {
        var v = view
        while let current = v, current !== self {
            if current is TableCellEditingControl || current is TableCellReorderControl { return true }
            v = current.superview
        }
        return false
    }

    /// `allowsMultipleSelectionDuringEditing` changed: the editing rows swap their controls.
    func editingOptionsDidChange() {
        guard tableEditing else { return }
        swipeActions.close(animated: false)
        for (indexPath, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            configureEditing(of: cell, at: indexPath, animated: false)
        }
    }

    private func editingControlTapped(in cell: UITableViewCell) {
        guard tableEditing, let indexPath = indexPath(for: cell), let dataSource else { return }
        if cell.editing.selectsWithCheckmarks {
            userDidTap(indexPath)  // the circle toggles the row, as a tap on the row does
            return
        }
        switch cell.editingStyle {
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            let wasShown = swipeActions.swipe?.cell === cell
            swipeActions.close(animated: true)
            guard !wasShown else { return }
            showDeleteConfirmation(in: cell, at: indexPath)
        case .none:
            break
        }
    }

    private func showDeleteConfirmation(in cell: UITableViewCell, at indexPath: IndexPath) {
        let state: UITableViewCell.StateMask = [.showingEditControl, .showingDeleteConfirmation]
        cell.willTransition(to: state)
        cell.editing.confirmationShown = true
        swipeActions.open(swipeActions.start(on: cell, configuration: deleteConfiguration(for: indexPath), trailing: !isRightToLeft))
        cell.didTransition(to: state)
    }

    /// The cell's Delete confirmation closed (tapped, or dismissed).
    func deleteConfirmationDidHide(in cell: UITableViewCell) {
        cell.editing.confirmationShown = false
        let state: UITableViewCell.StateMask = cell.isEditing ? [.showingEditControl] : []
        cell.willTransition(to: state)
        cell.didTransition(to: state)
    }

    /// The Delete button: a destructive action that commits `.delete` for the row it is on when tapped.
    private func deleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? Self.defaultDeleteTitle
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, source, completion in
            guard let self else { return }
            var view: UIView? = source
            while let v = view, !(v is UITableViewCell) { view = v.superview }
            // The row the button is on now (rows may have moved since it was shown).
            if let cell = view as? UITableViewCell, let row = self.indexPath(for: cell) {
                self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            }
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// Swipe-to-delete outside editing mode: a row the data source lets edit and whose delegate gives
    /// the `.delete` style (the delegate's default gives `.none` outside editing).
    func swipeToDeleteConfiguration(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !tableEditing, let delegate = tableDelegate, dataSource?.tableView(self, canEditRowAt: indexPath) == true,
              delegate.tableView(self, editingStyleForRowAt: indexPath) == .delete else { return nil }
        return deleteConfiguration(for: indexPath)
    }
}
