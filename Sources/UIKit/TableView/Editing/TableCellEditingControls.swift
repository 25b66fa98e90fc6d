import Foundation

/// The round control at a row's leading edge in editing mode: a red circle with a white bar for
/// `.delete` (tapping it asks for the Delete confirmation), a green one with a white cross for
/// `.insert` (tapping it commits the insert). The circle is 22 pt across (ScrollKit's choice, after
/// iOS 17's symbol; not measured), centred in the editing indent.
@MainActor
final class TableCellEditingControl: UIControl {
    static let diameter: CGFloat = 22

    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// Multiple selection while editing: an empty gray ring, or a tint-filled circle with a white
    /// checkmark when `isChecked`, in place of the delete or insert control.
    var showsCheckmarkCircle = false { didSet { if showsCheckmarkCircle != oldValue { setNeedsDisplay() } } }
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The circle's frame in the control, centred.
    var circleFrame: CGRect {
        let d = Self.diameter
        return CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
    }

    override func draw(_ rect: CGRect) {
        if showsCheckmarkCircle { drawCheckmarkCircle(); return }
        guard style != .none else { return }
        let circle = circleFrame
        (style == .delete ? UIColor.systemRed : UIColor.systemGreen).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        let bar: CGFloat = 2, length: CGFloat = 12
        UIBezierPath(rect: CGRect(x: circle.midX - length / 2, y: circle.midY - bar / 2, width: length, height: bar)).fill()
        if style == .insert {
            UIBezierPath(rect: CGRect(x: circle.midX - bar / 2, y: circle.midY - length / 2, width: bar, height: length)).fill()
        }
    }
}

extension TableCellEditingControl {
    private func drawCheckmarkCircle() {
        let circle = circleFrame
        guard isChecked else {
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            TableAppearance.accessoryGray.setStroke()
            ring.stroke()
            return
        }
        TableAppearance.tint.setFill()
        UIBezierPath(ovalIn: circle).fill()
        let check = UIBezierPath()
        check.move(to: CGPoint(x: circle.midX - 5, y: circle.midY))
        check.addLine(to: CGPoint(x: circle.midX - 1.5, y: circle.midY + 3.5))
        check.addLine(to: CGPoint(x: circle.midX + 5, y: circle.midY - 4))
        check.lineWidth = 2
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()
    }
}

/// The reorder control at a row's trailing edge in editing mode: three gray lines, 18 pt long and
/// 2 pt thick, 5 pt apart (ScrollKit's choice, after iOS's "grabber"). Dragging it moves the row
/// (Editing/UITableView+Reorder.swift); it handles no touches itself.
@MainActor
final class TableCellReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        TableAppearance.accessoryGray.setFill()
        let length: CGFloat = 18, thickness: CGFloat = 2, gap: CGFloat = 5
        for i in -1...1 {
            let y = bounds.midY + CGFloat(i) * gap - thickness / 2
            UIBezierPath(rect: CGRect(x: bounds.midX - length / 2, y: y, width: length, height: thickness)).fill()
        }
    }
}
