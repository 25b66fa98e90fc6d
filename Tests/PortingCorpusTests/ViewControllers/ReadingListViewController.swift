import UIKit

/// A reading list in a `UITableViewController`: selecting a row asks "Remove …?" in an alert whose
/// destructive action deletes the row (`deleteRows(at:with:)`) and whose cancel action deselects it.
class ReadingListViewController: UITableViewController {
    var articles = ["Scroll views", "Auto Layout", "Text kit", "Core Animation", "Gestures"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Article")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return articles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
        cell.textLabel?.text = articles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let title = articles[indexPath.row]
        let alert = UIAlertController(title: "Remove “\(title)”?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            tableView.deselectRow(at: indexPath, animated: true)
        })
        alert.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in
            self.articles.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        })
        present(alert, animated: true)
    }
}
