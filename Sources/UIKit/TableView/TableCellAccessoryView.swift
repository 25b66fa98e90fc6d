import Foundation

/// Draws a cell's built-in accessory: the disclosure chevron (gray) or the checkmark (tint), simple
/// strokes centred in the accessory area. Sizes are ScrollKit's choice (chevron 7 × 12 pt,
/// checkmark 14 × 11 pt, close to iOS 17's symbols).
///
/// Right to left, the drawing is mirrored in the accessory's bounds: the chevron points left (iOS's
/// `chevron.forward` is a mirroring symbol) and both marks sit 4 pt to the right of centre, towards
/// the content, as they sit 4 pt to the left of it left to right. The checkmark keeps its shape: iOS
/// does not mirror it.
final class TableCellAccessoryView: UIView, DrawsInLayoutDirection {
    var type: UITableViewCell.AccessoryType = .none { didSet { if type != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let rightToLeft = isRightToLeft
        // Towards the content: the leading side of the centre.
        let c = CGPoint(x: bounds.width / 2 + (rightToLeft ? 4 : -4), y: bounds.height / 2)
        // The chevron's tip is on the trailing side: +x left to right, −x right to left.
        let forward: CGFloat = rightToLeft ? -1 : 1
        switch type {
        case .none:
            return
        case .disclosureIndicator:
            path.move(to: CGPoint(x: c.x - 3.5 * forward, y: c.y - 6))
            path.addLine(to: CGPoint(x: c.x + 3.5 * forward, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 3.5 * forward, y: c.y + 6))
            path.lineWidth = 2
            TableAppearance.accessoryGray.setStroke()
        case .checkmark:
            path.move(to: CGPoint(x: c.x - 7, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
            path.addLine(to: CGPoint(x: c.x + 7, y: c.y - 6))
            path.lineWidth = 2
            TableAppearance.tint.setStroke()
        }
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
