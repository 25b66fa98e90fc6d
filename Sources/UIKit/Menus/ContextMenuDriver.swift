import Foundation

/// A list view that offers context menus for its rows or items (UITableView, UICollectionView).
@MainActor
protocol ContextMenuSource: UIView {
    /// The delegate's configuration for the row or item under `point` (in the view's bounds), or nil.
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration?
    /// The menu for `configuration` is about to show.
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating)
    /// The menu for `configuration` is about to close.
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating)
}

/// Long-press context menus for a table or collection view, as on iOS: holding a finger still on a
/// row for `minimumPressDuration` (0.5 s, UILongPressGestureRecognizer's default, which is also the
/// press iOS's context menus wait for without 3D Touch) asks the delegate for a configuration; if
/// it gives one whose action provider makes a menu, the menu shows and the touch is taken from the
/// row (its highlight ends, it is not selected). Without a configuration the press recognizer fails
/// and the touch goes on as usual.
@MainActor
final class ContextMenuDriver: UIGestureRecognizerDelegate {
    private unowned let source: any ContextMenuSource
    let recognizer = UILongPressGestureRecognizer()
    /// The configuration and menu of the press under way, decided when the press recognizes.
    private var pending: (configuration: UIContextMenuConfiguration, menu: UIMenu, point: CGPoint)?
    /// The menu on screen.
    private(set) weak var overlay: ContextMenuOverlay?

    init(source: any ContextMenuSource) {
        self.source = source
        recognizer.delegate = self
        recognizer.addTarget { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.present()
        }
    }

    /// Begins only over a row the delegate has a menu for.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        let point = gestureRecognizer.location(in: source)
        guard let configuration = source.contextMenuConfiguration(at: point),
              let menu = configuration.actionProvider?([]), !menu.flattenedActions.isEmpty else { return false }
        pending = (configuration, menu, point)
        return true
    }

    private func present() {
        guard let pending, let window = source.window else { return }
        self.pending = nil
        let animator = ImmediateContextMenuAnimator()
        source.contextMenuWillDisplay(pending.configuration, animator: animator)
        let overlay = ContextMenuOverlay(frame: window.bounds, actions: pending.menu.flattenedActions,
                                         title: pending.menu.title,
                                         anchor: window.convert(pending.point, from: source))
        overlay.onFinish = { [weak self, weak overlay] chosen in
            overlay?.removeFromSuperview()
            let end = ImmediateContextMenuAnimator()
            self?.source.contextMenuWillEnd(pending.configuration, animator: end)
            end.finish()
            chosen?.perform()   // after the menu closed, as on iOS
        }
        window.addSubview(overlay)
        self.overlay = overlay
        animator.finish()
    }
}

/// The shown menu: a dimming view over the window and a rounded list of the actions' titles.
///
/// Metrics (ScrollKit's choice after iOS 13–17 context menus on iPhone, not Apple numbers): 250 pt
/// wide, 44 pt rows, 13 pt corners, 8 pt from the finger and from the window's edges; the dimming
/// is black at 20 % (the sheet's dimming, UIViewController.sheetDimmingColor) where iOS blurs.
final class ContextMenuOverlay: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 8

    let actions: [UIAction]
    let platter = UIView()
    private(set) var rows: [UILabel] = []
    /// Called once with the chosen action, or nil when the menu is dismissed by a tap outside it.
    var onFinish: ((UIAction?) -> Void)?

    init(frame: CGRect, actions: [UIAction], title: String, anchor: CGPoint) {
        self.actions = actions
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIViewController.sheetDimmingColor
        platter.backgroundColor = .secondarySystemBackground
        platter.layer.cornerRadius = Self.cornerRadius
        platter.clipsToBounds = true
        addSubview(platter)
        for action in actions {
            let row = UILabel()
            row.text = action.state == .on ? "✓ " + action.title : action.title
            row.font = .systemFont(ofSize: 17)
            row.textColor = action.attributes.contains(.disabled) ? .secondaryLabel
                : action.attributes.contains(.destructive) ? .systemRed : .label
            platter.addSubview(row)
            rows.append(row)
        }
        let height = CGFloat(actions.count) * Self.rowHeight
        let width = min(Self.width, max(0, frame.width - 2 * Self.gap))
        let x = min(max(Self.gap, anchor.x - width / 2), max(Self.gap, frame.width - Self.gap - width))
        // Below the finger when the menu fits there, else above it, else as low as it fits.
        var y = anchor.y + Self.gap
        if y + height > frame.height - Self.gap { y = anchor.y - Self.gap - height }
        y = max(Self.gap, min(y, frame.height - Self.gap - height))
        platter.frame = CGRect(x: x, y: y, width: width, height: height)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: CGFloat(i) * Self.rowHeight, width: max(0, width - 32), height: Self.rowHeight)
        }
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard tap.state == .ended, let self else { return }
            self.tapped(at: tap.location(in: self.platter))
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The frame of the row showing `action`, in the overlay (for tests and hosts that tap it).
    func frameOfRow(for action: UIAction) -> CGRect? {
        guard let i = actions.firstIndex(where: { $0 === action }) else { return nil }
        return convert(rows[i].frame, from: platter)
    }

    private func tapped(at point: CGPoint) {
        guard platter.bounds.contains(point) else { return finish(nil) }
        let index = Int(point.y / Self.rowHeight)
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        if action.attributes.contains(.disabled) { return }
        finish(action)
    }

    private func finish(_ action: UIAction?) {
        let done = onFinish
        onFinish = nil
        done?(action)
    }
}
