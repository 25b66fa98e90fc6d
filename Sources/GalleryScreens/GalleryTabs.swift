import UIKit

/// The Gallery app's root (issue 27): a tab bar controller around the whole Gallery. The first tab is
/// the home list in its navigation controller (every screen is pushed there, above the tab bar); the
/// second shows the page view controller screen in a navigation controller of its own.
extension GalleryHomeViewController {
    /// The tabs' titles, in order.
    public static let tabTitles = ["Gallery", "Pages"]

    /// The tab bar controller the Gallery shows, and the home list in its first tab.
    public static func makeTabBarController() -> (UITabBarController, GalleryHomeViewController) {
        let (navigation, home) = makeNavigationController()
        navigation.tabBarItem = UITabBarItem(title: tabTitles[0], image: GalleryTabIcons.grid(), tag: 0)
        let pages = PhotoPagesViewController()
        pages.title = "Photo pages"
        let pagesNavigation = UINavigationController(rootViewController: pages)
        pagesNavigation.tabBarItem = UITabBarItem(title: tabTitles[1], image: GalleryTabIcons.pages(), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, pagesNavigation]
        return (tabs, home)
    }
}

/// The Gallery's tab icons, drawn as 25 × 25 pt template images (the tab bar tints them).
@MainActor
enum GalleryTabIcons {
    /// Four rounded squares: the list of screens.
    static func grid() -> UIImage {
        draw { _ in
            for (x, y) in [(2.0, 2.0), (14.0, 2.0), (2.0, 14.0), (14.0, 14.0)] {
                UIBezierPath(roundedRect: CGRect(x: x, y: y, width: 9, height: 9), cornerRadius: 2).fill()
            }
        }
    }

    /// A card over three dots: pages.
    static func pages() -> UIImage {
        draw { _ in
            UIBezierPath(roundedRect: CGRect(x: 4, y: 1, width: 17, height: 17), cornerRadius: 3).fill()
            for x in [6.0, 11.0, 16.0] { UIBezierPath(ovalIn: CGRect(x: x, y: 20.5, width: 3.5, height: 3.5)).fill() }
        }
    }

    private static func draw(_ body: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { context in
            UIColor.black.setFill()
            body(context)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
