import Foundation

/// Told when the user picks an item of a free-standing tab bar (UIKit's `UITabBarDelegate`).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item`, which is now `selectedItem`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing (optional on iOS).
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The row of tabs along the bottom of an iPhone screen (UIKit's `UITabBar`).
///
/// Geometry (points, iPhone portrait): the items share the top `standardHeight` (49 pt, the Human
/// Interface Guidelines' tab bar height on iPhone) equally; the bar's translucent background reaches
/// down under the home indicator (a `UITabBarController` makes the bar 49 pt + the bottom safe-area
/// inset tall, 83 pt on a notched iPhone). An item draws its image fitted into 25 × 25 pt with its top
/// 7 pt below the bar's top, and its title in the 10 pt system font centred under it (top at 35 pt);
/// a badge is a red oval 18 pt tall (at least as wide), its centre 14 pt right of the image's centre
/// at the image's top. Selected items are drawn in `tintColor` (system blue), the others in
/// `unselectedItemTintColor` (system grey by default). These positions are ScrollKit's reading of
/// iOS 17 screenshots, not published numbers.
///
/// A tap on an item selects it: a free-standing bar sets `selectedItem` and tells its delegate; the
/// bar of a `UITabBarController` lets the controller decide (its delegate's `shouldSelect`).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height above the safe area on iPhone (Human Interface Guidelines: 49 pt).
    public static let standardHeight: CGFloat = 49
    /// The largest image an item draws (25 pt: the recommended tab bar glyph size for iPhone).
    static let imageSize: CGFloat = 25
    /// The image's top below the bar's top, the title's top, the title font size (ScrollKit's reading, see above).
    static let imageTop: CGFloat = 7
    static let titleTop: CGFloat = 35
    static let titleFontSize: CGFloat = 10
    /// iOS's default unselected item colour (system grey, 142/142/147).
    static let defaultUnselectedTint = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = UINavigationBar.translucentBackground
        background.isUserInteractionEnabled = false
        addSubview(background)
        hairline.backgroundColor = UINavigationBar.hairlineColor
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        tintColor = .systemBlue
    }

    /// No archives on Linux: an empty bar with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(background)
        addSubview(hairline)
    }

    /// The items, left to right. A `UITabBarController` sets them from its view controllers.
    open var items: [UITabBarItem]? { didSet { itemsDidChange(old: oldValue) } }
    /// Replaces the items; `animated` is accepted and the bar changes at once.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The highlighted item (nil: none), one of `items`.
    open var selectedItem: UITabBarItem? { didSet { buttons.forEach { $0.setNeedsDisplay() } } }
    /// Told when the user selects an item of a free-standing bar (held weakly).
    open weak var delegate: UITabBarDelegate?
    /// The colour of unselected items (nil: system grey).
    open var unselectedItemTintColor: UIColor? { didSet { buttons.forEach { $0.setNeedsDisplay() } } }
    /// Whether the background lets content under it show through (iOS's default, true).
    open var isTranslucent = true {
        didSet { background.backgroundColor = isTranslucent ? UINavigationBar.translucentBackground : barTintColor ?? UIColor(white: 0.97, alpha: 1) }
    }
    /// The background colour when set (nil: the standard translucent white).
    open var barTintColor: UIColor? {
        didSet { background.backgroundColor = barTintColor ?? (isTranslucent ? UINavigationBar.translucentBackground : UIColor(white: 0.97, alpha: 1)) }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        buttons.forEach { $0.setNeedsDisplay() }
    }

    let background = UIView()
    let hairline = UIView()
    /// One control per item, in order.
    private(set) var buttons: [TabBarButton] = []
    /// Set by a `UITabBarController`: a tap asks it instead of selecting at once.
    var selectionHandler: ((UITabBarItem) -> Void)?

    private func itemsDidChange(old: [UITabBarItem]?) {
        for item in old ?? [] where item.bar === self { item.bar = nil }
        buttons.forEach { $0.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.bar = self
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self] _ in self?.userTapped(item) }, for: .touchUpInside)
            return button
        }
        buttons.forEach { addSubview($0) }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        setNeedsLayout()
    }

    func itemDidChange(_ item: UITabBarItem) {
        buttons.first { $0.item === item }?.setNeedsDisplay()
    }

    private func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let selectionHandler { return selectionHandler(item) }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// The colour an item is drawn in.
    func color(for item: UITabBarItem) -> UIColor {
        let base = item === selectedItem ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? Self.defaultUnselectedTint)
        return item.isEnabled ? base : base.withAlphaComponent(0.4)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        background.frame = bounds
        hairline.frame = CGRect(x: 0, y: 0, width: w, height: UINavigationBar.hairlineWidth)
        guard !buttons.isEmpty else { return }
        let width = w / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: Self.standardHeight)
        }
    }

    /// A tab bar's natural height: 49 pt (the bottom safe-area inset is the container's to add).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
}

/// One tab: draws its item's image, title and badge, and is tapped like a button.
final class TabBarButton: UIControl {
    let item: UITabBarItem
    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var bar: UITabBar? { superview as? UITabBar }

    /// Where the image is drawn: fitted into 25 × 25 pt (never enlarged), centred, `imageTop` from the top.
    var imageFrame: CGRect {
        let box = UITabBar.imageSize
        let size = (item === bar?.selectedItem ? item.selectedImage ?? item.image : item.image)?.size ?? CGSize(width: box, height: box)
        let scale = min(1, box / max(size.width, 1), box / max(size.height, 1))
        let w = size.width * scale, h = size.height * scale
        return CGRect(x: bounds.midX - w / 2, y: UITabBar.imageTop + (box - h) / 2, width: w, height: h)
    }

    /// The badge's oval, or nil without a badge.
    var badgeFrame: CGRect? {
        guard let value = item.badgeValue else { return nil }
        let h: CGFloat = value.isEmpty ? 10 : 18
        let textWidth = value.isEmpty ? 0 : (value as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
        let w = max(h, textWidth + 10)
        let centreX = bounds.midX + 14
        return CGRect(x: centreX - w / 2, y: UITabBar.imageTop - h / 2 + 4, width: w, height: h)
    }

    override func draw(_ rect: CGRect) {
        guard let bar, let context = UIGraphicsGetCurrentContext() else { return }
        let color = bar.color(for: item)
        let selected = item === bar.selectedItem
        if let image = selected ? item.selectedImage ?? item.image : item.image {
            let frame = imageFrame
            if image.renderingMode == .alwaysOriginal {
                image.draw(in: frame)
            } else {   // a template: the image's alpha filled with the item's colour
                context.beginTransparencyLayer(auxiliaryInfo: nil)
                image.draw(in: frame)
                context.setBlendMode(.sourceIn)
                color.setFill()
                context.fill(frame)
                context.endTransparencyLayer()
            }
        }
        if let title = item.title, !title.isEmpty {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: UITabBar.titleFontSize, weight: .medium),
                                                             .foregroundColor: color]
            let size = (title as NSString).size(withAttributes: attributes)
            (title as NSString).draw(at: CGPoint(x: bounds.midX - size.width / 2, y: UITabBar.titleTop), withAttributes: attributes)
        }
        if let badge = badgeFrame {
            (item.badgeColor ?? .systemRed).setFill()
            UIBezierPath(roundedRect: badge, cornerRadius: badge.height / 2).fill()
            if let value = item.badgeValue, !value.isEmpty {
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white]
                let size = (value as NSString).size(withAttributes: attributes)
                (value as NSString).draw(at: CGPoint(x: badge.midX - size.width / 2, y: badge.midY - size.height / 2), withAttributes: attributes)
            }
        }
    }
}
