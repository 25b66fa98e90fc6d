import Foundation

/// Where a text view's text goes: the layout (wrapped at the container width), the content size,
/// the content view that draws the visible lines, the caret, and scrolling the caret into view.
extension UITextView {
    /// TextKit's default `lineFragmentPadding`: 5 pt between the container's edges and the text.
    static let lineFragmentPadding: CGFloat = 5
    /// The font text views draw with when `font` is nil (iOS: 12 pt).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// Where the text's layout origin sits in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The wrapping width.
    var textWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    var textLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        let made = TextLayout(text: core.text, font: font ?? Self.defaultFont, width: textWidth, alignment: textAlignment,
                              underline: core.markedRange)
        cachedLayout = made
        return made
    }

    func layoutDidChange() {
        cachedLayout = nil
        setNeedsLayout()
        contentView.setNeedsDisplay()
    }

    /// The caret offset nearest a point in the view's (content) coordinates.
    func offset(at point: CGPoint) -> Int {
        textLayout.offset(at: CGPoint(x: point.x - textOrigin.x, y: point.y - textOrigin.y))
    }

    /// Sizes the content to the text, keeps the content view over the visible rect and places the caret.
    func layoutText() {
        let height = textLayout.size.height + textContainerInset.top + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height.rounded(.up))
        if contentSize != size { contentSize = size }
        // The drawn band: the visible rect and one screen above and below, so small scrolls reuse it.
        let visible = bounds
        if !contentView.frame.contains(visible) || contentView.frame.width != visible.width {
            let band = CGRect(x: 0, y: max(0, visible.minY - visible.height), width: visible.width, height: visible.height * 3)
            contentView.frame = band
            contentView.setNeedsDisplay()
        }
        let selection = core.selectedRange
        let showCaret = editing && isEditable && selection.length == 0
        if showCaret {
            let r = textLayout.caretRect(at: core.focus)
            caret.frame = CGRect(x: textOrigin.x + r.minX, y: textOrigin.y + r.minY, width: TextCaretView.width, height: r.height)
        }
        if caret.isActive != showCaret { caret.setActive(showCaret) }
    }

    /// Scrolls (without animation) so the caret's line is inside the visible rect.
    func scrollCaretIntoView() {
        let r = textLayout.caretRect(at: core.focus)
        let caretRect = CGRect(x: textOrigin.x + r.minX, y: textOrigin.y + r.minY, width: TextCaretView.width, height: r.height)
        let height = textLayout.size.height + textContainerInset.top + textContainerInset.bottom
        if contentSize.height < height { contentSize = CGSize(width: bounds.width, height: height.rounded(.up)) }
        scrollRectToVisible(caretRect, animated: false)
    }

    /// Draws the text's lines inside `rect` (content coordinates) with the selection behind them.
    func drawText(in rect: CGRect, contentOrigin: CGPoint, ctx: CGContext) {
        let layout = textLayout
        let origin = CGPoint(x: textOrigin.x - contentOrigin.x, y: textOrigin.y - contentOrigin.y)
        let selection = core.selectedRange
        if editing, selection.length > 0 {
            ctx.setFillColor(UIColor.tintColor.withAlphaComponent(0.2).cgColor)
            for r in layout.selectionRects(for: selection) { ctx.fill(r.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        let visible = rect.offsetBy(dx: contentOrigin.x - textOrigin.x, dy: contentOrigin.y - textOrigin.y)
        layout.draw(at: origin, color: (textColor ?? .black).cgColor, visible: visible, in: ctx)
    }
}

/// The view that draws a text view's visible lines; it covers the visible rect (and a screen above
/// and below) and is moved and redrawn as the text view scrolls.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let textView, let ctx = UIGraphicsGetCurrentContext() else { return }
        textView.drawText(in: rect, contentOrigin: frame.origin, ctx: ctx)
    }
}
