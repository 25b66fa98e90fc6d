import Foundation

/// The text field inside a search bar (UIKit's `UISearchTextField`, iOS 13): a rounded gray field
/// with a magnifying glass on the left, a clear button while editing, and a Search return key.
///
/// Its look follows iOS 13+'s light appearance: 36 pt tall, corner radius 10, filled with the
/// tertiary system fill (118/118/128 at 12 %, the same gray as the segmented control's track), the
/// placeholder in the secondary label gray. The magnifier is drawn as a circle and a handle (iOS
/// shows an SF Symbol ScrollKit does not have). Tokens (`tokens`, `insertToken(_:at:)`) show as chips
/// between the magnifier and the text (UISearchTextField+Tokens.swift).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// iOS 13+'s search field height.
    static let height: CGFloat = 36
    /// The tertiary system fill, as the segmented control's track.
    static let fill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The room the magnifier takes at the left: 8 pt margin, a 14 pt glyph, 6 pt before the text.
    static let glyphArea: CGFloat = 28

    /// The search bar this field belongs to, asked before editing begins (set by the bar).
    weak var searchBar: UISearchBar?

    /// An empty search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    /// No archives on Linux: an empty search field with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        backgroundColor = Self.fill
        layer.cornerRadius = 10
        clipsToBounds = true
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
        addSubview(magnifier)
    }

    private let magnifier = MagnifierGlyphView(frame: .zero)

    /// The text starts after the magnifier and the tokens.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.textRect(forBounds: bounds)
        let shift = max(0, Self.glyphArea + tokensWidth - r.minX)
        r.origin.x += shift
        r.size.width = max(0, r.width - shift)
        return r
    }

    /// Places the magnifier at the left, centred vertically, and the token chips after it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        magnifier.frame = CGRect(x: 8, y: (bounds.height - 14) / 2, width: 14, height: 14)
        layoutChips()
    }

    /// The placeholder shows only while there are neither text nor tokens, as on iOS.
    open override func drawPlaceholder(in rect: CGRect) {
        guard tokens.isEmpty else { return }
        super.drawPlaceholder(in: rect)
    }

    // MARK: Tokens (UISearchTextField+Tokens.swift)

    var tokenState = SearchTokenState()

    /// The tokens, in order, shown as chips before the text. Setting them reports nothing.
    open var tokens: [UISearchToken] {
        get { tokenState.tokens }
        set { setTokens(newValue) }
    }

    /// Inserts `token` among the tokens at `tokenIndex` (0...tokens.count; another index logs one
    /// line and changes nothing).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) { insertTokenChecked(token, at: tokenIndex) }

    /// Removes the token at `tokenIndex` (an index with no token logs one line and changes nothing).
    open func removeToken(at tokenIndex: Int) { removeTokenChecked(at: tokenIndex) }

    /// The chips' colour (nil, the default: the field's tint, systemBlue).
    open var tokenBackgroundColor: UIColor? { didSet { tokenColorDidChange() } }

    /// Whether Backspace can select and delete tokens (default true).
    open var allowsDeletingTokens = true

    /// Whether tokens can be copied (stored: ScrollKit's pasteboard holds text only).
    open var allowsCopyingTokens = true

    /// The range of the field's text, which tokens are never part of (the whole text here).
    open var textualRange: UITextRange { UITextRange(NSRange(location: 0, length: core.length)) }

    /// Removes the text in `range` and inserts `token` at `tokenIndex`: how an app turns what the
    /// user typed into a token. The text change is a user edit (`.editingChanged`).
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        replaceTextualPortionChecked(of: range, with: token, at: tokenIndex)
    }

    /// Backspace over the tokens: selects the last token with the caret at the start of the text,
    /// deletes a selected token; otherwise deletes text.
    open override func deleteBackward() {
        if deleteBackwardOverTokens() { return }
        super.deleteBackward()
    }

    /// Typing deselects a selected token, then inserts the text.
    open override func insertText(_ text: String) {
        deselectToken()
        super.insertText(text)
    }
}

/// A magnifying glass: a ring and a short handle, in the placeholder gray.
final class MagnifierGlyphView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let ring = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 9, height: 9))
        ring.lineWidth = 1.8
        UIColor(white: 0.55, alpha: 1).setStroke()
        ring.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 9, y: 9))
        handle.addLine(to: CGPoint(x: 13, y: 13))
        handle.lineWidth = 2
        handle.stroke()
    }
}
