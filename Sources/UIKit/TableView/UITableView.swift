import Foundation

/// UIKit's table view: a vertical list of rows in sections on ScrollKit's `UIScrollView`, whose
/// physics, content-touch delay, indicators, insets and delegate apply unchanged.
///
/// Only the rows that intersect the bounds have cells (the seeds' tiling with reuse, WWDC 2009
/// session 102; Flutter's slivers keep "the visible range plus a cache extent", and ScrollKit's
/// cache extent is 0 so `willDisplay` means what it means on iOS). Row geometry lives in a
/// `RowHeightIndex` (prefix sums), so every frame costs O(log n + visible rows) whatever the row
/// count: UITableView+Layout.swift (loading: UITableView+Load.swift). Reuse: UITableView+Reuse.swift;
/// selection and touches: UITableView+Selection.swift; queries, reloads and scrolling to a row:
/// UITableView+Rows.swift; inserts, deletes and section reloads: UITableView+Updates.swift; section
/// headers and footers: UITableView+Headers.swift; table header and footer views:
/// UITableView+TableHeader.swift.
///
/// Porting notes: `delegate` is the scroll view's (see UITableViewDelegate); row animations
/// (`with: .fade` …) are accepted and not animated; data is loaded at the first layout or the first
/// query after `reloadData()`, as iOS loads it lazily.
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// Accepted for source compatibility; ScrollKit applies row updates without animation.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }

    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// UIKit's "choose a default for me" height (−1, the value iOS's constant has). ScrollKit resolves
    /// it: rows to `standardRowHeight`, headers and footers by style and title (TableAppearance).
    public static let automaticDimension: CGFloat = -1

    /// What `automaticDimension` resolves to for a row: 44 pt, the standard height of a default
    /// cell with one line of body text (Apple HIG, "minimum tappable area" 44 × 44 pt). ScrollKit
    /// does not size cells from their Auto Layout content yet, so every automatic row is 44 pt.
    static let standardRowHeight: CGFloat = 44

    public let style: Style

    public weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }

    /// Default `automaticDimension` (44 pt here) as on iOS 11 and later; NaN or negative → 0 (logged).
    public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Default `automaticDimension`: rows not yet displayed count at `rowHeight` (44 pt if that is
    /// automatic) until they are measured. 0 turns estimates off: every row's height is asked at load.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Padding above each section header (iOS 15). Apple documents the default as
    /// `automaticDimension` without its value; ScrollKit resolves automatic to 0.
    public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }

    public var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    public var separatorColor: UIColor? = TableAppearance.separatorColor { didSet { setNeedsLayout() } }
    /// The default separator inset of the cells (cells that set their own keep it).
    public var separatorInset = UIEdgeInsets(top: 0, left: TableAppearance.layoutMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    public var allowsSelection = true
    public var allowsMultipleSelection = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true  // a table shorter than its bounds still bounces, as on iOS
        backgroundColor = style == .plain ? TableAppearance.plainBackground : TableAppearance.groupedBackground
    }

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

    /// The delegate seen as a table delegate (nil when it is only a scroll view delegate).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // Touches that reach the table (from its cells, through the responder chain) select rows
    // (UITableView+Selection); ScrollKit does not forward them further up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlightTouchedRow() }
}
