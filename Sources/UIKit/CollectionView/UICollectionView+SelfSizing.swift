import Foundation

/// Self-sizing: a displayed view is asked for the attributes it prefers, and the layout decides
/// whether they change it (UICollectionViewLayout's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
///
/// The layout pass (UICollectionView+Layout.swift) then prepares the layout again and re-runs
/// before drawing, keeping the first visible item in place, so a cell never appears at its
/// estimated size and the content does not jump (see UICollectionViewFlowLayout+SelfSizing.swift).
extension UICollectionView {
    /// Offers the view's preferred attributes to the layout; an invalidation it asks for is applied
    /// at once (the pass runs again).
    func offerPreferredAttributes(of view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes) {
        let original = attributes.copy() as! UICollectionViewLayoutAttributes
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        let size = preferred.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            Log.uikit.warning("preferredLayoutAttributesFitting(_:) of \(type(of: view)) returned the size \(size); ignored")
            return
        }
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
}
