import Foundation

/// The object that filters the results as the user types (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search bar becomes first responder and after every change the user makes to
    /// its text (after the search bar delegate's `searchBar(_:textDidChange:)`), and once with the
    /// emptied text when Cancel ends the search. Read `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
    /// Called when the user taps one of the controller's `searchSuggestions` (iOS 16), instead of
    /// `updateSearchResults(for:)`; optional (the default does nothing). Filter by the suggestion,
    /// turn it into a token, or change the text here.
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    /// Does nothing: the method is optional, as on iOS.
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {}
}

/// Told when a search controller presents and dismisses its interface (UIKit's
/// `UISearchControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active (before the field starts editing, when the user taps it).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface is on screen (ScrollKit presents without animation: right after the
    /// first `updateSearchResults(for:)`).
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface is gone.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Asked to present the search interface yourself; ScrollKit never asks (it always presents).
    func presentSearchController(_ searchController: UISearchController)
}

/// UIKit's behaviour for the methods a delegate leaves out: nothing.
extension UISearchControllerDelegate {
    /// Nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Nothing.
    public func presentSearchController(_ searchController: UISearchController) {}
}
