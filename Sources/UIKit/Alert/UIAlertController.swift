import Foundation

/// An alert or an action sheet (UIKit's `UIAlertController`), presented with `present(_:animated:)`.
///
/// - **Presentation**: over the whole window (`.overFullScreen`) with a cross-dissolve, so the
///   presenter stays on screen and hears no appearance callbacks, as for iOS's alerts; the alert's view
///   dims the window behind it (`UIViewController.sheetDimmingColor`, black at 20 %) and takes every
///   touch. iOS also scales an alert in from 1.2×; ScrollKit only fades (0.35 s, the presentation length).
/// - **`.alert`**: a card 270 pt wide, centred (above the software keyboard when one shows), corner
///   radius 14: title (17 pt bold) and message (13 pt) centred, text fields under them, then the
///   buttons, 44 pt tall: side by side when there are exactly two (the cancel action on the left),
///   else stacked with the cancel action last.
/// - **`.actionSheet`** (iPhone): the actions in a group 8 pt from the sides, 57 pt rows in 20 pt text,
///   under the title and message (13 pt, grey), the cancel action in its own box below, the group's
///   bottom at the bottom safe-area inset (8 pt without one).
/// - **Buttons**: `.default` blue, `.destructive` red, the cancel action (or `preferredAction`) bold.
///   A tap dismisses the alert (animated) and then runs the action's handler, as on iOS.
///   Measurements are ScrollKit's reading of iOS 17 screenshots, not published numbers.
///
/// Bad input (one log line, nothing changes): a second `.cancel` action; `addTextField` on an action
/// sheet (iOS raises for both); a `preferredAction` that is not one of `actions`.
/// Not built: tapping outside an action sheet, the blur behind the card, scrolling when the actions do
/// not fit, `UIAlertController` as a popover on wide windows.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Which kind of alert.
    public enum Style: Int, Sendable {
        /// A sheet of actions that rises from the bottom.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// An alert with `title`, `message` and `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// The text under the title.
    open var message: String? { didSet { contentChanged() } }
    /// The alert's kind, fixed at creation (`.actionSheet` for `init(nibName:bundle:)`, as on iOS).
    public private(set) var preferredStyle: UIAlertController.Style = .actionSheet

    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []

    /// Adds a button for `action` (a second `.cancel` action is refused, logged).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Log.uikit.warning("UIAlertController can only have one action with a style of .cancel; addAction ignored")
            return
        }
        actions.append(action)
        contentChanged()
    }

    /// The action drawn bold instead of the cancel action (nil: none). One of `actions`, else refused (logged).
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Log.uikit.warning("UIAlertController.preferredAction must be one of its actions; ignored")
                return
            }
            preferred = newValue
            contentChanged()
        }
    }
    private var preferred: UIAlertAction?

    /// Adds a text field under the message (alerts only; on an action sheet refused, logged) and
    /// passes it to `configurationHandler` to set up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Log.uikit.warning("UIAlertController: text fields can only be added to an alert of style .alert; addTextField ignored")
            return
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: Self.alertWidth - 32, height: Self.textFieldHeight))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        fields.append(field)
        configurationHandler?(field)
        contentChanged()
    }

    /// The text fields, in the order added (nil when there are none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    var fields: [UITextField] = []

    // MARK: Geometry (ScrollKit's reading of iOS 17 screenshots)

    /// An alert's width.
    static let alertWidth: CGFloat = 270
    /// An alert's corner radius; an action sheet's boxes use 13.
    static let alertCornerRadius: CGFloat = 14
    static let actionSheetCornerRadius: CGFloat = 13
    /// An alert button's height; an action sheet row's.
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    /// An action sheet's margin from the window's sides and its gap above the cancel box.
    static let sheetMargin: CGFloat = 8
    /// A text field's height and the gap above each.
    static let textFieldHeight: CGFloat = 28
    /// The card's background (iOS blurs; ScrollKit paints a light grey).
    static let cardColor = UIColor(white: 0.97, alpha: 1)

    /// Whether a tap already started the dismissal (later taps are ignored).
    var isFinishing = false
    /// The card views, rebuilt when the content changes (AlertContentView.swift).
    var content: AlertContentView?
    private var keyboardObserver: NSObjectProtocol?

    open override func loadView() {
        let root = AlertRootView(frame: UIScreen.main.bounds)
        root.owner = self
        root.backgroundColor = UIViewController.sheetDimmingColor
        view = root
    }

    /// Lays the card out again when the keyboard moves (observed while the alert is on screen).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard keyboardObserver == nil else { return }
        keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                                  object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.viewIfLoaded?.setNeedsLayout() }
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
    }

    /// The first text field takes the keyboard when the alert has appeared, as on iOS.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = fields.first?.becomeFirstResponder()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in fields where field.isFirstResponder { _ = field.resignFirstResponder() }
    }

    private func contentChanged() {
        content?.removeFromSuperview()
        content = nil
        viewIfLoaded?.setNeedsLayout()
    }

    /// Builds the card (or sheet) if needed and places it.
    func layoutAlert() {
        if content == nil {
            let made = AlertContentView(alert: self)
            view.addSubview(made)
            content = made
        }
        content?.place(in: view.bounds, safeArea: view.safeAreaInsets, keyboardTop: keyboardTop())
    }

    /// The software keyboard's top in this view's coordinates, if one shows.
    private func keyboardTop() -> CGFloat? {
        guard let window = view.window, let frame = window.softwareKeyboardFrame, frame.height > 0 else { return nil }
        return view.convert(frame, from: window).minY
    }

    /// A button was tapped: dismiss, then run the handler.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled, !isFinishing else { return }
        isFinishing = true
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// The alert's root view: the dimming colour over the window, holding the card.
final class AlertRootView: UIView {
    weak var owner: UIAlertController?
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutAlert()
    }
}
