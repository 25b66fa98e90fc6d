import CoreGraphics

// UISplitViewController's nested enums, with the SDK's cases and raw values (UIKit's
// UISplitViewController.h), so code that switches over them — swift-custom-dump's UIKit conformances
// among it — compiles unchanged. None is @frozen, as in the SDK: a switch needs `default` or
// `@unknown default` (which gives at most a "default will never be executed" warning here).

extension UISplitViewController {
    /// How the columns are arranged on screen (`preferredDisplayMode` asks, `displayMode` answers).
    public enum DisplayMode: Int, Sendable {
        /// The split view controller picks one for its size (`preferredDisplayMode`'s default).
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// The primary column beside the secondary one, which is narrowed.
        case oneBesideSecondary = 2
        /// The primary column over the secondary one, which keeps the full width.
        case oneOverSecondary = 3
        /// Primary and supplementary columns beside the secondary one (triple-column style).
        case twoBesideSecondary = 4
        /// Primary and supplementary columns over the secondary one (triple-column style).
        case twoOverSecondary = 5
        /// Primary and supplementary columns push the secondary one aside (triple-column style).
        case twoDisplaceSecondary = 6
    }

    /// Whether the button that changes the display mode shows (kept for API shape; ScrollKit draws no such button).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// The split view controller decides.
        case automatic = 0
        /// Never shown.
        case never = 1
        /// Always shown.
        case always = 2
    }

    /// How the secondary column reacts when the others show: tiles beside them, lies under them, or moves aside.
    public enum SplitBehavior: Int, Sendable {
        /// The split view controller picks one for its size and style.
        case automatic = 0
        /// Columns sit side by side (the `…BesideSecondary` display modes).
        case tile = 1
        /// Columns slide over the secondary one (the `…OverSecondary` display modes).
        case overlay = 2
        /// Columns push the secondary one aside (`twoDisplaceSecondary`).
        case displace = 3
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or list).
        case primary = 0
        /// The middle column of the triple-column style.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown alone when the split view controller is collapsed (compact width).
        case compact = 3
        /// The inspector column (iOS 26); ScrollKit never lays it out.
        case inspector = 4
    }

    /// The split view controller's kind, fixed at `init(style:)`.
    public enum Style: Int, Sendable {
        /// The classic style, configured through `viewControllers` (`init(nibName:bundle:)`).
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// The side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side (the left in left-to-right languages); the default.
        case leading = 0
        /// The trailing side.
        case trailing = 1
    }

    /// The primary column's background: plain, or the sidebar's translucent material.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background; the default.
        case none = 0
        /// The sidebar look (drawn here as the primary column's own background).
        case sidebar = 1
    }

    /// Whether the split view controller shows its columns expanded or collapsed (iOS 26's trait).
    public enum LayoutEnvironment: Int, Sendable {
        /// Not inside a split view controller.
        case none = 0
        /// The columns are shown side by side.
        case expanded = 1
        /// Collapsed into one column.
        case collapsed = 2
    }

    /// Asks for the default of a width-fraction or column-width property (`UITableView.automaticDimension`'s value, as on iOS).
    public static let automaticDimension: CGFloat = UITableView.automaticDimension
}
