import Foundation

/// One token's chip in a search field: a rounded rectangle in the field's `tokenBackgroundColor`
/// (the tint, systemBlue, by default) with the icon and title in white; a selected token (the one
/// Backspace will delete) is drawn darker.
///
/// Metrics are ScrollKit's choice, after iOS 17's chips (Apple publishes none): 24 pt tall,
/// corner radius 6, 6 pt padding each side, a 14 pt icon 4 pt before the title, 15 pt text,
/// chips 4 pt apart.
@MainActor
final class SearchTokenView: UIView {
    static let height: CGFloat = 24
    static let cornerRadius: CGFloat = 6
    static let padding: CGFloat = 6
    static let iconSide: CGFloat = 14
    static let iconGap: CGFloat = 4
    static let spacing: CGFloat = 4
    static let font = UIFont.systemFont(ofSize: 15)
    /// How much darker a selected chip is: its colour at 70 % over black (a visual choice).
    static let selectedBrightness: CGFloat = 0.7

    let token: UISearchToken
    var fill: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

    init(token: UISearchToken) {
        self.token = token
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The chip's width for its token: padding, icon, title, padding.
    var preferredWidth: CGFloat {
        let title = (token.text as NSString).size(withAttributes: [.font: Self.font]).width
        let icon = token.icon == nil ? 0 : Self.iconSide + Self.iconGap
        return (Self.padding + icon + title + Self.padding).rounded(.up)
    }

    override func draw(_ rect: CGRect) {
        var color = fill
        if isSelected {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            if color.getRed(&r, green: &g, blue: &b, alpha: &a) {
                let k = Self.selectedBrightness
                color = UIColor(red: r * k, green: g * k, blue: b * k, alpha: a)
            }
        }
        color.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        var x = Self.padding
        if let icon = token.icon {
            icon.draw(in: CGRect(x: x, y: (bounds.height - Self.iconSide) / 2, width: Self.iconSide, height: Self.iconSide))
            x += Self.iconSide + Self.iconGap
        }
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.white]
        let size = (token.text as NSString).size(withAttributes: attributes)
        (token.text as NSString).draw(at: CGPoint(x: x, y: (bounds.height - size.height) / 2), withAttributes: attributes)
    }
}
