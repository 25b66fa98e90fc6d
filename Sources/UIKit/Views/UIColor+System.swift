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

    public static let systemRed = system("systemRedColor", 255, 59, 48)
    public static let systemOrange = system("systemOrangeColor", 255, 149, 0)
    public static let systemYellow = system("systemYellowColor", 255, 204, 0)
    public static let systemGreen = system("systemGreenColor", 52, 199, 89)
    public static let systemMint = system("systemMintColor", 0, 199, 190)
    public static let systemTeal = system("systemTealColor", 48, 176, 199)
    public static let systemCyan = system("systemCyanColor", 50, 173, 230)
    public static let systemBlue = system("systemBlueColor", 0, 122, 255)
    public static let systemIndigo = system("systemIndigoColor", 88, 86, 214)
    public static let systemPurple = system("systemPurpleColor", 175, 82, 222)
    public static let systemPink = system("systemPinkColor", 255, 45, 85)
    public static let systemBrown = system("systemBrownColor", 162, 132, 94)
    public static let systemGray = system("systemGrayColor", 142, 142, 147)
    public static let systemGray2 = system("systemGray2Color", 174, 174, 178)
    public static let systemGray3 = system("systemGray3Color", 199, 199, 204)
    public static let systemGray4 = system("systemGray4Color", 209, 209, 214)
    public static let systemGray5 = system("systemGray5Color", 229, 229, 234)
    public static let systemGray6 = system("systemGray6Color", 242, 242, 247)

    // MARK: Text

    public static let label = system("labelColor", 0, 0, 0)
    public static let secondaryLabel = system("secondaryLabelColor", 60, 60, 67, 0.6)
    public static let tertiaryLabel = system("tertiaryLabelColor", 60, 60, 67, 0.3)
    public static let quaternaryLabel = system("quaternaryLabelColor", 60, 60, 67, 0.18)
    public static let placeholderText = system("placeholderTextColor", 60, 60, 67, 0.3)
    public static let link = system("linkColor", 0, 122, 255)
    /// The default tint (UIKit's `tintColor` resolves to system blue unless a view sets one).
    public static let tintColor = system("tintColor", 0, 122, 255)
    /// Not dynamic on iOS either: white at 60 % and black.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: Backgrounds

    public static let systemBackground = system("systemBackgroundColor", 255, 255, 255)
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", 242, 242, 247)
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", 255, 255, 255)
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", 242, 242, 247)
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor", 255, 255, 255)
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor", 242, 242, 247)

    // MARK: Fills and separators

    public static let systemFill = system("systemFillColor", 120, 120, 128, 0.2)
    public static let secondarySystemFill = system("secondarySystemFillColor", 120, 120, 128, 0.16)
    public static let tertiarySystemFill = system("tertiarySystemFillColor", 118, 118, 128, 0.12)
    public static let quaternarySystemFill = system("quaternarySystemFillColor", 116, 116, 128, 0.08)
    public static let separator = system("separatorColor", 60, 60, 67, 0.29)
    public static let opaqueSeparator = system("opaqueSeparatorColor", 198, 198, 200)
}
