import Foundation

/// A list row swiped open: which cell and item, which side, its buttons, how far it is open.
@MainActor
final class ListSwipe {
    let cell: UICollectionViewCell
    let trailing: Bool
    let configuration: UISwipeActionsConfiguration
    /// The table's button strip (TableSwipeActionsView), shared as is.
    let actionsView: TableSwipeActionsView
    var revealed: CGFloat = 0
    var revealedAtDragStart: CGFloat = 0
    var isOpen = false
    var openedAtOffsetY: CGFloat = 0

    init(cell: UICollectionViewCell, trailing: Bool, configuration: UISwipeActionsConfiguration) {
        self.cell = cell
        self.trailing = trailing
        self.configuration = configuration
        actionsView = TableSwipeActionsView(actions: configuration.actions, trailing: trailing)
    }
}

/// Swipe actions of list rows (iOS 14): the list configuration's
/// `leading/trailingSwipeActionsConfigurationProvider` gives the actions, and the row behaves as a
/// table row does (SwipeActions/UITableView+SwipeActions.swift): the same `UIContextualAction`,
/// `UISwipeActionsConfiguration` and button strip, the same rules and constants (`UITableView.fullSwipeFraction`,
/// `swipeOpenVelocity`, `swipeAnimationDuration`): a mostly horizontal drag on a row with actions on
/// that side moves the row aside; released past half its buttons (or flicked faster than 300 pt/s)
/// it stays open; past 60 % of its width with `performsFirstActionWithFullSwipe` it performs the
/// first action; a tap on a button runs it and closes the row when its completion is called; a touch
/// elsewhere or a scroll closes it.
///
/// The gesture handling is the table's, written again for collection cells: the table's file is
/// typed to table cells (merging both onto one swipe controller is a follow-up).
extension UICollectionView {
    /// Adds the swipe recognizer the first time a list section with swipe providers is laid out.
    func installListSwipeRecognizerIfNeeded() {
        guard listSwipeRecognizer == nil else { return }
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { self?.handleListSwipe(pan) }
        }
        listSwipeRecognizer = recognizer
        addGestureRecognizer(recognizer)
    }

    private func listPanTravel(_ pan: UIPanGestureRecognizer) -> (start: CGPoint, movement: CGPoint)? {
        guard let start = pan.start, let window else { return nil }
        let c = pan.centroidInWindow
        return (convert(start, from: window), CGPoint(x: c.x - start.x, y: c.y - start.y))
    }

    /// Whether a pan that has just passed the slop swipes a list row: mostly horizontal, from a row
    /// with actions on that side (or the row already open).
    func panIsListRowSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        guard listSwipeRecognizer != nil, let (start, movement) = listPanTravel(pan), abs(movement.x) > abs(movement.y),
              let indexPath = indexPathForItem(at: start), let cell = cellForItem(at: indexPath) else { return false }
        if let listSwipe, listSwipe.cell === cell { return true }
        return listSwipeConfiguration(for: indexPath, trailing: movement.x < 0) != nil
    }

    private func listSwipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listConfiguration(forSection: indexPath.section) else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func handleListSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginListSwipe(pan)
        case .changed: if let listSwipe { setRevealed(listDragged(listSwipe, pan), of: listSwipe) }
        case .ended, .cancelled: endListSwipe(pan)
        default: break
        }
    }

    private func beginListSwipe(_ pan: UIPanGestureRecognizer) {
        guard let (start, movement) = listPanTravel(pan), let indexPath = indexPathForItem(at: start),
              let cell = cellForItem(at: indexPath) else { return }
        if let listSwipe, listSwipe.cell === cell {
            listSwipe.revealedAtDragStart = listSwipe.revealed
            return
        }
        closeListSwipe(animated: false)
        guard let configuration = listSwipeConfiguration(for: indexPath, trailing: movement.x < 0) else { return }
        let swipe = ListSwipe(cell: cell, trailing: movement.x < 0, configuration: configuration)
        swipe.actionsView.onTap = { [weak self, weak swipe] i in
            guard let self, let swipe else { return }
            self.performListAction(at: i, of: swipe)
        }
        cell.addSubview(swipe.actionsView)
        listSwipe = swipe
        setRevealed(0, of: swipe)
    }

    private func listDragged(_ swipe: ListSwipe, _ pan: UIPanGestureRecognizer) -> CGFloat {
        let dx = pan.translation(in: self).x
        let raw = swipe.revealedAtDragStart + (swipe.trailing ? -dx : dx)
        let natural = swipe.actionsView.naturalWidth
        if swipe.configuration.performsFirstActionWithFullSwipe { return min(max(0, raw), swipe.cell.bounds.width) }
        return raw <= natural ? max(0, raw) : natural + (raw - natural) / 3
    }

    private func setRevealed(_ revealed: CGFloat, of swipe: ListSwipe) {
        swipe.revealed = revealed
        let cell = swipe.cell
        cell.bounds.origin.x = swipe.trailing ? revealed : -revealed
        let width = max(revealed, 0)
        swipe.actionsView.frame = CGRect(x: swipe.trailing ? cell.bounds.width : -width, y: 0, width: width, height: cell.bounds.height)
        swipe.actionsView.layoutIfNeeded()
    }

    private func endListSwipe(_ pan: UIPanGestureRecognizer) {
        guard let swipe = listSwipe else { return }
        let v = pan.velocity(in: self).x * (swipe.trailing ? -1 : 1)
        let natural = swipe.actionsView.naturalWidth
        if swipe.configuration.performsFirstActionWithFullSwipe,
           swipe.revealed > UITableView.fullSwipeFraction * swipe.cell.bounds.width {
            animateListSwipe(swipe, to: swipe.cell.bounds.width) { [weak self] in self?.performListAction(at: 0, of: swipe) }
        } else if pan.state == .ended, swipe.revealed > natural / 2 || v > UITableView.swipeOpenVelocity {
            swipe.isOpen = true
            swipe.openedAtOffsetY = contentOffset.y
            animateListSwipe(swipe, to: natural)
        } else {
            closeListSwipe(animated: true)
        }
    }

    private func animateListSwipe(_ swipe: ListSwipe, to revealed: CGFloat, then: (() -> Void)? = nil) {
        UIView.animate(withDuration: UITableView.swipeAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setRevealed(revealed, of: swipe)
        }, completion: { _ in then?() })
    }

    private func performListAction(at i: Int, of swipe: ListSwipe) {
        guard swipe.configuration.actions.indices.contains(i) else { return }
        let action = swipe.configuration.actions[i]
        let source: UIView = swipe.actionsView.buttons.indices.contains(i) ? swipe.actionsView.buttons[i] : swipe.actionsView
        action.handler(action, source) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.listSwipe === swipe else { return }
            self.closeListSwipe(animated: true)
        }
    }

    /// Closes the open (or half-open) row: animated back, or at once.
    func closeListSwipe(animated: Bool) {
        guard let swipe = listSwipe else { return }
        listSwipe = nil
        swipe.isOpen = false
        let finish = {
            swipe.actionsView.removeFromSuperview()
            swipe.cell.bounds.origin.x = 0
        }
        guard animated, swipe.cell.superview === self else { finish(); return }
        UIView.animate(withDuration: UITableView.swipeAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setRevealed(0, of: swipe)
        }, completion: { _ in finish() })
    }

    /// A touch that reaches the collection view while a row is open closes it and does nothing else.
    func closeListSwipeOnTouch() -> Bool {
        guard listSwipe != nil else { return false }
        closeListSwipe(animated: true)
        return true
    }

    /// Scrolling closes an open row; a cell leaving the screen drops its swipe.
    func updateListSwipeForLayout() {
        guard let swipe = listSwipe else { return }
        if swipe.cell.superview !== self || (swipe.isOpen && swipe.openedAtOffsetY != contentOffset.y) {
            closeListSwipe(animated: swipe.cell.superview === self)
        }
    }
}
