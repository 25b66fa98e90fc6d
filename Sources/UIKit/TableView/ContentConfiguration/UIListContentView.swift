import Foundation

/// The view that shows a `UIListContentConfiguration`: an image view and two labels laid out by
/// the configuration's margins and paddings. It measures itself (`sizeThatFits`), which is how a
/// self-sizing row with a list configuration gets its height.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration
    /// `textLayoutGuide` and the constraints that place it where the text is (made on first use).
    private var textGuide: (guide: UILayoutGuide, x: NSLayoutConstraint, y: NSLayoutConstraint,
                            width: NSLayoutConstraint, height: NSLayoutConstraint)?

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// A view showing `UIListContentConfiguration.cell()` (no archives on Linux).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// The configuration shown; setting a `UIListContentConfiguration` updates the view (other
    /// kinds are ignored with a logged line, as the view cannot show them).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Log.uikit.warning("UIListContentView got a \(type(of: newValue)), not a UIListContentConfiguration; ignored")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list configuration (the only kind this view shows).
    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        style(textLabel, c.text, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryTextProperties)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        switch properties.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .right
        }
    }

    /// The image's size: its own, limited by `maximumSize` (aspect kept), or the reserved size if larger.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return listConfiguration.imageProperties.reservedLayoutSize }
        var size = image.size
        let limit = listConfiguration.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    }

    /// The frames of the image and the two texts in a view `width` wide, and the height they need.
    private func layout(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration, m = c.directionalLayoutMargins
        let image = imageSize
        let hasImage = image.width > 0
        let textX = m.leading + (hasImage ? image.width + c.imageToTextPadding : 0)
        let column = max(0, width - m.trailing - textX)
        let hasText = !(c.text?.isEmpty ?? true), hasSecondary = !(c.secondaryText?.isEmpty ?? true)
        var text = CGRect.zero, secondary = CGRect.zero
        var contentHeight: CGFloat
        if c.prefersSideBySideTextAndSecondaryText {
            let secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: column / 2, height: 0)) : .zero
            let secondaryWidth = min(secondarySize.width, column / 2)
            let textWidth = max(0, column - secondaryWidth - (hasSecondary ? c.textToSecondaryTextHorizontalPadding : 0))
            let textHeight = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height : 0
            contentHeight = max(textHeight, secondarySize.height)
            text = CGRect(x: textX, y: m.top + (contentHeight - textHeight) / 2, width: textWidth, height: textHeight)
            secondary = CGRect(x: textX + column - secondaryWidth, y: m.top + (contentHeight - secondarySize.height) / 2,
                               width: secondaryWidth, height: secondarySize.height)
        } else {
            let textHeight = hasText ? textLabel.sizeThatFits(CGSize(width: column, height: 0)).height : 0
            let secondaryHeight = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: column, height: 0)).height : 0
            let gap = hasText && hasSecondary ? c.textToSecondaryTextVerticalPadding : 0
            contentHeight = textHeight + gap + secondaryHeight
            text = CGRect(x: textX, y: m.top, width: column, height: textHeight)
            secondary = CGRect(x: textX, y: m.top + textHeight + gap, width: column, height: secondaryHeight)
        }
        contentHeight = max(contentHeight, image.height)
        let imageFrame = CGRect(x: m.leading, y: m.top + (contentHeight - image.height) / 2, width: image.width, height: image.height)
        return (imageFrame, text, secondary, m.top + contentHeight + m.bottom)
    }

    /// The view's width (or the given one) and the height its content needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: layout(width: width).height)
    }

    /// Places the image and texts; content shorter than the view is centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let l = layout(width: bounds.width)
        let dy = max(0, (bounds.height - l.height) / 2)
        imageView.frame = l.image.offsetBy(dx: 0, dy: dy)
        textLabel.frame = l.text.offsetBy(dx: 0, dy: dy)
        secondaryTextLabel.frame = l.secondary.offsetBy(dx: 0, dy: dy)
        placeTextGuide(at: textLabel.frame)
    }

    /// A layout guide over the primary text (iOS 14): constrain other views to line up with the
    /// text. nil while the configuration has no text. It follows the text at each layout pass.
    public var textLayoutGuide: UILayoutGuide? {
        guard !(listConfiguration.text?.isEmpty ?? true) else { return nil }
        if let textGuide { return textGuide.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView.textLayoutGuide"
        addLayoutGuide(guide)
        let frame = textLabel.frame
        let made = (guide: guide,
                    x: guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: frame.minX),
                    y: guide.topAnchor.constraint(equalTo: topAnchor, constant: frame.minY),
                    width: guide.widthAnchor.constraint(equalToConstant: frame.width),
                    height: guide.heightAnchor.constraint(equalToConstant: frame.height))
        NSLayoutConstraint.activate([made.x, made.y, made.width, made.height])
        textGuide = made
        return guide
    }

    private func placeTextGuide(at frame: CGRect) {
        guard let textGuide else { return }
        if textGuide.x.constant != frame.minX { textGuide.x.constant = frame.minX }
        if textGuide.y.constant != frame.minY { textGuide.y.constant = frame.minY }
        if textGuide.width.constant != frame.width { textGuide.width.constant = frame.width }
        if textGuide.height.constant != frame.height { textGuide.height.constant = frame.height }
    }
}
