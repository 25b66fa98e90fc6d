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
    /// The table's vertical offset when the drag began (autoscrolling moves the row with the content).
    let startOffsetY: CGFloat
    /// Where the finger came down, in the table's content coordinates.
    let startFingerY: CGFloat
    /// How far the finger has moved down the window since it came down.
    var fingerDY: CGFloat = 0
    /// Scrolls the table while the finger rests near its top or bottom edge.
    var autoscrollLink: CADisplayLink?
    var lastFrameTime: CFTimeInterval?

    init(cell: UITableViewCell, source: IndexPath, startTop: CGFloat, startOffsetY: CGFloat, startFingerY: CGFloat) {
        self.cell = cell
        self.source = source
        destination = source
        self.startTop = startTop
        self.startOffsetY = startOffsetY
        self.startFingerY = startFingerY
    }

    /// The finger's position in the table's content coordinates now.
    func fingerY(offsetY: CGFloat) -> CGFloat { startFingerY + fingerDY + offsetY - startOffsetY }
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
/// While the finger rests within 44 pt of the visible area's top or bottom edge, the table scrolls
/// that way, up to 600 pt/s at the very edge (proportional to how deep the finger is in the band;
/// ScrollKit's choice), and the row moves with the content.
///
/// Not built yet: moving a row into another section by dragging (the row stays within its section;
/// a delegate target in another section is ignored, logged).
extension UITableView {
    /// How long the other rows take to slide aside (ScrollKit's choice).
    static let reorderShiftDuration: TimeInterval = 0.2
    /// The band along the visible area's top and bottom edges where a dragged row autoscrolls.
    static let reorderAutoscrollBand: CGFloat = 44
    /// The autoscroll speed with the finger at the very edge.
    static let reorderAutoscrollSpeed: CGFloat = 600

    func makeReorderRecognizer() -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { [weak self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { self?.handleReorder(pan) }
        }
    }

    /// The row whose shown reorder control is under the start of `pan`, and its cell.
    private func reorderTarget(of pan: UIPanGestureRecognizer) -> (IndexPath, UITableViewCell)? {
        guard tableEditing, let (start, _) = pan.travel(in: self), let indexPath = indexPathForRow(at: start),
              let cell = visibleCellsByPath[indexPath], let control = cell.shownReorderControl else { return nil }
        return control.convert(control.bounds, to: self).contains(start) ? (indexPath, cell) : nil
    }

    func panStartsOnReorderControl(_ pan: UIPanGestureRecognizer) -> Bool { reorderTarget(of: pan) != nil }

    private func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (indexPath, cell) = reorderTarget(of: pan), let (start, _) = pan.travel(in: self) else { return }
            swipeActions.close(animated: false)
            unhighlightTouchedRow()
            let reorder = TableReorder(cell: cell, source: indexPath, startTop: cell.frame.minY,
                                       startOffsetY: contentOffset.y, startFingerY: start.y)
            // Invalidated by itself if the table is freed mid-reorder (the run loop keeps a link until then).
            let link = CADisplayLink { [weak self] link in
                guard let self else { link.invalidate(); return }
                self.autoscrollStep(at: link.timestamp)
            }
            link.add()
            reorder.autoscrollLink = link
            self.reorder = reorder
            bringSubviewToFront(cell)
            fallthrough
        case .changed:
            // From where the finger came down, not from where the pan began (10 pt later), so the
            // row stays under the finger.
            if let (_, movement) = pan.travel(in: self) { reorder?.fingerDY = movement.y }
            dragReorderedRow()
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

    /// One frame of autoscroll: the offset moves by the speed for the finger's depth in the edge
    /// band, within the content, and the row follows.
    private func autoscrollStep(at time: CFTimeInterval) {
        guard let reorder else { return }
        let dt = reorder.lastFrameTime.map { max(0, min(time - $0, 0.1)) } ?? 0
        reorder.lastFrameTime = time
        let inset = adjustedContentInset
        let y = reorder.fingerY(offsetY: contentOffset.y) - contentOffset.y  // in the visible area
        let top = inset.top, bottom = bounds.height - inset.bottom, band = Self.reorderAutoscrollBand
        var depth: CGFloat = 0
        if y < top + band { depth = -(top + band - y) / band } else if y > bottom - band { depth = (y - (bottom - band)) / band }
        guard depth != 0, dt > 0 else { return }
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        let target = min(max(contentOffset.y + max(-1, min(1, depth)) * Self.reorderAutoscrollSpeed * CGFloat(dt), minY), maxY)
        guard target != contentOffset.y else { return }
        contentOffset.y = target
        dragReorderedRow()
    }

    private func dragReorderedRow() {
        guard let reorder, visibleCellsByPath[reorder.source] === reorder.cell,
              let extent = rowExtent(ofSection: reorder.source.section) else { return }
        let cell = reorder.cell
        let h = cell.frame.height
        let dy = reorder.fingerY(offsetY: contentOffset.y) - reorder.startFingerY
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
        reorder.autoscrollLink?.invalidate()
        self.reorder = nil
        // The table moves its row first, so a data source that reads the table (or reloads it) while
        // it updates its model sees the row where the user put it, as the protocol documents.
        moveRow(at: reorder.source, to: reorder.destination)
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.destination)
    }

    /// The data changed under a drag (a reload or a batch update): the dragged row's index paths no
    /// longer name the same row, so the drag ends without asking the data source to move anything.
    func abandonReorder() {
        guard let dragged = reorder else { return }
        dragged.autoscrollLink?.invalidate()
        reorder = nil
        Log.uikit.notice("the table's data changed while a row was being reordered; the drag ended without a move")
    }

    /// Ends a drag without moving: every row glides back to its slot.
    func cancelReorder() {
        guard let dragged = reorder else { return }
        dragged.autoscrollLink?.invalidate()
        reorder = nil
        guard window != nil else { setNeedsLayout(); return }
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        })
    }
}
