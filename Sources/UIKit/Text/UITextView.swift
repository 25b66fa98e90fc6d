import Foundation

/// Scrollable, multi-line editable text: UIKit's `UITextView` (a `UIScrollView`).
///
/// The text wraps at the view's width less `textContainerInset` and the 5 pt line fragment padding
/// on each side (TextKit's default `lineFragmentPadding`), and the content size follows the text's
/// height. Editing works as in `UITextField` (keys through `pressesBegan`, text through
/// `insertText(_:)`), plus: Return inserts a line break, Up and Down move by line (keeping the
/// column), Home and End go to the ends of the line, and the view scrolls to keep the caret visible.
/// A tap places the caret (and begins editing); a drag scrolls, as on iOS (there is no drag
/// selection: use Shift with the arrows).
///
/// Only the visible lines are drawn: a content view the size of the visible rect (plus one screen
/// above and below) is redrawn when scrolling leaves it, so a long text costs its layout (once per
/// change, proportional to the text) but not a backing store of its full height.
/// See also: `UITextViewDelegate`, `UITextField`.
open class UITextView: UIScrollView, UITextInput {
    /// Whether the font follows the content size category (UIContentSizeCategoryAdjusting). Stored
    /// only: a ScrollKit window's category is always `large` and never changes while the app runs.
    open var adjustsFontForContentSizeCategory = false

    // MARK: Content

    /// The text; never nil when read. Setting it sends no delegate calls or notifications.
    open var text: String! {
        get { core.text }
        set {
            core.setText(newValue ?? "")
            textDidChange(byUser: false)
        }
    }

    /// The text's font; nil (the default) draws in the 12 pt system font, as iOS does.
    open var font: UIFont? { didSet { layoutDidChange() } }
    /// The text's colour; nil (the default) draws black, as `UIColor.label` in the light appearance.
    open var textColor: UIColor? { didSet { contentView.setNeedsDisplay() } }
    /// Where lines sit between the edges; `natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { layoutDidChange() } }
    /// Whether the user may change the text (default true). A non-editable view still selects if
    /// `isSelectable`, but does not take typed text.
    open var isEditable = true { didSet { if !isEditable, editing, !isSelectable { resignFirstResponder() } } }
    /// Whether the user may place the caret and select (default true).
    open var isSelectable = true
    /// Space around the text inside the content: 8 pt above and below, none at the sides (iOS's default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { layoutDidChange() } }
    /// The selection in UTF-16 units; setting it moves the caret (clamped to the text).
    open var selectedRange: NSRange {
        get { core.selectedRange }
        set { core.select(newValue); selectionDidChange() }
    }
    /// Shows text as bullets; declared for `UITextInputTraits`, not used by text views (as on iOS).
    open var isSecureTextEntry = false
    /// The keyboard the software keyboard shows.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the software keyboard's Return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the software keyboard turns Shift on by itself.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    /// Whether the text view is editing (first responder).
    open var isEditing: Bool { editing }
    var editing = false

    // MARK: State

    var core = TextEditingCore()
    let caret = TextCaretView()
    let contentView = TextViewContentView()
    var cachedLayout: TextLayout?
    /// The caret's x kept while Up and Down move through shorter lines.
    var preferredCaretX: CGFloat?

    /// An empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// No archives on Linux: an empty text view with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        backgroundColor = .white
        alwaysBounceVertical = true
        contentView.textView = self
        insertSubview(contentView, at: 0)
        caret.isHidden = true
        addSubview(caret)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] gesture in self?.tapped(gesture) })
    }

    /// A new width wraps the text again.
    open override var bounds: CGRect {
        didSet { if bounds.width != oldValue.width { layoutDidChange() } }
    }

    // MARK: Focus

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts editing: asks `textViewShouldBeginEditing`, takes first responder, then tells the
    /// delegate and posts `textDidBeginEditingNotification`. False outside a window or when refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Stops editing: asks `textViewShouldEndEditing` (false: stays), resigns, tells the delegate
    /// and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if window != nil, !(textDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        _ = super.resignFirstResponder()
        endEditing()
        return true
    }

    /// A text view that leaves the window stops editing, as on iOS.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { resignFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether the view holds any text.
    open var hasText: Bool { core.length > 0 }

    /// Inserts `text` at the caret (replacing the selection or marked text) if the view is editable
    /// and the delegate allows it; "\n" is a line break.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        let range = core.markedRange ?? core.selectedRange
        let hadMarked = core.markedRange != nil
        core.markedRange = nil
        if !userReplace(range, with: text), hadMarked {
            core.replace(range, with: "")
            textDidChange(byUser: false)
        }
    }

    /// Deletes the selection or the character before the caret, if editable and allowed.
    open func deleteBackward() {
        guard isEditable else { return }
        if let marked = core.markedRange {
            core.markedRange = nil
            userReplace(marked, with: "")
            return
        }
        let range = deleteBackwardRange
        if range.length > 0 { userReplace(range, with: "") }
    }

    /// Lays out the visible part and places the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    /// Editing keys while editing; typed keys are consumed; others go up the chain (and scroll).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handleKeyPress($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UITextInput

    /// The selection as a text range (nil when not editing).
    open var selectedTextRange: UITextRange? {
        get { editing ? UITextRange(core.selectedRange) : nil }
        set { if let newValue { selectedRange = newValue.nsRange } }
    }
    /// The composing (IME) text, underlined; nil when none.
    open var markedTextRange: UITextRange? { core.markedRange.map { UITextRange($0) } }
    /// Shows `markedText` underlined in place of the marked text or the selection.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { applyMarkedText(markedText ?? "", selectedRange: selectedRange) }
    /// Commits the marked text as it stands.
    open func unmarkText() {
        guard core.markedRange != nil else { return }
        core.markedRange = nil
        textDidChange(byUser: true)
    }
}
