import UIKit

/// A searchable contacts list, written as an iOS developer writes one: a `UITableViewController`
/// with a `UISearchController` in its navigation item (the search bar under the title, collapsing
/// as the list scrolls up), which filters the list itself as the user types (no results controller,
/// so the list stays undimmed), and a scope bar choosing all contacts or favourites.
///
/// The list is the first 500 names of the 100,000-contact directory (`ContactDirectory`), in order:
/// the same deterministic names as the "Contacts" screen, few enough to filter on every keystroke.
/// A contact is a favourite when its place in the list is a multiple of 5 (ScrollKit's choice).
///
/// While the field is empty the search suggests "Favourites" (iOS 16's `searchSuggestions`);
/// choosing it puts a Favourites token in the field, which filters as the scope does, and
/// Backspace at the start of the text selects and then removes the token.
public final class SearchableContactsViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
    /// Every contact, in directory order.
    public let allNames: [String]
    /// What the list shows now: the contacts whose name contains the search text (any case), in the scope.
    public private(set) var shownNames: [String]
    /// The search controller in the navigation item.
    public let searchController = UISearchController(searchResultsController: nil)

    /// The names the list starts with.
    public static let count = 500

    /// The screen with the first `count` contacts of the directory, unfiltered.
    public init() {
        let directory = ContactDirectory(total: 100_000)
        var names: [String] = []
        var section = 0, row = 0
        while names.count < Self.count, section < directory.sections.count {
            if row < directory.sections[section].count {
                names.append(directory.contact(at: IndexPath(row: row, section: section)).name)
                row += 1
            } else {
                section += 1
                row = 0
            }
        }
        allNames = names
        shownNames = names
        super.init(style: .plain)
    }

    /// Not used: the screen is built in code.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Installs the search controller in the navigation item, with its scope bar titles.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.rowHeight = 44
        searchController.searchResultsUpdater = self
        searchController.searchBar.delegate = self
        searchController.searchBar.placeholder = "Search Contacts"
        searchController.searchBar.scopeButtonTitles = ["All", "Favourites"]
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = true
        definesPresentationContext = true
        favouritesSuggestion.representedObject = Self.favouritesFilter
        searchController.searchSuggestions = [favouritesSuggestion]
    }

    /// The suggestion offered while the field is empty.
    private let favouritesSuggestion = UISearchSuggestionItem(localizedSuggestion: "Favourites",
                                                              localizedDescription: "Every fifth contact")
    /// What a Favourites token stands for.
    static let favouritesFilter = "favourites"

    /// Whether the field holds a Favourites token.
    private var hasFavouritesToken: Bool {
        searchController.searchBar.searchTextField.tokens.contains { $0.representedObject as? String == Self.favouritesFilter }
    }

    /// The names `text` and `scope` select: containing `text` (case-insensitive), and in scope 1
    /// only the favourites (every fifth name).
    public func names(matching text: String, scope: Int) -> [String] {
        allNames.enumerated().filter { i, name in
            (scope == 0 || i % 5 == 0) && (text.isEmpty || name.localizedCaseInsensitiveContains(text))
        }.map(\.element)
    }

    private func refilter() {
        let bar = searchController.searchBar
        let scope = hasFavouritesToken ? 1 : bar.selectedScopeButtonIndex
        shownNames = names(matching: bar.text ?? "", scope: scope)
        tableView.reloadData()
    }

    /// The text or the tokens changed (or the search began or was cancelled): filter again, and
    /// suggest Favourites only while the field is empty.
    public func updateSearchResults(for searchController: UISearchController) {
        let field = searchController.searchBar.searchTextField
        let empty = (field.text ?? "").isEmpty && !hasFavouritesToken
        searchController.searchSuggestions = empty ? [favouritesSuggestion] : []
        refilter()
    }

    /// The Favourites suggestion: it becomes a token in the field and the list filters by it.
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {
        let field = searchController.searchBar.searchTextField
        let token = UISearchToken(icon: nil, text: searchSuggestion.localizedSuggestion ?? "")
        token.representedObject = searchSuggestion.representedObject
        field.replaceTextualPortion(of: field.textualRange, with: token, at: field.tokens.count)
        searchController.searchSuggestions = []
        refilter()
    }

    /// Another scope: filter again (UIKit does not call the updater for a scope change).
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { refilter() }

    /// The names shown now.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shownNames.count }

    /// A plain cell with the name.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = shownNames[indexPath.row]
        return cell
    }
}
