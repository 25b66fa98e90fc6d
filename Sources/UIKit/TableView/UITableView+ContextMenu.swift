import Foundation

/// Context menus for rows: the table asks its delegate's `contextMenuConfigurationForRowAt` when a
/// finger is held on a row (Menus/ContextMenuDriver.swift).
extension UITableView: ContextMenuSource {
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard !isEditing, let indexPath = indexPathForRow(at: point),
              let delegate = delegate as? UITableViewDelegate else { return nil }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        (delegate as? UITableViewDelegate)?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        (delegate as? UITableViewDelegate)?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuHighlightPreview(_ configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        (delegate as? UITableViewDelegate)?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: UIContextMenuInteractionCommitAnimating) {
        (delegate as? UITableViewDelegate)?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
