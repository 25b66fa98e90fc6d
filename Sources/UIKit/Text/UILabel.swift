/// A view that shows read-only text: UIKit's `UILabel`, laid out and drawn by Pango.
///
/// The text is drawn by `draw(_:)` into the label's backing store, so it is laid out again only
/// when something that changes its pixels changes (text, font, colour, alignment, lines, size);
/// scrolling reuses the backing store. As on iOS the text is centred vertically in the bounds,
/// `sizeThatFits` gives the natural single-line width when `numberOfLines == 1` and wraps at the
/// given width otherwise, and sizes are rounded up to whole pixels of the screen.
/// See also: `PangoText`, `UIFont`, `UIView.displayIfNeeded()`.
open class UILabel: UIView {
    /// Whether the font follows the content size category (UIContentSizeCategoryAdjusting). Stored
    /// only: a ScrollKit window's category is always `large` and never changes while the app runs.
    open var adjustsFontForContentSizeCategory = false

    /// The text the label shows; nil or empty shows nothing and gives a zero intrinsic size.
    /// Setting it drops the attributes of `attributedText` (the text is drawn in `font` and `textColor`).
    open var text: String? {
        didSet {
            if !isSettingAttributedText, runs != nil { runs = nil; contentDidChange(); return }
            if text != oldValue { contentDidChange() }
        }
    }

    /// The text with its character attributes, drawn with them: font, foreground colour, kern,
    /// strikethrough, underline, stroke (outline) and the first character's paragraph style
    /// (alignment, line spacing), laid out by Pango (TextRuns, PangoText+Attributes). As on iOS,
    /// setting it sets `text` to its string and `font`, `textColor` and `textAlignment` to the
    /// attributes at location 0; characters without an attribute use those. Reading it when only
    /// `text` was set gives the text with the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: storedFont as Any, .foregroundColor: storedTextColor]) }
        }
        set {
            isSettingAttributedText = true
            defer { isSettingAttributedText = false }
            guard let newValue, newValue.length > 0 else {
                storedAttributedText = nil
                runs = nil
                text = newValue?.string
                contentDidChange()
                return
            }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { storedFont = font }
            if let color = first[.foregroundColor] as? UIColor { storedTextColor = color }
            let resolved = TextRuns(newValue)
            if let alignment = resolved.alignment { textAlignment = alignment }
            storedAttributedText = newValue.copy() as? NSAttributedString
            runs = resolved
            text = newValue.string
            contentDidChange()
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The attributed text's runs; nil for plain text.
    private var runs: TextRuns? { didSet { if runs == nil { storedAttributedText = nil } } }
    private var isSettingAttributedText = false

    /// Setting nil restores the default, 17 pt system font (as on iOS).
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); contentDidChange() }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The last measurements of the text, shared by `sizeThatFits` and `textRect` (keyed by all
    /// they depend on, so no setter has to clear it).
    private var measurements = TextMeasurementCache()

    /// Setting nil restores the default black.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black; setNeedsDisplay() }
    }
    private var storedTextColor = UIColor.black

    /// How the lines sit between the label's edges; `natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 means as many as the text needs.
    open var numberOfLines = 1 { didSet { numberOfLines = max(0, numberOfLines); contentDidChange() } }
    /// How text that does not fit is wrapped or truncated; `byTruncatingTail` by default, as on iOS.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
    /// The wrapping width `intrinsicContentSize` uses for multi-line labels (0: unconstrained).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }

    /// A label with no text, the 17 pt system font and black text, which ignores touches (as on iOS).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// No archives on Linux: an empty label with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// A label's content mode is redraw: a new size lays the text out again.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { setNeedsDisplay() } }
    }

    private var style: PangoText.Style {
        // Natural alignment follows the label's layout direction (right in a right-to-left view), as
        // UIKit's does, not only the script of the text.
        let alignment = textAlignment == .natural && isRightToLeft ? .right : textAlignment
        return PangoText.Style(font: storedFont, alignment: alignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines, runs: runs)
    }

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()   // Auto Layout re-measures (only constants change in the solver)
        superview?.setNeedsLayout()
    }

    // MARK: Measuring

    /// The text's size: one line at its natural width when `numberOfLines == 1`, otherwise wrapped
    /// at `size.width` (unconstrained when that is 0 or not finite). Empty text measures zero.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || !(size.width.isFinite && size.width > 0) ? nil : size.width
        return Self.roundedUpToPixels(measurements.size(of: text ?? "", style: style, width: width), scale: screenScale)
    }

    /// The size that shows all the text (wrapped at `preferredMaxLayoutWidth` when multi-line).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// Where the text goes inside `bounds`: full width, its height, centred vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        var s = style
        s.numberOfLines = lines
        let height = measurements.height(of: text ?? "", style: s, width: bounds.width)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2,
                      width: bounds.width, height: height)
    }

    static func roundedUpToPixels(_ size: CGSize, scale: CGFloat) -> CGSize {
        // The epsilon keeps 20.000000001 (float noise) from becoming a whole extra pixel.
        func up(_ v: CGFloat) -> CGFloat { ((v * scale) - 1e-6).rounded(.up) / scale }
        return CGSize(width: max(0, up(size.width)), height: max(0, up(size.height)))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines))
    }

    /// Draws the text laid out in `rect`'s width with its top at `rect.minY`.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let ctx = UIGraphicsGetCurrentContext() else { return }
        // The layout sizeToFit made, when it is the line a new layout at this width would make.
        // It was laid out for an unrotated context; a context that rotates or skews (a label drawn
        // by app code into its own transformed context) gets a layout made for it.
        let ctm = ctx.ctm
        if ctm.b == 0, ctm.c == 0, let kept = measurements.takeLayout(of: text, style: style, width: rect.width) {
            PangoText.draw(kept, color: storedTextColor.cgColor, at: rect.origin, in: ctx)
            return
        }
        PangoText.draw(text, style: style, color: storedTextColor.cgColor, at: rect.origin, width: rect.width, in: ctx)
    }
}
