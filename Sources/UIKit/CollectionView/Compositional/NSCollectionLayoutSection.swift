import Foundation

/// How a section scrolls across the layout's main axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Anything but `.none` lays the section's
/// groups out in one row along the cross axis, inside a nested scroll view of its own.
///
/// Apple's documentation: `.continuous` scrolls freely; `.continuousGroupLeadingBoundary` comes "to a
/// natural stop at the leading boundary of the visible group"; `.paging` pages "by the width of the
/// container"; `.groupPaging` pages "one group at a time"; `.groupPagingCentered` pages one group at
/// a time and centres it. How ScrollKit picks the landing group is in `OrthogonalSnapping`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the main axis (the default).
    case none = 0
    /// Free scrolling across the main axis.
    case continuous
    /// Free scrolling that comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Paging by the container's width.
    case paging
    /// Paging one group at a time, groups resting at the leading edge.
    case groupPaging
    /// Paging one group at a time, groups resting centred.
    case groupPagingCentered
}

/// A section of a compositional layout (UIKit's `NSCollectionLayoutSection`): a group repeated for
/// the section's items, with insets, spacing between groups, headers and footers, and optional
/// orthogonal scrolling.
///
/// Apple's documentation: `contentInsets` is "the amount of space between the content of the section
/// and its boundaries"; `interGroupSpacing` "the amount of space between the groups in the section".
/// Headers sit outside the content insets (the insets separate the header from the items).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated to hold the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space between the section's boundaries and its groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether (and how) the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as a background (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary supplementary items keep the section's leading and trailing content insets
    /// (true, the default, as on iOS) or span the section's full width.
    public var supplementariesFollowContentInsets = true
    /// Which of the collection view's insets `contentInsets` are measured from (iOS 14).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called with the visible items, the section's offset and the environment each time an
    /// orthogonal section lays out its cells (every scroll of its nested scroll view), so the items'
    /// `transform` or `alpha` can follow the scroll position (Apple: "called before each layout
    /// cycle"). ScrollKit calls it for orthogonal sections only.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)` (List/).
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space above the section's leading boundary items (a list's `headerTopPadding`).
    var listHeaderTopPadding: CGFloat = 0

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// The size of the area a layout lays out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The insets of the container.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The size inside the insets, what fractional dimensions are fractions of.
    var effectiveContentSize: CGSize { get }
    /// The insets actually applied.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group knows about where it is laid out (UIKit's
/// `NSCollectionLayoutEnvironment`): the container and the trait collection.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes, display scale).
    var traitCollection: UITraitCollection { get }
}

/// The container ScrollKit's compositional layout hands to providers.
struct CompositionalContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// The environment ScrollKit's compositional layout hands to providers.
struct CompositionalEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
