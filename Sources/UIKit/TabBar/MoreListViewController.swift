import Foundation

/// The root of a tab bar controller's `moreNavigationController`: a plain list of the tabs that do
/// not fit in the bar, each row its controller's `tabBarItem` title (falling back to `title`) and
/// image with a disclosure indicator, as iOS's More list shows them. Selecting a row pushes that
/// controller onto the More navigation controller.
final class MoreListViewController: UITableViewController {
    weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The controllers the list shows (the tabs after the first four).
    private var entries: [UIViewController] { owner?.moreViewControllers ?? [] }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        let controller = entries[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title ?? controller.title
        cell.imageView?.image = controller.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard entries.indices.contains(indexPath.row) else { return }
        navigationController?.pushViewController(entries[indexPath.row], animated: true)
    }
}
