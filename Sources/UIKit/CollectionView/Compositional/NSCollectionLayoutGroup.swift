import Foundation

/// A container of items laid out along a line or in custom frames (UIKit's
/// `NSCollectionLayoutGroup`). A section repeats its group until every item has a place; each
/// group instance takes as many items as it has leaf items.
///
/// How many subitems a group holds (Apple's documentation and WWDC 2019 session 215):
/// - `horizontal(layoutSize:subitems:)` / `vertical(…subitems:)`: the subitems in order, repeated
///   while the next one still fits in the group (a `.fractionalWidth(0.25)` item gives four per
///   group), and at least one.
/// - `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): exactly `count` copies at the
///   item's own size ("it's your responsibility to ensure that the group's layoutSize can fit").
/// - `horizontal(layoutSize:subitem:count:)` (deprecated in iOS 16): `count` equally sized items
///   that together fill the group, resized to make room for `interItemSpacing`.
/// - `custom(layoutSize:itemProvider:)`: the frames the provider returns, relative to the group.
///
/// Bad input: a group with no subitems (or a custom provider returning none) holds no item; a
/// section built on it lays out no items and logs one line. Custom frames outside the group are
/// kept as given and logged once.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom }
    enum Repetition { case fill, repeating(Int), equal(Int) }

    let arrangement: Arrangement
    let repetition: Repetition
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The group's items and nested groups, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between neighbouring items along the group's axis (nil: none).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
         repetition: Repetition = .fill, itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group laying out `subitems` left to right, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }
    /// A group laying out `subitems` top to bottom, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }
    /// A group of exactly `count` copies of `subitem`, left to right, each at the item's own size.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
                                repetition: .repeating(checkedCount(count)))
    }
    /// A group of exactly `count` copies of `subitem`, top to bottom, each at the item's own size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem],
                                repetition: .repeating(checkedCount(count)))
    }
    /// `count` equally wide copies of `subitem` filling the group's width (deprecated in iOS 16 for
    /// `horizontal(layoutSize:repeatingSubitem:count:)`, which keeps the item's own size).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
                                repetition: .equal(checkedCount(count)))
    }
    /// `count` equally tall copies of `subitem` filling the group's height (deprecated in iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem],
                                repetition: .equal(checkedCount(count)))
    }
    /// A group whose items take the frames `itemProvider` returns (relative to the group's origin),
    /// asked once per group instance with the layout environment.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom, subitems: [], itemProvider: itemProvider)
    }

    private static func checkedCount(_ count: Int) -> Int {
        if count < 1 { Log.uikit.warning("NSCollectionLayoutGroup: count \(count) is below 1; the group holds no item") }
        return max(count, 0)
    }
}

/// The closure of a custom group: the frames of the group's items for a layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item's frame in a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`), relative to
/// the group's origin.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame in the group's coordinates.
    public let frame: CGRect
    /// The item's stacking order among overlapping items (higher is in front).
    public let zIndex: Int
    /// A custom item at `frame` with z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// A custom item at `frame` with the given z-index.
    public init(frame: CGRect, zIndex: Int) { self.frame = frame; self.zIndex = zIndex }
}
