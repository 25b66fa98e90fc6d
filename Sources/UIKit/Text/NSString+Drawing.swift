/// Drawing and measuring plain strings with attributes, as UIKit adds to `NSString` and `String`.
///
/// Attributes used: `.font` (a `UIFont`; default the 12 pt system font, iOS's default size),
/// `.foregroundColor` (a `UIColor`; default black) and `.paragraphStyle` (an `NSParagraphStyle`:
/// alignment and line break mode, for text laid out in a width). Others are ignored. Text is laid
/// out by the same `PangoText` calls as `UILabel`, so a label with `numberOfLines = 0` measures
/// exactly `boundingRect(…, options: .usesLineFragmentOrigin, …)` rounded up to pixels.
/// Foundation on Linux has `NSAttributedString.Key` but not UIKit's keys, so they are declared here
/// with Apple's raw values. See also: `PangoText`, `UILabel`, `NSParagraphStyle`.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension String {
    /// The size of the text on one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        PangoText.measure(self, style: textStyle(attributes, wrapped: false), width: nil)
    }

    /// The text's box. With `.usesLineFragmentOrigin` the text wraps at `size.width` (non-finite
    /// or ≤ 0: no wrapping) and the rect's origin is its top-left (0, 0); without it the text is
    /// one line and the origin is relative to the baseline (y = −ascender), as on iOS. The height is
    /// not cut to `size.height`. Sizes are fractional: round up (`ceil`) before sizing views.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) -> CGRect {
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width: CGFloat? = size.width.isFinite && size.width > 0 ? size.width : nil
            rect = CGRect(origin: .zero, size: PangoText.measure(self, style: textStyle(attributes, wrapped: true), width: width))
        } else {
            let measured = self.size(withAttributes: attributes)
            let ascender = PangoText.metrics(for: Self.font(attributes)).ascender
            rect = CGRect(x: 0, y: isEmpty ? 0 : -ascender, width: measured.width, height: measured.height)
        }
        context?.actualScaleFactor = 1
        context?.totalBounds = rect
        return rect
    }

    /// Draws the text on one line per paragraph with its top-left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        PangoText.draw(self, style: textStyle(attributes, wrapped: false), color: Self.color(attributes),
                       at: point, width: nil, in: ctx)
    }

    /// Draws the text wrapped to `rect`'s width (aligned and broken as the paragraph style says),
    /// starting at its top; lines below the rect are cut off.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        PangoText.draw(self, style: textStyle(attributes, wrapped: true), color: Self.color(attributes),
                       at: rect.origin, width: rect.width, in: ctx)
        ctx.restoreGState()
    }

    /// The layout style for `attributes`. A truncating line break mode keeps a one-paragraph text
    /// on one line, cut with an ellipsis (TextKit truncates paragraphs so); texts of several
    /// paragraphs wrap instead.
    private func textStyle(_ attributes: [NSAttributedString.Key: Any]?, wrapped: Bool) -> PangoText.Style {
        var style = PangoText.Style(font: Self.font(attributes))
        guard wrapped, let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle else { return style }
        style.alignment = paragraph.alignment
        style.lineBreakMode = paragraph.lineBreakMode
        switch paragraph.lineBreakMode {
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
            if !contains(where: \.isNewline) { style.numberOfLines = 1 }
        case .byClipping:
            style.numberOfLines = contains(where: \.isNewline) ? 0 : 1
        default:
            break
        }
        return style
    }

    private static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }

    private static func color(_ attributes: [NSAttributedString.Key: Any]?) -> CGColor {
        (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
    }
}

extension NSString {
    /// The size of the text on one line per paragraph; the same as `String.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// The text's box, measured as `String.boundingRect(with:options:attributes:context:)` does.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the text on one line per paragraph with its top-left at `point`, as the `String` form does.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Draws the text wrapped to `rect`'s width and clipped to `rect`, as the `String` form does.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }
}
