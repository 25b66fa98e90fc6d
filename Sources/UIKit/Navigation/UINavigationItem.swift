import Foundation

/// What a navigation bar shows for one view controller (UIKit's `UINavigationItem`): the title, the
/// bar button items on either side, and how the back button to the previous item looks.
///
/// Every change reaches the bar that shows the item at once (its contents are rebuilt at the next
/// layout pass). Not supported yet: `titleView`, `prompt`, the arrays `leftBarButtonItems` /
/// `rightBarButtonItems`, `leftItemsSupplementBackButton`.
@preconcurrency @MainActor
open class UINavigationItem {
    /// An item showing `title` in the bar.
    public init(title: String) { self.title = title }
    /// Not in UIKit's public API as a plain `init()`; used for a view controller's item (title from it).
    init() {}
    /// No archives on Linux: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Shown centred in the bar; also the default back-button title of the next item.
    open var title: String? { didSet { changed() } }
    /// Replaces the back button on the left (unless nil).
    open var leftBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// Shown on the right of the bar.
    open var rightBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// When true the bar shows no back button for this item (tapping there does nothing).
    open var hidesBackButton = false { didSet { changed() } }
    /// iOS 11: the title the *next* item's back button shows for this item (nil: this item's title).
    open var backButtonTitle: String? { didSet { changed() } }
    /// iOS's older way to set the same: a bar button item whose title the next back button shows.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }

    /// When the bar shows this item's title large (iOS 11), if the bar `prefersLargeTitles`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack does (the root item: large).
        case automatic
        /// Always large while the content is at its top.
        case always
        /// Never large: the standard bar only.
        case never
    }
    /// How this item's title shows when the bar prefers large titles (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// Sets `hidesBackButton`; `animated` is accepted and the bar changes at once.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets `leftBarButtonItem`; `animated` is accepted and the bar changes at once.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`; `animated` is accepted and the bar changes at once.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// The search controller whose bar the navigation bar shows under the title (iOS 11;
    /// UINavigationController+Search.swift).
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the integrated search bar collapses as the content scrolls up and comes back at the
    /// top (default true, as on iOS); false keeps it shown.
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }
    /// How many points of the integrated search bar the scrolling has collapsed (0: all shown).
    var searchBarCollapse: CGFloat = 0

    /// The bars showing this item (weak; an item is normally in one bar).
    var bars: [WeakBar] = []

    /// The title the following item's back button shows for this one ("Back" when there is none, as on iOS).
    var titleForBackButton: String {
        backButtonTitle ?? backBarButtonItem?.title ?? title ?? "Back"
    }

    /// Tells the bars showing the item to rebuild (also when one of its bar button items changed its title).
    func changed() {
        bars.removeAll { $0.bar == nil }
        for weak in bars { weak.bar?.itemsDidChange() }
    }

    struct WeakBar { weak var bar: UINavigationBar? }
}
