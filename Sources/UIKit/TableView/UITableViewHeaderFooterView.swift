import Foundation

/// UIKit's section header and footer view: a `contentView` with a `textLabel`. The table uses one
/// for each section title the data source returns; a delegate's `viewForHeaderInSection` may
/// return one too, usually from `dequeueReusableHeaderFooterView(withIdentifier:)`.
///
/// Porting note: `init(reuseIdentifier:)` is `required` (registered classes are created from their
/// type); subclasses override it with `required init`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    /// Whether the table made this view for a title (and may reuse it).
    var isTitleView = false
    private var label: UILabel?

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    required public init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

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

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let m = TableAppearance.layoutMargin
        label?.frame = CGRect(x: m, y: 0, width: max(0, bounds.width - 2 * m), height: bounds.height)
    }
}
