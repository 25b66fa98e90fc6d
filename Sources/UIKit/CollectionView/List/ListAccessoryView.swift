import Foundation

/// Draws one symbol accessory of a list cell (chevron, outline chevron, checkmark, delete circle,
/// reorder bars) centred in its column; a control, so the interactive ones (outline disclosure,
/// delete) take their own taps instead of selecting the row. Strokes follow the table's accessory
/// (TableCellAccessoryView: chevron 7 × 12 pt, checkmark 14 × 11 pt); the delete circle is 22 pt and
/// the reorder bars 18 pt wide (ScrollKit's choices, after iOS 17's symbols).
@MainActor
final class ListAccessoryView: UIControl {
    enum Symbol: Equatable { case disclosure, outline, checkmark, delete, reorder }

    let symbol: Symbol
    var color: UIColor { didSet { setNeedsDisplay() } }
    /// Runs on a tap (interactive symbols only).
    var onTap: (() -> Void)?

    init(symbol: Symbol, color: UIColor) {
        self.symbol = symbol
        self.color = color
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = symbol == .outline || symbol == .delete
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Points the outline chevron down (expanded) or right (collapsed): a quarter turn, as iOS rotates it.
    func setExpanded(_ expanded: Bool) {
        guard symbol == .outline else { return }
        transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let path: UIBezierPath
        switch symbol {
        case .disclosure, .outline:
            path = UIBezierPath()
            path.move(to: CGPoint(x: c.x - 3.5, y: c.y - 6))
            path.addLine(to: CGPoint(x: c.x + 3.5, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 3.5, y: c.y + 6))
            path.lineWidth = 2
        case .checkmark:
            path = UIBezierPath()
            path.move(to: CGPoint(x: c.x - 7, y: c.y))
            path.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5))
            path.addLine(to: CGPoint(x: c.x + 7, y: c.y - 6))
            path.lineWidth = 2
        case .delete:
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)).fill()
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: c.x - 6, y: c.y - 1, width: 12, height: 2)).fill()
            return
        case .reorder:
            color.setFill()
            for dy: CGFloat in [-5, 0, 5] { UIBezierPath(rect: CGRect(x: c.x - 9, y: c.y + dy - 0.75, width: 18, height: 1.5)).fill() }
            return
        }
        color.setStroke()
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
