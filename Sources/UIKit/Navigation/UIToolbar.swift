import Foundation

/// A bar of buttons along the bottom of the screen (UIKit's `UIToolbar`); a navigation controller
/// shows one with its top controller's `toolbarItems` when `isToolbarHidden` is false.
///
/// Geometry (points): 44 tall (`standardHeight`, the Human Interface Guidelines' toolbar height on
/// iPhone in portrait), its translucent background reaching down under the home indicator. Items are
/// laid out left to right from 8 pt inside each edge (UIKit's default layout margin, as the navigation
/// bar uses), each at its natural width with 8 pt between two neighbouring buttons; a `.fixedSpace`
/// item takes its `width`, and `.flexibleSpace` items share what is left equally (Apple's
/// "flexibleSpace()": "a space item that expands to fill the available space"). The gaps are
/// ScrollKit's reading of UIKit's look, not published numbers. Tapping a button sends its item's
/// `primaryAction` or target-action; a `customView` is shown as is.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The toolbar's height on iPhone in portrait (Human Interface Guidelines, "Toolbars": 44 pt).
    public static let standardHeight: CGFloat = 44
    /// Space between two neighbouring buttons (see the type's summary: ScrollKit's choice).
    static let itemSpacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = UINavigationBar.translucentBackground
        background.isUserInteractionEnabled = false
        addSubview(background)
        hairline.backgroundColor = UINavigationBar.hairlineColor
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The items, left to right; changing them rebuilds the bar's buttons.
    open var items: [UIBarButtonItem]? { didSet { itemsDidChange() } }
    /// Replaces the items; `animated` is accepted and the bar changes at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// Whether the background lets content under it show through (iOS's default, true).
    open var isTranslucent = true {
        didSet { background.backgroundColor = isTranslucent ? UINavigationBar.translucentBackground : UIColor(white: 0.97, alpha: 1) }
    }

    /// How far the background reaches below the bar (the home indicator area), set by the container.
    var backgroundExtensionBelow: CGFloat = 0 { didSet { setNeedsLayout() } }

    let background = UIView()
    let hairline = UIView()
    /// The views shown for the items, in order (nil for spaces).
    private(set) var itemViews: [UIView?] = []

    func itemsDidChange() {
        for case let v? in itemViews { v.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            switch item.systemItem {
            case .flexibleSpace?, .fixedSpace?: return nil
            default: return item.customView ?? UINavigationBar.button(for: item)
            }
        }
        for case let v? in itemViews { addSubview(v) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        background.frame = CGRect(x: 0, y: 0, width: w, height: h + backgroundExtensionBelow)
        hairline.frame = CGRect(x: 0, y: 0, width: w, height: UINavigationBar.hairlineWidth)
        let items = self.items ?? []
        let widths = Self.itemWidths(items: items, views: itemViews)
        var fixed: CGFloat = 0, flexible = 0
        for (i, item) in items.enumerated() {
            if item.systemItem == .flexibleSpace { flexible += 1 } else { fixed += widths[i] }
            if i > 0, itemViews[i] != nil, itemViews[i - 1] != nil { fixed += Self.itemSpacing }
        }
        let inner = w - 2 * UINavigationBar.sideMargin
        let share = flexible > 0 ? max(0, inner - fixed) / CGFloat(flexible) : 0
        var x = UINavigationBar.sideMargin
        for (i, item) in items.enumerated() {
            if i > 0, itemViews[i] != nil, itemViews[i - 1] != nil { x += Self.itemSpacing }
            let width = item.systemItem == .flexibleSpace ? share : widths[i]
            if let v = itemViews[i] {
                let height = item.customView != nil ? min(h, v.bounds.height > 0 ? v.bounds.height : h) : h
                v.frame = CGRect(x: x, y: (h - height) / 2, width: width, height: height)
            }
            x += width
        }
    }

    /// Each item's width before flexible spaces share the rest: a fixed space's `width`, a custom
    /// view's own width, a button's natural width (an item's `width` overrides it when set).
    static func itemWidths(items: [UIBarButtonItem], views: [UIView?]) -> [CGFloat] {
        zip(items, views).map { item, view in
            switch item.systemItem {
            case .flexibleSpace?: return 0
            case .fixedSpace?: return max(0, Finite.value(item.width))
            default:
                if item.width > 0, item.width.isFinite { return item.width }
                if let custom = item.customView { return custom.bounds.width }
                return (view as? UIButton)?.intrinsicContentSize.width ?? 0
            }
        }
    }
}

extension UIBarButtonItem {
    /// iOS 14: a space that grows to fill the bar's free width, shared equally with other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// iOS 14: a space exactly `width` points wide (negative or non-finite widths count as 0).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}
