import UIKit

/// A tile of the App Store screen: a rounded "icon" with a colour made from its index path and a
/// title; as a banner (featured), a row (icon left, title right) or a square tile.
final class AppTileCell: UICollectionViewCell {
    static let reuseIdentifier = "AppTile"
    let icon = RoundedTileView()
    let title = UILabel()
    private var style: AppStoreCompositionalViewController.Section = .more

    required init(frame: CGRect) {
        super.init(frame: frame)
        title.font = UIFont.systemFont(ofSize: 15)
        title.textColor = .black
        contentView.addSubview(icon)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A colour per (section, item): hues spread by the golden angle so neighbours differ.
    static func color(section: Int, item: Int) -> UIColor {
        let hue = (CGFloat(section * 7 + item) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        return UIColor(hue: hue, saturation: 0.55, brightness: 0.85, alpha: 1)
    }

    func configure(section: AppStoreCompositionalViewController.Section, item: Int) {
        style = section
        icon.fillColor = Self.color(section: section.rawValue, item: item)
        switch section {
        case .featured: title.text = "Featured app \(item + 1)"
        case .topApps: title.text = "\(item + 1). Top app \(item + 1)"
        case .categories: title.text = "Cat. \(item + 1)"
        case .more: title.text = "App number \(item + 1)"
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        switch style {
        case .featured:
            icon.frame = b
            title.frame = CGRect(x: 12, y: b.height - 32, width: b.width - 24, height: 24)
        case .categories:
            icon.frame = b
            title.frame = CGRect(x: 8, y: b.height - 26, width: b.width - 16, height: 20)
        case .topApps, .more:
            icon.frame = CGRect(x: 0, y: 8, width: 48, height: 48)
            title.frame = CGRect(x: 60, y: 20, width: max(b.width - 60, 0), height: 24)
        }
    }
}

/// A section title above a section, on an opaque background so a pinned header hides the cells
/// scrolling under it.
final class SectionHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "SectionHeader"
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.textColor = .black
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 4)
    }
}

/// A rounded rectangle filled with one colour (ScrollKit's layers have no `cornerRadius`, so the
/// rounding is drawn, as a `draw(_:)` would on iOS).
final class RoundedTileView: UIView {
    var fillColor: UIColor = .lightGray { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 12).fill()
    }
}
