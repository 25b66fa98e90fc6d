import UIKit

/// The app's root as many iOS apps build it in code: a `UITabBarController` subclass that makes its
/// tabs in `viewDidLoad` (each in a navigation controller, with a `tabBarItem`), shows a badge, and
/// overrides `tabBar(_:didSelect:)` to count taps. A "compose" tab in the middle is not a real tab:
/// the delegate refuses to select it and presents a composer modally instead (a common pattern).
class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    let feed = FeedListViewController()
    let inbox = UIViewController()
    let composePlaceholder = UIViewController()
    private(set) var tappedItems: [String] = []
    private(set) var presentedComposer: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        feed.title = "Feed"
        let feedNav = UINavigationController(rootViewController: feed)
        feedNav.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        composePlaceholder.tabBarItem = UITabBarItem(title: "Compose", image: nil, tag: 1)
        inbox.view.backgroundColor = .white
        inbox.title = "Inbox"
        let inboxNav = UINavigationController(rootViewController: inbox)
        inboxNav.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 2)
        inboxNav.tabBarItem.badgeValue = "5"
        viewControllers = [feedNav, composePlaceholder, inboxNav]
        selectedIndex = 0
    }

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        tappedItems.append(item.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if viewController === composePlaceholder {
            let composer = UIViewController()
            composer.view.backgroundColor = .white
            composer.modalPresentationStyle = .fullScreen
            present(composer, animated: true, completion: nil)
            presentedComposer = composer
            return false
        }
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let nav = viewController as? UINavigationController, nav.topViewController === inbox {
            nav.tabBarItem.badgeValue = nil
        }
    }
}

/// A feed list filling its view: its scroll view's content goes under the navigation bar and the tab bar.
class FeedListViewController: UIViewController {
    let tableLike = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tableLike.frame = view.bounds
        tableLike.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableLike.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(tableLike)
    }
}
