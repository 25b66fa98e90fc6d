import Foundation

/// The user's preferred text size (Settings ▸ Display & Brightness ▸ Text Size on iOS), as the
/// SDK's string-backed type: seven standard sizes and five accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The SDK's string, e.g. "UICTContentSizeCategoryL".
    public let rawValue: String
    /// The category with the SDK's string `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference (inherit when trait collections combine).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// xSmall (body 14 pt), the smallest of the seven standard sizes (`large` is iOS's default).
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small (body 15 pt).
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium (body 16 pt).
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, iOS's default (body 17 pt).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// xLarge (body 19 pt).
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// xxLarge (body 21 pt).
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// xxxLarge (body 23 pt).
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1 (body 28 pt), the smallest of the five accessibility sizes (Larger Accessibility Sizes).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2 (body 33 pt).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3 (body 40 pt).
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4 (body 47 pt).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5 (body 53 pt).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category with a size, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Posted when the user's category changes; never posted here (there is no Settings app).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.ordered.firstIndex(of: self) ?? 0) >= 7 }

    /// Orders by size; `unspecified` and unknown strings sort as `large`, the default.
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }

    /// 0 (extraSmall) … 11 (accessibilityExtraExtraExtraLarge); 3 (large) for anything else.
    var rank: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// The body style's size in this category (HIG, Typography, "Dynamic Type sizes": 14, 15, 16,
    /// 17, 19, 21, 23 for xSmall…xxxLarge, 28, 33, 40, 47, 53 for AX1…AX5).
    var bodyPointSize: CGFloat { [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rank] }
}

/// Views whose font follows the content size category (`UILabel`, `UITextField`, `UITextView`).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font is updated when the category changes. Stored: ScrollKit's category never
    /// changes while an app runs (there is no Settings app), so there is nothing to update.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIApplication {
    /// The user's preferred text size: `large`, iOS's default (ScrollKit has no Settings app).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
