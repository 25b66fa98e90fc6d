/// A view that lays out a list of views in a line, vertically or horizontally, with Auto Layout
/// constraints it makes and keeps up to date itself (iOS 9; custom spacing iOS 11).
///
/// As on iOS, the stack view adds real constraints between itself and its arranged subviews, named
/// `UISV-…` (their `identifier`), installed on the stack view; every change of `axis`,
/// `distribution`, `alignment`, spacing, margins or the arranged views replaces them in the next
/// update-constraints pass (AutoLayout/UIStackView+Arrangement.swift), so they never pile up. The
/// stack view's own size follows from those constraints and its arranged views' intrinsic sizes:
/// pinned to a scroll view's `contentLayoutGuide`, it gives the scroll view its `contentSize`.
///
/// Since iOS 14 a stack view draws its `backgroundColor` like any view, and so it does here; it draws
/// nothing else. Arranged subviews get `translatesAutoresizingMaskIntoConstraints = false`, as on iOS.
///
/// Bad input never traps: adding the stack view (or one of its ancestors) as its own arranged view is
/// refused with a log line, an index out of range is clamped, and non-finite spacings are ignored
/// (UIKit raises or gives undefined layout). Differences from iOS are listed in docs/PORTING.md.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length of the stack along its axis; raw values as the SDK's
    /// `UIStackViewDistribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack exactly, `spacing` apart; the view with the lowest content hugging
        /// (when stretching) or compression resistance (when squeezing) gives way, and among equals the
        /// last in `arrangedSubviews` (Apple: "based on their index").
        case fill = 0
        /// Every view gets the same length; they fill the stack, `spacing` apart.
        case fillEqually = 1
        /// Lengths proportional to the views' intrinsic lengths; they fill the stack, `spacing` apart.
        case fillProportionally = 2
        /// Views keep their intrinsic length; the gaps between them are equal and at least `spacing`.
        case equalSpacing = 3
        /// The distances between the views' centres are equal; gaps are at least `spacing`.
        case equalCentering = 4
    }

    /// How arranged views sit across the stack's axis; raw values as the SDK's `UIStackViewAlignment`.
    public enum Alignment: Int, Sendable {
        /// The views are stretched to the stack's full width (vertical) or height (horizontal).
        case fill = 0
        /// Against the leading edge (vertical stacks); `.top` is the same value for horizontal stacks.
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up. ScrollKit's baseline anchors are the top
        /// edge (UIView.firstBaselineAnchor), so this lays out like `.top`; a vertical stack treats it as `.leading`.
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Against the trailing edge (vertical stacks); `.bottom` is the same value for horizontal stacks.
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up. ScrollKit's baseline anchors are the bottom
        /// edge, so this lays out like `.bottom`; a vertical stack treats it as `.trailing`.
        case lastBaseline = 5
        /// Against the top edge (horizontal stacks); the same value as `.leading`.
        public static let top = Alignment.leading
        /// Against the bottom edge (horizontal stacks); the same value as `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// `customSpacing(after:)` of a view without a custom spacing; pass it to `setCustomSpacing` to
    /// go back to `spacing` (iOS 11).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system spacing between two siblings, as a `spacing` or custom spacing value (iOS 11):
    /// 8 pt here, VFL's standard spacing (NSLayoutConstraint+VisualFormat.swift).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack lays out, in order: always a subset of `subviews` (their z-order may differ).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the line; `.horizontal` by default, as on iOS.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// How views share the stack's length; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }
    /// How views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }

    /// The gap between adjacent arranged views: exact for the fill distributions, a minimum for
    /// `.equalSpacing` and `.equalCentering`. 0 by default. Negative values make the views overlap, as on
    /// iOS; NaN and infinities are ignored (the previous value stays), as `NSLayoutConstraint.constant`
    /// does here. `UIStackView.spacingUseSystem` means the system spacing (8 pt).
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite { spacing = oldValue; return }
            if spacing != oldValue { arrangementDidChange() }
        }
    }

    /// Whether vertical gaps are measured from the last baseline of the view above to the first baseline
    /// of the view below (iOS). ScrollKit's baselines are the bottom and top edges, so the spacing
    /// constraints use the baseline anchors and lay out as with `false`.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the arranged views are laid out inside `layoutMargins` (`layoutMarginsGuide`) rather than
    /// the bounds; `false` by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Custom gaps after arranged views (weak keys: the entry goes when the view stops being arranged).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides this stack view made for the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []
    var spacerGuides: [UILayoutGuide] = []
    /// Per arranged view, the constraint that breaks ties by index and follows its intrinsic length.
    var tieBreakers: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var arrangementIsStale = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As UIView's: there are no archives on Linux, so this makes an empty stack view (no arranged views,
    /// default properties) and reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A horizontal stack of `views`, in order (each is added as a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Appends `view` to `arrangedSubviews` (moving it to the end if it is there already) and adds it as
    /// a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts `view` at `stackIndex` in `arrangedSubviews` (moving it if it is arranged already) and adds
    /// it as a subview if it is not one. UIKit raises for an index beyond the end; here it is clamped.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Log.uikit.warning("UIStackView cannot arrange itself or one of its ancestors; refused, nothing changed")
            return
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementDidChange()
    }

    /// Takes `view` out of `arrangedSubviews`; as on iOS it stays a subview (call `removeFromSuperview()`
    /// to remove it from the screen). Views that are not arranged are ignored.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview leaving the stack view stops being arranged, as on iOS.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Custom spacing

    /// Sets the gap after `arrangedSubview` (iOS 11); `UIStackView.spacingUseDefault` goes back to
    /// `spacing`. Ignored for views that are not arranged and for non-finite values other than
    /// `spacingUseDefault`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }), !spacing.isNaN else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        if let value, !value.isFinite { return }
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview` set with `setCustomSpacing`, or `UIStackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Constraints

    /// Replaces the stack's `UISV-` constraints when something changed, then runs UIView's pass.
    open override func updateConstraints() {
        if arrangementIsStale { updateArrangementConstraints() }
        super.updateConstraints()
    }

    /// Something the constraints depend on changed: they are rebuilt in the next update pass.
    func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
