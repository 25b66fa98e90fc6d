import Foundation

/// A search field with an optional Cancel button and scope bar (UIKit's `UISearchBar`).
///
/// The field is a `UISearchTextField` (`searchTextField`); typing reaches it through the window as
/// for any text field (`UIWindow.sendText`, `sendKeyPress`), and the bar reports the editing
/// session to its `delegate` in iOS's order (`UISearchBarDelegate`). A `UISearchController` that owns
/// the bar hears the same events and presents and updates the search.
///
/// Geometry (points): 56 tall (`standardHeight`), the field 36 tall with 8 pt margins, the Cancel
/// button at the right while `showsCancelButton`, and, while `showsScopeBar` with scope titles, a
/// 44 pt row under it with a `UISegmentedControl` of the titles. Call `sizeToFit()` after showing
/// the scope bar (as on iOS) to get the taller frame; a bar in a navigation bar is sized by it.
///
/// Tokens live in the field (`searchTextField.tokens`, UISearchTextField+Tokens.swift).
///
/// Not supported: `prompt`, the bookmark and results-list buttons, custom images and background
/// images, and the input accessory scope bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's height without a scope bar: UIKit's default `UISearchBar` height (56 pt, measured
    /// frames of iOS 7 and later; Apple documents no number).
    public static let standardHeight: CGFloat = 56
    /// The scope bar's row: a 32 pt segmented control with 6 pt above and below (a visual choice
    /// close to iOS's; Apple documents no number).
    static let scopeBarHeight: CGFloat = 44
    /// Side margin of the field, the Cancel button and the scope bar (UIKit's 8 pt default margin).
    static let margin: CGFloat = 8

    /// The styles of the bar's background.
    public enum Style: UInt, Sendable {
        /// As `prominent`.
        case `default`
        /// A translucent near-white background behind the field.
        case prominent
        /// No background: the field alone, as in a navigation bar.
        case minimal
    }

    /// A bar of the standard height with an empty field and no Cancel button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// No archives on Linux: an empty bar with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        background.isUserInteractionEnabled = false
        addSubview(background)
        searchTextField.searchBar = self
        searchTextField.delegate = relay
        relay.bar = self
        searchTextField.addAction(UIAction { [weak self] _ in self?.fieldTextChanged() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeTapped() }, for: .valueChanged)
        addSubview(scopeBar)
        updateBackground()
    }

    /// Told about editing, text, the buttons and the scope bar (held weakly, as on iOS).
    open weak var delegate: UISearchBarDelegate?

    /// The field the user types in (iOS 13's `searchTextField`).
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The field's text ("" when empty, never nil when read, as iOS returns). Setting it reports nothing.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }
    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The field's capitalization (UITextInputTraits, forwarded to `searchTextField`; default `.none`).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The keyboard the field asks for (UITextInputTraits, forwarded to `searchTextField`).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title (UITextInputTraits, forwarded; `.search` by default).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// The background style (`.default` draws as `.prominent`).
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The background's colour when not minimal (nil: a translucent near-white).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the background is translucent (stored; the default background always is).
    open var isTranslucent = true

    // MARK: First responder (the field's)

    /// A search bar can take the keyboard: its field does.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    /// Whether the field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    /// Starts editing in the field (as on iOS, where the bar hands first responder to its field).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends editing in the field (what apps call from `searchBarSearchButtonClicked` to drop the keyboard).
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Cancel button

    /// Whether the Cancel button shows at the right of the field.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// Shows or hides the Cancel button; `animated` is accepted and the bar changes at once.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard cancelButton.isHidden == showsCancelButton else { return }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    // MARK: Scope bar

    /// The titles of the scope bar's segments (nil or empty: no scope bar).
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (i, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: i, animated: false) }
            scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
            updateScopeBarVisibility()
        }
    }
    /// The selected scope segment (0 by default). Setting it in code does not call the delegate.
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { if scopeBar.selectedSegmentIndex != selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows under the field (when there are scope titles). False by default;
    /// a `UISearchController` shows it while searching (`automaticallyShowsScopeBar`).
    open var showsScopeBar = false { didSet { updateScopeBarVisibility() } }
    /// Shows or hides the scope bar; `animated` is accepted and the bar changes at once.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    // MARK: Size

    /// The height the bar wants: 56, plus 44 while the scope bar shows.
    var preferredHeight: CGFloat { Self.standardHeight + (scopeBar.isHidden ? 0 : Self.scopeBarHeight) }

    /// The given width and the preferred height (56, or 100 with the scope bar).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    /// No intrinsic width; the preferred height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight) }

    /// Lays the field, the Cancel button and the scope bar out in the top 56 pt and the row below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, m = Self.margin
        background.frame = bounds
        var fieldWidth = w - 2 * m
        if !cancelButton.isHidden {
            let cw = cancelButton.intrinsicContentSize.width
            cancelButton.frame = CGRect(x: w - m - cw, y: 0, width: cw, height: Self.standardHeight)
            fieldWidth -= cw + m
        }
        let fh = UISearchTextField.height
        searchTextField.frame = CGRect(x: m, y: (Self.standardHeight - fh) / 2, width: max(0, fieldWidth), height: fh)
        scopeBar.frame = CGRect(x: m, y: Self.standardHeight + (Self.scopeBarHeight - UISegmentedControl.height) / 2,
                                width: max(0, w - 2 * m), height: UISegmentedControl.height)
    }

    // MARK: Internals

    /// The search controller that owns this bar (it hears the bar's events after the delegate).
    weak var searchController: UISearchController?
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)
    private let background = UIView()
    private let relay = SearchFieldRelay()

    /// False while the bar is in a navigation bar, whose background shows through instead.
    var drawsBackground = true { didSet { updateBackground() } }

    private func updateBackground() {
        let none = searchBarStyle == .minimal || !drawsBackground
        background.backgroundColor = none ? nil : (barTintColor ?? UINavigationBar.translucentBackground)
    }

    private func updateScopeBarVisibility() {
        let hidden = !(showsScopeBar && !(scopeButtonTitles ?? []).isEmpty)
        guard scopeBar.isHidden != hidden else { return }
        scopeBar.isHidden = hidden
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.searchBarHeightDidChange()
    }

    private func fieldTextChanged() {
        let text = self.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    private func scopeTapped() {
        let index = scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    /// The field's delegate questions, answered by the bar's delegate.
    fileprivate func shouldBeginEditing() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        searchController?.searchBarWillBeginEditing()
        return true
    }

    fileprivate func didBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    fileprivate func shouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func didEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
        searchController?.searchBarDidEndEditing()
    }
    fileprivate func shouldChange(_ range: NSRange, to text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }
    fileprivate func searchKeyPressed() { delegate?.searchBarSearchButtonClicked(self) }
}

/// The search field's delegate: relays the field's questions and events to the search bar, which
/// is how iOS's search bar hears its field (the bar is the field's delegate there too).
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar?.shouldBeginEditing() ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.didBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar?.shouldEndEditing() ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar?.didEndEditing() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar?.shouldChange(range, to: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.searchKeyPressed()
        return true
    }
}
