import UIKit

/// A grocery list as iOS 15 sample code writes it: a model array, a diffable data source built in
/// `configureDataSource()`, a snapshot rebuilt from the model in `applySnapshot`, and a Sort button
/// in the table header that sorts the model and applies again.
class GroceryListViewController: UIViewController {
    enum Section: CaseIterable {
        case produce
        case dairy
    }

    struct Grocery: Hashable {
        let name: String
        let aisle: Section
    }

    private(set) var tableView: UITableView!
    private var dataSource: UITableViewDiffableDataSource<Section, Grocery>!
    private var groceries = [
        Grocery(name: "Pears", aisle: .produce), Grocery(name: "Milk", aisle: .dairy),
        Grocery(name: "Apples", aisle: .produce), Grocery(name: "Butter", aisle: .dairy),
        Grocery(name: "Bananas", aisle: .produce), Grocery(name: "Cheese", aisle: .dairy),
        Grocery(name: "Cherries", aisle: .produce),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let sortButton = UIButton(type: .system)
        sortButton.setTitle("Sort A–Z", for: .normal)
        sortButton.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        sortButton.addTarget(self, action: Self.sortTapped, for: .touchUpInside)
        tableView.tableHeaderView = sortButton
        view.addSubview(tableView)
        configureDataSource()
        applySnapshot(animatingDifferences: false)
    }

    private func configureDataSource() {
        dataSource = UITableViewDiffableDataSource<Section, Grocery>(tableView: tableView) { tableView, indexPath, grocery in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = grocery.name
            return cell
        }
        dataSource.defaultRowAnimation = .fade
    }

    private func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Grocery>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(groceries.filter { $0.aisle == section }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func sortTapped() {
        groceries.sort { $0.name < $1.name }
        applySnapshot()
    }
}
