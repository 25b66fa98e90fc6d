/// Dynamic Type: fonts by role (`preferredFont(forTextStyle:)`) and scaling of custom fonts
/// (`UIFontMetrics`).
///
/// Sizes at the default category (`large`) are Apple's (HIG, Typography: large title 34, title 1
/// 28, title 2 22, title 3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote
/// 13, caption 1 12, caption 2 11; iOS 17's extra large titles 36 and 28 bold). For other
/// categories the body style follows Apple's table exactly (`UIContentSizeCategory.bodyPointSize`)
/// and every other style scales by the same ratio, rounded to whole points, never below 11 (the
/// HIG's smallest size). That approximates Apple's per-style tables: close at the standard sizes,
/// far off at the accessibility sizes, where Apple grows titles much less than body (title 1 at AX5
/// is 87 pt here); docs/PORTING.md says so. A window's category is always `large`.
extension UIFont {
    /// A font's role in the text (the SDK's string-backed type).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The SDK's string, e.g. "UICTFontTextStyleBody".
        public let rawValue: String
        /// The style with the SDK's string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The extraLargeTitle style: 36 pt bold at the default category.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// The extraLargeTitle2 style: 28 pt bold at the default category.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        /// The largeTitle style: 34 pt at the default category.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The title1 style: 28 pt at the default category.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The title2 style: 22 pt at the default category.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The title3 style: 20 pt at the default category.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline style: 17 pt semibold (bold here) at the default category.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The subheadline style: 15 pt at the default category.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The body style: 17 pt at the default category.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout style: 16 pt at the default category.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The footnote style: 13 pt at the default category.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The caption1 style: 12 pt at the default category.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The caption2 style: 11 pt at the default category.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size at `large` and whether the face is bold (semibold and bold styles; DejaVu has no semibold).
        var defaultMetrics: (size: CGFloat, bold: Bool) {
            switch self {
            case .extraLargeTitle: return (36, true)
            case .extraLargeTitle2: return (28, true)
            case .largeTitle: return (34, false)
            case .title1: return (28, false)
            case .title2: return (22, false)
            case .title3: return (20, false)
            case .headline: return (17, true)
            case .subheadline: return (15, false)
            case .callout: return (16, false)
            case .footnote: return (13, false)
            case .caption1: return (12, false)
            case .caption2: return (11, false)
            default: return (17, false)   // body, and any style this SDK does not know
            }
        }

        /// The style's size in `category` (see the extension's comment).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let base = defaultMetrics.size
            guard category.rank != UIContentSizeCategory.large.rank else { return base }
            if self == .body || self == .headline { return category.bodyPointSize }
            return max(11, (base * category.bodyPointSize / 17).rounded())
        }
    }

    /// The system font for `style` at the default text size (`large`: what every ScrollKit window
    /// reports), e.g. 17 pt for `.body`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the traits' `preferredContentSizeCategory` (`large` when
    /// unspecified or nil).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        let category = traits?.preferredContentSizeCategory ?? .large
        return UIFont(family: systemFamilyName, size: style.pointSize(for: category), bold: style.defaultMetrics.bold)
    }
}

/// Scales custom fonts and values as a text style scales with the content size category.
public struct UIFontMetrics: Sendable {
    /// The style whose scaling is followed.
    let style: UIFont.TextStyle

    /// Scaling that follows `style`.
    public init(forTextStyle style: UIFont.TextStyle) { self.style = style }
    /// Scaling that follows the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The ratio of the style's size in `category` to its size at `large`.
    func factor(for traits: UITraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? .large
        return style.pointSize(for: category) / style.defaultMetrics.size
    }

    /// `font` scaled for the default category: unchanged at `large`, ScrollKit's only category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    /// `font` scaled, at most `maximumPointSize` points (0 or less: no maximum, as Apple documents).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// `font` scaled for the traits' category.
    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traits)
    }
    /// `font` scaled for the traits' category, at most `maximumPointSize` points when it is positive.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection?) -> UIFont {
        var size = font.pointSize * factor(for: traits)
        if maximumPointSize.isFinite, maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return size == font.pointSize ? font : font.withSize(size)
    }
    /// A length (a spacing, an image height) scaled as the style scales.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    /// A length scaled for the traits' category; non-finite values come back unchanged.
    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection?) -> CGFloat {
        value.isFinite ? value * factor(for: traits) : value
    }
}
