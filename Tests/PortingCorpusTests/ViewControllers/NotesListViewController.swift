import UIKit

/// A notes list written the way iOS developers write a `UITableViewController` subclass: built-in
/// default cells whose text wraps (`numberOfLines = 0`) under `automaticDimension`, an empty-state
/// `backgroundView`, and a long-press context menu with Share, Pin and a destructive Delete.
class NotesListViewController: UITableViewController {
    var notes: [String] = [
        "Buy milk",
        "Call the plumber about the leaking tap in the upstairs bathroom before Friday, and ask whether the boiler can be serviced on the same visit",
        "Book tickets",
        "Pick up the dry cleaning",
    ]
    private(set) var shared: [String] = []
    private(set) var pinned: [String] = []
    private(set) var menuEvents: [String] = []
    let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        emptyLabel.text = "No Notes"
        emptyLabel.textAlignment = .center
        emptyLabel.textColor = .secondaryLabel
        updateEmptyState()
    }

    func updateEmptyState() {
        tableView.backgroundView = notes.isEmpty ? emptyLabel : nil
        tableView.separatorStyle = notes.isEmpty ? .none : .singleLine
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        cell.textLabel?.numberOfLines = 0
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let note = notes[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self?.shared.append(note)
            }
            let pin = UIAction(title: "Pin") { _ in self?.pinned.append(note) }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.delete(note)
            }
            return UIMenu(title: "", children: [share, pin, UIMenu(title: "", options: .displayInline, children: [delete])])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        menuEvents.append("willDisplay")
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        menuEvents.append("willEnd")
    }

    private func delete(_ note: String) {
        guard let row = notes.firstIndex(of: note) else { return }
        notes.remove(at: row)
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        updateEmptyState()
    }
}
