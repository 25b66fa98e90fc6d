import Foundation

/// Decoration views on the collection view's side: made from the layout's registered class, or
/// taken from a reuse queue per kind (after `prepareForReuse()`), placed from their attributes and
/// stacked below the cells and supplementary views of the same `zIndex` (a background is behind
/// what it decorates, as on iOS).
extension UICollectionView {
    /// The reuse identifier decoration views carry; their queue is the supplementary queue of
    /// their kind under this identifier, which no registration can produce.
    static let decorationReuseIdentifier = "UICollectionView.decorationView"

    /// A queued or new decoration view of `kind`, or nil when the layout registered no class for it.
    func dequeueDecorationView(ofKind kind: String, for indexPath: IndexPath) -> UICollectionReusableView? {
        let key = ReuseKey(kind: kind, identifier: Self.decorationReuseIdentifier)
        if let queued = reusableSupplementaryViews[key]?.popLast() {
            queued.prepareForReuse()
            return queued
        }
        guard let viewType = collectionViewLayout.decorationViewClasses[kind] else {
            if !warnedDecorationKinds.contains(kind) {
                warnedDecorationKinds.insert(kind)
                Log.uikit.warning("the layout returned decoration attributes of kind \"\(kind)\" with no class registered for it (register(_:forDecorationViewOfKind:); iOS raises an exception); not shown")
            }
            return nil
        }
        let view = viewType.init(frame: .zero)
        view.reuseIdentifier = Self.decorationReuseIdentifier
        view.reuseKind = kind
        return view
    }
}
