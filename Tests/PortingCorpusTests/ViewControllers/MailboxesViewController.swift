import UIKit

/// A mail app's first screen, written as on iOS: a large title, a Done button on the right, a
/// toolbar with a flexible space and a Compose button, rows in a scroll view; tapping a row pushes a
/// message screen with a small title. Ported with only the selector edits (docs/PORTING.md §1:
/// `#selector(compose)` became `Self.compose`, `@objc` went).
class MailboxesViewController: UIViewController {
    let scrollView = UIScrollView()
    private(set) var rows: [UIButton] = []
    private(set) var composed = 0
    let mailboxes = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"] + (1...20).map { "Folder \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        view.backgroundColor = .systemBackground
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Self.done)
        toolbarItems = [.flexibleSpace(),
                        UIBarButtonItem(title: "Compose", style: .plain, target: self, action: Self.compose)]

        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        for (i, name) in mailboxes.enumerated() {
            let row = UIButton(type: .system)
            row.setTitle(name, for: .normal)
            row.contentHorizontalAlignment = .left
            row.frame = CGRect(x: 16, y: CGFloat(i) * 44, width: view.bounds.width - 32, height: 44)
            row.autoresizingMask = [.flexibleWidth]
            row.tag = i
            row.addTarget(self, action: Self.openMailbox, for: .touchUpInside)
            scrollView.addSubview(row)
            rows.append(row)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(mailboxes.count) * 44)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    func compose() { composed += 1 }

    private(set) var doneTaps = 0
    func done() { doneTaps += 1 }

    func openMailbox(_ sender: UIButton) {
        let messages = UIViewController()
        messages.title = mailboxes[sender.tag]
        messages.view.backgroundColor = .systemBackground
        messages.navigationItem.largeTitleDisplayMode = .never
        navigationController?.pushViewController(messages, animated: true)
    }
}
