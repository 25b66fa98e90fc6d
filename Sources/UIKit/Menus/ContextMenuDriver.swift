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
    /// The delegate's view to lift for `configuration` (`previewForHighlightingContextMenuWithConfiguration`).
    func contextMenuHighlightPreview(_ configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the preview (`willPerformPreviewActionForMenuWith`).
    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: UIContextMenuInteractionCommitAnimating)
}

/// Long-press context menus for a table or collection view, as on iOS: holding a finger still on a
/// row for `minimumPressDuration` (0.5 s, UILongPressGestureRecognizer's default, which is also the
/// press iOS's context menus wait for without 3D Touch) asks the delegate for a configuration; if
/// it gives one whose action provider makes a menu, the menu shows and the touch is taken from the
/// row (its highlight ends, it is not selected). Without a configuration the press recognizer fails
/// and the touch goes on as usual.
///
/// The preview: the configuration's `previewProvider` is called once per menu and its controller's
/// view shows above the list; without one, the view of the delegate's highlight `UITargetedPreview`
/// is lifted (a picture of it above the dimming). Tapping the preview asks the delegate's
/// `willPerformPreviewActionForMenuWith`, closes the menu, then runs the commit animator's completions.
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
        let configuration = pending.configuration
        let controller = configuration.previewProvider?()
        let highlight = source.contextMenuHighlightPreview(configuration)
        let animator = ImmediateContextMenuAnimator(previewViewController: controller)
        source.contextMenuWillDisplay(configuration, animator: animator)
        let preview: ContextMenuOverlay.Preview? = if let controller {
            .controller(controller)
        } else if let highlight, highlight.view.window === window {
            .lifted(highlight)
        } else {
            nil
        }
        let overlay = ContextMenuOverlay(frame: window.bounds, actions: pending.menu.flattenedActions,
                                         title: pending.menu.title,
                                         anchor: window.convert(pending.point, from: source), preview: preview)
        overlay.onFinish = { [weak self, weak overlay] outcome in
            overlay?.close()
            let commit: ImmediateContextMenuCommitAnimator?
            if case .preview = outcome {
                let animator = ImmediateContextMenuCommitAnimator(previewViewController: controller)
                self?.source.contextMenuWillPerformPreviewAction(configuration, animator: animator)
                commit = animator
            } else {
                commit = nil
            }
            let end = ImmediateContextMenuAnimator(previewViewController: controller)
            self?.source.contextMenuWillEnd(configuration, animator: end)
            end.finish()
            if case .action(let chosen) = outcome { chosen.perform() }   // after the menu closed, as on iOS
            commit?.finish()
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

    /// What shows above the list.
    enum Preview {
        /// A preview provider's controller: its view, laid out at the preview's size.
        case controller(UIViewController)
        /// A delegate's highlight preview: a picture of its view where the view is.
        case lifted(UITargetedPreview)
    }

    /// How the menu closed.
    enum Outcome {
        /// A tap outside the list and the preview.
        case dismissed
        /// A tap on an enabled action.
        case action(UIAction)
        /// A tap on the preview.
        case preview
    }

    let actions: [UIAction]
    let platter = UIView()
    /// The rounded container of the preview (nil: no preview).
    private(set) var previewPlatter: UIView?
    private let previewController: UIViewController?
    private(set) var rows: [UILabel] = []
    /// Called once with how the menu closed.
    var onFinish: ((Outcome) -> Void)?

    init(frame: CGRect, actions: [UIAction], title: String, anchor: CGPoint, preview: Preview? = nil) {
        self.actions = actions
        if case .controller(let controller) = preview { previewController = controller } else { previewController = nil }
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIViewController.sheetDimmingColor
        platter.backgroundColor = .secondarySystemBackground
        platter.layer.cornerRadius = Self.cornerRadius
        platter.clipsToBounds = true
        var controllerSize: CGSize?
        var lifted: CGRect?
        switch preview {
        case .controller(let controller):
            _ = controller.view   // loaded first: controllers often set their preferred size in viewDidLoad
            controllerSize = controller.preferredContentSize
        case .lifted(let target): lifted = target.view.convert(target.view.bounds, to: nil)
        case nil: break
        }
        let layout = ContextMenuPreviewLayout(bounds: CGRect(origin: .zero, size: frame.size), anchor: anchor,
                                              rowCount: actions.count, controllerSize: controllerSize, lifted: lifted)
        if let preview, let previewFrame = layout.preview {
            let container = UIView(frame: previewFrame)
            container.layer.cornerRadius = Self.cornerRadius
            container.clipsToBounds = true
            switch preview {
            case .controller(let controller):
                container.backgroundColor = .systemBackground
                let view = controller.view!
                view.frame = container.bounds
                container.addSubview(view)
            case .lifted(let target):
                container.backgroundColor = target.parameters.backgroundColor ?? .systemBackground
                container.addSubview(LiftedPreviewView(target: target.view))
            }
            addSubview(container)
            previewPlatter = container
        }
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
        platter.frame = layout.menu
        let width = layout.menu.width
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: CGFloat(i) * Self.rowHeight, width: max(0, width - 32), height: Self.rowHeight)
        }
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard tap.state == .ended, let self else { return }
            if let preview = self.previewPlatter, preview.bounds.contains(tap.location(in: preview)) {
                return self.finish(.preview)
            }
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
        guard platter.bounds.contains(point) else { return finish(.dismissed) }
        let index = Int(point.y / Self.rowHeight)
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        if action.attributes.contains(.disabled) { return }
        finish(.action(action))
    }

    private func finish(_ outcome: Outcome) {
        let done = onFinish
        onFinish = nil
        done?(outcome)
    }

    /// Takes the menu off the window and hands the preview controller's view back (an app pushes
    /// or presents the controller in the commit animator's completion).
    func close() {
        previewController?.view.removeFromSuperview()
        removeFromSuperview()
    }
}

/// A picture of a lifted view, drawn when the menu is first displayed rather than when it is built:
/// the press that opens the menu takes the touch from the row afterwards, and the row's highlight
/// must be gone from the picture.
final class LiftedPreviewView: UIView {
    private let target: UIView

    init(target: UIView) {
        self.target = target
        super.init(frame: target.bounds)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        target.layer.render(in: context)
    }
}
