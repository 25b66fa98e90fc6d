import UIKit

/// The Gallery's home: a scrolling list of the screens inside a navigation controller. Tapping a row
/// pushes that screen, whose navigation bar shows its title and a back button to the list (the
/// swipe from the left edge goes back too); content scrolls under the translucent bar.
public final class GalleryHomeViewController: UIViewController {
    public private(set) var list: UIScrollView!
    static let rowHeight: CGFloat = 52
    /// The list's title, shown in the navigation bar (and as the screens' back button).
    public static let galleryTitle = "ScrollKit Gallery"

    /// The screen shown over the list (nil while the list itself is on top).
    public var current: UIViewController? {
        guard let nav = navigationController, let top = nav.topViewController, top !== self else { return nil }
        return top
    }

    /// The Gallery's root: the home list in a navigation controller, as the apps show it.
    public static func makeNavigationController() -> (UINavigationController, GalleryHomeViewController) {
        let home = GalleryHomeViewController()
        return (UINavigationController(rootViewController: home), home)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = Self.galleryTitle
        view.backgroundColor = .white
        let sv = UIScrollView(frame: view.bounds)
        sv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sv.alwaysBounceVertical = true
        for (i, screen) in GalleryScreen.all.enumerated() {
            let row = UIButton(frame: CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight - 1))
            row.autoresizingMask = [.flexibleWidth]
            row.backgroundColor = UIColor(white: 0.97, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: Self.rowHeight - 1))
            label.text = screen.title
            label.font = .systemFont(ofSize: 18)
            label.autoresizingMask = [.flexibleWidth]
            row.addSubview(label)
            // The row's title is a label inside the button, so VoiceOver (and AT-SPI) would read an
            // unnamed button: name it, as an iOS app does.
            row.accessibilityLabel = screen.title
            row.addAction(UIAction { [unowned self] _ in self.open(i, animated: true) }, for: .touchUpInside)
            sv.addSubview(row)
        }
        sv.contentSize = CGSize(width: view.bounds.width, height: CGFloat(GalleryScreen.all.count) * Self.rowHeight + 20)
        view.addSubview(sv)
        list = sv
    }

    /// A new width (window resize, rotation): rows and their labels stretch (autoresizing); the content
    /// is as wide as the list.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        list.contentSize.width = list.bounds.width
    }

    /// Pushes screen `index` (titled as in the list) over the list; any other screen is popped first.
    /// Scripts open screens without animation so they can drive them at once.
    public func open(_ index: Int, animated: Bool = false) {
        guard GalleryScreen.all.indices.contains(index), let nav = navigationController else { return }
        close()
        let vc = GalleryScreen.all[index].make()
        vc.title = GalleryScreen.all[index].title
        nav.pushViewController(vc, animated: animated)
    }

    /// Returns to the list.
    public func close() {
        navigationController?.popToRootViewController(animated: false)
    }
}
