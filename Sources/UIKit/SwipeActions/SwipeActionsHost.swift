import Foundation

/// The scroll view whose rows a `SwipeActionsController` swipes (`UITableView`, and
/// `UICollectionView` for list sections): it finds rows and their actions, and hears when a swipe
/// begins and ends. Everything else about swiping (the gesture, the animation, the buttons) is the
/// controller's, so tables and lists behave alike.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The row under `point` (in the host's coordinates) and its cell, if it is displayed.
    func swipeableRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)?
    /// Whether a row may be swiped now (a table in editing mode refuses).
    var allowsRowSwipes: Bool { get }
    /// The actions of a swipe toward `trailing` (a left swipe) or leading on the row; nil or no
    /// actions: the row does not swipe that way.
    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// A drag is about to swipe the row open; returns whether the host announced it (and so wants
    /// `rowSwipeDidClose` to announce the end).
    func rowSwipeWillBegin(at indexPath: IndexPath) -> Bool
    /// The swipe closed (it may still be animating shut).
    func rowSwipeDidClose(_ swipe: RowSwipe)
}
