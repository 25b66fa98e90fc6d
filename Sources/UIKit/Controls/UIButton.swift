/// A push button: a `UIControl` that shows a title, and optionally an image, chosen per state.
///
/// As on iOS, titles, title colours and images are set per `UIControl.State`. A state without its own
/// value falls back to a single-flag state it contains (disabled, then highlighted, then selected),
/// then to `.normal`. The title is drawn by `titleLabel`, a `UILabel` subview made on first use, which
/// the button keeps in step with `state`: a touch going down (highlight), selecting or disabling the
/// button re-titles and re-colours the label at once. `layoutSubviews` places the image and title side
/// by side by the content alignments (centred by default) inside `contentEdgeInsets`.
///
/// Title colours by default (iOS light appearance):
/// - System-styled buttons (every type but `.custom`): the system tint blue. While highlighted the
///   title is its not-highlighted colour at 20 % of its alpha (the iOS fade of a touched system
///   button). Disabled, it is systemGray whatever colour `.normal` has, unless `.disabled` has its own.
/// - Custom buttons: white in every state. As on iOS they show highlighting and disabling only
///   through the colours and images set for those states.
///
/// See also: `UIControl`, `UILabel`, `UIControl.ContentHorizontalAlignment`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button UIKit makes with `init(type:)`. ScrollKit draws no glyphs: every type but
    /// `custom` is a system-styled title button (tint-coloured title, faded while highlighted).
    public enum ButtonType: Int, Sendable {
        /// No system styling: the app supplies colours and images for each state (white titles by default).
        case custom
        /// The standard system button: a tint-coloured title that fades while touched.
        case system
        /// On iOS, a chevron-in-circle button for more details; here a system-styled button with no glyph.
        case detailDisclosure
        /// On iOS, an information ("i") button for dark content; here a system-styled button with no glyph.
        case infoLight
        /// On iOS, an information ("i") button for light content; here a system-styled button with no glyph.
        case infoDark
        /// On iOS, a plus-in-circle "add contact" button; here a system-styled button with no glyph.
        case contactAdd
        /// On iOS, a close ("x") button; here a system-styled button with no glyph.
        case close
    }
    /// The type the button was made with; fixed at creation, as on iOS.
    public let buttonType: ButtonType

    /// The title font: 15 pt system font, the iOS system button's (and Interface Builder's) default.
    static let titleFontSize: CGFloat = 15
    /// Space above and below the title in the natural size. iOS measures a system button with a 15 pt
    /// title 30 pt tall (Interface Builder's default button is 46 × 30 for "Button"): the ~18 pt line
    /// plus 6 pt on each side. There is no horizontal padding; `contentEdgeInsets` add to both.
    static let titleVerticalPadding: CGFloat = 6
    /// iOS `UIColor.systemGray` in the light appearance, (142, 142, 147): a disabled system button.
    static let systemDisabledTitleColor = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// How much of its alpha a highlighted system button's title keeps: an estimate from the look
    /// of iOS system buttons while touched (not a documented value).
    static let highlightedTitleAlpha: CGFloat = 0.2

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?

    /// A button of `type` with a zero frame, as `UIButton(type: .system)` on iOS; size it with Auto Layout or `sizeToFit()`.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        isOpaque = false
    }
    /// A `custom`-type button with `frame`, as on iOS.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        isOpaque = false
    }
    /// No archives on Linux: a custom-type button with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        isOpaque = false
    }
    /// A button of `type` that runs `primaryAction` on each tap (added for `primaryActionTriggered`), as iOS 14 offers.
    public convenience init(type: ButtonType, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private var isSystemStyled: Bool { buttonType != .custom }

    // MARK: State

    /// Whether the button is highlighted; a change re-titles and re-colours the button for its new state.
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the button is selected; a change shows the `.selected` title, colour and image.
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether the button responds to touches; a change shows the `.disabled` title, colour and image.
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }

    // MARK: Titles and colours

    /// Sets (or with nil removes) the title for `state`; the button lays out and re-measures.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if title != nil { _ = titleLabel }
        contentDidChange()
    }
    /// The title for `state`, falling back as the type's documentation says (finally to `.normal`).
    open func title(for state: State) -> String? { Self.lookUp(state, in: titles) }
    /// The title shown now: `title(for:)` of the current `state`.
    open var currentTitle: String? { title(for: state) }

    /// Sets (or with nil removes) the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshContent()
    }
    /// The title colour the button shows in `state`, defaults and the system fade included.
    open func titleColor(for state: State) -> UIColor? {
        if let own = titleColors[state.rawValue] { return own }
        guard isSystemStyled else { return Self.lookUp(state, in: titleColors) ?? .white }
        if state.contains(.disabled) { return titleColors[State.disabled.rawValue] ?? Self.systemDisabledTitleColor }
        if state.contains(.highlighted) {
            if let own = titleColors[State.highlighted.rawValue] { return own }
            let base: UIColor = titleColor(for: state.subtracting(.highlighted)) ?? (tintColor ?? effectiveTintColor)
            return base.withAlphaComponent(base.alpha * Self.highlightedTitleAlpha)
        }
        return Self.lookUp(state, in: titleColors) ?? (tintColor ?? effectiveTintColor)
    }
    /// The title colour shown now: `titleColor(for:)` of the current `state`.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The label that draws the title: made (and added as a subview) on first use, so
    /// `button.titleLabel?.font = …` works before any title is set, as on iOS.
    open var titleLabel: UILabel? {
        if let label = storedTitleLabel { return label }
        let label = ButtonTitleLabel(frame: .zero)
        label.font = .systemFont(ofSize: Self.titleFontSize)
        label.lineBreakMode = .byTruncatingMiddle      // iOS truncates a button title in the middle
        storedTitleLabel = label
        addSubview(label)
        refreshContent()
        return label
    }

    // MARK: Images

    /// Sets (or with nil removes) the image for `state`, shown left of the title at its own size.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if image != nil { _ = imageView }
        contentDidChange()
    }
    /// The image for `state`, falling back as the titles do (finally to `.normal`).
    open func image(for state: State) -> UIImage? { Self.lookUp(state, in: images) }
    /// The image shown now: `image(for:)` of the current `state`.
    open var currentImage: UIImage? { image(for: state) }

    /// The view that shows the current image, made on first use.
    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView(frame: .zero)
        view.contentMode = .center
        storedImageView = view
        insertSubview(view, at: 0)
        refreshContent()
        return view
    }

    // MARK: Layout

    /// Extra space around the content, added to the natural size (UIKit's default: zero).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    // `contentHorizontalAlignment` and `contentVerticalAlignment` are UIControl's (as on iOS); a
    // change marks the control for layout, which places the image and title here.

    /// The area the image and title are placed in: the bounds inside `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets.finite) }
    /// Where the title goes in `contentRect`: right of the image, the pair placed by the content alignments. Override to move it.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { placement(in: contentRect).title }
    /// Where the image goes in `contentRect`, at its own size, left of the title. Override to move it.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { placement(in: contentRect).image }

    /// Places `imageView` and `titleLabel` in `imageRect(forContentRect:)` and `titleRect(forContentRect:)`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshContent()
        let content = contentRect(forBounds: bounds)
        storedImageView?.frame = imageRect(forContentRect: content)
        storedTitleLabel?.frame = titleRect(forContentRect: content)
    }

    /// The title's and image's natural size plus the padding and insets (`titleVerticalPadding`);
    /// the proposed size is ignored, as UIKit does for single-line titles.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }
    open override var intrinsicContentSize: CGSize { naturalSize }

    // MARK: Keeping the subviews in step

    private func stateDidChange() {
        if refreshContent() { setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    private func contentDidChange() {
        refreshContent()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// A system button's title is drawn in the tint (inherited: the system blue by default).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshContent()
    }

    /// Called by the title label when its font changes.
    func titleFontDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Shows the current title, colour and image; true when the title or image changed (a new size).
    @discardableResult
    private func refreshContent() -> Bool {
        var changed = false
        if let label = storedTitleLabel {
            let title = currentTitle, color = currentTitleColor
            if label.text != title { label.text = title; changed = true }
            if label.textColor != color { label.textColor = color }
            label.isHidden = (title ?? "").isEmpty
        }
        if let view = storedImageView {
            let image = currentImage
            if view.image !== image { view.image = image; changed = true }
            view.isHidden = image == nil
        }
        return changed
    }

    private var titleSize: CGSize {
        guard let label = storedTitleLabel, let title = currentTitle, !title.isEmpty else { return .zero }
        if label.text != title { label.text = title }
        return label.sizeThatFits(.zero)
    }

    private var naturalSize: CGSize {
        let title = titleSize, image = currentImage?.size ?? .zero
        let insets = contentEdgeInsets.finite
        let titleHeight = title.height > 0 ? title.height + 2 * Self.titleVerticalPadding : 0
        return CGSize(width: max(0, image.width + title.width + insets.left + insets.right),
                      height: max(0, max(image.height, titleHeight) + insets.top + insets.bottom))
    }

    /// Image then title, left to right, placed as one group by the content alignments. The image keeps
    /// its width; the title gets what is left (and truncates); `.fill` gives the spare width to the
    /// title. Origins are rounded to whole pixels so text stays sharp.
    private func placement(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let image = currentImage?.size ?? .zero, title = titleSize
        let imageWidth = min(image.width, max(0, content.width))
        let titleWidth = min(title.width, max(0, content.width - imageWidth))
        let group = effectiveContentHorizontalAlignment.place(imageWidth + titleWidth, in: content.minX, max(0, content.width))
        let spare = group.width - imageWidth - titleWidth
        let imageY = contentVerticalAlignment.place(image.height, in: content.minY, content.height)
        let titleY = contentVerticalAlignment.place(title.height, in: content.minY, content.height)
        let scale = screenScale
        func px(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let imageRect = CGRect(x: px(group.x), y: px(imageY.y), width: imageWidth, height: imageY.height)
        let titleRect = CGRect(x: px(group.x + imageWidth), y: px(titleY.y), width: titleWidth + spare, height: titleY.height)
        return (imageRect, titleRect)
    }

    /// The value for `state`: its own, else a single-flag state it contains (disabled, highlighted,
    /// selected, in that order), else `.normal`'s.
    private static func lookUp<Value>(_ state: State, in table: [UInt: Value]) -> Value? {
        if let own = table[state.rawValue] { return own }
        for flag in [State.disabled, .highlighted, .selected] where state.contains(flag) {
            if let value = table[flag.rawValue] { return value }
        }
        return table[State.normal.rawValue]
    }
}

/// A button's title label: tells the button when its font changes, so the button re-measures.
final class ButtonTitleLabel: UILabel {
    override var font: UIFont! {
        didSet { (superview as? UIButton)?.titleFontDidChange() }
    }
}
