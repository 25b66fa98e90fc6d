import Foundation

/// Told when the user picks a tab (UIKit's `UITabBarControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s tab may select it (default true).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab (also when it was already selected). Not sent for
    /// selections made in code, as on iOS.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// True (optional on iOS).
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing (optional on iOS).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs of view controllers with a tab bar along the bottom (UIKit's `UITabBarController`).
///
/// - Every controller of `viewControllers` is a child; only the selected one's view is in this view,
///   filling it, under the translucent `tabBar`. The bar sits at the bottom, `UITabBar.standardHeight`
///   (49 pt) plus the window's bottom safe-area inset tall (83 pt on a notched iPhone), and adds its
///   49 pt to every child's bottom safe area, so a scroll view there gets `adjustedContentInset.bottom`
///   = 49 + the home indicator's inset with `.automatic` and its content scrolls under the bar.
/// - Switching tabs swaps the views at once, as iOS does: the old controller's `viewWillDisappear`, the
///   new one's `viewWillAppear` now, their did-callbacks at the window's next frame.
/// - A tap on a tab asks the delegate's `shouldSelect`; if allowed the tab is selected, then
///   `tabBar(_:didSelect:)` (open, for subclasses) and the delegate's `didSelect` are sent. A tap on the
///   selected tab whose controller is a navigation controller pops it to its root (animated), as on iOS.
/// - Tabs come from each controller's `tabBarItem` (made on first use with its `title`).
///
/// Not built: the More tab. iOS shows four tabs and a More tab (`moreNavigationController`) when there
/// are more than five; ScrollKit shows every tab in the bar, sharing its width (docs/PORTING.md).
/// `hidesBottomBarWhenPushed`, `customizableViewControllers` and tab bar animations are not built.
///
/// Bad input (one log line, nothing changes): `selectedIndex` out of range; `selectedViewController`
/// not among `viewControllers`; `viewControllers` holding the same controller twice or the tab bar
/// controller itself.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The bar along the bottom (managed by the controller: its items follow `viewControllers`).
    public let tabBar = UITabBar(frame: .zero)

    /// Told when the user selects a tab (held weakly).
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs' controllers, in the bar's order (nil: none). Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []
    private var selection: Int?

    /// Replaces the tabs. The selected controller stays selected if it is still a tab, else the
    /// first tab is selected; `animated` is accepted and the bar changes at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let list = viewControllers ?? []
        for (i, c) in list.enumerated() where list[..<i].contains(where: { $0 === c }) || c === self {
            Log.uikit.warning("UITabBarController.setViewControllers: a controller appears twice or is the tab bar controller; ignored")
            return
        }
        let oldSelected = selectedViewController
        let removed = tabs.filter { old in !list.contains { $0 === old } }
        let added = list.filter { new in !tabs.contains { $0 === new } }
        for c in removed {
            c.willMove(toParent: nil)
            if c === oldSelected { c.viewIfLoaded?.removeFromSuperview() }
            c.containerSafeAreaInsets = .zero
            c.removeFromParent()
        }
        for c in added { addChild(c) }
        tabs = list
        updateChildInsets()
        tabBar.items = list.map { $0.tabBarItem }
        for c in added { c.didMove(toParent: self) }
        let keep = list.firstIndex { $0 === oldSelected }
        selection = nil
        if let oldSelected, keep != nil { selection = keep; tabBar.selectedItem = oldSelected.tabBarItem; return }
        show(index: list.isEmpty ? nil : 0)
    }

    /// The selected tab's index (`NSNotFound` with no tabs). Setting it selects that tab without
    /// asking or telling the delegate, as on iOS.
    open var selectedIndex: Int {
        get { selection ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                Log.uikit.warning("UITabBarController.selectedIndex \(newValue) is out of range 0..<\(tabs.count); ignored")
                return
            }
            show(index: newValue)
        }
    }

    /// The selected tab's controller (nil with no tabs). Setting one that is not a tab is refused (logged).
    open var selectedViewController: UIViewController? {
        get { selection.map { tabs[$0] } }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                Log.uikit.warning("UITabBarController.selectedViewController: the controller is not one of viewControllers; ignored")
                return
            }
            show(index: index)
        }
    }

    /// Called after a tap selected `item` (before the delegate's `didSelect`); override to react, as
    /// iOS subclasses do. Does nothing by default.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: The view

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.owner = self
        view = container
        tabBar.selectionHandler = { [weak self] item in self?.userSelected(item) }
        container.addSubview(tabBar)
        if let selected = selectedViewController { insert(selected) }
    }

    /// Lays out the selected controller's view (the whole view) and the bar along the bottom.
    func layoutContents() {
        let bounds = view.bounds
        if let selected = selectedViewController?.viewIfLoaded, selected.superview === view { selected.frame = bounds }
        let bottom = max(0, view.safeAreaInsets.bottom - effectiveAdditionalSafeAreaInsets.bottom)
        let height = UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    // MARK: Selection

    private func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selection, let nav = controller as? UINavigationController, nav.viewControllers.count > 1 {
            nav.popToRootViewController(animated: true)
        }
        show(index: index)
        tabBar(tabBar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows tab `index` (nil: none): the old view leaves, the new one joins under the bar.
    private func show(index: Int?) {
        let old = selectedViewController
        selection = index
        let new = selectedViewController
        tabBar.selectedItem = new?.tabBarItem
        guard old !== new, isViewLoaded else { return }
        old?.viewIfLoaded?.removeFromSuperview()
        if let new { insert(new) }
    }

    private func insert(_ controller: UIViewController) {
        let child = controller.view!
        child.frame = view.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(child, belowSubview: tabBar)
        view.setNeedsLayout()
    }

    /// The bar's 49 pt as every tab's extra bottom safe area.
    private func updateChildInsets() {
        for c in tabs { c.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: UITabBar.standardHeight, right: 0) }
    }
}

/// The tab bar controller's root view: lays out the selected view and the bar.
final class TabBarContainerView: UIView {
    weak var owner: UITabBarController?
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContents()
    }
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller (nil outside one), as on iOS.
    public var tabBarController: UITabBarController? {
        var ancestor = parent
        while let a = ancestor {
            if let tabs = a as? UITabBarController { return tabs }
            ancestor = a.parent
        }
        return nil
    }

    /// What a tab bar shows for this controller, made on first use with `title` (as on iOS, setting
    /// `title` later sets its title too).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            if let tabs = tabBarController, let list = tabs.viewControllers {
                tabs.tabBar.items = list.map { $0.tabBarItem }
                tabs.tabBar.selectedItem = tabs.selectedViewController?.tabBarItem
            }
        }
    }
}
