import Foundation

/// The buttons a swiped row reveals, side by side, in a view that `SwipeActionsController` puts in
/// the cell next to its visible area. The first action sits at the outer edge and takes any extra
/// width while the row is dragged past its buttons (the full swipe).
@MainActor
final class SwipeActionsView: UIView {
    /// Each button is at least 74 pt wide, or its title plus 15 pt on each side (ScrollKit's choice,
    /// after iOS 17's buttons; not measured).
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15

    let actions: [UIContextualAction]
    /// Whether the buttons are on the trailing side (a left swipe).
    let trailing: Bool
    private(set) var buttons: [UIButton] = []
    private var widths: [CGFloat] = []
    var onTap: ((Int) -> Void)?

    init(actions: [UIContextualAction], trailing: Bool) {
        self.actions = actions
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for (i, action) in actions.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak self] _ in self?.onTap?(i) }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
            let titleWidth = button.titleLabel?.intrinsicContentSize.width ?? 0
            widths.append(max(Self.minimumButtonWidth, titleWidth + 2 * Self.titlePadding))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The width of all buttons at their natural sizes: how far the row opens.
    var naturalWidth: CGFloat { widths.reduce(0, +) }

    /// Lays the buttons out from the outer edge inwards; the first one takes the width beyond the natural one.
    override func layoutSubviews() {
        super.layoutSubviews()
        let extra = max(0, bounds.width - naturalWidth)
        var edge: CGFloat = trailing ? bounds.width : 0
        for (i, button) in buttons.enumerated() {
            let w = widths[i] + (i == 0 ? extra : 0)
            let x = trailing ? edge - w : edge
            button.frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            edge = trailing ? x : x + w
        }
    }
}
