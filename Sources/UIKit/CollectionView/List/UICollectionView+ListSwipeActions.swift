import Foundation

/// Swipe actions of list rows (iOS 14): the list configuration's
/// `leading/trailingSwipeActionsConfigurationProvider` gives the actions, and the row behaves as a
/// table row does, through the same SwipeActionsController (SwipeActions/): the same
/// `UIContextualAction`, `UISwipeActionsConfiguration`, button strip, rules and constants. A
/// collection view without list swipe actions has no controller and no extra recognizer.
extension UICollectionView: SwipeActionsHost {
    /// Adds the swipe controller and its recognizer the first time a list section with swipe
    /// providers is laid out.
    func installListSwipeRecognizerIfNeeded() {
        guard listSwipeActions == nil else { return }
        let controller = SwipeActionsController(host: self)
        listSwipeActions = controller
        addGestureRecognizer(controller.recognizer)
    }

    func swipeableRow(at point: CGPoint) -> (indexPath: IndexPath, cell: UIView)? {
        guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) else { return nil }
        return (indexPath, cell)
    }

    var allowsRowSwipes: Bool { true }

    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = listConfiguration(forSection: indexPath.section) else { return nil }
        let provider = trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// Lists have no delegate call for a swipe beginning or ending.
    func rowSwipeWillBegin(at indexPath: IndexPath) -> Bool { false }

    func rowSwipeDidClose(_ swipe: RowSwipe) {}
}
