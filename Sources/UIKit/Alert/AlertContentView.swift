import Foundation

/// The visible part of a `UIAlertController`: for an alert one card (header, text fields, buttons);
/// for an action sheet the group of actions and the cancel box. Geometry: UIAlertController's summary.
final class AlertContentView: UIView {
    private unowned let alert: UIAlertController
    private let isSheet: Bool
    /// The card with the header and the non-cancel actions (all actions in an alert).
    let card = UIView()
    /// The action sheet's separate cancel box (nil for alerts or without a cancel action).
    let cancelBox: UIView?
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    /// The buttons, in the order they are shown (top to bottom, or left to right).
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []

    init(alert: UIAlertController) {
        self.alert = alert
        isSheet = alert.preferredStyle == .actionSheet
        cancelBox = isSheet && alert.actions.contains { $0.style == .cancel } ? UIView() : nil
        super.init(frame: .zero)
        for box in [card, cancelBox].compactMap({ $0 }) {
            box.backgroundColor = UIAlertController.cardColor
            box.layer.cornerRadius = isSheet ? UIAlertController.actionSheetCornerRadius : UIAlertController.alertCornerRadius
            box.clipsToBounds = true
            addSubview(box)
        }
        titleLabel.text = alert.title
        titleLabel.font = isSheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = isSheet ? UIColor(white: 0.45, alpha: 1) : .black
        messageLabel.text = alert.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isSheet ? UIColor(white: 0.45, alpha: 1) : .black
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            if label.text?.isEmpty == false { card.addSubview(label) }
        }
        for field in alert.fields { card.addSubview(field) }
        let bold = alert.preferredAction ?? alert.actions.first { $0.style == .cancel }
        for action in orderedActions {
            let button = AlertActionButton(action: action, bold: action === bold, sheet: isSheet)
            button.addAction(UIAction { [unowned alert] _ in alert.actionTapped(action) }, for: .touchUpInside)
            action.changed = { [weak button] in button?.refresh() }
            buttons.append(button)
            (action.style == .cancel ? cancelBox ?? card : card).addSubview(button)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Exactly two actions in an alert sit side by side.
    private var sideBySide: Bool { !isSheet && alert.actions.count == 2 }

    /// Alerts: the cancel action first when side by side, else last. Sheets: the cancel action last (its own box).
    private var orderedActions: [UIAlertAction] {
        let cancel = alert.actions.filter { $0.style == .cancel }, others = alert.actions.filter { $0.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    private func separator(in box: UIView, _ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = UIColor(white: 0, alpha: 0.2)
        line.isUserInteractionEnabled = false
        box.addSubview(line)
        separators.append(line)
    }

    /// Places everything in `bounds` (the alert's view): centred above the keyboard, or along the bottom.
    func place(in bounds: CGRect, safeArea: UIEdgeInsets, keyboardTop: CGFloat?) {
        frame = bounds
        separators.forEach { $0.removeFromSuperview() }
        separators.removeAll()
        let width = isSheet ? max(0, min(bounds.width, bounds.height) - 2 * UIAlertController.sheetMargin) : UIAlertController.alertWidth
        let inner = width - 32
        var y: CGFloat = 0
        let hasHeader = titleLabel.superview != nil || messageLabel.superview != nil || !alert.fields.isEmpty
        if hasHeader {
            y = isSheet ? 14 : 20
            for (label, gap) in [(titleLabel, CGFloat(0)), (messageLabel, CGFloat(4))] where label.superview != nil {
                if label === messageLabel, titleLabel.superview != nil { y += gap }
                let h = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
                label.frame = CGRect(x: 16, y: y, width: inner, height: ceil(h))
                y += ceil(h)
            }
            for field in alert.fields {
                y += 8
                field.frame = CGRect(x: 16, y: y, width: inner, height: UIAlertController.textFieldHeight)
                y += UIAlertController.textFieldHeight
            }
            y += isSheet ? 14 : 20
        }
        let rowHeight = isSheet ? UIAlertController.sheetButtonHeight : UIAlertController.alertButtonHeight
        let hairline = UINavigationBar.hairlineWidth
        let inCard = buttons.filter { $0.superview === card }
        if sideBySide {
            if hasHeader { separator(in: card, CGRect(x: 0, y: y, width: width, height: hairline)) }
            for (i, button) in inCard.enumerated() {
                button.frame = CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: rowHeight)
            }
            separator(in: card, CGRect(x: width / 2, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for (i, button) in inCard.enumerated() {
                if hasHeader || i > 0 { separator(in: card, CGRect(x: 0, y: y, width: width, height: hairline)) }
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let cardHeight = y
        if isSheet {
            let bottomGap = max(UIAlertController.sheetMargin, safeArea.bottom)
            var bottom = bounds.height - bottomGap
            if let cancelBox, let cancel = buttons.first(where: { $0.superview === cancelBox }) {
                cancelBox.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - rowHeight, width: width, height: rowHeight)
                cancel.frame = cancelBox.bounds
                bottom -= rowHeight + UIAlertController.sheetMargin
            }
            card.isHidden = cardHeight == 0
            card.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - cardHeight, width: width, height: cardHeight)
        } else {
            let available = min(bounds.height, keyboardTop ?? bounds.height)
            let top = max(safeArea.top, (available - cardHeight) / 2)
            card.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: top.rounded(), width: width, height: cardHeight)
        }
    }
}

/// One action's button: its title in the action's style, highlighted while pressed.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()
    private let bold: Bool
    private let sheet: Bool

    init(action: UIAlertAction, bold: Bool, sheet: Bool) {
        self.action = action
        self.bold = bold
        self.sheet = sheet
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Colour and font from the style, the preferred state and `isEnabled`.
    func refresh() {
        let size: CGFloat = sheet ? 20 : 17
        label.font = bold ? .systemFont(ofSize: size, weight: .semibold) : .systemFont(ofSize: size)
        let base: UIColor = action.style == .destructive ? .systemRed : .systemBlue
        label.textColor = action.isEnabled ? base : UIColor(white: 0.6, alpha: 1)
        isEnabled = action.isEnabled
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
