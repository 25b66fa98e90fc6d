import Foundation

/// UIKit's invalidation context: what part of a layout is stale, so a layout can recompute only
/// that part. `invalidateLayout()` makes one that invalidates everything; a bounds change or a
/// self-sizing cell makes one through the layout's `invalidationContext(for…)` methods.
///
/// The collection view reads `contentOffsetAdjustment` and `contentSizeAdjustment` at the next
/// layout pass (the offset moves by the adjustment, so a layout can keep what is on screen in
/// place while sizes above it change).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// A context that invalidates nothing until told what.
    public required init() {}

    /// Whether the whole layout is stale (set by `invalidateLayout()` and by `reloadData()`).
    open private(set) var invalidateEverything = false
    /// Whether the section and item counts changed (set by `reloadData()` and updates).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items named stale, or nil when none was named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements named stale, by kind; nil when none was named.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// How far to move the content offset at the next layout pass (zero by default).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes (informational; the layout's `collectionViewContentSize` decides).
    open var contentSizeAdjustment: CGSize = .zero

    /// Names items whose attributes are stale.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary elements of `elementKind` whose attributes are stale.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    func markEverythingInvalid() {
        invalidateEverything = true
        invalidateDataSourceCounts = true
    }

    /// Folds a later context into this one (contexts collected between two layout passes).
    func merge(_ other: UICollectionViewLayoutInvalidationContext) {
        if other.invalidateEverything { invalidateEverything = true }
        if other.invalidateDataSourceCounts { invalidateDataSourceCounts = true }
        if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
        for (kind, paths) in (other.invalidatedSupplementaryIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            invalidateSupplementaryElements(ofKind: kind, at: paths)
        }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
        contentSizeAdjustment.width += other.contentSizeAdjustment.width
        contentSizeAdjustment.height += other.contentSizeAdjustment.height
    }
}

/// UIKit's description of one change in an animated update, passed to the layout's
/// `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// What the update does to the item or section.
    public enum Action: Int, Sendable {
        /// The item or section is inserted.
        case insert
        /// The item or section is deleted.
        case delete
        /// The item or section is reloaded (deleted and inserted at the same place).
        case reload
        /// The item or section moves.
        case move
        /// Nothing happens to it.
        case none
    }

    /// The index path before the update (nil for an insert). A whole section is named by an
    /// index path with the section and `NSNotFound` as the item, as on iOS.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (nil for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// What happens.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
