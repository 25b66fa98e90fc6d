import Foundation

/// UIKit's base for every view a collection view places: cells, section headers and footers,
/// and views of your own kinds. It carries the reuse identifier it was dequeued for and receives
/// the layout's attributes.
///
/// Porting note: `init(frame:)` is `required` here (so that registered classes can be created
/// from their type on Linux); a subclass that overrides it writes `required override init(frame:)`
/// or simply `override init(frame:)` plus `required init?(coder:)`, as on iOS.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued for; nil for a view made directly.
    open internal(set) var reuseIdentifier: String?

    /// A view of `frame`; the collection view creates registered classes through this initializer.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: a view with a zero frame (docs/PORTING.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is handed out again by a dequeue method. The default does nothing
    /// (cells reset their selection and highlight); reset your content here.
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond the geometry, alpha and visibility the collection
    /// view sets itself; override to read your attributes subclass's properties. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before a layout transition to `newLayout`. The default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after a layout transition. The default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the layout's: the self-sizing hook. The
    /// collection view asks it before showing the view when the layout sizes elements from their
    /// content (a flow layout with `estimatedItemSize`), and offers the answer to the layout.
    ///
    /// The default fits the view's Auto Layout constraints: `systemLayoutSizeFitting` with the
    /// layout's size as the target, at `fittingSizeLevel` on both axes (the compressed size the
    /// constraints allow). A view whose subtree has no constraints keeps the layout's size.
    /// Override and call `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with `.required` for an axis the layout fixes (a full-width list cell), as iOS developers do.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fittingRoot = selfSizingRoot
        guard fittingRoot.subtreeHasConstraints else { return layoutAttributes }
        let size = fittingRoot.systemLayoutSizeFitting(layoutAttributes.size)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return layoutAttributes }
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = size
        preferred.center = CGPoint(x: layoutAttributes.frame.minX + size.width / 2, y: layoutAttributes.frame.minY + size.height / 2)
        return preferred
    }

    /// The element this view shows now (set by the collection view), or nil in a reuse queue.
    var displayedKey: CollectionElementKey?
    /// The supplementary kind the view was dequeued for (its reuse queue is per kind and identifier).
    var reuseKind: String?
    /// Whether the "not obtained from dequeue" line was logged for this view.
    var warnedNotDequeued = false

    /// The view whose constraints define the size: a cell's `contentView`, else the view itself.
    var selfSizingRoot: UIView { self }
}

extension UIView {
    /// Whether any view in this subtree has constraints installed (so Auto Layout decides its size).
    var subtreeHasConstraints: Bool {
        if !constraints.isEmpty { return true }
        return subviews.contains { $0.subtreeHasConstraints }
    }
}
