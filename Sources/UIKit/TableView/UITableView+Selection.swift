import Foundation

/// Highlight and selection, by touch and in code.
///
/// Touches reach the table through the responder chain (a cell and its content forward unhandled
/// touches to their superview), after the scroll view's content-touch delay: a finger that rests
/// 150 ms highlights its row; a quick tap delivers began and ended together at the lift, so the row
/// is selected then; a drag cancels the content touches, so nothing is selected.
///
/// Delegate order for a tap (the order iOS developers report; not checked on a device here):
/// `shouldHighlightRowAt → didHighlightRowAt →
/// didUnhighlightRowAt → willSelectRowAt → [willDeselectRowAt → didDeselectRowAt (the old row)] →
/// didSelectRowAt`. In multiple selection a tap on a selected row deselects it
/// (`willDeselectRowAt → didDeselectRowAt`). Selecting and deselecting in code calls no delegate
/// methods (Apple's documentation of `selectRow(at:animated:scrollPosition:)`). In single selection a
/// tap on the selected row selects it again (it stays selected). Not built: the cell passing its
/// highlight down to its labels and image (`highlightedTextColor`, `highlightedImage`).
extension UITableView {
    func tableTouchesBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first, touchedRow == nil, selectionAllowedNow, !isOnSectionView(touch.view),
              !isOnEditingControl(touch.view),
              let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedRow = indexPath
        if let cell = visibleCellsByPath[indexPath] { cell.setHighlighted(true, animated: false) }
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func tableTouchesEnded(_ touches: Set<UITouch>) {
        guard let indexPath = touchedRow else { return }
        unhighlightTouchedRow()
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        userDidTap(indexPath)
    }

    /// A header pinned over rows must not select the row under it.
    private func isOnSectionView(_ view: UIView?) -> Bool {
        var v = view
        while let current = v, current !== self {
            if headerViews.values.contains(where: { $0 === current }) || footerViews.values.contains(where: { $0 === current }) { return true }
            v = current.superview
        }
        return false
    }

    func unhighlightTouchedRow() {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        visibleCellsByPath[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func userDidTap(_ indexPath: IndexPath) {
        if multipleSelectionNow && selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        // A delegate's nil means "select nothing" (optional chaining would flatten it into the default).
        let proposed = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = proposed, geometry.contains(target) else { return }
        if !multipleSelectionNow {
            for old in selectedRows.sorted() where old != target { userDeselect(old) }
        }
        setRow(target, selected: true)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let proposed = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = proposed, selectedRows.contains(target) else { return }
        setRow(target, selected: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    private func setRow(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        visibleCellsByPath[indexPath]?.setSelected(selected, animated: false)
    }

    // MARK: Selection in code

    /// The first selected row (in row order), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in row order, or nil when none is selected (as on iOS).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without calling the delegate, then scrolls it to `scrollPosition`. Nil
    /// deselects everything (iOS's meaning). A row outside the table is ignored (logged).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in selectedRows.sorted() { setRow(row, selected: false) }
            return
        }
        guard geometry.contains(indexPath) else {
            Log.uikit.warning("selectRow(at: \(indexPath)) is outside the table; ignored")
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != indexPath { setRow(row, selected: false) }
        }
        setRow(indexPath, selected: true)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.contains(indexPath) else { return }
        setRow(indexPath, selected: false)
    }
}
