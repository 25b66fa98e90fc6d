import Foundation

/// UIKit's table cell: a `contentView` holding the style's labels and image, an accessory on the
/// trailing side, a separator along the bottom, and backgrounds for the normal and the selected or
/// highlighted state. Layout per style: UITableViewCell+Layout.swift.
///
/// Porting note: `init(style:reuseIdentifier:)` is `required` here (so that registered classes can
/// be created from their type on Linux); a subclass that overrides it writes `required init(…)`
/// where iOS code writes `override init(…)`.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels and image, fixed at creation.
    public enum CellStyle: Int, Sendable {
        /// An optional image, then one text label filling the rest; no detail label.
        case `default`
        /// The text label on the leading side and a gray detail label right-aligned on the trailing side.
        case value1
        /// A narrow right-aligned blue title column, then the detail label; no image.
        case value2
        /// The text label above a smaller detail label, both after an optional image.
        case subtitle
    }
    /// The built-in accessories ScrollKit draws. (iOS's detail buttons are not built yet.)
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A gray chevron, the sign that tapping the row shows more.
        case disclosureIndicator
        /// A checkmark in the tint colour, the sign that the row is chosen. Its raw value is UIKit's
        /// (3: iOS's `detailDisclosureButton`, 2, is not built).
        case checkmark = 3
    }
    /// `.blue` and `.gray` draw as `.default` (the gray), as they do since iOS 7.
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection or highlight.
        case none
        /// A blue background before iOS 7; drawn like `default`, as iOS now does.
        case blue
        /// A gray background; drawn like `default`.
        case gray
        /// The standard gray background behind the selected or highlighted row.
        case `default`
    }

    /// The identifier the cell was created or registered with, used by the table to hand it out again;
    /// nil for a cell that is not reused.
    public let reuseIdentifier: String?
    let cellStyle: CellStyle

    /// Where custom content goes; the built-in labels and image live here too.
    public let contentView = UIView()

    /// Creates a cell with `style`'s labels and image, to be handed out for `reuseIdentifier`. Required
    /// here, not merely designated as on iOS, so that registered classes can be created from their type.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.standardRowHeight))
        backgroundColor = TableAppearance.cellBackground
        // The content view has the cell's size from the start, so constraints added in a
        // subclass's init never meet a zero-height content view (an unsatisfiable system).
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.backgroundColor = TableAppearance.separatorColor
        addSubview(separatorView)
    }

    /// Creates a `.default`-style cell with no reuse identifier and the given frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: Content configuration (UITableViewCell+ContentConfiguration.swift)

    /// The content's configuration (iOS 14): the view it makes fills `contentView`, in place of the
    /// built-in labels, and is updated in place when another configuration of its kind is set; nil
    /// removes it. Start from `defaultContentConfiguration()`.
    public var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    /// The view made by `contentConfiguration`.
    var configuredContentView: (UIView & UIContentView)?

    // MARK: Configuration state (Configuration/UITableViewCell+ConfigurationState.swift)

    /// The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void
    /// The cell's state now: traits, selected, highlighted, editing, swiped (override to add custom
    /// values; call super).
    open var configurationState: UICellConfigurationState { makeConfigurationState() }
    /// Called before the cell is first displayed and after each change of its state (selection,
    /// highlight, editing), at the next layout pass: update the cell's configurations for `state`.
    /// The default applies `updated(for:)` to the content and background configurations (when
    /// their `automaticallyUpdates…` flag is on); `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticConfigurationUpdates(for: state) }
    /// A closure run after `updateConfiguration(using:)` with the cell and its state; setting it
    /// asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The background as a value; when set it replaces `backgroundView` and the selected background.
    public var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// Whether a state change replaces `contentConfiguration` with its `updated(for:)` (default `true`).
    public var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change replaces `backgroundConfiguration` with its `updated(for:)` (default `true`).
    public var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether `updateConfiguration(using:)` is due at the next layout pass (true until the first one).
    var needsConfigurationUpdate = true
    /// The view drawing `backgroundConfiguration`.
    var configuredBackgroundView: BackgroundConfigurationView?

    // MARK: Built-in content (created on first use, as on iOS)

    private var builtInTextLabel: UILabel?
    private var builtInDetailLabel: UILabel?
    private var builtInImageView: UIImageView?

    /// The primary label (every style).
    public var textLabel: UILabel? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: cellStyle == .value2 ? TableAppearance.value2TitleFontSize : TableAppearance.bodyFontSize,
                                 weight: cellStyle == .value2 ? .semibold : .regular)
        if cellStyle == .value2 { label.textColor = TableAppearance.tint; label.textAlignment = .right }
        contentView.addSubview(label)
        builtInTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil for `.default`, as on iOS.
    public var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let builtInDetailLabel { return builtInDetailLabel }
        let label = UILabel()
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: TableAppearance.subtitleFontSize)
        default: label.font = .systemFont(ofSize: TableAppearance.bodyFontSize)
        }
        if cellStyle == .value1 { label.textColor = TableAppearance.secondaryLabel; label.textAlignment = .right }
        contentView.addSubview(label)
        builtInDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The leading image (`.default`, `.value1` and `.subtitle`; nil for `.value2`, as on iOS).
    public var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let builtInImageView { return builtInImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        builtInImageView = view
        setNeedsLayout()
        return view
    }

    var laidOutTextLabel: UILabel? { builtInTextLabel }
    var laidOutDetailLabel: UILabel? { builtInDetailLabel }
    var laidOutImageView: UIImageView? { builtInImageView }

    // MARK: Accessory and separator

    /// The built-in accessory drawn on the trailing side (default `.none`); `accessoryView` takes precedence when set.
    public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { accessoryDidChange() } } }
    /// A custom accessory; when set, it replaces `accessoryType`'s drawing.
    public var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// The accessory shown in place of `accessoryType` while the cell is editing (default `.none`).
    public var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { accessoryDidChange() } } }
    /// A custom accessory shown in place of `accessoryView` while the cell is editing.
    public var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// The custom accessory view shown now: the editing one while editing; none while the reorder
    /// control shows, which replaces any accessory (Apple's documentation of `showsReorderControl`).
    var shownAccessoryView: UIView? {
        if showsReorderControlNow { return nil }
        return editing.isEditing ? editingAccessoryView : accessoryView
    }
    var shownAccessoryType: AccessoryType {
        if showsReorderControlNow { return .none }
        return editing.isEditing ? editingAccessoryType : accessoryType
    }
    var builtInAccessory: TableCellAccessoryView?

    /// The separator's inset from the cell's edges (left and right are used). Unless set, the cell
    /// uses its table's `separatorInset`.
    public var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? tableSeparatorInset }
        set { explicitSeparatorInset = newValue; setNeedsLayout() }
    }
    private var explicitSeparatorInset: UIEdgeInsets?
    private var tableSeparatorInset = UIEdgeInsets(top: 0, left: TableAppearance.layoutMargin, bottom: 0, right: 0)
    let separatorView = UIView()

    /// Called by the table before the cell is displayed.
    func applyTableAppearance(separatorStyle: UITableView.SeparatorStyle, separatorColor: UIColor?, separatorInset: UIEdgeInsets) {
        tableSeparatorInset = separatorInset
        separatorView.isHidden = separatorStyle == .none
        separatorView.backgroundColor = separatorColor ?? TableAppearance.separatorColor
        setNeedsLayout()
    }

    func accessoryDidChange() {
        let shownView = shownAccessoryView
        for candidate in [accessoryView, editingAccessoryView] {
            if let candidate, candidate !== shownView, candidate.superview === self { candidate.removeFromSuperview() }
        }
        let type = shownAccessoryType
        if let shownView {
            builtInAccessory?.removeFromSuperview()
            builtInAccessory = nil
            if shownView.superview !== self { addSubview(shownView) }
        } else if type == .none {
            builtInAccessory?.removeFromSuperview()
            builtInAccessory = nil
        } else {
            if builtInAccessory == nil {
                let view = TableCellAccessoryView(frame: .zero)
                addSubview(view)
                builtInAccessory = view
            }
            builtInAccessory?.type = type
        }
        setNeedsLayout()
    }

    // MARK: Backgrounds, selection and highlight

    /// Whether and how the cell shows selection and highlight (default `.default`); `.none` shows neither.
    public var selectionStyle: SelectionStyle = .default { didSet { updateBackgrounds() } }

    /// A view drawn behind everything else in the cell, sized to the cell; nil shows the cell's background colour.
    public var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Shown behind the content while the cell is selected or highlighted (unless `selectionStyle`
    /// is `.none`). When nil, ScrollKit shows a plain gray view (systemGray4, TableAppearance).
    public var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateBackgrounds()
        }
    }
    private lazy var defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = TableAppearance.selectedBackground
        return view
    }()

    private var selectedState = false
    private var highlightedState = false

    /// Setting it calls `setSelected(_:animated: false)`.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Setting it calls `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows or hides the selected background. `animated` is accepted; the change is immediate.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selectedState != selected { setNeedsUpdateConfiguration() }
        selectedState = selected
        editing.control?.isChecked = selected  // the checkmark circle of multiple selection while editing
        updateBackgrounds()
    }

    /// Shows or hides the highlight (the selected background) while a finger is on the row.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlightedState != highlighted { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        updateBackgrounds()
    }

    /// The view shown for the selected or highlighted state now, if any.
    var shownSelectionBackground: UIView? {
        guard backgroundConfiguration == nil, selectionStyle != .none, selectedState || highlightedState else { return nil }
        return selectedBackgroundView ?? defaultSelectedBackground
    }

    func updateBackgrounds() {
        let shown = shownSelectionBackground
        for candidate in [selectedBackgroundView, defaultSelectedBackground] {
            guard let candidate, candidate !== shown else { continue }
            candidate.removeFromSuperview()
        }
        if let shown, shown.superview !== self {
            if let backgroundView, backgroundView.superview === self {
                insertSubview(shown, aboveSubview: backgroundView)
            } else {
                insertSubview(shown, at: 0)
            }
        }
        setNeedsLayout()
    }

    /// Called before the cell is handed out again by `dequeueReusableCell`. The default resets
    /// the selection and highlight, as UIKit does; content is the data source's to reset.
    open func prepareForReuse() {
        if editing.confirmationShown { editing.confirmationShown = false }
        if selectedState { setSelected(false, animated: false) }
        if highlightedState { setHighlighted(false, animated: false) }
    }

    // MARK: Editing (Editing/UITableViewCell+Editing.swift)

    /// What the cell shows in the table's editing mode, and the controls it made for it.
    var editing = TableCellEditingState()

    /// Whether the cell shows its editing controls; setting it calls `setEditing(_:animated: false)`.
    /// The table sets it for editable rows when its own `isEditing` changes.
    open var isEditing: Bool {
        get { editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing: the delete or insert control slides in from the leading edge (the
    /// content indents to make room, unless `shouldIndentWhileEditing` is false), the reorder
    /// control appears at the trailing edge when `showsReorderControl`, and `editingAccessoryType`
    /// replaces `accessoryType`. Animated over 0.3 s on the host clock (`tableEditingAnimationDuration`).
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing, animated: animated) }

    /// Called before the cell shows or hides its editing controls or the delete confirmation, with
    /// the states it is going to; the default does nothing. Override to adjust custom content.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell shows or hides its editing controls or the delete confirmation; the default does nothing.
    open func didTransition(to state: StateMask) {}

    /// Lays out the content view, the style's labels and image, the accessory, the backgrounds and the separator.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutCellContent()
    }
}
