import Foundation

/// UIKit's table delegate. It refines `UIScrollViewDelegate` as on iOS: assign it to the table's
/// `delegate` (the scroll view's property), and the scroll callbacks reach it too.
///
/// Porting note: ScrollKit's `UITableView.delegate` is the inherited `UIScrollViewDelegate?` property
/// (Swift cannot narrow a stored property's type in a subclass), so `tableView.delegate = self` works
/// unchanged, while code that *reads* `tableView.delegate` and calls table methods on it needs
/// `as? UITableViewDelegate`. All methods are optional; the defaults return what iOS assumes when a
/// delegate does not implement them (the heights return the table's properties).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // Geometry
    /// The height of the row at `indexPath`, or `UITableView.automaticDimension` for the standard 44 pt;
    /// NaN or negative heights count as 0 (logged).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A cheap guess at the row's height, used for rows not yet displayed until their real height is asked.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the section's header; `UITableView.automaticDimension` picks one by style and title.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the section's footer; `UITableView.automaticDimension` picks one by style and title.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom view for the section's header; nil falls back to the data source's title, if any.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom view for the section's footer; nil falls back to the data source's title, if any.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // Display
    /// The cell is about to appear on screen for `indexPath`: the last moment to adjust it before it is seen.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The cell has left the screen (or its row was removed or reloaded) and is queued for reuse.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The section's header view is about to appear on screen.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// The section's header view has left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// The section's footer view is about to appear on screen.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The section's footer view has left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // Highlight and selection
    /// Asked when a finger rests on the row; `false` keeps it from highlighting and so from being selected by the touch.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted under a finger.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed, because the finger lifted or the touch became a scroll.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Return another index path to select that row instead, or nil to select nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row (not called for `selectRow(at:animated:scrollPosition:)` in code).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Return another index path to deselect that row instead, or nil to keep the row selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user deselected the row (not called for `deselectRow(at:animated:)` in code).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // Swipe actions
    /// The buttons a left swipe on the row reveals on its trailing side (nil: the row does not swipe left).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The buttons a right swipe on the row reveals on its leading side (nil: the row does not swipe right).
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?

    // Editing (Editing/UITableView+Editing.swift)
    /// The control the row shows in editing mode. The default is `.delete` while the table is
    /// editing and `.none` otherwise; returning `.delete` outside editing mode turns on
    /// swipe-to-delete for rows without trailing swipe actions (docs/PORTING.md).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the row's Delete confirmation button (nil: "Delete").
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content indents while editing (default `true`).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe is about to show the row's actions (the table edits this one row).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's actions closed; the index path is nil if the row is gone.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a dragged row would land if released now: return `proposedDestinationIndexPath`, or
    /// another index path to keep the row out of some places.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath

    // Multiple-selection interaction (UITableView+MultipleSelectionInteraction.swift)
    /// Whether a two-finger pan starting on the row may begin selecting several rows (default `false`).
    /// ScrollKit has no two-finger selection pan: the table never asks (docs/PORTING.md).
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger selection began on the row (put the table in editing mode here). Never called by ScrollKit.
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The two-finger selection ended. Never called by ScrollKit.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

    // Context menus (Menus/)
    /// The context menu a long press on the row shows (nil: none; the press goes on as a touch).
    /// `point` is in the table's coordinates.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// The row's context menu is about to show.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?)
    /// The row's context menu is about to close (after a choice or a tap outside it).
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?)
    /// The view lifted above the dimming while the menu shows (nil: none is lifted). Asked once per
    /// menu; ScrollKit lifts it only when the configuration has no preview provider.
    func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the menu's preview: push or present `animator.previewViewController` in a
    /// completion of `animator`. The menu closes after this call.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating)
}

extension UITableViewDelegate {
    /// Returns the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// Returns the table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// Returns the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// Returns the table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// Returns nil: headers come from the data source's titles.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// Returns nil: footers come from the data source's titles.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    /// Returns `true`: every row can highlight.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`: the touched row is selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Returns `indexPath`: the touched row is deselected.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Returns nil: no trailing swipe actions.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Returns nil: no leading swipe actions.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    /// Returns `.delete` while the table is editing, `.none` otherwise.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableView.isEditing ? .delete : .none
    }
    /// Returns nil: the button says "Delete".
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// Returns `true`.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Returns the proposed index path.
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }

    /// Returns `false`: no two-finger multiple selection.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// Returns nil: no context menu.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Returns nil: nothing is lifted.
    public func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// Does nothing (the menu just closes).
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
}
