/// Drawing and measuring plain strings with attributes (`.font`, `.foregroundColor`), as UIKit adds
/// to `NSString` and `String`.
///
/// Foundation on Linux has `NSAttributedString.Key` but not UIKit's keys, so they are declared here
/// with Apple's raw values. Without a font the text uses the 12 pt system font, without a colour
/// black (iOS's defaults). Other attributes are ignored. See also: `PangoText`, `UILabel`.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension String {
    /// The size of the text on one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        PangoText.measure(self, style: PangoText.Style(font: Self.font(attributes)), width: nil)
    }

    /// Draws the text on one line per paragraph with its top-left at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        PangoText.draw(self, style: PangoText.Style(font: Self.font(attributes)), color: Self.color(attributes),
                       at: point, width: nil, in: ctx)
    }

    /// Draws the text wrapped to `rect`'s width, starting at its top; lines below the rect are cut off.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        PangoText.draw(self, style: PangoText.Style(font: Self.font(attributes)), color: Self.color(attributes),
                       at: rect.origin, width: rect.width, in: ctx)
        ctx.restoreGState()
    }

    private static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }

    private static func color(_ attributes: [NSAttributedString.Key: Any]?) -> CGColor {
        (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }
}
