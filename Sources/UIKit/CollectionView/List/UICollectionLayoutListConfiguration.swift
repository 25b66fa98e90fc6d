import Foundation

/// How a compositional section looks like a table (UIKit's `UICollectionLayoutListConfiguration`,
/// iOS 14): give it to `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or
/// `UICollectionViewCompositionalLayout.list(using:)` and the section becomes one full-width column
/// of self-sizing rows, with separators, optional headers and footers, and swipe actions.
///
/// Geometry (ScrollKit's choices, shared with `UITableView` so a table ported to a list keeps its
/// numbers; see `ListMetrics`): rows are estimated at 44 pt and take the height their
/// `UICollectionViewListCell` measures; `.insetGrouped` and `.sidebar` sections are inset 16 pt on
/// both sides; grouped appearances keep 18 pt above a section without a header and below one without
/// a footer; supplementary headers and footers are estimated at the table's automatic heights
/// (28 pt plain, 38 pt grouped) and self-size when their views have constraints.
///
/// Not built: `itemSeparatorHandler` and `separatorConfiguration` (per-row separator styling),
/// rounded corners of inset-grouped sections, and pinned plain headers (pin them yourself with
/// the section's `boundarySupplementaryItems`).
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background, like a plain table.
        case plain
        /// Sections separated by gaps on the grouped background, like a grouped table.
        case grouped
        /// Grouped sections inset from the sides.
        case insetGrouped
        /// An iPad sidebar: inset rows without separators on the grouped background.
        case sidebar
        /// A sidebar's plain variant: edge-to-edge rows without separators.
        case sidebarPlain
    }

    /// Whether and how a section shows a header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`, from the data
        /// source's `viewForSupplementaryElementOfKind` (or the diffable `supplementaryViewProvider`).
        case supplementary
        /// The section's first item is its header (an outline's parent row); it shows no separator.
        case firstItemInSection
    }

    /// Whether and how a section shows a footer.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Returns the actions revealed by swiping the row at an index path one way (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The appearance given at creation.
    public let appearance: Appearance
    /// Whether rows show separators between them (default: true, false for the sidebar appearances).
    public var showsSeparators: Bool
    /// The list's background; nil (the default) is the appearance's: white for `.plain` and
    /// `.sidebarPlain`, the grouped gray (#F2F2F7) otherwise. `UICollectionViewCompositionalLayout.list(using:)`
    /// gives it to the collection view; a section provider's lists leave the background to you.
    public var backgroundColor: UIColor?
    /// The section header mode (default `.none`).
    public var headerMode: HeaderMode = .none
    /// The section footer mode (default `.none`).
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header (iOS 15). Nil (the default) adds none in ScrollKit
    /// (the system's padding was not measured). Negative or non-finite values count as 0 (logged).
    public var headerTopPadding: CGFloat?
    /// The actions of a right swipe on a row (revealed on its leading side).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions of a left swipe on a row (revealed on its trailing side).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether rows can be swiped (a provider on either side).
    var hasSwipeActions: Bool { leadingSwipeActionsConfigurationProvider != nil || trailingSwipeActionsConfigurationProvider != nil }

    /// Whether sections are grouped (gaps, and the grouped background).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }
    /// Whether rows are inset from the sides.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// The background the list shows: the configured one, else the appearance's.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? TableAppearance.groupedBackground : TableAppearance.plainBackground)
    }
}

/// The list's metrics, with where each value comes from.
enum ListMetrics {
    /// UIKit's list rows are self-sizing with an estimated height of 44 pt (the standard row).
    static let estimatedRowHeight: CGFloat = 44
    /// The sides of inset-grouped and sidebar sections: the table's inset-grouped margin (16 pt).
    static var insetMargin: CGFloat { TableAppearance.insetGroupedMargin }
    /// The gap above a grouped section without a header and below one without a footer: the
    /// table's untitled grouped header and footer (18 pt).
    static var groupedGap: CGFloat { TableAppearance.automaticHeaderHeight(style: .grouped, hasTitle: false) }
    /// Estimated supplementary header and footer heights: the table's titled automatic heights.
    static func estimatedHeaderHeight(grouped: Bool) -> CGFloat {
        TableAppearance.automaticHeaderHeight(style: grouped ? .grouped : .plain, hasTitle: true)
    }
    static func estimatedFooterHeight(grouped: Bool) -> CGFloat {
        TableAppearance.automaticFooterHeight(style: grouped ? .grouped : .plain, hasTitle: true)
    }
    /// The width a symbol accessory (chevron, outline chevron, checkmark) takes: the table's
    /// accessory column (34 pt).
    static var symbolAccessoryWidth: CGFloat { TableAppearance.accessoryWidth }
    /// The margin beside a label or custom-view accessory: the layout margin (16 pt).
    static var accessoryMargin: CGFloat { TableAppearance.layoutMargin }
    /// UIKit's documented default indentation width of a cell (UITableViewCell: 10 pt).
    static let indentationWidth: CGFloat = 10
}

/// What the list layout tells one row's cell through its layout attributes: how to draw its
/// background and whether it shows a separator.
struct ListItemAttributes: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    /// Whether the row draws its bottom separator (separators on, not the section's last row, not a
    /// first-item header).
    var showsSeparator: Bool
}
