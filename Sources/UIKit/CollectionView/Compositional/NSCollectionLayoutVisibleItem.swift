import Foundation

/// An element on screen that a section's `visibleItemsInvalidationHandler` may adjust before it is
/// displayed (UIKit's `NSCollectionLayoutVisibleItem`): change `transform`, `alpha`, `zIndex` or
/// `isHidden`, and the cell shows it. ScrollKit hands over the layout attributes themselves.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's frame (in an orthogonal section: in its nested scroll view's content).
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// The element's centre; moving it moves the element.
    var center: CGPoint { get set }
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's transform (the App Store's scaling carousel sets a scale here).
    var transform: CGAffineTransform { get set }
    /// The element's stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view (nil for a cell).
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: @MainActor NSCollectionLayoutVisibleItem {}

/// The closure of `visibleItemsInvalidationHandler`: the visible items, the section's content
/// offset (an orthogonal section's nested scroll view offset) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
