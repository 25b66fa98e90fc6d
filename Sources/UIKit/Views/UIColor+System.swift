/// UIKit's system and semantic colours, with the values iOS 17/18 resolves them to in the light
/// appearance at normal contrast.
///
/// Sources: the system colours are Apple's Human Interface Guidelines "Color" specifications
/// table (iOS, Default (light) column, e.g. systemRed R 255 G 59 B 48); the semantic colours
/// (label, backgrounds, fills, separators) are the light values UIKit documents for them in the
/// iOS 13+ SDK (e.g. secondaryLabel = RGB 60 60 67 at 60 % alpha, systemGroupedBackground =
/// RGB 242 242 247). There is no dark appearance in ScrollKit, so each is one fixed colour.
extension UIColor {
    private static func system(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a, origin: .system(name))
    }

    // MARK: System colours (HIG table, light)

    /// The system red, for destructive actions and errors: RGB 255 59 48.
    public static let systemRed = system("systemRedColor", 255, 59, 48)
    /// The system orange: RGB 255 149 0.
    public static let systemOrange = system("systemOrangeColor", 255, 149, 0)
    /// The system yellow: RGB 255 204 0.
    public static let systemYellow = system("systemYellowColor", 255, 204, 0)
    /// The system green, for success and "on" states: RGB 52 199 89.
    public static let systemGreen = system("systemGreenColor", 52, 199, 89)
    /// The system mint (iOS 15): RGB 0 199 190.
    public static let systemMint = system("systemMintColor", 0, 199, 190)
    /// The system teal: RGB 48 176 199.
    public static let systemTeal = system("systemTealColor", 48, 176, 199)
    /// The system cyan (iOS 15): RGB 50 173 230.
    public static let systemCyan = system("systemCyanColor", 50, 173, 230)
    /// The system blue, UIKit's default tint for controls and links: RGB 0 122 255.
    public static let systemBlue = system("systemBlueColor", 0, 122, 255)
    /// The system indigo: RGB 88 86 214.
    public static let systemIndigo = system("systemIndigoColor", 88, 86, 214)
    /// The system purple: RGB 175 82 222.
    public static let systemPurple = system("systemPurpleColor", 175, 82, 222)
    /// The system pink: RGB 255 45 85.
    public static let systemPink = system("systemPinkColor", 255, 45, 85)
    /// The system brown: RGB 162 132 94.
    public static let systemBrown = system("systemBrownColor", 162, 132, 94)
    /// The base system gray, the darkest of the six grays in the light appearance: RGB 142 142 147.
    public static let systemGray = system("systemGrayColor", 142, 142, 147)
    /// The second system gray, lighter than `systemGray`: RGB 174 174 178.
    public static let systemGray2 = system("systemGray2Color", 174, 174, 178)
    /// The third system gray: RGB 199 199 204.
    public static let systemGray3 = system("systemGray3Color", 199, 199, 204)
    /// The fourth system gray: RGB 209 209 214.
    public static let systemGray4 = system("systemGray4Color", 209, 209, 214)
    /// The fifth system gray: RGB 229 229 234.
    public static let systemGray5 = system("systemGray5Color", 229, 229, 234)
    /// The lightest system gray, often a grouped background: RGB 242 242 247.
    public static let systemGray6 = system("systemGray6Color", 242, 242, 247)

    // MARK: Text

    /// The colour of primary text: black.
    public static let label = system("labelColor", 0, 0, 0)
    /// The colour of secondary text, such as subtitles: RGB 60 60 67 at 60 % alpha.
    public static let secondaryLabel = system("secondaryLabelColor", 60, 60, 67, 0.6)
    /// The colour of tertiary text: RGB 60 60 67 at 30 % alpha.
    public static let tertiaryLabel = system("tertiaryLabelColor", 60, 60, 67, 0.3)
    /// The colour of quaternary text, such as disabled text: RGB 60 60 67 at 18 % alpha.
    public static let quaternaryLabel = system("quaternaryLabelColor", 60, 60, 67, 0.18)
    /// The colour of placeholder text in text fields: RGB 60 60 67 at 30 % alpha.
    public static let placeholderText = system("placeholderTextColor", 60, 60, 67, 0.3)
    /// The colour of links: the same blue as `systemBlue`.
    public static let link = system("linkColor", 0, 122, 255)
    /// The default tint (UIKit's `tintColor` resolves to system blue unless a view sets one).
    public static let tintColor = system("tintColor", 0, 122, 255)
    /// Not dynamic on iOS either: white at 60 % and black.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Black text for light backgrounds; a fixed colour on iOS too.
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: Backgrounds

    /// The background of a plain view hierarchy: white.
    public static let systemBackground = system("systemBackgroundColor", 255, 255, 255)
    /// The background of content layered over `systemBackground`: RGB 242 242 247.
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", 242, 242, 247)
    /// The background of content layered over `secondarySystemBackground`: white.
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", 255, 255, 255)
    /// The background of a grouped interface such as a grouped table: RGB 242 242 247.
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", 242, 242, 247)
    /// The background of content inside a grouped interface, such as its cells: white.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor", 255, 255, 255)
    /// The background of content layered over `secondarySystemGroupedBackground`: RGB 242 242 247.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor", 242, 242, 247)

    // MARK: Fills and separators

    /// The fill of thin, small shapes such as a slider track: RGB 120 120 128 at 20 % alpha.
    public static let systemFill = system("systemFillColor", 120, 120, 128, 0.2)
    /// The fill of medium-size shapes such as a switch background: RGB 120 120 128 at 16 % alpha.
    public static let secondarySystemFill = system("secondarySystemFillColor", 120, 120, 128, 0.16)
    /// The fill of large shapes such as a search field: RGB 118 118 128 at 12 % alpha.
    public static let tertiarySystemFill = system("tertiarySystemFillColor", 118, 118, 128, 0.12)
    /// The fill of large areas holding complex content: RGB 116 116 128 at 8 % alpha.
    public static let quaternarySystemFill = system("quaternarySystemFillColor", 116, 116, 128, 0.08)
    /// Separator lines that let the content behind show through: RGB 60 60 67 at 29 % alpha.
    public static let separator = system("separatorColor", 60, 60, 67, 0.29)
    /// Separator lines that hide what is behind them: RGB 198 198 200.
    public static let opaqueSeparator = system("opaqueSeparatorColor", 198, 198, 200)
}
