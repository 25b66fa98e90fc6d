import Foundation

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`); every method is optional.
///
/// The order, as on iOS: a tap in the field asks `searchBarShouldBeginEditing(_:)`, then (a search
/// controller presents here) `searchBarTextDidBeginEditing(_:)`; each typed key asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, then `searchBar(_:textDidChange:)`; the Return
/// key (titled Search) is `searchBarSearchButtonClicked(_:)`; the Cancel button is
/// `searchBarCancelButtonClicked(_:)`; a tap on a scope segment is
/// `searchBar(_:selectedScopeButtonIndexDidChange:)`. Setting `text` in code reports nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the field may start editing (default true); false leaves the keyboard down.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field started editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the field may stop editing (default true).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change may replace `range` (UTF-16 units) with `text` (default true).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search (Return) key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped (ScrollKit draws none; never called).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button was tapped (ScrollKit draws none; never called).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope segment.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

/// UIKit's behaviour for the methods a delegate leaves out.
extension UISearchBarDelegate {
    /// True.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// True.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// True.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
