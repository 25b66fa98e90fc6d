import UIKit

/// A screen written before iOS 11, still common in older apps: a banner pinned to
/// `topLayoutGuide.bottomAnchor` and a table between it and `bottomLayoutGuide.topAnchor`, with a
/// light status bar over a dark banner, inside a navigation controller subclass that lets the
/// top controller choose the status bar style (the usual `childForStatusBarStyle` override).
class LegacyGuidesListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let bannerHeight: CGFloat = 40
    let banner = UIView()
    let tableView = UITableView(frame: .zero, style: .plain)
    var usesDarkBanner = true {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { usesDarkBanner ? .lightContent : .darkContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"
        view.backgroundColor = .white
        banner.backgroundColor = .darkGray
        banner.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(banner)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: Self.bannerHeight),
            tableView.topAnchor.constraint(equalTo: banner.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
        cell.textLabel?.text = "File \(indexPath.row + 1)"
        return cell
    }
}

/// The navigation controller subclass apps write so that pushed controllers choose the status bar style.
class StatusBarForwardingNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var childForStatusBarHidden: UIViewController? { topViewController }
}
