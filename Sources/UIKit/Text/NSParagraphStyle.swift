import Foundation

/// The paragraph attributes string drawing honours: UIKit's `NSParagraphStyle` and
/// `NSMutableParagraphStyle`, with `alignment` and `lineBreakMode` (what `draw(in:withAttributes:)`
/// and `boundingRect` lay text out with) and `lineSpacing` (applied by `UILabel.attributedText`).
/// Indents and line-height properties are not declared because the text layout does not apply them.
// @unchecked: an NSParagraphStyle never changes; its properties only change in the mutable subclass.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked: only NSMutableParagraphStyle mutates, as on iOS (share it only once configured).
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0

    /// How lines sit between the edges of the layout rect; `natural` unless set.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How text that does not fit is wrapped or truncated; `byWordWrapping` unless set.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between the lines of a paragraph, in points; 0 unless set. A label's attributed
    /// text applies it (string drawing does not yet).
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// Natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { configured(NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { configured(NSMutableParagraphStyle()) }

    private func configured<S: NSParagraphStyle>(_ style: S) -> S {
        style.storedAlignment = storedAlignment
        style.storedLineBreakMode = storedLineBreakMode
        style.storedLineSpacing = storedLineSpacing
        return style
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
    }
}

/// A paragraph style whose `alignment` and `lineBreakMode` can be set, as UIKit's `NSMutableParagraphStyle`;
/// configure it, then pass it as the `.paragraphStyle` attribute.
// @unchecked: not thread-safe, as on Apple's platforms: configure it, then share it as an attribute.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines sit between the edges of the layout rect; settable.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How text that does not fit is wrapped or truncated; settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space between lines, in points; settable (negative or non-finite values count as 0).
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
    }
}

/// How `boundingRect(with:options:attributes:context:)` measures (UIKit's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out in lines wrapped to the given width, origin at the top-left (without it: one line,
    /// origin at the baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; line heights already include the font's leading here.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; measurements are always from the layout's logical extents.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Accepted; the last visible line is measured at the width given either way.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing or measuring call reports back (UIKit's `NSStringDrawingContext`). ScrollKit
/// never shrinks text, so `actualScaleFactor` is always 1; `totalBounds` is the last measured rect.
open class NSStringDrawingContext {
    /// Stored for source compatibility; ScrollKit does not shrink text to fit.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at; always 1, since ScrollKit never shrinks text to fit.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rect the last `boundingRect(with:options:attributes:context:)` call with this context measured.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context with the default minimum scale factor, to pass to a drawing or measuring call.
    public init() {}
}
