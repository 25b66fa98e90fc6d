import Foundation

/// The table view's colours and metrics, with where each value comes from.
///
/// Colours are the light-appearance values of Apple's system colours (Human Interface Guidelines,
/// "Color": systemGroupedBackground #F2F2F7, separator rgba(60, 60, 67, 0.29), secondaryLabel
/// rgba(60, 60, 67, 0.6), systemBlue #007AFF, systemGray4 #D1D1D6 (the selected-cell gray)).
/// Metrics marked "ScrollKit's choice" approximate iOS 17 on a compact-width iPhone and have not
/// been measured against it.
enum TableAppearance {
    static let plainBackground = UIColor.white
    static let groupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    static let cellBackground = UIColor.white
    static let separatorColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    static let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    static let selectedBackground = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    static let accessoryGray = UIColor(red: 196 / 255, green: 196 / 255, blue: 199 / 255, alpha: 1)
    static let plainHeaderBackground = UIColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 1)

    /// Leading and trailing margin of cell content and the separator's default left inset: 16 pt,
    /// the system layout margin of a compact-width iPhone (UIKit's `directionalLayoutMargins`).
    static let layoutMargin: CGFloat = 16
    /// Body text (17 pt, Apple's Dynamic Type "Body" at the default size) and the subtitle style's
    /// detail (12 pt, ScrollKit's choice).
    static let bodyFontSize: CGFloat = 17
    static let subtitleFontSize: CGFloat = 12
    /// The value2 style's title column width (ScrollKit's choice, after iOS's narrow blue column).
    static let value2TitleWidth: CGFloat = 80
    static let value2TitleFontSize: CGFloat = 12
    /// Width reserved for a built-in accessory (chevron or checkmark) including its margin.
    static let accessoryWidth: CGFloat = 34
    /// The horizontal inset of `.insetGrouped` sections: the layout margin.
    static let insetGroupedMargin: CGFloat = 16

    /// Automatic section header and footer heights, by style and whether there is a title
    /// (ScrollKit's choice). Plain: 28 pt with a title, nothing without. Grouped: 38 pt with a
    /// title, an 18 pt gap without one, above and below each group.
    static func automaticHeaderHeight(style: UITableView.Style, hasTitle: Bool) -> CGFloat {
        switch style {
        case .plain: return hasTitle ? 28 : 0
        case .grouped, .insetGrouped: return hasTitle ? 38 : 18
        }
    }

    static func automaticFooterHeight(style: UITableView.Style, hasTitle: Bool) -> CGFloat {
        switch style {
        case .plain: return hasTitle ? 28 : 0
        case .grouped, .insetGrouped: return hasTitle ? 38 : 18
        }
    }
}
