import Foundation

/// Columns of view controllers side by side (UIKit's `UISplitViewController`): a partial implementation.
///
/// What works, with iOS's semantics: the column styles (`init(style:)`, `setViewController(_:for:)`,
/// `viewController(for:)`), the classic style's `viewControllers`, `preferredDisplayMode` resolved to
/// `displayMode`, `preferredSplitBehavior` resolved to `splitBehavior`, `show(_:)`/`hide(_:)`,
/// `primaryEdge`, the primary column's width (`preferredPrimaryColumnWidthFraction` clamped between
/// `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth`) and `isCollapsed`, which follows the
/// horizontal size class: collapsed (compact width), only the `.compact` column's controller shows, or
/// the primary one when there is none. Column controllers are children (`addChild`/`didMove(toParent:)`).
///
/// Not done (docs/FEATURES.md): wrapping column controllers in navigation controllers, the display-mode
/// button and its gestures, animated column transitions, the delegate, `.inspector`.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The width iOS gives an automatic primary or supplementary column on an iPad (320 pt, the
    /// sidebar width of Apple's templates); the clamp's default bounds are this value too.
    static let automaticColumnWidth: CGFloat = 320

    /// The kind of split view controller, fixed at creation.
    public let style: Style

    /// A column-style split view controller (`.doubleColumn` or `.tripleColumn`).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller (`style` is `.unspecified`), configured through `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view controller, as `init(nibName:bundle:)` (there are no archives to decode).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    private var columns: [Column: UIViewController] = [:]
    /// The mode `show(_:)`/`hide(_:)` asked for; setting `preferredDisplayMode` clears it.
    private var requestedMode: DisplayMode?

    /// The controllers of the shown columns, primary first (the classic style's configuration; setting
    /// it assigns `.primary` and `.secondary`, as on iOS).
    open var viewControllers: [UIViewController] {
        get { ([Column.primary, .supplementary, .secondary]).compactMap { columns[$0] } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[newValue.count - 1] : nil, for: .secondary)
        }
    }

    /// Puts `vc` in `column` (nil empties it), replacing the controller there.
    /// Bad input: a column the style does not have (`.supplementary` outside `.tripleColumn`) is
    /// ignored with one log line (iOS logs and ignores it too); so is `.inspector`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if column == .inspector || (column == .supplementary && style != .tripleColumn) {
            Log.uikit.warning("UISplitViewController: no \(String(describing: column)) column in style \(String(describing: self.style)); ignored")
            return
        }
        if let old = columns[column] {
            guard old !== vc else { return }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = vc
        if let vc {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller in `column`, or nil.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `column`, changing `displayMode` as iOS does: the primary column brings every side
    /// column of the style; the supplementary one (triple column) shows beside or over the secondary.
    open func show(_ column: Column) {
        let triple = style == .tripleColumn
        switch column {
        case .primary: requestedMode = triple ? mode(sideColumns: 2) : mode(sideColumns: 1)
        case .supplementary where triple: requestedMode = mode(sideColumns: 1)
        default: return
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides `column`: in the triple-column style hiding the primary column leaves the supplementary
    /// one; otherwise only the secondary column stays. The secondary column cannot be hidden.
    open func hide(_ column: Column) {
        let triple = style == .tripleColumn
        switch column {
        case .primary: requestedMode = triple ? mode(sideColumns: 1) : .secondaryOnly
        case .supplementary where triple: requestedMode = .secondaryOnly
        default: return
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The display mode with `count` side columns, arranged as `splitBehavior` says.
    private func mode(sideColumns count: Int) -> DisplayMode {
        switch (count, splitBehavior) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        case (_, .displace): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    // MARK: Display mode and behaviour

    /// The arrangement you ask for; `.automatic` (the default) lets the split view controller choose.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { requestedMode = nil; viewIfLoaded?.setNeedsLayout() }
    }
    /// The behaviour you ask for; `.automatic` (the default) lets the split view controller choose.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Which side the primary column is on.
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's background style.
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// Whether the display-mode button would show (ScrollKit draws none).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The behaviour in effect: the preferred one, or `.tile` for `.automatic` (the choice iOS makes
    /// for a wide, landscape window).
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The arrangement in effect: `.secondaryOnly` when collapsed; else the mode `show(_:)`/`hide(_:)`
    /// last asked for, or the preferred one. `.automatic` shows every side column of the style (one
    /// for double column and classic, two for triple column) as `splitBehavior` arranges them, the
    /// choice iOS makes for a wide window. The double-column style has no "two" modes: they become
    /// the matching "one" mode.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        let triple = style == .tripleColumn
        let wanted = requestedMode ?? preferredDisplayMode
        switch wanted {
        case .automatic: return mode(sideColumns: triple ? 2 : 1)
        case .twoBesideSecondary, .twoDisplaceSecondary where !triple: return .oneBesideSecondary
        case .twoOverSecondary where !triple: return .oneOverSecondary
        default: return wanted
        }
    }

    /// Whether only one column shows: true when the horizontal size class is compact, as on iOS.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    // MARK: Column widths

    /// The primary column's width as a fraction of the split view's; `automaticDimension` (the
    /// default) asks for the automatic width. Clamped by the minimum and maximum widths.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest primary column; `automaticDimension` means the automatic width.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The widest primary column; `automaticDimension` means the automatic width.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The primary column's width for the current size (whether or not it shows).
    open var primaryColumnWidth: CGFloat {
        let total = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        let auto = Self.automaticColumnWidth
        func resolved(_ v: CGFloat) -> CGFloat { v < 0 || !v.isFinite ? auto : v }
        let lower = resolved(minimumPrimaryColumnWidth), upper = max(lower, resolved(maximumPrimaryColumnWidth))
        let fraction = preferredPrimaryColumnWidthFraction
        let wanted = fraction >= 0 && fraction <= 1 && fraction.isFinite ? fraction * total : auto
        return min(max(wanted, lower), upper, total)
    }
    /// The supplementary column's width (the automatic width, as on iOS by default).
    open var supplementaryColumnWidth: CGFloat {
        min(Self.automaticColumnWidth, viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
    }

    // MARK: The view

    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.owner = self
        view = container
    }

    /// Places the column controllers' views for `displayMode` (SplitContainerView's layout pass).
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        if isCollapsed {
            let shown = columns[.compact] ?? columns[.primary] ?? columns[.secondary]
            for (_, vc) in columns where vc !== shown { vc.viewIfLoaded?.removeFromSuperview() }
            if let shown { place(shown, in: bounds, on: view) }
            return
        }
        columns[.compact]?.viewIfLoaded?.removeFromSuperview()
        let mode = displayMode
        let primaryWidth = primaryColumnWidth, supplementaryWidth = supplementaryColumnWidth
        var sideColumns: [(Column, CGFloat)] = []
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary:
            // The one side column is the supplementary one in the triple-column style.
            sideColumns = [style == .tripleColumn ? (.supplementary, supplementaryWidth) : (.primary, primaryWidth)]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            sideColumns = [(.primary, primaryWidth), (.supplementary, supplementaryWidth)]
        default: break
        }
        let sideWidth = sideColumns.reduce(0) { $0 + $1.1 }
        let leading = primaryEdge == .leading
        var x: CGFloat = leading ? 0 : bounds.width
        for (column, width) in sideColumns {
            guard let vc = columns[column] else { continue }
            let frame = leading ? CGRect(x: x, y: 0, width: width, height: bounds.height)
                                : CGRect(x: x - width, y: 0, width: width, height: bounds.height)
            x += leading ? width : -width
            place(vc, in: frame, on: view)
        }
        let shownSide = Set(sideColumns.map(\.0))
        for column in [Column.primary, .supplementary] where !shownSide.contains(column) {
            columns[column]?.viewIfLoaded?.removeFromSuperview()
        }
        guard let secondary = columns[.secondary] else { return }
        var secondaryFrame = bounds
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary:
            secondaryFrame.size.width = max(0, bounds.width - sideWidth)
            if leading { secondaryFrame.origin.x = sideWidth }
        case .twoDisplaceSecondary:
            secondaryFrame.origin.x = leading ? sideWidth : -sideWidth   // moved aside, full width
        default: break
        }
        place(secondary, in: secondaryFrame, on: view)
        view.sendSubviewToBack(secondary.view)   // overlaid columns lie over the secondary one
    }

    private func place(_ vc: UIViewController, in frame: CGRect, on container: UIView) {
        if vc.view.superview !== container { container.addSubview(vc.view) }
        vc.view.frame = frame
    }
}

/// The split view controller's root view: lays out the columns.
final class SplitContainerView: UIView {
    weak var owner: UISplitViewController?
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutColumns()
    }
}
