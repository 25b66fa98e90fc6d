import Foundation

// UIKit's character attributes beyond font, colour and paragraph style, with Apple's raw values
// (Foundation on Linux declares none of UIKit's keys). `UILabel.attributedText` draws them all
// (TextRuns, PangoText+Attributes); string drawing (`draw(in:withAttributes:)`) reads only font,
// colour and paragraph style.
extension NSAttributedString.Key {
    /// A number: points added after each character (positive spreads the text, negative tightens it).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number holding an `NSUnderlineStyle` raw value: a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough line (default: the text's colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number holding an `NSUnderlineStyle` raw value: a line under the text.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline (default: the text's colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A number: the outline's width in percent of the font's point size. Positive draws the
    /// outline only (hollow glyphs); negative fills the glyphs and outlines them; 0 (default) fills.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A `UIColor` for the outline (default: the text's colour).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A `UIColor` painted behind the characters.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}

/// How an underline or strikethrough is drawn (UIKit's raw values). ScrollKit draws `single`,
/// `thick` (as single) and `double`; the patterns (`patternDot`, …) are drawn solid.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted (drawn solid here).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed (drawn solid here).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Only under words, not spaces (drawn under spaces too here).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
