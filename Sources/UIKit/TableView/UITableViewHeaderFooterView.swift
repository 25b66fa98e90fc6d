import Foundation

/// UIKit's section header and footer view: a `contentView` with a `textLabel`. The table uses one
/// for each section title the data source returns; a delegate's `viewForHeaderInSection` may
/// return one too, usually from `dequeueReusableHeaderFooterView(withIdentifier:)`.
///
/// Porting note: `init(reuseIdentifier:)` is `required` (registered classes are created from their
/// type); subclasses override it with `required init`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was created with, under which the table queues it for reuse; nil for a view that is not reused.
    public let reuseIdentifier: String?
    /// The view that holds the text label; add custom subviews here. It fills the header or footer.
    public let contentView = UIView()
    /// Whether the table made this view for a title (and may reuse it).
    var isTitleView = false
    private var label: UILabel?

    // MARK: Background and configurations (Configuration/UITableViewHeaderFooterView+Configuration.swift)

    /// A view behind the content, sized to the header or footer; nil shows the background colour.
    public var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The content as a configuration (iOS 14): its view fills `contentView` in place of `textLabel`.
    public var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    /// The background as a value; when set it replaces `backgroundView` and the background colour.
    public var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    /// The view made by `contentConfiguration`.
    var configuredContentView: (UIView & UIContentView)?
    /// The view drawing `backgroundConfiguration`.
    var configuredBackgroundView: BackgroundConfigurationView?
    /// The style of the table that made the view (plain until a table dequeues it).
    var tableStyle = UITableView.Style.plain

    /// Creates an empty header or footer view to be handed out for `reuseIdentifier`. Required, unlike on
    /// iOS, so that registered classes can be created from their type.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The label for a title, created in `contentView` on first use and laid out inside the 16 pt margins.
    public var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel()
        made.font = .systemFont(ofSize: 13)
        made.textColor = TableAppearance.secondaryLabel
        contentView.addSubview(made)
        label = made
        setNeedsLayout()
        return made
    }

    /// The text label if it was made (nil before the first `textLabel` access).
    var textLabelIfMade: UILabel? { label }

    /// Called before the table hands the view out again; override it to reset custom content. The base does nothing.
    open func prepareForReuse() {}

    /// A plain header is an opaque light-gray bar (it pins over rows); grouped titles sit on the
    /// table's background; text in the margins, bold in plain headers (ScrollKit's choice).
    func configureAsTitle(_ title: String, header: Bool, style: UITableView.Style) {
        isTitleView = true
        textLabel?.text = title
        textLabel?.font = style == .plain && header ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 13)
        backgroundColor = style == .plain ? TableAppearance.plainHeaderBackground : nil
        isOpaque = style == .plain
    }

    /// Sizes the content view to the bounds and the text label to the width inside the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        layoutConfiguredViews()
        let m = TableAppearance.layoutMargin
        label?.frame = CGRect(x: m, y: 0, width: max(0, bounds.width - 2 * m), height: bounds.height)
    }
}
