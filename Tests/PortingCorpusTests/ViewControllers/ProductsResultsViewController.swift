import UIKit

/// The results-controller pattern of Apple's "Table Search with UISearchController" sample, written
/// from its description: a main list of products, and a separate `ResultsTableController` the
/// search controller shows over it once the user types. The main controller is the updater and
/// hands the filtered products to the results controller. Compiled unchanged.
class ProductsMainViewController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate {
    let products = ["iPhone", "iPod", "iPod touch", "iPad", "iPad mini", "iMac", "Mac Pro", "MacBook Air", "MacBook Pro"]
    var searchController: UISearchController!
    private var resultsTableController: ProductsResultsTableController!
    private(set) var presentedCount = 0
    private(set) var dismissedCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Products"
        resultsTableController = ProductsResultsTableController()
        searchController = UISearchController(searchResultsController: resultsTableController)
        searchController.delegate = self
        searchController.searchResultsUpdater = self
        searchController.searchBar.autocapitalizationType = .none
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { products.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = products[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        let whitespaceCharacterSet = CharacterSet.whitespaces
        let strippedString = searchController.searchBar.text!.trimmingCharacters(in: whitespaceCharacterSet)
        let filtered = products.filter { $0.range(of: strippedString, options: .caseInsensitive) != nil }
        if let resultsController = searchController.searchResultsController as? ProductsResultsTableController {
            resultsController.filteredProducts = filtered
            resultsController.tableView.reloadData()
        }
    }

    func didPresentSearchController(_ searchController: UISearchController) { presentedCount += 1 }
    func didDismissSearchController(_ searchController: UISearchController) { dismissedCount += 1 }
}

/// The results list: shows whatever the main controller filtered.
class ProductsResultsTableController: UITableViewController {
    var filteredProducts: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { filteredProducts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = filteredProducts[indexPath.row]
        return cell
    }
}
