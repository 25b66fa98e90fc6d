import Foundation

/// A single line of editable text: UIKit's `UITextField`.
///
/// Tap it (or call `becomeFirstResponder()`) to edit: a blinking caret appears, the host's typed
/// text arrives through `insertText(_:)` (`UIWindow.sendText`), keys through `pressesBegan`
/// (`UIWindow.sendKeyPress`: arrows, Shift+arrows, Home/End, Delete, Return, Command/Control+A/C/X/V).
/// Every user change asks the delegate first (`textField(_:shouldChangeCharactersIn:replacementString:)`,
/// with an `NSRange` in UTF-16 units as on iOS) and is then reported with `.editingChanged` actions
/// and `textDidChangeNotification`; setting `text` in code reports nothing, as on iOS.
///
/// The field draws its border, text, placeholder and selection in `draw(_:)` (override
/// `drawText(in:)`, `drawPlaceholder(in:)` or the `…Rect(forBounds:)` methods to change them); the
/// caret is a subview, so blinking never redraws the text. Text longer than the field scrolls
/// sideways to keep the caret in view. See also: `UITextFieldDelegate`, `UITextView`, `UIPasteboard`.
open class UITextField: UIControl, UITextInput {
    /// Whether the font follows the content size category (UIContentSizeCategoryAdjusting). Stored
    /// only: a ScrollKit window's category is always `large` and never changes while the app runs.
    open var adjustsFontForContentSizeCategory = false

