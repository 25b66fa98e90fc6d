import Foundation

/// The list of a search controller's `searchSuggestions`: one 44 pt row per suggestion (title, and
/// its description in gray under it), a magnifying glass (or the suggestion's icon) before it, on
/// the system background, at the top of the search overlay under the bar. iOS lists suggestions so
/// over the results controller when the bar is not inline (Apple's `searchSuggestions`).
///
/// Row metrics: 44 pt (the HIG's minimum tap height), the icon in a 16 pt margin, the title 44 pt
/// from the leading edge; mirrored right to left. A tap on a row calls `onSelect` with its index.
@MainActor
final class SearchSuggestionsView: UIView {
    static let rowHeight: CGFloat = 44
    private var rows: [SearchSuggestionRow] = []
    var onSelect: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `suggestions`, one row each, top to bottom.
    func show(_ suggestions: [any UISearchSuggestion]) {
        for row in rows { row.removeFromSuperview() }
        rows = suggestions.enumerated().map { i, suggestion in
            let row = SearchSuggestionRow(suggestion: suggestion)
            row.addAction(UIAction { [weak self] _ in self?.onSelect?(i) }, for: .touchUpInside)
            addSubview(row)
            return row
        }
        setNeedsLayout()
    }

    /// The list's height: its rows.
    var preferredHeight: CGFloat { CGFloat(rows.count) * Self.rowHeight }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
    }
}

/// One suggestion's row: the icon, the title and the description, and a hairline under it.
@MainActor
final class SearchSuggestionRow: UIControl {
    let title = UILabel()
    let detail = UILabel()
    private let glyph = MagnifierGlyphView(frame: .zero)
    private let icon = UIImageView()
    private let separator = UIView()

    init(suggestion: any UISearchSuggestion) {
        super.init(frame: .zero)
        backgroundColor = .white
        title.text = suggestion.localizedSuggestion
        title.font = .systemFont(ofSize: 17)
        detail.text = suggestion.localizedDescription
        detail.font = .systemFont(ofSize: 13)
        detail.textColor = .secondaryLabel
        icon.image = suggestion.iconImage
        glyph.isHidden = suggestion.iconImage != nil
        icon.isHidden = suggestion.iconImage == nil
        separator.backgroundColor = .separator
        for view in [glyph, icon, title, detail, separator] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0.9, alpha: 1) : .white }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height, rtl = isRightToLeft
        let place = { (view: UIView, frame: CGRect) in view.frame = UIView.mirrored(frame, in: w, when: rtl) }
        place(glyph, CGRect(x: 16, y: (h - 14) / 2, width: 14, height: 14))
        place(icon, CGRect(x: 14, y: (h - 18) / 2, width: 18, height: 18))
        let hasDetail = !(detail.text ?? "").isEmpty
        let textWidth = max(0, w - 44 - 16)
        place(title, CGRect(x: 44, y: hasDetail ? 4 : 0, width: textWidth, height: hasDetail ? 22 : h))
        place(detail, CGRect(x: 44, y: 26, width: textWidth, height: hasDetail ? 16 : 0))
        let hairline = 1 / max(window?.screen.scale ?? 2, 1)
        place(separator, CGRect(x: 44, y: h - hairline, width: max(0, w - 44), height: hairline))
    }
}
