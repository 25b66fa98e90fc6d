import Foundation

/// What a tab bar shows for one tab (UIKit's `UITabBarItem`): title, image, selected image, badge, tag.
/// Changing any of them redraws the bar that shows the item.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's stock tabs; each gives the item a title (ScrollKit draws no stock icons).
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more
        /// "Favorites".
        case favorites
        /// "Featured".
        case featured
        /// "Top Rated".
        case topRated
        /// "Recents".
        case recents
        /// "Contacts".
        case contacts
        /// "History".
        case history
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Downloads".
        case downloads
        /// "Most Recent".
        case mostRecent
        /// "Most Viewed".
        case mostViewed

        /// The title iOS shows for the stock item (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// An item with no title or image.
    public override init() { super.init() }
    /// No archives on Linux: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// An item with `title`, `image` and `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and the image shown while its tab is selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A stock item: its title is the system's (an icon is not drawn).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.tag = tag
    }

    /// The text under the image.
    open override var title: String? { didSet { changed() } }
    /// The image: drawn as a template in the bar's tint (selected) or its unselected tint, unless its
    /// rendering mode is `.alwaysOriginal`; fitted into 25 × 25 pt.
    open override var image: UIImage? { didSet { changed() } }
    /// The image while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { changed() } }
    /// Text in a red oval at the image's top right corner (nil: none; "": a small dot).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (nil: system red).
    open var badgeColor: UIColor? { didSet { changed() } }
    /// Whether the tab can be selected; a disabled tab ignores taps and is drawn faded.
    open override var isEnabled: Bool { didSet { changed() } }

    /// The bar showing the item (redrawn when the item changes).
    weak var bar: UITabBar?
    private func changed() { bar?.itemDidChange(self) }
}
