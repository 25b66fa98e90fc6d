import UIKit

/// A candy shop's list with search and a category scope bar, written the way the well-known iOS
/// tutorials write it: a `UITableViewController` that is its own `UISearchResultsUpdating` and
/// `UISearchBarDelegate`, `navigationItem.searchController`, `obscuresBackgroundDuringPresentation
/// = false` because the list filters itself, and `definesPresentationContext = true`. Compiled unchanged.
class CandySearchViewController: UITableViewController {
    struct Candy {
        let name: String
        let category: String
    }

    let candies: [Candy] = [
        Candy(name: "Chocolate Bar", category: "Chocolate"), Candy(name: "Chocolate Chip", category: "Chocolate"),
        Candy(name: "Dark Chocolate", category: "Chocolate"), Candy(name: "Lollipop", category: "Hard"),
        Candy(name: "Candy Cane", category: "Hard"), Candy(name: "Jaw Breaker", category: "Hard"),
        Candy(name: "Caramel", category: "Other"), Candy(name: "Sour Chew", category: "Other"),
        Candy(name: "Gummi Bear", category: "Other"), Candy(name: "Candy Floss", category: "Other"),
        Candy(name: "Chocolate Coin", category: "Chocolate"), Candy(name: "Jelly Beans", category: "Other"),
    ]
    var filteredCandies: [Candy] = []
    let searchController = UISearchController(searchResultsController: nil)

    var isSearchBarEmpty: Bool { searchController.searchBar.text?.isEmpty ?? true }
    var isFiltering: Bool {
        let searchBarScopeIsFiltering = searchController.searchBar.selectedScopeButtonIndex != 0
        return searchController.isActive && (!isSearchBarEmpty || searchBarScopeIsFiltering)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Candies"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Candies"
        navigationItem.searchController = searchController
        definesPresentationContext = true
        searchController.searchBar.scopeButtonTitles = ["All", "Chocolate", "Hard", "Other"]
        searchController.searchBar.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    func filterContentForSearchText(_ searchText: String, category: String = "All") {
        filteredCandies = candies.filter { (candy: Candy) -> Bool in
            let doesCategoryMatch = category == "All" || candy.category == category
            if isSearchBarEmpty {
                return doesCategoryMatch
            } else {
                return doesCategoryMatch && candy.name.lowercased().contains(searchText.lowercased())
            }
        }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if isFiltering {
            return filteredCandies.count
        }
        return candies.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let candy = isFiltering ? filteredCandies[indexPath.row] : candies[indexPath.row]
        cell.textLabel?.text = candy.name
        cell.detailTextLabel?.text = candy.category
        return cell
    }
}

extension CandySearchViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        let category = searchBar.scopeButtonTitles![searchBar.selectedScopeButtonIndex]
        filterContentForSearchText(searchBar.text!, category: category)
    }
}

extension CandySearchViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        let category = searchBar.scopeButtonTitles![selectedScope]
        filterContentForSearchText(searchBar.text!, category: category)
    }
}
