import UIKit

/// A contacts list as an iOS developer writes one on `UITableViewController`: sections by initial
/// with a section index, headers built from `UITableViewHeaderFooterView`'s
/// `defaultContentConfiguration()` and a `backgroundConfiguration`, fixed row heights from
/// `heightForRowAt`, and `willDisplay` to count what was shown.
class ContactsIndexViewController: UITableViewController {
    let sections: [(letter: String, names: [String])] = [
        ("A", ["Aaron", "Abigail", "Adam", "Alice", "Amelia"]),
        ("B", ["Ben", "Bella", "Boris"]),
        ("C", ["Carla", "Chen", "Chloe", "Connor"]),
        ("D", ["Daisy", "Dev"]),
        ("E", ["Eli", "Emma", "Ethan"]),
    ]
    private(set) var displayedRows: [IndexPath] = []
    private(set) var headerViewRequests = 0
    static let rowHeight: CGFloat = 52
    static let headerHeight: CGFloat = 30

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Letter")
        tableView.separatorInsetReference = .fromAutomaticInsets
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        tableView.cellLayoutMarginsFollowReadableWidth = true
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.letter) }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        sections.firstIndex { $0.letter == title } ?? index
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { Self.rowHeight }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { Self.headerHeight }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerViewRequests += 1
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Letter")
        var content = header?.defaultContentConfiguration()
        content?.text = sections[section].letter
        header?.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainHeaderFooter()
        background.backgroundColor = .systemGroupedBackground
        header?.backgroundConfiguration = background
        return header
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayedRows.append(indexPath)
    }
}
