import Foundation

/// Search suggestions and the scope bar's activation (iOS 16).
///
/// The suggestions list while the search field is editing and there are suggestions, at the top of
/// the search overlay (right under the bar, over the dim and the results). A tap on a row calls the
/// updater's `updateSearchResults(for:selecting:)` with that suggestion; the app decides what
/// follows (set the text, insert a token, clear the suggestions), as on iOS.
extension UISearchController {
    /// When the scope bar shows (UIKit's `UISearchController.ScopeBarActivation`, iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// The system decides: as `onSearchActivation` here.
        case automatic
        /// Only when the app sets `searchBar.showsScopeBar`.
        case manual
        /// Once the search is active and the user has typed text.
        case onTextEntry
        /// As soon as the search is active.
        case onSearchActivation
    }

    /// Whether the suggestion list shows now.
    var showsSuggestions: Bool {
        active && searchBar.searchTextField.isFirstResponder && !(searchSuggestions ?? []).isEmpty
    }

    /// The suggestions changed: the list shows the new ones.
    func refreshSuggestions() {
        suggestionsView.show(searchSuggestions ?? [])
        refreshOverlay()
    }

    func suggestionSelected(at index: Int) {
        guard let suggestions = searchSuggestions, suggestions.indices.contains(index) else { return }
        searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestions[index])
    }

    /// Shows or hides the scope bar for the search's state and `scopeBarActivation`, while
    /// `automaticallyShowsScopeBar` (false: the app's `showsScopeBar` stays as set).
    func updateScopeBar() {
        guard automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty else { return }
        let wanted: Bool
        switch scopeBarActivation {
        case .manual: return
        case .automatic, .onSearchActivation: wanted = active
        case .onTextEntry: wanted = active && !(searchBar.text ?? "").isEmpty
        }
        if searchBar.showsScopeBar != wanted { searchBar.showsScopeBar = wanted }
    }
}
