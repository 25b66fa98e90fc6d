import Foundation

/// Where a cell's parts go, per style. Margins are the layout margin (16 pt, TableAppearance).
///
/// - `.default`: image, then the text label filling the rest.
/// - `.value1`: text label on the leading side, detail right-aligned on the trailing side.
/// - `.value2`: a narrow right-aligned title column (blue), detail after it.
/// - `.subtitle`: text label above a smaller detail label, both after the image.
extension UITableViewCell {
    /// The width taken from the content view by the accessory: a custom view's width plus the
    /// margin, or the built-in accessory's column, or 0.
    var accessoryReservedWidth: CGFloat {
        if let accessoryView = shownAccessoryView { return accessoryView.bounds.width + TableAppearance.layoutMargin }
        if builtInAccessory != nil { return TableAppearance.accessoryWidth }
        return 0
    }

    func layoutCellContent() {
        let margin = TableAppearance.layoutMargin
        // Editing: the content moves away from the leading edge by the indent and gives up the
        // reorder control's column (Editing/UITableViewCell+Editing.swift); both are 0 outside editing.
        let indent = editingIndent, reorderWidth = reorderReservedWidth
        let accessoryWidth = accessoryReservedWidth
        let trailingEdge = bounds.width - reorderWidth
        if let accessoryView = shownAccessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: trailingEdge - margin - size.width, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
        } else if let builtInAccessory {
            builtInAccessory.frame = CGRect(x: trailingEdge - accessoryWidth, y: 0, width: accessoryWidth, height: bounds.height)
        }
        backgroundView?.frame = bounds
        shownSelectionBackground?.frame = bounds
        placeConfiguredBackground()
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, trailingEdge - accessoryWidth - indent), height: bounds.height)
        layoutLabels(in: contentView.bounds, margin: margin)
        configuredContentView?.frame = contentView.bounds

        let scale = screenScale
        let thickness = 1 / max(scale, 1)  // one device pixel, as UIKit's separators
        let inset = separatorInset
        separatorView.frame = CGRect(x: inset.left + indent, y: bounds.height - thickness,
                                     width: max(0, bounds.width - inset.left - indent - inset.right), height: thickness)
        bringSubviewToFront(separatorView)
        // Right to left: the accessory on the left, the content and the separator's inset from the
        // right, as iOS mirrors its cells. The editing controls mirror their own frames.
        if isRightToLeft {
            let width = bounds.width
            for view in [shownAccessoryView, builtInAccessory as UIView?, contentView, separatorView].compactMap({ $0 }) {
                view.frame = UIView.mirrored(view.frame, in: width, when: true)
            }
        }
        layoutEditingControls()
    }

    private func layoutLabels(in area: CGRect, margin: CGFloat) {
        var leading = margin
        if let imageView = laidOutImageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(x: margin, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            leading = margin + size.width + margin
        } else {
            laidOutImageView?.frame = .zero
        }
        let trailing = area.width - margin
        let text = laidOutTextLabel, detail = laidOutDetailLabel
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: area.height)
        case .value1:
            let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, max(0, (trailing - leading) / 2))
            detail?.frame = CGRect(x: trailing - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: leading, y: 0, width: max(0, trailing - detailWidth - leading), height: area.height)
        case .value2:
            let column = TableAppearance.value2TitleWidth
            text?.frame = CGRect(x: margin, y: 0, width: column, height: area.height)
            let detailX = margin + column + margin / 2
            detail?.frame = CGRect(x: detailX, y: 0, width: max(0, trailing - detailX), height: area.height)
        case .subtitle:
            let column = max(0, trailing - leading)
            let textHeight = text.map { Self.height(of: $0, width: column) } ?? 0
            let detailHeight = (detail?.text?.isEmpty ?? true) ? 0 : (detail.map { Self.height(of: $0, width: column) } ?? 0)
            let top = (area.height - textHeight - detailHeight) / 2
            text?.frame = CGRect(x: leading, y: top, width: max(0, trailing - leading), height: textHeight)
            detail?.frame = CGRect(x: leading, y: top + textHeight, width: max(0, trailing - leading), height: detailHeight)
        }
        // Right to left: the image and labels from the right edge of the content view.
        if contentView.isRightToLeft {
            for view in [laidOutImageView as UIView?, text, detail].compactMap({ $0 }) {
                view.frame = UIView.mirrored(view.frame, in: area.width, when: true)
            }
        }
    }

    /// The built-in labels' margin above and below their text in a self-sizing row: 11 pt, the
    /// top and bottom layout margins of iOS's cell content (the same as
    /// `UIListContentConfiguration.cell()`'s), which with a 17 pt line makes the 44 pt row.
    static let builtInLabelVerticalMargin: CGFloat = 11

    /// The height `label` needs at `width` (all its lines, up to `numberOfLines`).
    static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        guard !(label.text?.isEmpty ?? true) else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// A self-sizing row's height from the built-in labels, as iOS sizes its cell styles: the
    /// labels' text (stacked for `.subtitle`, side by side otherwise) plus the vertical margins,
    /// at least the 44 pt standard row. nil (the standard 44 pt) unless a built-in label may wrap
    /// (`numberOfLines` other than 1): one-line cells keep the standard height.
    func builtInLabelsHeight(forContentWidth contentWidth: CGFloat) -> CGFloat? {
        let labels = [laidOutTextLabel, laidOutDetailLabel].compactMap { $0 }
        guard labels.contains(where: { $0.numberOfLines != 1 && !($0.text?.isEmpty ?? true) }) else { return nil }
        let margin = TableAppearance.layoutMargin
        var leading = margin
        if let image = laidOutImageView?.image { leading += image.size.width + margin }
        let column = max(0, contentWidth - margin - leading)
        let text = laidOutTextLabel.map { Self.height(of: $0, width: cellStyle == .value2 ? TableAppearance.value2TitleWidth : column) } ?? 0
        let detail = laidOutDetailLabel.map { Self.height(of: $0, width: column) } ?? 0
        let content = cellStyle == .subtitle ? text + detail : max(text, detail)
        return max(UITableView.standardRowHeight, content + 2 * Self.builtInLabelVerticalMargin)
    }
}
