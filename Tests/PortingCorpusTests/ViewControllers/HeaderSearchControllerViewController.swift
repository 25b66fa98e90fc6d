import UIKit

/// iOS 8's way: a `UISearchController`'s bar as the table's header view (`tableHeaderView =
/// searchController.searchBar`), the controller filtering its own rows, the background dimmed until
/// the user types (`obscuresBackgroundDuringPresentation` left at true). Compiled unchanged.
class HeaderSearchControllerViewController: UITableViewController, UISearchResultsUpdating {
    let colors = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet", "Black", "White", "Gray"]
    var shown: [String] = []
    var resultSearchController = UISearchController()

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = colors
        resultSearchController = ({
            let controller = UISearchController(searchResultsController: nil)
            controller.searchResultsUpdater = self
            controller.obscuresBackgroundDuringPresentation = true
            controller.searchBar.sizeToFit()
            tableView.tableHeaderView = controller.searchBar
            return controller
        })()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        resultSearchController.isActive ? shown.count : colors.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = resultSearchController.isActive ? shown[indexPath.row] : colors[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? colors : colors.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }
}
