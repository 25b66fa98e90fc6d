import Foundation

/// A row swiped open: which cell, which side, its buttons, and how far it is open.
@MainActor
final class TableSwipe {
    let cell: UITableViewCell
    let trailing: Bool
    let configuration: UISwipeActionsConfiguration
    let actionsView: TableSwipeActionsView
    /// How far the row's content is moved aside (≥ 0).
    var revealed: CGFloat = 0
    /// `revealed` when the current drag began.
    var revealedAtDragStart: CGFloat = 0
    /// Whether the row rests open (its buttons shown) between drags.
    var isOpen = false
    /// The table's offset when it opened: scrolling closes it.
    var openedAtOffsetY: CGFloat = 0
    /// Whether the delegate was told `willBeginEditingRowAt` (a swipe; not the Delete confirmation
    /// of editing mode), so it hears `didEndEditingRowAt` when the row closes.
    var announced = false

    init(cell: UITableViewCell, trailing: Bool, configuration: UISwipeActionsConfiguration) {
        self.cell = cell
        self.trailing = trailing
        self.configuration = configuration
        actionsView = TableSwipeActionsView(actions: configuration.actions, trailing: trailing)
    }
}

/// Swipe actions (iOS 11): a horizontal drag on a row whose delegate gives a
/// `UISwipeActionsConfiguration` for that side moves the row's content aside and reveals its
/// buttons. The table's own pan recognizer refuses drags that start mostly horizontal over such a
/// row, and the swipe recognizer refuses all others, so a vertical drag scrolls and a horizontal
/// one swipes (decided when the finger has moved 10 pt, the pan slop).
///
/// Released past half the buttons' width (or flicked open faster than 300 pt/s) the row stays open;
/// otherwise it closes. Dragged past 60 % of its width with `performsFirstActionWithFullSwipe`, the
/// row slides fully aside and performs its first action. Tapping a button runs its handler; the
/// row closes when the handler calls its completion. A touch anywhere else in the table, or
/// scrolling, closes an open row (the touch selects nothing). Open and close animate over 0.3 s on
/// the host clock (ScrollKit's choice; iOS uses a spring). The row's content moves by the cell's
/// `bounds.origin.x`, so the cell's own layout is unchanged.
extension UITableView {
    /// Above this fraction of the row's width a release performs the first action (ScrollKit's choice).
    static let fullSwipeFraction: CGFloat = 0.6
    /// A release faster than this toward opening leaves the row open (ScrollKit's choice).
    static let swipeOpenVelocity: CGFloat = 300
    /// How long opening and closing take (ScrollKit's choice).
    static let swipeAnimationDuration: TimeInterval = 0.3

    /// The window-space start of a pan and its travel since, while it is still possible.
    func panTravel(_ pan: UIPanGestureRecognizer) -> (start: CGPoint, movement: CGPoint)? {
        guard let start = pan.start, let window else { return nil }
        let c = pan.centroidInWindow
        return (convert(start, from: window), CGPoint(x: c.x - start.x, y: c.y - start.y))
    }

