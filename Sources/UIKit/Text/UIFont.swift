@_implementationOnly import CPangoCairo

/// A font: a family, a weight and a point size, laid out and drawn by Pango.
///
/// The system font is DejaVu Sans (fonts-dejavu-core, installed by scripts/bootstrap.sh and CI) so
/// text pixels are the same on every machine (glyph pixels depend on the fonts installed). Sizes are
/// absolute: a 17 pt font is 17 user-space units tall per em, as on iOS, whatever Pango's DPI.
/// Metrics come from Pango with hinting off, so they do not depend on the drawing scale.
/// See also: `PangoText` (layout), `UILabel`, `String.size(withAttributes:)`.
///
/// `open`, as on iOS, so ported subclasses compile; its stored properties are constants, which is
/// why the `Sendable` conformance is `@unchecked` (a non-final class cannot be checked).
// @unchecked: its stored properties are constants; an open class cannot be checked.
open class UIFont: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The font family, e.g. "DejaVu Sans" for the system font.
    public let familyName: String
    /// The size in points (user-space units per em); non-finite or non-positive sizes become 12.
    public let pointSize: CGFloat
    /// Whether the bold face is used; ScrollKit-only (iOS reads it from the font descriptor's
    /// symbolic traits).
    public let isBold: Bool
    /// Whether the italic (for DejaVu, oblique) face is used; ScrollKit-only, as `isBold`
    /// (`fontDescriptor.symbolicTraits` carries both, as on iOS).
    public let isItalic: Bool

    /// The family iOS code gets for `systemFont(ofSize:)`: pinned so renders are reproducible.
    public static let systemFamilyName = "DejaVu Sans"

    init(family: String, size: CGFloat, bold: Bool, italic: Bool = false) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 12
        isBold = bold
        isItalic = italic
    }

    /// The regular system font at `size` points (DejaVu Sans in ScrollKit, San Francisco on iOS).
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: systemFamilyName, size: size, bold: false) }
    /// The bold system font at `size` points.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: systemFamilyName, size: size, bold: true) }

    /// `systemFont(ofSize:weight:)`: semibold and heavier map to bold, the only other weight bundled.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: size, bold: weight.rawValue >= Weight.semibold.rawValue)
    }

    /// A named font, e.g. "DejaVu Sans Mono" or "DejaVu Sans Bold"; nil when fontconfig has no
    /// family of that name (Pango would silently substitute another one).
    public convenience init?(name: String, size: CGFloat) {
        var family = name
        var bold = false, italic = false
        for suffix in [" Oblique", "-Oblique", " Italic", "-Italic"] where family.hasSuffix(suffix) {
            family.removeLast(suffix.count); italic = true
        }
        if family.hasSuffix(" Bold") { family.removeLast(5); bold = true } else if family.hasSuffix("-Bold") { family.removeLast(5); bold = true }
        guard PangoText.hasFamily(family) else { return nil }
        self.init(family: family, size: size, bold: bold, italic: italic)
    }

    /// The same family and weight at another size.
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(family: familyName, size: size, bold: isBold, italic: isItalic) }

    /// The font's full name: the family, with " Bold" and " Oblique" appended for those faces (a
    /// name `UIFont(name:size:)` accepts).
    open var fontName: String { familyName + (isBold ? " Bold" : "") + (isItalic ? " Oblique" : "") }

    /// Ascent plus descent, the distance between baselines of single-spaced lines.
    open var lineHeight: CGFloat { metrics.lineHeight }
    /// How far the tallest glyphs rise above the baseline, in points.
    open var ascender: CGFloat { metrics.ascender }
    /// Negative, as on iOS (below the baseline).
    open var descender: CGFloat { metrics.descender }
    /// Extra space between lines; always 0 here, since `lineHeight` already spaces lines.
    open var leading: CGFloat { 0 }

    private var metrics: PangoText.FontMetrics { PangoText.metrics(for: self) }

    /// A font weight on UIKit's scale, from −1 (thinnest) through 0 (regular) to 1 (heaviest).
    public struct Weight: Hashable, Sendable {
        /// The weight on UIKit's −1…1 scale.
        public let rawValue: CGFloat
        /// A weight with the given value on UIKit's −1…1 scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// The medium weight (0.23); drawn regular, as only regular and bold are bundled.
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight (0.3); drawn bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight (0.4); drawn bold.
        public static let bold = Weight(rawValue: 0.4)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.isBold == b.isBold && a.isItalic == b.isItalic
    }
    public func hash(into h: inout Hasher) { h.combine(familyName); h.combine(pointSize); h.combine(isBold); h.combine(isItalic) }
    open var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// A Pango description of the font; the caller frees it with `pango_font_description_free`.
    func makePangoDescription() -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, familyName)
        pango_font_description_set_weight(d, isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        if isItalic { pango_font_description_set_style(d, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(d, Double(pointSize) * Double(PANGO_SCALE))
        return d
    }
}