    /// How the field's edge is drawn (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default for fields made in code).
        case none
        /// A thin dark rectangle.
        case line
        /// A sunken, bezeled rectangle.
        case bezel
        /// A white field with a light grey rounded border (the usual iOS look).
        case roundedRect
    }

    /// When an overlay view (the clear button) shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while editing (and the field has text, for the clear button).
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always (the clear button: whenever the field has text).
        case always
    }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder normally.
        case committed
    }

    // MARK: Content

    /// The field's text; never nil when read (setting nil gives ""). Setting it in code sends no
    /// delegate calls, actions or notifications, and puts the caret at the end.
    open var text: String? {
        get { core.text }
        set {
            core.setText(newValue ?? "")
            textDidChange(byUser: false)
        }
    }

    /// The text with the field's font and colour as attributes; setting it keeps only the characters
    /// (ScrollKit's field draws one font and colour).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: core.text, attributes: [.font: storedFont, .foregroundColor: storedTextColor]) }
        set { text = newValue?.string }
    }

    /// Shown in the placeholder colour (`UIColor.placeholderText`) while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }

    /// The text's font; nil restores the default, the 17 pt system font.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? UITextField.defaultFont; layoutDidChange() }
    }
    /// iOS's default text field font size is 17 pt (the body size).
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    var storedFont = UITextField.defaultFont

    /// The text's colour; nil restores the default black.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black; setNeedsDisplay() }
    }
    var storedTextColor: UIColor = .black

    /// Where the text sits across the field; `natural` (left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { layoutDidChange() } }
    /// How the edge is drawn; `.none` by default, as for fields made in code.
    open var borderStyle: BorderStyle = .none { didSet { layoutDidChange(); invalidateIntrinsicContentSize() } }
    /// When the clear button (a grey circled ×, which empties the field) shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Whether beginning to edit empties the field first (default false).
    open var clearsOnBeginEditing = false
    /// Shows every character as a bullet (•) and turns off Copy and Cut, for passwords.
    open var isSecureTextEntry = false { didSet { layoutDidChange() } }
    /// The keyboard the software keyboard shows for this field.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the software keyboard's Return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the software keyboard turns Shift on by itself.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// The field's delegate (held weakly, as on iOS).
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is editing (first responder).
    open var isEditing: Bool { editing }
    var editing = false

    // MARK: State

    var core = TextEditingCore()
    let caret = TextCaretView()
    /// How far the text is scrolled sideways so the caret stays inside the text rect.
    var horizontalScroll: CGFloat = 0
    var cachedLayout: TextLayout?
    /// Where a drag that began in the text started selecting (UTF-16 offset).
    var dragAnchor: Int?

    /// An empty field with no border, the 17 pt system font and black text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// No archives on Linux: an empty field with a zero frame (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        caret.isHidden = true
        addSubview(caret)
    }

    /// Something that moves glyphs changed: lay the text out again and redraw.
    func layoutDidChange() {
        cachedLayout = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A field's content mode is redraw: a new size draws the border and text again.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { layoutDidChange() } }
    }

    // MARK: Focus

    /// A field can always become first responder (the delegate decides in `becomeFirstResponder()`).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: asks `textFieldShouldBeginEditing`, takes first responder (the previous one
    /// resigns), then tells the delegate, sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification`. False when the field is not in a window, is disabled, or
    /// the delegate or the current first responder refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, isEnabled else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Stops editing: asks `textFieldShouldEndEditing` (false: stays first responder and returns
    /// false), then resigns, tells the delegate, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if window != nil, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        _ = super.resignFirstResponder()
        endEditing()
        return true
    }

    /// A field that leaves the window stops editing, as on iOS.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { resignFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { core.length > 0 }

    /// Inserts `text` at the caret, replacing the selection (and any marked text), if the delegate
    /// allows it: what typing and pasting do. A lone "\n" is the Return key (the software keyboard
    /// sends it so, as on iOS): it goes to `textFieldShouldReturn` instead; line breaks inside longer
    /// text become spaces, since a field holds one line.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            if let marked = core.markedRange { core.markedRange = nil; core.select(NSRange(location: marked.location + marked.length, length: 0)) }
            return returnPressed()
        }
        let single = text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
        let range = core.markedRange ?? core.selectedRange
        let hadMarked = core.markedRange != nil
        core.markedRange = nil
        if !userReplace(range, with: single), hadMarked {
            // The delegate refused the commit: the composition goes away rather than stay unmarked.
            core.replace(range, with: "")
            textDidChange(byUser: false)
        }
    }

    /// Deletes the selection, or the character before the caret, if the delegate allows it.
    open func deleteBackward() {
        if let marked = core.markedRange {
            core.markedRange = nil
            userReplace(marked, with: "")
            return
        }
        let range = deleteBackwardRange
        guard range.length > 0 else { return }
        userReplace(range, with: "")
    }

    // MARK: Overridable geometry (UITextField+Drawing.swift draws with them)

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn when not editing: the bounds inset for the border, less the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// Where the placeholder is drawn: the same as `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is drawn while editing: the same as `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button sits: a 19 pt square at the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// Draws the field's text (or secure bullets), with the selection highlight, in `rect`.
    open func drawText(in rect: CGRect) { drawEditableText(in: rect) }
    /// Draws the placeholder in `rect` in the placeholder colour.
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderText(in: rect) }

    /// Draws the border, then the text or the placeholder.
    open override func draw(_ rect: CGRect) { drawField() }

    /// Places the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateCaret()
    }

    /// The height of one line of text plus the border's padding; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: intrinsicHeight)
    }

    /// The text's width (or the placeholder's) plus padding, by the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize }

    // MARK: Touches and keys (UITextField+Touches.swift, UITextField+Keys.swift)

    /// Starts tracking; a touch on the clear button is remembered, one in the text places the caret.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { touchBegan(touch) }
    }
    /// A drag in the text of an editing field selects from where it began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { touchMoved(touch) }
    }
    /// A tap begins editing (or clears, on the clear button).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first { touchEnded(touch) }
    }
    /// Forgets the drag.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        dragAnchor = nil
        clearButtonTouched = false
    }
    var clearButtonTouched = false

    /// Editing keys while editing; printable keys are consumed (their text arrives through
    /// `insertText`); anything else goes up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handleKeyPress($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UITextInput (UITextField+TextInput.swift)

    /// The selection as a text range (nil when not editing, as on iOS); setting it moves the caret.
    open var selectedTextRange: UITextRange? {
        get { editing ? UITextRange(core.selectedRange) : nil }
        set {
            guard let newValue else { return }
            core.select(newValue.nsRange)
            selectionDidChange()
        }
    }
    /// The composing (IME) text, underlined; nil when nothing is being composed.
    open var markedTextRange: UITextRange? { core.markedRange.map { UITextRange($0) } }

    /// Shows `markedText` (an input method's composition) underlined in place of the marked text or
    /// the selection; `selectedRange` is the caret inside it. No delegate call: the text is not
    /// committed until `insertText(_:)` or `unmarkText()`.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { applyMarkedText(markedText ?? "", selectedRange: selectedRange) }
    /// Commits the marked text as it stands.
    open func unmarkText() { commitMarkedText() }
}
