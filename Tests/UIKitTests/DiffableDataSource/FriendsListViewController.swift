import UIKit

/// A contacts list written the iOS 15 way: a `UITableViewDiffableDataSource` subclass for section
/// titles, `enum Section`, `struct Contact: Hashable`, buttons whose actions edit a snapshot and
/// `apply` it, and a delegate that reads the tapped item back from the data source.
final class FriendsListViewController: UIViewController, UITableViewDelegate {
    enum Section: Hashable { case favourites, everyone }

    struct Contact: Hashable {
        let name: String
    }

    /// Titles the sections, the way iOS code does it: subclass and override.
    final class DataSource: UITableViewDiffableDataSource<Section, Contact> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            switch sectionIdentifier(for: section) {
            case .favourites: return "Favourites"
            case .everyone: return "Everyone"
            case nil: return nil
            }
        }
    }

    var tableView: UITableView!
    var dataSource: DataSource!
    let shuffleButton = UIButton(type: .system)
    let starButton = UIButton(type: .system)
    /// Contacts shown with a star (the cell's text is "name ★"); changing it reconfigures the row.
    var starred: Set<String> = []
    /// How many times the cell provider configured each contact.
    var configurations: [String: Int] = [:]
    var selected: [String] = []
    /// Runs once from `didEndDisplaying` (a re-entrant apply, for the bad-input test).
    var onEndDisplaying: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        shuffleButton.setTitle("Shuffle", for: .normal)
        starButton.setTitle("Star Dan", for: .normal)
        shuffleButton.addTarget(self, action: Self.shuffleTapped, for: .touchUpInside)
        starButton.addTarget(self, action: Self.starTapped, for: .touchUpInside)
        tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        tableView.delegate = self
        for subview in [shuffleButton, starButton, tableView!] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            shuffleButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            shuffleButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            shuffleButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            shuffleButton.heightAnchor.constraint(equalToConstant: 44),
            starButton.topAnchor.constraint(equalTo: shuffleButton.topAnchor),
            starButton.leadingAnchor.constraint(equalTo: shuffleButton.trailingAnchor),
            starButton.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            starButton.heightAnchor.constraint(equalToConstant: 44),
            tableView.topAnchor.constraint(equalTo: shuffleButton.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource = DataSource(tableView: tableView) { [unowned self] tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            cell.textLabel?.text = self.starred.contains(contact.name) ? "\(contact.name) ★" : contact.name
            self.configurations[contact.name, default: 0] += 1
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .everyone])
        snapshot.appendItems(["Ann", "Bob"].map(Contact.init), toSection: .favourites)
        snapshot.appendItems(["Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"].map(Contact.init), toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Eve becomes a favourite (a move across sections), Hal leaves, Kim arrives after Cat, and Jon
    /// moves to the top of everyone.
    func shuffleTapped() {
        var snapshot = dataSource.snapshot()
        snapshot.moveItem(Contact(name: "Eve"), afterItem: Contact(name: "Bob"))
        snapshot.deleteItems([Contact(name: "Hal")])
        snapshot.insertItems([Contact(name: "Kim")], afterItem: Contact(name: "Cat"))
        snapshot.moveItem(Contact(name: "Jon"), beforeItem: Contact(name: "Cat"))
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// The iOS 15 way to change a row's content in place: reconfigure it.
    func starTapped() {
        starred.insert("Dan")
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([Contact(name: "Dan")])
        dataSource.apply(snapshot)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let contact = dataSource.itemIdentifier(for: indexPath) { selected.append(contact.name) }
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        let action = onEndDisplaying
        onEndDisplaying = nil
        action?()
    }
}
