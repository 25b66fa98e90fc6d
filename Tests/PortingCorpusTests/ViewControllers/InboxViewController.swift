import UIKit

/// A mail-style inbox written the way iOS developers write one (the "UITableViewController-style"
/// screen built on a plain `UIViewController`): a table pinned with Auto Layout, self-sizing cells
/// whose labels are constrained to the content view, swipe actions (Delete and Flag on the trailing
/// side, Read on the leading side), pull to refresh with target-action, and `UITableViewController`'s
/// habit of deselecting when the screen comes back.
class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    struct Message: Equatable {
        var subject: String
        var isRead = false
        var isFlagged = false
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    let refreshControl = UIRefreshControl()
    var messages = (1...30).map { Message(subject: "Message \($0)") }
    private(set) var refreshRequests = 0
    private(set) var performedActions: [String] = []

    final class MessageCell: UITableViewCell {
        let subjectLabel = UILabel()

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            subjectLabel.translatesAutoresizingMaskIntoConstraints = false
            subjectLabel.numberOfLines = 0
            contentView.addSubview(subjectLabel)
            NSLayoutConstraint.activate([
                subjectLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                subjectLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                subjectLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                subjectLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.register(MessageCell.self, forCellReuseIdentifier: "Message")
        refreshControl.addTarget(self, action: Self.refresh, for: .valueChanged)
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = tableView.indexPathForSelectedRow { tableView.deselectRow(at: selected, animated: animated) }
    }

    func refresh() { refreshRequests += 1 }

    /// What the app does when new mail arrives: one message on top, then the control stops.
    func newMailArrived(_ subject: String) {
        messages.insert(Message(subject: subject), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        refreshControl.endRefreshing()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath) as! MessageCell
        let message = messages[indexPath.row]
        cell.subjectLabel.text = message.subject
        cell.accessoryType = message.isFlagged ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return }
            self.performedActions.append("Delete \(self.messages[indexPath.row].subject)")
            self.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            guard let self else { return }
            self.messages[indexPath.row].isFlagged.toggle()
            self.performedActions.append("Flag \(self.messages[indexPath.row].subject)")
            tableView.reloadRows(at: [indexPath], with: .none)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let read = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, completion in
            self?.messages[indexPath.row].isRead = true
            self?.performedActions.append("Read \(indexPath.row)")
            completion(true)
        }
        read.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [read])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