    /// Whether a pan that has just passed the slop is a swipe of a row: mostly horizontal, starting
    /// on a row that has actions on that side (or on the row already open).
    func panIsRowSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !tableEditing, let (start, movement) = panTravel(pan), abs(movement.x) > abs(movement.y),
              let indexPath = indexPathForRow(at: start), let cell = visibleCellsByPath[indexPath] else { return false }
        if let swipe, swipe.cell === cell { return true }
        return swipeConfiguration(for: indexPath, trailing: movement.x < 0) != nil
    }

    private func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration = trailing ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
                                     : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration else {
            // Swipe-to-delete: a row whose editing style is `.delete` outside editing mode (Editing/).
            return trailing ? swipeToDeleteConfiguration(for: indexPath) : nil
        }
        guard !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func makeSwipeRecognizer() -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { [weak self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { self?.handleSwipe(pan) }
        }
    }

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginSwipe(pan)
        case .changed: if let swipe { setRevealed(dragged(swipe, pan), of: swipe) }
        case .ended, .cancelled: endSwipe(pan)
        default: break
        }
    }

    private func beginSwipe(_ pan: UIPanGestureRecognizer) {
        guard let (start, movement) = panTravel(pan), let indexPath = indexPathForRow(at: start),
              let cell = visibleCellsByPath[indexPath] else { return }
        if let swipe, swipe.cell === cell {
            swipe.revealedAtDragStart = swipe.revealed
            return
        }
        closeSwipe(animated: false)
        guard let configuration = swipeConfiguration(for: indexPath, trailing: movement.x < 0) else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        startSwipe(on: cell, configuration: configuration, trailing: movement.x < 0).announced = true
    }

    /// Puts a closed swipe with `configuration`'s buttons on `cell` (the swipe recognizer, and the
    /// Delete confirmation of editing mode).
    @discardableResult
    func startSwipe(on cell: UITableViewCell, configuration: UISwipeActionsConfiguration, trailing: Bool) -> TableSwipe {
        let swipe = TableSwipe(cell: cell, trailing: trailing, configuration: configuration)
        swipe.actionsView.onTap = { [weak self, weak swipe] i in
            guard let self, let swipe else { return }
            self.perform(actionAt: i, of: swipe)
        }
        cell.addSubview(swipe.actionsView)
        self.swipe = swipe
        setRevealed(0, of: swipe)
        return swipe
    }

    /// Opens a started swipe to its buttons' width, as a release past half of it does.
    func openSwipe(_ swipe: TableSwipe) {
        swipe.isOpen = true
        swipe.openedAtOffsetY = contentOffset.y
        animateSwipe(swipe, to: swipe.actionsView.naturalWidth)
    }

    /// How far the drag has moved the row aside: 1:1 up to the full width with a full swipe,
    /// else a third as fast past the buttons.
    private func dragged(_ swipe: TableSwipe, _ pan: UIPanGestureRecognizer) -> CGFloat {
        let dx = pan.translation(in: self).x
        let raw = swipe.revealedAtDragStart + (swipe.trailing ? -dx : dx)
        let natural = swipe.actionsView.naturalWidth
        let width = swipe.cell.bounds.width
        if swipe.configuration.performsFirstActionWithFullSwipe { return min(max(0, raw), width) }
        return raw <= natural ? max(0, raw) : natural + (raw - natural) / 3
    }

    /// Moves the row's content aside by `revealed` and sizes the buttons to the uncovered strip.
    private func setRevealed(_ revealed: CGFloat, of swipe: TableSwipe) {
        swipe.revealed = revealed
        let cell = swipe.cell
        cell.bounds.origin.x = swipe.trailing ? revealed : -revealed
        let width = max(revealed, 0)
        swipe.actionsView.frame = CGRect(x: swipe.trailing ? cell.bounds.width : -width, y: 0,
                                         width: width, height: cell.bounds.height)
        swipe.actionsView.layoutIfNeeded()
    }

    private func endSwipe(_ pan: UIPanGestureRecognizer) {
        guard let swipe else { return }
        let v = pan.velocity(in: self).x * (swipe.trailing ? -1 : 1)   // positive: opening
        let natural = swipe.actionsView.naturalWidth
        if swipe.configuration.performsFirstActionWithFullSwipe,
           swipe.revealed > Self.fullSwipeFraction * swipe.cell.bounds.width {
            animateSwipe(swipe, to: swipe.cell.bounds.width) { [weak self] in self?.perform(actionAt: 0, of: swipe) }
        } else if pan.state == .ended, swipe.revealed > natural / 2 || v > Self.swipeOpenVelocity {
            openSwipe(swipe)
        } else {
            closeSwipe(animated: true)
        }
    }

    private func animateSwipe(_ swipe: TableSwipe, to revealed: CGFloat, then: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.swipeAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setRevealed(revealed, of: swipe)
        }, completion: { _ in then?() })
    }

    /// Runs an action's handler; the row closes when the handler calls its completion.
    private func perform(actionAt i: Int, of swipe: TableSwipe) {
        guard swipe.configuration.actions.indices.contains(i) else { return }
        let action = swipe.configuration.actions[i]
        let source: UIView = swipe.actionsView.buttons.indices.contains(i) ? swipe.actionsView.buttons[i] : swipe.actionsView
        action.handler(action, source) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Closes the open (or half-open) row: animated back, or at once.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        swipe.isOpen = false
        if swipe.cell.editing.confirmationShown { deleteConfirmationDidHide(in: swipe.cell) }
        if swipe.announced {
            tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: swipe.cell))
        }
        let finish = {
            swipe.actionsView.removeFromSuperview()
            swipe.cell.bounds.origin.x = 0
        }
        guard animated, swipe.cell.superview === self else { finish(); return }
        UIView.animate(withDuration: Self.swipeAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setRevealed(0, of: swipe)
        }, completion: { _ in finish() })
    }

    /// A touch that reaches the table while a row is open closes it and does nothing else.
    func closeSwipeOnTouch() -> Bool {
        guard swipe != nil else { return false }
        closeSwipe(animated: true)
        return true
    }

    /// Scrolling closes an open row; a cell leaving the screen drops its swipe.
    func updateSwipeForLayout() {
        guard let swipe else { return }
        if swipe.cell.superview !== self || (swipe.isOpen && swipe.openedAtOffsetY != contentOffset.y) {
            closeSwipe(animated: swipe.cell.superview === self)
        }
    }
}
