import UIKit

/// A plain `UISearchBar` (no search controller) in a table's header, as pre-iOS 8 code and many
/// apps still write it: the view controller is the bar's delegate, filters on every change, shows
/// the Cancel button while editing, and Cancel clears the text and dismisses the keyboard. Compiled unchanged.
class HeaderSearchBarViewController: UIViewController, UITableViewDataSource, UISearchBarDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let searchBar = UISearchBar()
    let cities = ["Amsterdam", "Athens", "Berlin", "Bern", "Brussels", "Dublin", "Lisbon", "London",
                  "Madrid", "Oslo", "Paris", "Prague", "Rome", "Vienna", "Warsaw"]
    var filtered: [String] = []
    private(set) var searchTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        filtered = cities
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        view.addSubview(tableView)
        searchBar.delegate = self
        searchBar.placeholder = "Search cities"
        searchBar.sizeToFit()
        tableView.tableHeaderView = searchBar
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { filtered.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City") ?? UITableViewCell(style: .default, reuseIdentifier: "City")
        cell.textLabel?.text = filtered[indexPath.row]
        return cell
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        filtered = searchText.isEmpty ? cities : cities.filter { $0.lowercased().hasPrefix(searchText.lowercased()) }
        tableView.reloadData()
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(true, animated: true)
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = ""
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
        filtered = cities
        tableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchTaps += 1
        searchBar.resignFirstResponder()
    }
}
