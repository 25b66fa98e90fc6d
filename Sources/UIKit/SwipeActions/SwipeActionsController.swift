import Foundation

/// Swipe actions (iOS 11 for tables, iOS 14 for collection lists), for one host scroll view: a
/// horizontal drag on a row for which the host gives a `UISwipeActionsConfiguration` on that side
/// moves the row's content aside and reveals its buttons. The host's own pan refuses drags that
/// start mostly horizontal over such a row (`panIsRowSwipe`), and the controller's recognizer
/// refuses all others, so a vertical drag scrolls and a horizontal one swipes (decided when the
/// finger has moved 10 pt, the pan slop).
///
/// Released past half the buttons' width (or flicked open faster than 300 pt/s) the row stays open;
/// otherwise it closes. Dragged past 60 % of its width with `performsFirstActionWithFullSwipe`, the
/// row slides fully aside and performs its first action. Tapping a button runs its handler; the
/// row closes when the handler calls its completion. A touch anywhere else in the host, or
/// scrolling, closes an open row (the touch selects nothing). Open and close animate over 0.3 s on
/// the host clock (ScrollKit's choice; iOS uses a spring). The row's content moves by the cell's
/// `bounds.origin.x`, so the cell's own layout is unchanged.
///
/// One controller per host, so tables and lists share the gesture code; the host answers the
/// questions that differ (SwipeActionsHost).
@MainActor
final class SwipeActionsController {
    /// Above this fraction of the row's width a release performs the first action (ScrollKit's choice).
    static let fullSwipeFraction: CGFloat = 0.6
    /// A release faster than this toward opening leaves the row open (ScrollKit's choice).
    static let openVelocity: CGFloat = 300
    /// How long opening and closing take (ScrollKit's choice).
    static let animationDuration: TimeInterval = 0.3

    private weak var host: (any SwipeActionsHost)?
    /// The row swiped open (or being swiped), if any.
    private(set) var swipe: RowSwipe?
    /// Recognizes horizontal drags on rows with swipe actions; the host adds it to itself.
    private(set) lazy var recognizer = UIPanGestureRecognizer { [weak self] recognizer in
        if let pan = recognizer as? UIPanGestureRecognizer { self?.handle(pan) }
    }

    init(host: any SwipeActionsHost) { self.host = host }

