import Foundation

/// Context menus for items: the collection view asks its delegate's
/// `contextMenuConfigurationForItemsAt` (which falls back to `…ForItemAt`) when a finger is held on
/// an item (Menus/ContextMenuDriver.swift).
extension UICollectionView: ContextMenuSource {
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPathForItem(at: point), let delegate = collectionDelegate else { return nil }
        return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuHighlightPreview(_ configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        collectionDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }
}
