import Foundation

/// UIKit's table view: a vertical list of rows in sections on ScrollKit's `UIScrollView`, whose
/// physics, content-touch delay, indicators, insets and delegate apply unchanged.
///
/// Only the rows that intersect the bounds have cells (the seeds' tiling with reuse, WWDC 2009
/// session 102; Flutter's slivers keep "the visible range plus a cache extent", and ScrollKit's
/// cache extent is 0 so `willDisplay` means what it means on iOS). Row geometry lives in a
/// `TableGeometry` (prefix sums over sections, and per section a default height plus the rows that
/// differ), so every frame costs O(log n + visible rows) and memory does not grow with the row
/// count: UITableView+Layout.swift (loading: UITableView+Load.swift). Reuse: UITableView+Reuse.swift;
/// selection and touches: UITableView+Selection.swift; queries, reloads and scrolling to a row:
/// UITableView+Rows.swift; inserts, deletes and section reloads: UITableView+Updates.swift; section
/// headers and footers: UITableView+Headers.swift; table header and footer views:
/// UITableView+TableHeader.swift.
///
/// Self-sizing rows: UITableView+SelfSizing.swift; row animations: UITableView+RowAnimations.swift;
/// prefetching: UITableView+Prefetching.swift; the section index: UITableView+SectionIndex.swift;
/// editing mode and reordering: Editing/.
///
/// Porting notes: `delegate` is the scroll view's (see UITableViewDelegate); data is loaded at the
/// first layout or the first query after `reloadData()`, as iOS loads it lazily.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look, fixed at creation: whether sections run edge to edge or stand apart as groups.
    public enum Style: Int, Sendable {
        /// Sections run edge to edge on a white background; section headers stay pinned at the top
        /// while their section scrolls under them.
        case plain
        /// Sections stand apart as groups on a light-gray background; headers scroll with the rows.
        case grouped
        /// Like `grouped`, with the groups inset from the table's sides by the 16 pt layout margin
        /// (iOS 13). ScrollKit does not round the groups' corners.
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` place a row in the visible area.
    public enum ScrollPosition: Int, Sendable {
        /// Scrolls by the least amount that shows the whole row, and not at all if it is already visible.
        case none
        /// Puts the row at the top of the visible area.
        case top
        /// Centres the row vertically in the visible area.
        case middle
        /// Puts the row at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted and reloaded rows come and go, over `rowAnimationDuration` on the host
    /// clock (UITableView+RowAnimations).
    public enum RowAnimation: Int, Sendable {
        /// Rows fade in or out.
        case fade
        /// Rows slide in from or out to the right.
        case right
        /// Rows slide in from or out to the left.
        case left
        /// Rows slide in from or out toward the top, fading.
        case top
        /// Rows slide in from or out toward the bottom, fading.
        case bottom
        /// No animation for these rows: they appear or vanish at once (other rows still slide).
        case none
        /// Rows grow from or shrink into the middle of their space.
        case middle
        /// The table picks: a fade in ScrollKit. Its raw value is UIKit's (100).
        case automatic = 100
    }

    /// Whether the table draws a line between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines between rows.
        case none
        /// A thin line along the bottom of each row, inset by `separatorInset` (the default).
        case singleLine
    }

    /// UIKit's "choose a default for me" height (−1, the value iOS's constant has). Rows take their
    /// cell's height from its Auto Layout constraints (UITableView+SelfSizing; 44 pt for a cell
    /// without constraints); headers and footers resolve by style and title (TableAppearance).
    public static let automaticDimension: CGFloat = -1

    /// What `automaticDimension` resolves to for a row whose cell has no constraints, and the
    /// estimate when none is given: 44 pt, the standard height of a default cell with one line of
    /// body text (Apple HIG, "minimum tappable area" 44 × 44 pt).
    static let standardRowHeight: CGFloat = 44

    /// The style the table was created with (`init(frame:style:)`); it cannot change afterwards.
    public let style: Style

    /// The object that supplies the sections, rows and cells; held weakly. Setting it reloads the data at the next layout.
    public weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }

    /// Default `automaticDimension` (self-sizing) as on iOS 11 and later; NaN or negative → 0 (logged).
    public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Default `automaticDimension`: rows not yet displayed count at `rowHeight` (44 pt if that is
    /// automatic) until they are measured. 0 turns estimates off: every row's height is asked at load.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of every section header unless the delegate gives one per section. The default,
    /// `automaticDimension`, resolves by style and title: plain 28 pt with a title and none without,
    /// grouped 38 pt with a title and an 18 pt gap without (ScrollKit's values); NaN or negative → 0 (logged).
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of every section footer unless the delegate gives one per section; `automaticDimension`
    /// (the default) resolves as for `sectionHeaderHeight`. NaN or negative → 0 (logged).
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Whether automatic section headers size themselves from their views' Auto Layout constraints
    /// (iOS 11). The default, `automaticDimension`, and any positive value turn self-sizing on; 0
    /// turns it off. ScrollKit measures a self-sizing header when its section loads, so the value is
    /// not used as a placeholder height (UITableView+SelfSizingHeaders.swift).
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// As `estimatedSectionHeaderHeight`, for section footers.
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Padding above each section header (iOS 15). Apple documents the default as
    /// `automaticDimension` without its value; ScrollKit resolves automatic to 0.
    public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }

    /// Whether rows are divided by lines (default `.singleLine`).
    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The colour of the lines between rows; nil draws the system separator colour (the default).
    public var separatorColor: UIColor? = TableAppearance.separatorColor { didSet { setNeedsLayout() } }
    /// The default separator inset of the cells (cells that set their own keep it).
    public var separatorInset = UIEdgeInsets(top: 0, left: TableAppearance.layoutMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether a tap on a row selects it (default `true`); when `false`, rows neither highlight nor select,
    /// and `selectRow(at:animated:scrollPosition:)` is ignored too.
    public var allowsSelection = true
    /// Whether several rows can be selected at once (default `false`); a tap on a selected row then deselects it.
    public var allowsMultipleSelection = false

    /// Whether a tap on a row selects it while the table is editing (default `false`).
    public var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected at once while the table is editing (default `false`).
    /// Editable rows then show checkmark circles in place of their delete or insert controls.
    public var allowsMultipleSelectionDuringEditing = false {
        didSet { if oldValue != allowsMultipleSelectionDuringEditing { editingOptionsDidChange() } }
    }

    /// Whether the table is in editing mode; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { tableEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: every editable row shows its delete or insert control, indents,
    /// and shows its reorder control if it can move (Editing/UITableView+Editing.swift). Animated
    /// over `editingAnimationDuration` on the host clock.
    open func setEditing(_ editing: Bool, animated: Bool) { applyTableEditing(editing, animated: animated) }

    /// The object told which rows will be displayed soon (UITableView+Prefetching); held weakly, as on iOS.
    public weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether `prefetchDataSource` is told about upcoming rows (default `true`, iOS 15).
    public var isPrefetchingEnabled = true

    /// The colour of the section index's titles; nil uses the tint colour (systemBlue).
    public var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The section index bar's background while it is not touched; nil is clear.
    public var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The section index bar's background while a finger is on it; nil is clear.
    public var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The section index appears only when the table has at least this many rows (default 0: always).
    public var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    // MARK: Background, insets and self-sizing options (UITableView+Background.swift)

    /// A view behind the rows, headers and footers, sized to the table's bounds (it stays in place
    /// while the rows scroll); nil (the default) shows the background colour.
    public var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            placeBackgroundView()
        }
    }
    /// What `separatorInset` is measured from (default `.fromCellEdges`).
    public var separatorInsetReference: SeparatorInsetReference = .fromCellEdges { didSet { setNeedsLayout() } }
    /// Whether cells' layout margins follow the readable content width (default `false` on iOS 15+);
    /// stored: ScrollKit's cells keep the 16 pt margins.
    public var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views stay inside the safe area (default `true`); stored: ScrollKit's
    /// cells fill the row (the table is usually full width in a portrait window with no side insets).
    public var insetsContentViewsToSafeArea = true
    /// How self-sizing cells ask to be measured again (iOS 16; default `.enabled`); stored.
    public var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Long-press context menus for rows (Menus/ContextMenuDriver.swift).
    lazy var contextMenus = ContextMenuDriver(source: self)

    /// Creates a table in `style`, with the style's background and vertical bounce always on, as on iOS.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true  // a table shorter than its bounds still bounces, as on iOS
        addGestureRecognizer(swipeActions.recognizer)
        addGestureRecognizer(reorderRecognizer)
        addGestureRecognizer(contextMenus.recognizer)
        backgroundColor = style == .plain ? TableAppearance.plainBackground : TableAppearance.groupedBackground
    }

    /// Creates a plain-style table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: State (read by the extensions)

    /// Counts and heights of what the data source last reported.
    var geometry = TableGeometry()
    var needsReload = true
    /// Bumped whenever the geometry is replaced (loads, updates), so a layout pass whose data source
    /// or delegate reloaded the table in a callback stops using index paths from before.
    var geometryGeneration = 0
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableTitleViews: [UITableViewHeaderFooterView] = []
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    var selectedRows: Set<IndexPath> = []
    /// The row under a finger that may become a tap (UITableView+Selection).
    var touchedRow: IndexPath?
    var warnedAboutHeights = false
    var tableHeaderViewStorage: UIView?
    var tableFooterViewStorage: UIView?
    /// Inserts and deletes collected between `beginUpdates` and `endUpdates` (UITableView+Updates).
    var pendingUpdates = TableUpdates()
    /// Swipes rows open, and holds the row swiped open (SwipeActions/, TableView/SwipeActions/).
    lazy var swipeActions = SwipeActionsController(host: self)
    /// Editing mode (Editing/UITableView+Editing.swift).
    var tableEditing = false
    /// The row being dragged by its reorder control (Editing/UITableView+Reorder.swift).
    var reorder: TableReorder?
    /// Recognizes drags that start on a reorder control.
    lazy var reorderRecognizer: UIPanGestureRecognizer = makeReorderRecognizer()
    /// A batch's animation waiting for the next layout pass (UITableView+RowAnimations).
    var pendingRowAnimation: PendingRowAnimation?
    /// Self-sizing cells measured in the current layout pass, waiting to be displayed (UITableView+SelfSizing).
    var preparedCells: [IndexPath: UITableViewCell] = [:]
    /// Prefetching state (UITableView+Prefetching).
    var prefetchState = TablePrefetchState()
    /// The section index bar, while the data source gives index titles (UITableView+SectionIndex).
    var sectionIndexBar: TableSectionIndexBar?

    /// The delegate seen as a table delegate (nil when it is only a scroll view delegate).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    func setNeedsReload() {
        abandonReorder()
        needsReload = true
        setNeedsLayout()
    }

    /// Lays out the scroll view, then loads the data if needed and places the visible rows, headers and footers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Refuses the scroll view's pan for a finger that came down on the section index bar (a drag
    /// along the index moves through the sections instead of scrolling the rows, as on iOS) or that
    /// swipes a row with swipe actions; the swipe recognizer begins only for such swipes.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeActions.recognizer { return swipeActions.panIsRowSwipe(swipeActions.recognizer) }
        if gestureRecognizer === reorderRecognizer { return panStartsOnReorderControl(reorderRecognizer) }
        if gestureRecognizer === panGestureRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            if panStartsOnReorderControl(pan) { return false }
            if let bar = sectionIndexBar, bar.superview === self, !bar.isHidden, let start = pan.start, let window,
               bar.frame.contains(convert(start, from: window)) { return false }
            if swipeActions.panIsRowSwipe(pan) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // Touches that reach the table (from its cells, through the responder chain) select rows
    // (UITableView+Selection); ScrollKit does not forward them further up the chain.
    /// Highlights the row under the finger (after the scroll view's content-touch delay).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if swipeActions.closeOnTouch() { return }  // a touch beside an open row only closes it
        tableTouchesBegan(touches)
    }
    /// Does nothing: a finger that moves far enough is taken by the scroll view's pan, which cancels the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Selects (or, in multiple selection, toggles) the highlighted row when the finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }
    /// Removes the highlight without selecting, as when a drag turns the touch into a scroll.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlightTouchedRow() }
}
