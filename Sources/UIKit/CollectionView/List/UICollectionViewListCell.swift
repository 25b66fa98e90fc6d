import Foundation

/// UIKit's list cell (iOS 14): a collection view cell that looks like a table row. Its content is
/// usually a `UIListContentConfiguration` (`defaultContentConfiguration()`); around it go the
/// `accessories` (UICellAccessory) and the indentation of outline rows; under it a separator whose
/// leading edge lines up with the content's text, as iOS's `separatorLayoutGuide` does by default.
///
/// Its height is its content's (`preferredLayoutAttributesFitting(_:)`): the list content view's
/// measured height, or the content view's Auto Layout height at the row's width, and in a list at
/// least 44 pt (the table's minimum row), so list rows estimated at 44 pt take the height they need. The list layout tells it (through its layout
/// attributes) its appearance, for the background (white, clear in sidebars, gray #D1D1D6 while
/// selected or highlighted), and whether to draw the separator (not under a section's last row).
/// Accessory geometry: UICellAccessory.swift; accessory views: UICollectionViewListCell+Accessories.swift.
///
/// Not built: `separatorLayoutGuide` as a constrainable guide (the separator follows the text of a
/// list content configuration, else the 16 pt layout margin), `backgroundConfiguration`, and
/// editing (`isEditing`; ScrollKit's collection view has no editing mode).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many indentation steps the content (and, with `indentsAccessories`, the accessories)
    /// moves right; an outline's children use their level in the section snapshot. Negative counts as 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (default 10 pt, UIKit's documented cell default). Negative
    /// or non-finite counts as 0.
    open var indentationWidth: CGFloat = ListMetrics.indentationWidth { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation (default true).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// The accessories around the content; setting them rebuilds their views.
    open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessoryViews() } }

    /// The views of the shown accessories, in array order.
    var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    /// The separator under the row.
    let separatorView = UIView()
    /// The row's background (the list appearance's), under the content.
    let listBackgroundView = UIView()
    /// What the list layout said about this row in its last attributes.
    var listItem: ListItemAttributes? { didSet { if listItem != oldValue { updateListBackground(); setNeedsLayout() } } }
    /// Whether the row's item is expanded in its section snapshot (the diffable data source sets it).
    var isOutlineExpanded = false { didSet { if isOutlineExpanded != oldValue { updateOutlineViews() } } }

    /// A list cell of `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListViews()
    }

    /// No archives on Linux: a list cell with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListViews()
    }

    private func setUpListViews() {
        listBackgroundView.isUserInteractionEnabled = false
        insertSubview(listBackgroundView, at: 0)
        separatorView.backgroundColor = TableAppearance.separatorColor
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        updateListBackground()
    }

    /// A list content configuration with the list's standard fonts, colours and margins, and no
    /// content (`UIListContentConfiguration.cell()`); set its text, then assign it to `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    // MARK: Selection and background

    /// Whether the cell is selected; a list cell also shows the gray selected background.
    open override var isSelected: Bool { didSet { updateListBackground() } }
    /// Whether a finger rests on the cell; a list cell also shows the gray selected background.
    open override var isHighlighted: Bool { didSet { updateListBackground() } }
    /// A background view of your own replaces the list's background.
    open override var backgroundView: UIView? { didSet { updateListBackground() } }

    func updateListBackground() {
        let active = isSelected || isHighlighted
        listBackgroundView.isHidden = backgroundView != nil || (active && selectedBackgroundView != nil)
        let sidebar = listItem.map { $0.appearance == .sidebar || $0.appearance == .sidebarPlain } ?? false
        listBackgroundView.backgroundColor = active ? TableAppearance.selectedBackground
                                                    : (sidebar ? .clear : TableAppearance.cellBackground)
    }

    /// Reads the list layout's word on this row.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        listItem = layoutAttributes.listItem
    }

    /// Resets the selection, as every cell; the indentation, accessories and content stay, as on
    /// iOS (the registration's handler sets them; in a section given as a tree the diffable data
    /// source sets the level).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isOutlineExpanded = false
    }

    // MARK: Layout

    /// The indentation in points.
    var indentation: CGFloat {
        let width = indentationWidth.isFinite ? max(indentationWidth, 0) : 0
        return CGFloat(max(indentationLevel, 0)) * width
    }

    override var contentViewFrame: CGRect { contentFrame(width: bounds.width, height: bounds.height) }

    /// The content view's frame in a cell `width` wide: after the indentation and the leading
    /// accessories, before the trailing ones.
    func contentFrame(width: CGFloat, height: CGFloat) -> CGRect {
        let slots = accessorySlots(width: width)
        let x = indentation + slots.leadingWidth
        return CGRect(x: x, y: 0, width: max(0, width - x - slots.trailingWidth), height: height)
    }

    /// Lays out the content, the accessories, the background and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        listBackgroundView.frame = bounds
        if listBackgroundView.superview === self, subviews.first !== listBackgroundView { insertSubview(listBackgroundView, at: 0) }
        layoutAccessoryViews()
        let thickness = 1 / max(screenScale, 1)  // one device pixel, as the table's separators
        let x = contentView.frame.minX + textLeading
        separatorView.frame = CGRect(x: x, y: bounds.height - thickness, width: max(0, bounds.width - x), height: thickness)
        separatorView.isHidden = !(listItem?.showsSeparator ?? false)
        bringSubviewToFront(separatorView)
    }

    /// Where the content's text starts in the content view: a list configuration's leading margin
    /// plus its image and padding, else the 16 pt layout margin.
    var textLeading: CGFloat {
        guard let list = contentConfiguration as? UIListContentConfiguration else { return TableAppearance.layoutMargin }
        var imageWidth = list.imageProperties.reservedLayoutSize.width
        if let image = list.image {
            var size = image.size
            let limit = list.imageProperties.maximumSize
            if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
            if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
            imageWidth = max(imageWidth, size.width)
        }
        return list.directionalLayoutMargins.leading + (imageWidth > 0 ? imageWidth + list.imageToTextPadding : 0)
    }

    /// The row's height is its content's at the row's width: the list content view's measured
    /// height, else the content view's Auto Layout height with the width required; otherwise the
    /// layout's size.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let size = layoutAttributes.size
        let contentWidth = contentFrame(width: size.width, height: size.height).width
        var height: CGFloat
        if let view = configuredContentView {
            height = view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if contentView.subtreeHasConstraints {
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height
        } else {
            return layoutAttributes
        }
        guard height.isFinite, height >= 0 else { return layoutAttributes }
        // In a list, a row is at least the standard 44 pt, as the table's rows (UITableView+SelfSizing).
        if layoutAttributes.listItem != nil { height = max(height, ListMetrics.estimatedRowHeight) }
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: size.width, height: height)
        preferred.center = CGPoint(x: layoutAttributes.frame.minX + size.width / 2, y: layoutAttributes.frame.minY + height / 2)
        return preferred
    }
}
