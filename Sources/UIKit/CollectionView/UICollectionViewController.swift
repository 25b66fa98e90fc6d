import Foundation

/// UIKit's collection view controller: a view controller whose view is a `UICollectionView` that
/// it serves as data source and delegate, so a grid screen is one subclass that overrides the
/// collection methods.
///
/// As on iOS: `collectionView` is the view, made in `loadView()` with the layout given at creation,
/// the screen's size and the controller as data source and delegate; each time the view is about
/// to appear the selected items are deselected when `clearsSelectionOnViewWillAppear` is true.
///
/// Every data source and delegate method is declared here (`open`), so subclasses write
/// `override func collectionView(_:numberOfItemsInSection:)` as they do on iOS. The flow layout
/// delegate's methods are not (iOS's controller does not adopt `UICollectionViewDelegateFlowLayout`):
/// a subclass that adopts it writes them without `override`, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view will place its items with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (the nib arguments are ignored: no nibs on Linux).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a flow layout (no archives on Linux).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nil, bundle: nil)
    }

    /// The collection view, which is the controller's view. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (before the view loads, the one given at creation).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether the selection is cleared each time the view is about to appear (default `true`).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the controller adds iOS's long-press-to-reorder gesture (default `true`). Stored:
    /// ScrollKit's collection views have no interactive movement yet (docs/PORTING.md).
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether a push between two collection view controllers animates the layout change instead
    /// of sliding (default `false`). Stored: ScrollKit's pushes always slide.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view: the screen's size, the layout, the controller as data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection if asked to, as iOS does on every `viewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// Override to give the item count; the default is 0.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Override to give the item's cell; the default is an empty cell (iOS requires an override).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// Override to give the section count; the default is 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Override to make headers and footers; the default returns an empty view and logs once.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }

    // MARK: UICollectionViewDelegate

    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// The default returns `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// The default returns `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// The default returns `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// The default asks `contextMenuConfigurationForItemAt` for a single item, as iOS does.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// The default returns nil (no context menu).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    /// The default does nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionAnimating?) {}
    /// The default returns nil (nothing is lifted).
    open func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The default does nothing (the menu just closes).
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: UIContextMenuInteractionCommitAnimating) {}

    // MARK: UIScrollViewDelegate

    /// The default does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// The default does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// The default leaves the target unchanged.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// The default does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// The default does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// The default does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// The default does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// The default returns `true`.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// The default does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// The default does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// The default returns nil (collection views do not zoom).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// The default does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// The default does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// The default does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
