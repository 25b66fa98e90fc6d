import Foundation

/// Manages a search bar and the display of search results (UIKit's `UISearchController`).
///
/// Put `searchBar` in the interface (`navigationItem.searchController`, or a table's
/// `tableHeaderView`). A tap in its field makes the search active, in iOS's order:
/// `searchBarShouldBeginEditing` → `willPresentSearchController` → `searchBarTextDidBeginEditing` →
/// `updateSearchResults(for:)` → `didPresentSearchController`. Each user change of the text is
/// `searchBar(_:textDidChange:)` then `updateSearchResults(for:)`. Cancel (shown while active,
/// `automaticallyShowsCancelButton`) is `searchBarCancelButtonClicked` → `willDismissSearchController`
/// → the text emptied and `updateSearchResults(for:)` → `searchBarTextDidEndEditing` →
/// `didDismissSearchController`. ScrollKit presents and dismisses without animation.
///
/// While active, this controller's `view` lies over the searched content below the search bar (in a
/// navigation controller, below its bar; elsewhere, over the window below the search bar): it dims
/// the content while the text is empty (`obscuresBackgroundDuringPresentation`; a tap on the dim
/// ends the search) and shows `searchResultsController`'s view once there is text
/// (`automaticallyShowsSearchResultsController`), as Apple documents. In a navigation bar with
/// `hidesNavigationBarDuringPresentation`, the bar's title row and large title go away while
/// searching and the search bar sits right under the status bar.
///
/// `searchSuggestions` (iOS 16) list under the bar while the field is editing, over the dim and the
/// results (UISearchController+Suggestions.swift); a tap on one calls the updater's
/// `updateSearchResults(for:selecting:)`. `scopeBarActivation` decides when the scope bar shows.
///
/// Not supported: a search bar in a table header moving up to the top while active (it stays where
/// it is), and presentation through `UIPresentationController` (`presentingViewController` stays nil).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// A search controller that shows `searchResultsController`'s view for the results (nil: the
    /// searched controller shows them itself, filtering its own content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// A search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    /// No archives on Linux: a search controller without a results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        searchBar.searchController = self
        // iOS gives the search controller's bar the placeholder "Search" (a plain UISearchBar has none).
        searchBar.placeholder = "Search"
        if let results = searchResultsController { addChild(results); results.didMove(toParent: self) }
        obscuresBackgroundDuringPresentation = searchResultsController != nil
    }

    /// The search bar to put in the interface (a standard 56 pt bar, width to be set by its container).
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.standardHeight))
    /// The controller that shows the results (nil: the searched controller shows them).
    public let searchResultsController: UIViewController?
    /// Asked to update the results as the text changes (held weakly, as on iOS).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told when the search presents and dismisses (held weakly, as on iOS).
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the search interface shows. Setting true presents it without starting to edit (as on
    /// iOS, call `searchBar.becomeFirstResponder()` for the keyboard); setting false dismisses it
    /// and ends editing, keeping the text.
    open var isActive: Bool {
        get { active }
        set {
            if newValue, !active {
                present()
                delegate?.didPresentSearchController(self)
            } else if !newValue, active {
                dismiss(clearingText: false)
            }
        }
    }

    /// Whether the content under the search is dimmed while the text is empty. Apple's default is
    /// true through iOS 14; from iOS 15 it is false for a controller without a results controller
    /// (which usually filters its own content), so ScrollKit starts with `searchResultsController != nil`.
    open var obscuresBackgroundDuringPresentation = true { didSet { refreshOverlay() } }
    /// iOS 8's name for `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether a navigation bar holding the search bar hides its title row while searching (default true).
    open var hidesNavigationBarDuringPresentation = true { didSet { hostLayoutDidChange() } }
    /// Whether the Cancel button shows while the search is active (default true, iOS 13).
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while the search is active (default true, iOS 13; deprecated in
    /// iOS 16 for `scopeBarActivation`). False keeps the scope bar as the app sets it.
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows (iOS 16; default `.automatic`, which here is `.onSearchActivation`,
    /// ScrollKit's reading of iOS 16's search in a navigation bar).
    open var scopeBarActivation: ScopeBarActivation = .automatic { didSet { updateScopeBar() } }
    /// The suggestions listed under the field while it is editing (iOS 16; nil or empty: no list).
    /// Update them from `updateSearchResults(for:)` as the user types.
    open var searchSuggestions: [any UISearchSuggestion]? { didSet { refreshSuggestions() } }
    /// The list showing `searchSuggestions`.
    let suggestionsView = SearchSuggestionsView(frame: .zero)
    /// Whether the results controller's view shows now; kept up to date while
    /// `automaticallyShowsSearchResultsController` (iOS 13): true once there is text.
    open var showsSearchResultsController = false { didSet { refreshOverlay() } }
    /// Whether the results controller shows automatically when the text is not empty (default true).
    open var automaticallyShowsSearchResultsController = true

    // MARK: The overlay (this controller's view)

    /// The overlay: the dim and the results controller's view.
    open override func loadView() {
        let overlay = SearchOverlayView(frame: UIScreen.main.bounds)
        overlay.owner = self
        overlay.addSubview(dimmingView)
        dimmingView.backgroundColor = Self.dimColor
        dimmingView.onTap = { [weak self] in self?.isActive = false }
        if let results = searchResultsController?.view {
            results.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            overlay.addSubview(results)
        }
        suggestionsView.onSelect = { [weak self] in self?.suggestionSelected(at: $0) }
        overlay.addSubview(suggestionsView)
        view = overlay
    }

    /// The dim over the searched content: black at 20 % (a visual choice; iOS's dim colour is not published).
    static let dimColor = UIColor(white: 0, alpha: 0.2)
    let dimmingView = SearchDimmingView(frame: .zero)

    private(set) var active = false

    /// The navigation controller whose bar holds the search bar now, if any.
    var integratingNavigationController: UINavigationController? {
        var v = searchBar.superview
        while let view = v {
            if let container = view as? NavigationContainerView { return container.owner }
            v = view.superview
        }
        return nil
    }

    private func present() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        updateScopeBar()
        installOverlay()
        refreshOverlay()
        hostLayoutDidChange()
    }

    private func dismiss(clearingText: Bool) {
        delegate?.willDismissSearchController(self)
        // `isActive` reads false from here on, so an updater that checks it while Cancel empties the
        // text shows the unfiltered content (as on iOS, where the flag drops when dismissal begins).
        active = false
        if clearingText {
            searchBar.text = ""
            updateResults()
        }
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        updateScopeBar()
        viewIfLoaded?.removeFromSuperview()
        hostLayoutDidChange()
        delegate?.didDismissSearchController(self)
    }

    /// Puts the overlay in the navigation controller below its bar, or over the window below the bar.
    private func installOverlay() {
        let overlay = view!
        if let nav = integratingNavigationController, let container = nav.viewIfLoaded {
            container.insertSubview(overlay, belowSubview: nav.navigationBar)
            nav.layoutSearchOverlay()
        } else if let window = searchBar.window {
            let top = min(window.bounds.height, searchBar.convert(searchBar.bounds, to: window).maxY)
            overlay.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
            overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(overlay)
        }
    }

    /// The dim shows while the text is empty; the results once there is text (or when asked); the
    /// suggestions over both while the field edits.
    func refreshOverlay() {
        guard let overlay = viewIfLoaded as? SearchOverlayView else { return }
        let empty = (searchBar.text ?? "").isEmpty
        let showsResults = active && searchResultsController != nil && showsSearchResultsController
        dimmingView.isHidden = !(active && obscuresBackgroundDuringPresentation && empty) || showsResults
        searchResultsController?.viewIfLoaded?.isHidden = !showsResults
        suggestionsView.isHidden = !showsSuggestions
        if showsSuggestions { overlay.bringSubviewToFront(suggestionsView); overlay.setNeedsLayout() }
        overlay.isHidden = dimmingView.isHidden && !showsResults && !showsSuggestions
    }

    private func updateResults() {
        if automaticallyShowsSearchResultsController {
            let wanted = !(searchBar.text ?? "").isEmpty
            if showsSearchResultsController != wanted { showsSearchResultsController = wanted }
        }
        refreshOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The navigation bar (if it holds the search bar) lays out again.
    private func hostLayoutDidChange() {
        integratingNavigationController?.searchStateDidChange()
    }

    // MARK: Events from the search bar (after its delegate heard them)

    /// The field is about to start editing: a tap activates the search.
    func searchBarWillBeginEditing() {
        if !active { present(); presentationAwaitsEditing = true }
    }
    private var presentationAwaitsEditing = false

    /// The field started editing: the first results update, then the presentation is complete.
    func searchBarDidBeginEditing() {
        updateResults()
        if presentationAwaitsEditing {
            presentationAwaitsEditing = false
            delegate?.didPresentSearchController(self)
        }
    }

    /// The user changed the text.
    func searchBarTextDidChange() {
        updateResults()
        updateScopeBar()
    }

    /// The field stopped editing: the suggestions go.
    func searchBarDidEndEditing() { refreshOverlay() }

    /// Cancel: the search ends and its text is emptied.
    func searchBarCancelButtonClicked() {
        if active { dismiss(clearingText: true) }
    }

    /// The bar grew or shrank (its scope bar came or went).
    func searchBarHeightDidChange() { hostLayoutDidChange() }
}

/// The search controller's root view: the dim and the results view fill it.
final class SearchOverlayView: UIView {
    weak var owner: UISearchController?
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.dimmingView.frame = bounds
        owner?.searchResultsController?.viewIfLoaded?.frame = bounds
        if let list = owner?.suggestionsView {
            list.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, list.preferredHeight))
        }
    }
}

/// The dim over the searched content; a tap on it ends the search, as on iOS.
final class SearchDimmingView: UIView {
    var onTap: (() -> Void)?
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        onTap?()
    }
}