    /// Whether a pan that has just passed the slop is a swipe of a row: mostly horizontal, starting
    /// on a row that has actions on that side (or on the row already open).
    func panIsRowSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let host, host.allowsRowSwipes, let (start, movement) = pan.travel(in: host),
              abs(movement.x) > abs(movement.y), let row = host.swipeableRow(at: start) else { return false }
        if let swipe, swipe.cell === row.cell { return true }
        return configuration(for: row.indexPath, trailing: Self.isTrailing(movement, in: host)) != nil
    }

    /// Whether a drag by `movement` reveals the row's trailing actions: a leftward drag uncovers the
    /// right side, which is the trailing side left to right and the leading side right to left (so
    /// leading and trailing actions swap sides, as on iOS). `RowSwipe.trailing` stays the physical
    /// side (the right) the buttons sit on.
    private static func isTrailing(_ movement: CGPoint, in host: any SwipeActionsHost) -> Bool {
        let onRight = movement.x < 0
        return host.isRightToLeft ? !onRight : onRight
    }

    private func configuration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = host?.swipeActionsConfiguration(forRowAt: indexPath, trailing: trailing),
              !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: begin(pan)
        case .changed: if let swipe { setRevealed(dragged(swipe, pan), of: swipe) }
        case .ended, .cancelled: end(pan)
        default: break
        }
    }

    private func begin(_ pan: UIPanGestureRecognizer) {
        guard let host, let (origin, movement) = pan.travel(in: host), let row = host.swipeableRow(at: origin) else { return }
        if let swipe, swipe.cell === row.cell {
            swipe.revealedAtDragStart = swipe.revealed
            return
        }
        close(animated: false)
        guard let configuration = configuration(for: row.indexPath, trailing: Self.isTrailing(movement, in: host)) else { return }
        let announced = host.rowSwipeWillBegin(at: row.indexPath)
        start(on: row.cell, configuration: configuration, trailing: movement.x < 0).announced = announced
    }

    /// Puts a closed swipe with `configuration`'s buttons on `cell` (a drag, and the Delete
    /// confirmation of a table's editing mode).
    @discardableResult
    func start(on cell: UIView, configuration: UISwipeActionsConfiguration, trailing: Bool) -> RowSwipe {
        let swipe = RowSwipe(cell: cell, trailing: trailing, configuration: configuration)
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
    func open(_ swipe: RowSwipe) {
        swipe.isOpen = true
        swipe.openedAtOffsetY = host?.contentOffset.y ?? 0
        animate(swipe, to: swipe.actionsView.naturalWidth)
    }

    /// How far the drag has moved the row aside: 1:1 up to the full width with a full swipe,
    /// else a third as fast past the buttons.
    private func dragged(_ swipe: RowSwipe, _ pan: UIPanGestureRecognizer) -> CGFloat {
        let dx = pan.translation(in: host).x
        let raw = swipe.revealedAtDragStart + (swipe.trailing ? -dx : dx)
        let natural = swipe.actionsView.naturalWidth
        if swipe.configuration.performsFirstActionWithFullSwipe { return min(max(0, raw), swipe.cell.bounds.width) }
        return raw <= natural ? max(0, raw) : natural + (raw - natural) / 3
    }

    /// Moves the row's content aside by `revealed` and sizes the buttons to the uncovered strip.
    private func setRevealed(_ revealed: CGFloat, of swipe: RowSwipe) {
        swipe.revealed = revealed
        let cell = swipe.cell
        cell.bounds.origin.x = swipe.trailing ? revealed : -revealed
        let width = max(revealed, 0)
        swipe.actionsView.frame = CGRect(x: swipe.trailing ? cell.bounds.width : -width, y: 0,
                                         width: width, height: cell.bounds.height)
        swipe.actionsView.layoutIfNeeded()
    }

    private func end(_ pan: UIPanGestureRecognizer) {
        guard let swipe else { return }
        let v = pan.velocity(in: host).x * (swipe.trailing ? -1 : 1)   // positive: opening
        let natural = swipe.actionsView.naturalWidth
        if swipe.configuration.performsFirstActionWithFullSwipe,
           swipe.revealed > Self.fullSwipeFraction * swipe.cell.bounds.width {
            animate(swipe, to: swipe.cell.bounds.width) { [weak self] in self?.perform(actionAt: 0, of: swipe) }
        } else if pan.state == .ended, swipe.revealed > natural / 2 || v > Self.openVelocity {
            open(swipe)
        } else {
            close(animated: true)
        }
    }

    private func animate(_ swipe: RowSwipe, to revealed: CGFloat, then: (() -> Void)? = nil) {
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.setRevealed(revealed, of: swipe)
        }, completion: { _ in then?() })
    }

    /// Runs an action's handler; the row closes when the handler calls its completion.
    private func perform(actionAt i: Int, of swipe: RowSwipe) {
        guard swipe.configuration.actions.indices.contains(i) else { return }
        let action = swipe.configuration.actions[i]
        let source: UIView = swipe.actionsView.buttons.indices.contains(i) ? swipe.actionsView.buttons[i] : swipe.actionsView
        action.handler(action, source) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.swipe === swipe else { return }
            self.close(animated: true)
        }
    }

    /// Closes the open (or half-open) row: animated back, or at once.
    func close(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        swipe.isOpen = false
        host?.rowSwipeDidClose(swipe)
        let finish = { [weak self] in
            swipe.actionsView.removeFromSuperview()
            // A new swipe of the same row, begun while this one was closing, keeps its own offset.
            if self?.swipe?.cell !== swipe.cell { swipe.cell.bounds.origin.x = 0 }
        }
        guard animated, let host, swipe.cell.superview === host else { finish(); return }
        animate(swipe, to: 0) { finish() }
    }

    /// A touch that reaches the host while a row is open closes it and does nothing else.
    func closeOnTouch() -> Bool {
        guard swipe != nil else { return false }
        close(animated: true)
        return true
    }

    /// Scrolling closes an open row; a cell leaving the screen drops its swipe.
    func updateForLayout() {
        guard let swipe, let host else { return }
        if swipe.cell.superview !== host || (swipe.isOpen && swipe.openedAtOffsetY != host.contentOffset.y) {
            close(animated: swipe.cell.superview === host)
        }
    }
}
