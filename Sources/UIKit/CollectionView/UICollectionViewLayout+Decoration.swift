import Foundation

/// Decoration views: views the layout owns, not the data source (a section's background, a
/// shelf under a row of books). The layout registers a class per kind and returns attributes made
/// with `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)` from
/// `layoutAttributesForElements(in:)`; the collection view creates, places and reuses the views
/// as it does cells (UICollectionView+Decoration.swift). There is no data source call and no
/// delegate display callback for them, as on iOS.
extension UICollectionViewLayout {
    /// Registers the class the collection view creates (with `init(frame:)`) for decoration views of
    /// `elementKind`. Nil unregisters; a class that is not a `UICollectionReusableView` is ignored
    /// with a logged line. Attributes of a kind with no class show nothing (logged once per kind;
    /// iOS raises an exception).
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationViewClasses[elementKind] = nil; return }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Log.uikit.warning("register(\(viewClass), forDecorationViewOfKind: \"\(elementKind)\"): not a UICollectionReusableView subclass; ignored")
            return
        }
        decorationViewClasses[elementKind] = viewType
        collectionView?.setNeedsLayout()
    }
}
