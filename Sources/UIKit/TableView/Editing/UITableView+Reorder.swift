import Foundation

/// A row being dragged by its reorder control.
@MainActor
final class TableReorder {
    let cell: UITableViewCell
    let source: IndexPath
    /// Where the row lands if released now (after the delegate's `targetIndexPathForMoveFromRowAt`).
    var destination: IndexPath
    /// The cell's top when the drag began (its slot).
    let startTop: CGFloat

    init(cell: UITableViewCell, source: IndexPath, startTop: CGFloat) {
        self.cell = cell
        self.source = source
        destination = source
        self.startTop = startTop
    }
}

/// Reordering in editing mode: a drag that starts on a row's reorder control moves the row with the
/// finger (the table does not scroll), and the other rows of its section slide aside, over 0.2 s
/// (ScrollKit's choice), to show where it would land. Where that is: the row whose slot holds the
/// dragged row's centre, passed through the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`. On release the data source
/// hears `tableView(_:moveRowAt:to:)` with the final index path, then the table moves its row
/// (keeping its cell, height and selection) and the cell glides into its slot; released where it
/// started, nothing is called, and the cell glides back.
///
/// Not built yet: moving a row into another section by dragging (the row stays within its section;
/// a delegate target in another section is ignored, logged), and scrolling while the finger rests
/// near the table's top or bottom edge (iOS autoscrolls).
extension UITableView {
    /// How long the other rows take to slide aside (ScrollKit's choice).
    static let reorderShiftDuration: TimeInterval = 0.2

    func makeReorderRecognizer() -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { [weak self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { self?.handleReorder(pan) }
        }
    }

    /// The row whose shown reorder control is under the start of `pan`, and its cell.
    private func reorderTarget(of pan: UIPanGestureRecognizer) -> (IndexPath, UITableViewCell)? {
        guard tableEditing, let (start, _) = panTravel(pan), let indexPath = indexPathForRow(at: start),
              let cell = visibleCellsByPath[indexPath], let control = cell.shownReorderControl else { return nil }
        return control.convert(control.bounds, to: self).contains(start) ? (indexPath, cell) : nil
    }

    func panStartsOnReorderControl(_ pan: UIPanGestureRecognizer) -> Bool { reorderTarget(of: pan) != nil }

    private func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (indexPath, cell) = reorderTarget(of: pan) else { return }
            closeSwipe(animated: false)
            unhighlightTouchedRow()
            reorder = TableReorder(cell: cell, source: indexPath, startTop: cell.frame.minY)
            bringSubviewToFront(cell)
        case .changed:
            // From where the finger came down, not from where the pan began (10 pt later), so the
            // row stays under the finger.
            if let (_, movement) = panTravel(pan) { dragReorderedRow(by: movement.y) }
        case .ended:
            finishReorder()
        case .cancelled, .failed:
            cancelReorder()
        default:
            break
        }
    }

    /// The extent of the section's rows (where the dragged row may go).
    private func rowExtent(ofSection section: Int) -> ClosedRange<CGFloat>? {
        let rows = numberOfRows(inSection: section)
        guard rows > 0 else { return nil }
        return rectForRow(at: IndexPath(row: 0, section: section)).minY...rectForRow(at: IndexPath(row: rows - 1, section: section)).maxY
    }

    private func dragReorderedRow(by dy: CGFloat) {
        guard let reorder, visibleCellsByPath[reorder.source] === reorder.cell,
              let extent = rowExtent(ofSection: reorder.source.section) else { return }
        let cell = reorder.cell
        let h = cell.frame.height
        let top = min(max(reorder.startTop + dy, extent.lowerBound), extent.upperBound - h)
        UIView.performWithoutAnimation { cell.frame.origin.y = top }
        let centre = CGPoint(x: cell.frame.midX, y: top + h / 2)
        guard let proposed = indexPathForRow(at: centre), proposed.section == reorder.source.section else { return }
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
        if target.section != reorder.source.section || target.row < 0 || target.row >= numberOfRows(inSection: target.section) {
            Log.uikit.warning("targetIndexPathForMoveFromRowAt returned \(target), outside the row's section; kept \(reorder.destination)")
            target = reorder.destination
        }
        guard target != reorder.destination else { return }
        reorder.destination = target
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (indexPath, other) in self.visibleCellsByPath.sorted(by: { $0.key < $1.key }) where other !== cell {
                other.frame = self.reorderAdjustedFrame(self.rectForRow(at: indexPath), at: indexPath)
            }
        })
    }

    /// A row's frame while a row is being dragged: the dragged row where the finger has it, the
    /// rows between its slot and its destination moved by its height toward the slot it left.
    func reorderAdjustedFrame(_ frame: CGRect, at indexPath: IndexPath) -> CGRect {
        guard let reorder else { return frame }
        if indexPath == reorder.source { return CGRect(origin: CGPoint(x: frame.minX, y: reorder.cell.frame.minY), size: frame.size) }
        let s = reorder.source, d = reorder.destination
        guard indexPath.section == s.section else { return frame }
        let h = reorder.cell.frame.height
        if s.row < d.row, indexPath.row > s.row, indexPath.row <= d.row { return frame.offsetBy(dx: 0, dy: -h) }
        if d.row < s.row, indexPath.row >= d.row, indexPath.row < s.row { return frame.offsetBy(dx: 0, dy: h) }
        return frame
    }

    /// The finger lifted: the data source moves the row in its model, then the table moves its row
    /// and the cells glide from where they are to their new slots (UITableView+RowAnimations).
    private func finishReorder() {
        guard let reorder else { return }
        guard reorder.destination != reorder.source, visibleCellsByPath[reorder.source] === reorder.cell else {
            cancelReorder()
            return
        }
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.destination)
        self.reorder = nil
        moveRow(at: reorder.source, to: reorder.destination)
    }

    /// Ends a drag without moving: every row glides back to its slot.
    func cancelReorder() {
        guard reorder != nil else { return }
        reorder = nil
        guard window != nil else { setNeedsLayout(); return }
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        })
    }
}
