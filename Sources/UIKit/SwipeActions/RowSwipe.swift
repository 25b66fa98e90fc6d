import Foundation

/// A row swiped open (in a table or a collection list): which cell, which side, its buttons, and
/// how far it is open.
@MainActor
final class RowSwipe {
    /// The row's cell (a `UITableViewCell` or a `UICollectionViewCell`).
    let cell: UIView
    let trailing: Bool
    let configuration: UISwipeActionsConfiguration
    let actionsView: SwipeActionsView
    /// How far the row's content is moved aside (≥ 0).
    var revealed: CGFloat = 0
    /// `revealed` when the current drag began.
    var revealedAtDragStart: CGFloat = 0
    /// Whether the row rests open (its buttons shown) between drags.
    var isOpen = false
    /// The host's offset when it opened: scrolling closes it.
    var openedAtOffsetY: CGFloat = 0
    /// Whether the host announced the swipe when it began (a table tells its delegate
    /// `willBeginEditingRowAt`, not for the Delete confirmation of editing mode), so it announces
    /// the end when the row closes.
    var announced = false

    init(cell: UIView, trailing: Bool, configuration: UISwipeActionsConfiguration) {
        self.cell = cell
        self.trailing = trailing
        self.configuration = configuration
        actionsView = SwipeActionsView(actions: configuration.actions, trailing: trailing)
    }
}
