import Foundation

/// UIKit's list content: a cell's image, primary text and secondary text, with their fonts,
/// colours and spacing, in one of the standard list layouts (`cell()`, `subtitleCell()`,
/// `valueCell()`). `UITableViewCell.defaultContentConfiguration()` returns `cell()`.
///
/// Metrics are ScrollKit's choices after iOS 17 on a compact iPhone (not measured): 16-pt side
/// margins (the system layout margin), 11-pt top and bottom margins (a 17-pt line then makes a
/// 44-pt row), 16 pt between image and text, 3 pt between the two texts.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn: font, colour, alignment and line count.
    public struct TextProperties {
        /// Horizontal alignment of a list text.
        public enum TextAlignment: Int, Sendable {
            /// The reading direction's leading edge (the left in ScrollKit).
            case natural
            /// Centred in the text's column.
            case center
            /// Aligned to the column's trailing edge (the right in ScrollKit).
            case justified
        }
        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// How the text is aligned in its column (default `.natural`).
        public var alignment: TextAlignment = .natural
        /// The most lines the text takes (0: as many as it needs; the default).
        public var numberOfLines = 0
        /// How a text that does not fit is cut (default: the tail is truncated).
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// The image's size limit (zero: the image's own size).
        public var maximumSize: CGSize = .zero
        /// Space kept for the image whether or not it is that wide, so texts line up across rows (zero: none).
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's rounded corners (default 0).
        public var cornerRadius: CGFloat = 0
    }

    /// The primary text (nil: none).
    public var text: String?
    /// The secondary text (nil: none).
    public var secondaryText: String?
    /// The image on the leading side (nil: none).
    public var image: UIImage?
    /// The primary text's look.
    public var textProperties: TextProperties
    /// The secondary text's look.
    public var secondaryTextProperties: TextProperties
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// Margins around the content inside the content view.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the texts sit side by side (primary leading, secondary trailing) instead of stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    private init(secondaryFont: UIFont, secondaryColor: UIColor) {
        textProperties = TextProperties(font: .systemFont(ofSize: TableAppearance.bodyFontSize), color: .black)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// The standard cell: body text, with a smaller secondary text below it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .systemFont(ofSize: 15), secondaryColor: .black)
    }

    /// Body text above a small gray secondary text (the subtitle cell).
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .systemFont(ofSize: TableAppearance.subtitleFontSize),
                                   secondaryColor: TableAppearance.secondaryLabel)
    }

    /// Body text on the leading side and a gray secondary text on the trailing side (the value cell).
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFont: .systemFont(ofSize: TableAppearance.bodyFontSize),
                                                       secondaryColor: TableAppearance.secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .justified
        return configuration
    }

    /// A view that shows this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
}
