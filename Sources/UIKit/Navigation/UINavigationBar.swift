import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): the top item's title
/// centred, its left item or a back button titled after the previous item on the left, its right item
/// on the right, over a translucent white background that reaches up under the status bar.
///
/// Geometry (points, iPhone portrait, as UIKit draws it): 44 tall (`UINavigationBar.standardHeight`),
/// side items 8 from the edges. Tapping the back button asks the navigation controller to pop;
/// tapping a bar button item's button sends the item's `primaryAction` or its target-action.
/// The bar's contents change at once when its items change (no cross-fade of titles).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The regular bar height on iPhone and iPad (UIKit's; "Navigation bars", Human Interface Guidelines: 44 pt).
    public static let standardHeight: CGFloat = 44
    /// Distance of the side buttons from the bar's edges: UIKit's default 8 pt view layout margin
    /// (UIKit uses 16–20 pt on wider iPhones; not modelled).
    static let sideMargin: CGFloat = 8
    /// A translucent near-white: a visual choice, not an Apple number (iOS blurs what is under the bar
    /// with a system material whose colours are not published; ScrollKit has no blur).
    static let translucentBackground = UIColor(white: 0.97, alpha: 0.82)
    /// The thin line between a bar and the content (iOS's default bar appearance draws a shadow line
    /// of about one pixel in a light grey; the grey is a visual choice).
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)
    /// One pixel at 2× (Apple's bar shadow is one pixel thick).
    static let hairlineWidth: CGFloat = 0.5

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = Self.translucentBackground
        background.isUserInteractionEnabled = false
        addSubview(background)
        hairline.backgroundColor = Self.hairlineColor
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        addSubview(titleLabel)
        largeTitleArea.clipsToBounds = true
        largeTitleArea.isUserInteractionEnabled = false
        largeTitleLabel.font = UIFont.boldSystemFont(ofSize: Self.largeTitleFontSize)
        largeTitleArea.addSubview(largeTitleLabel)
        addSubview(largeTitleArea)
        searchArea.clipsToBounds = true
        addSubview(searchArea)
        // VoiceOver reads the title as the screen's heading, as on iOS.
        titleLabel.accessibilityTraits = .header
        largeTitleLabel.accessibilityTraits = .header
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The items, bottom to top; the navigation controller sets them from its controllers.
    open var items: [UINavigationItem]? {
        didSet {
            for item in oldValue ?? [] { item.bars.removeAll { $0.bar === self || $0.bar == nil } }
            for item in items ?? [] where !item.bars.contains(where: { $0.bar === self }) {
                item.bars.append(UINavigationItem.WeakBar(bar: self))
            }
            itemsDidChange()
        }
    }
    /// Replaces the stack of items; `animated` is accepted and the bar changes at once.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// The item on top of the stack: the one whose title and buttons the bar shows.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one: the back button's destination.
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Whether the bar's background lets the content under it show through (iOS's default, true);
    /// ScrollKit draws a translucent near-white without the blur.
    open var isTranslucent = true {
        didSet { background.backgroundColor = isTranslucent ? Self.translucentBackground : UIColor(white: 0.97, alpha: 1) }
    }

    /// Whether the bar shows the top item's title large, under the standard bar, when the item allows
    /// it (`UINavigationItem.largeTitleDisplayMode`); false by default, as on iOS 11 and later. The
    /// large title area is `largeTitleHeight` tall while the content is at its top and collapses as it
    /// scrolls up (UINavigationController+LargeTitles.swift).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }
    /// The large title area's height on iPhone: 52 pt, a 96 pt bar with large titles less the 44 pt
    /// standard bar (public measurement of the bar's frame on iOS 11: 44 pt without, 96 pt with large
    /// titles, blog.csdn.net/zhangqiaoge/article/details/79475091; Apple's HIG gives only the 34 pt
    /// Large Title text style, not the bar's height).
    public static let largeTitleHeight: CGFloat = 52
    /// The Large Title text style's size (HIG, "Typography": 34 pt, bold for navigation bars).
    static let largeTitleFontSize: CGFloat = 34
    /// The large title's leading inset: the 16 pt layout margin of iPhones up to 390 pt wide.
    static let largeTitleInset: CGFloat = 16

    /// Called when the back button is tapped (the navigation controller pops).
    var backAction: (() -> Void)?
    /// Called when the items or their settings change (the navigation controller updates its insets).
    var itemsChangedAction: (() -> Void)?
    /// Whether the top item's title shows large now (set by the navigation controller).
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { setNeedsLayout() } } }
    /// The large title area and its label, clipped as the area collapses.
    let largeTitleArea = UIView()
    let largeTitleLabel = UILabel()
    /// How far the background reaches above the bar (the status bar area), set by the container.
    var backgroundExtensionAbove: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The integrated search bar's row at the bottom of the bar, clipped as it collapses, and its
    /// visible height; while a search hides the title row, the row of buttons and title is gone
    /// (UINavigationController+Search.swift sets both).
    let searchArea = UIView()
    var searchAreaHeight: CGFloat = 0 { didSet { if searchAreaHeight != oldValue { setNeedsLayout() } } }
    var titleRowHidden = false { didSet { if titleRowHidden != oldValue { setNeedsLayout() } } }

    let background = UIView()
    /// The bottom edge line.
    let hairline = UIView()
    let titleLabel = UILabel()
    /// The buttons on the left and right now (back button or left item; right item).
    private(set) var leftButton: UIButton?
    private(set) var rightButton: UIButton?
    /// The left button is the back button (not the left item's).
    private(set) var showsBackButton = false

    func itemsDidChange() {
        titleLabel.text = topItem?.title
        largeTitleLabel.text = topItem?.title
        leftButton?.removeFromSuperview()
        rightButton?.removeFromSuperview()
        leftButton = nil
        rightButton = nil
        showsBackButton = false
        if let top = topItem {
            if let left = top.leftBarButtonItem {
                leftButton = Self.button(for: left)
            } else if let back = backItem, !top.hidesBackButton {
                let button = UIButton(type: .system)
                // UIKit draws a chevron; ScrollKit draws the text chevron "‹" before the title.
                button.setTitle(backChevron + back.titleForBackButton, for: .normal)
                // Read as the title alone ("Settings, button"), without the drawn chevron.
                button.accessibilityLabel = back.titleForBackButton
                button.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
                leftButton = button
                showsBackButton = true
            }
            if let right = top.rightBarButtonItem { rightButton = Self.button(for: right) }
        }
        leftButton.map(addSubview)
        rightButton.map(addSubview)
        installSearchBar(topItem?.searchController?.searchBar)
        setNeedsLayout()
        itemsChangedAction?()
    }

    /// A button for a bar button item; tapping sends the item's action. Items with a `customView` show
    /// their title (custom views in the navigation bar are not supported yet). The toolbar uses it too.
    static func button(for item: UIBarButtonItem) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(item.title ?? item.systemItem.map(Self.title(of:)) ?? "", for: .normal)
        if item.style == .done { button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17) }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in
            guard let item else { return }
            if let primary = item.primaryAction { primary.handler(primary) }
            else if let action = item.action { UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil) }
        }, for: .touchUpInside)
        return button
    }

    /// The back button shows the previous screen's title while it fits in `width`, and the generic
    /// "Back" otherwise, as UIKit's default back-button display mode does (so a long previous title
    /// neither gets cut to "Scro… allery" nor squeezes the centred title).
    private func fitBackTitle(in width: CGFloat) {
        guard showsBackButton, let button = leftButton, let back = backItem else { return }
        let full = backChevron + back.titleForBackButton
        // Measured, not tried on the button: layout runs every frame while a large title collapses,
        // and retitling the button twice per pass would redraw it every frame.
        let font = button.titleLabel?.font ?? UIFont.systemFont(ofSize: 17)
        let fullWidth = (full as NSString).size(withAttributes: [.font: font]).width
            + button.contentEdgeInsets.left + button.contentEdgeInsets.right
        let wanted = fullWidth > width ? backChevron + "Back" : full
        if button.currentTitle != wanted { button.setTitle(wanted, for: .normal) }
    }

    /// The back button's text chevron: it points to the leading edge, where the previous screen is
    /// (right in a right-to-left bar).
    private var backChevron: String { isRightToLeft ? "› " : "‹ " }

    /// The English titles UIKit shows for text system items (others have symbols ScrollKit lacks).
    static func title(of item: UIBarButtonItem.SystemItem) -> String {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .close: return "Close"
        case .add: return "+"
        default: return ""
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The buttons and the small title sit in the standard 44 pt row at the top; below it, the
        // large title area takes the rest of the bar's height (zero without a large title).
        let w = bounds.width, h = titleRowHidden ? 0 : Self.standardHeight, m = Self.sideMargin
        let total = max(h + searchAreaHeight, bounds.height), large = max(0, total - h - searchAreaHeight)
        layoutSearchArea(width: w, bottom: total)
        for view in [titleLabel, leftButton, rightButton] { view?.alpha = titleRowHidden ? 0 : 1 }
        background.frame = CGRect(x: 0, y: -backgroundExtensionAbove, width: w, height: total + backgroundExtensionAbove)
        hairline.frame = CGRect(x: 0, y: total - Self.hairlineWidth, width: w, height: Self.hairlineWidth)
        largeTitleArea.isHidden = !showsLargeTitle
        largeTitleArea.frame = CGRect(x: 0, y: h, width: w, height: large)
        // Bottom-anchored: the title slides up under the standard row as the area collapses.
        largeTitleLabel.frame = CGRect(x: Self.largeTitleInset, y: large - Self.largeTitleHeight,
                                       width: max(0, w - 2 * Self.largeTitleInset), height: Self.largeTitleHeight)
        // The small title shows once the large one has collapsed, as on iOS.
        titleLabel.isHidden = showsLargeTitle && large > 0
        var leftWidth: CGFloat = 0, rightWidth: CGFloat = 0
        if let leftButton {
            fitBackTitle(in: w / 3)
            leftWidth = min(leftButton.intrinsicContentSize.width, w / 3)
            leftButton.frame = CGRect(x: m, y: 0, width: leftWidth, height: h)
        }
        if let rightButton {
            rightWidth = min(rightButton.intrinsicContentSize.width, w / 3)
            rightButton.frame = CGRect(x: w - m - rightWidth, y: 0, width: rightWidth, height: h)
        }
        // Centred in the bar, clear of both sides (UIKit centres the title on the bar while it fits).
        let side = max(leftWidth, rightWidth) + 2 * m
        titleLabel.frame = CGRect(x: side, y: 0, width: max(0, w - 2 * side), height: h)
        // Right to left: the back button and the leading item on the right, the trailing item on the
        // left, the large title against the right edge (x' = w − maxX), as iOS mirrors its bar.
        if isRightToLeft {
            for view in [leftButton, rightButton, largeTitleLabel as UIView?].compactMap({ $0 }) {
                view.frame = UIView.mirrored(view.frame, in: w, when: true)
            }
        }
    }
}
