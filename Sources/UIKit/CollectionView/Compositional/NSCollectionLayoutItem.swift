import Foundation

/// The smallest unit of a compositional layout (UIKit's `NSCollectionLayoutItem`): one cell's size,
/// its content insets and edge spacing, and supplementary views attached to it (badges).
///
/// Apple's documentation: an item's `contentInsets` are "the amount of space added around the
/// content of the item to adjust its final size after its position is computed", ignored on an axis
/// whose dimension is estimated; `edgeSpacing` is "the amount of space added around the boundaries
/// of the item between other items and this item's container". See also `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's width and height.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items anchored to this item (for example badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item's allotted frame, taken off the cell's frame after positioning (not on
    /// an axis with an estimated dimension, as documented).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item, between it and its neighbours or its group's edges (nil: none).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize` with the given supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// An item of `layoutSize` with no supplementary items.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
