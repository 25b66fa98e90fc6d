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
/// - Every controller of `viewControllers` that has a tab in the bar is a child; only the selected
///   one's view is in this view, filling it, under the translucent `tabBar`. The bar sits at the
///   bottom, `UITabBar.standardHeight` (49 pt) plus the window's bottom safe-area inset tall (83 pt on
///   a notched iPhone), and adds its 49 pt to every child's bottom safe area, so a scroll view there
///   gets `adjustedContentInset.bottom` = 49 + the home indicator's inset with `.automatic` and its
///   content scrolls under the bar.
/// - Switching tabs swaps the views at once, as iOS does: the old controller's `viewWillDisappear`, the
///   new one's `viewWillAppear` now, their did-callbacks at the window's next frame.
/// - A tap on a tab asks the delegate's `shouldSelect`; if allowed the tab is selected, then
///   `tabBar(_:didSelect:)` (open, for subclasses) and the delegate's `didSelect` are sent. A tap on the
///   selected tab whose controller is a navigation controller pops it to its root (animated), as on iOS.
/// - Tabs come from each controller's `tabBarItem` (made on first use with its `title`).
/// - More than five tabs (Apple: the controller "automatically inserts a special view controller
///   (called the More view controller)"): the bar shows the first four and a More tab
///   (`UITabBarItem.SystemItem.more`), whose controller is `moreNavigationController`, a navigation
///   controller whose root lists the rest; a row pushes its controller there (it becomes the More
///   navigation controller's child). While the list shows, `selectedViewController` is
///   `moreNavigationController` and `selectedIndex` is `NSNotFound` (Apple's `selectedIndex`
///   documentation); while one of the rest is pushed, they are that controller and its index.
///   Setting either to one of the rest selects More and shows it pushed, without animation. The
///   delegate is asked about and told of the More tab with `moreNavigationController`; a row picked
///   in the list tells it nothing.
/// - `hidesBottomBarWhenPushed`: while the selected tab is a navigation controller (the More one
///   included) holding a pushed controller (above its root) that sets it, the bar is hidden and that
///   tab's bottom safe area loses the bar's 49 pt. The bar hides when the push begins and shows when
///   the pop (or a swipe back) begins, a cancelled swipe hides it again; iOS slides it with the root
///   controller's view instead.
///
/// Not built: editing the tabs from the More list (`customizableViewControllers` is stored, and
/// the list has no Edit button), and tab bar animations.
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

    /// The most tabs the bar shows before four of them and a More tab take their place (Apple's
    /// `moreNavigationController` documentation: "more than five").
    public static let maximumTabsWithoutMore = 5

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
    /// What is selected: a tab in the bar (an index of `tabs` below the More tab), or the More tab.
    private enum Selection: Equatable {
        case tab(Int)
        case more
    }
    private var selection: Selection?

    /// The navigation controller behind the More tab (made on first use, as on iOS, whether or not
    /// there are more than five tabs). Its root lists the tabs the bar has no room for.
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let nav = UINavigationController(rootViewController: MoreListViewController(owner: self))
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return nav
    }()

    /// The controllers the user may rearrange from the More list (iOS sets it to `viewControllers`
    /// whenever they are set). Stored only: ScrollKit's More list has no Edit button.
    open var customizableViewControllers: [UIViewController]?

    /// Whether the bar shows four tabs and More.
    private var showsMore: Bool { tabs.count > Self.maximumTabsWithoutMore }
    /// The tabs that have a place of their own in the bar.
    private var barTabs: [UIViewController] { showsMore ? Array(tabs.prefix(Self.maximumTabsWithoutMore - 1)) : tabs }
    /// The tabs listed by the More list (none with five tabs or fewer).
    var moreViewControllers: [UIViewController] { showsMore ? Array(tabs.dropFirst(Self.maximumTabsWithoutMore - 1)) : [] }
    /// The children of this controller: the bar's tabs, and the More navigation controller when it shows.
    private var barControllers: [UIViewController] { showsMore ? barTabs + [moreNavigationController] : barTabs }

    /// Replaces the tabs. The selected controller stays selected if it still has a place in the
    /// bar, else the first tab is selected; `animated` is accepted and the bar changes at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let list = viewControllers ?? []
        for (i, c) in list.enumerated() where list[..<i].contains(where: { $0 === c }) || c === self {
            Log.uikit.warning("UITabBarController.setViewControllers: a controller appears twice or is the tab bar controller; ignored")
            return
        }
        let oldShown = displayedController
        let oldChildren = barControllers
        if showsMore { moreNavigationController.setViewControllers([moreNavigationController.viewControllers[0]], animated: false) }
        tabs = list
        customizableViewControllers = viewControllers
        let newChildren = barControllers
        let removed = oldChildren.filter { old in !newChildren.contains { $0 === old } }
        let added = newChildren.filter { new in !oldChildren.contains { $0 === new } }
        for c in removed {
            c.willMove(toParent: nil)
            if c === oldShown { c.viewIfLoaded?.removeFromSuperview() }
            c.containerSafeAreaInsets = .zero
            c.removeFromParent()
        }
        for c in added { addChild(c) }
        updateChildInsets()
        tabBar.items = newChildren.map { $0.tabBarItem }
        if showsMore, let list = moreNavigationController.viewControllers.first as? MoreListViewController, list.isViewLoaded {
            list.tableView.reloadData()
        }
        for c in added { c.didMove(toParent: self) }
        if let oldShown, let kept = newChildren.firstIndex(where: { $0 === oldShown }) {
            selection = oldShown === moreNavigationController ? .more : .tab(kept)
            tabBar.selectedItem = oldShown.tabBarItem
            return updateBarVisibility()
        }
        selection = nil
        show(list.isEmpty ? nil : .tab(0))
    }

    /// The selected tab's index (`NSNotFound` with no tabs, or while the More list shows). Setting it
    /// selects that tab without asking or telling the delegate, as on iOS; an index past the bar's
    /// four selects More and shows that controller pushed.
    open var selectedIndex: Int {
        get { selectedViewController.flatMap { c in tabs.firstIndex { $0 === c } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                Log.uikit.warning("UITabBarController.selectedIndex \(newValue) is out of range 0..<\(tabs.count); ignored")
                return
            }
            select(tabs[newValue])
        }
    }

    /// The selected tab's controller (nil with no tabs; `moreNavigationController` while the More
    /// list shows; the pushed controller while one of the More list's shows). Setting one that is
    /// not a tab (nor `moreNavigationController` while there is a More tab) is refused (logged).
    open var selectedViewController: UIViewController? {
        get {
            switch selection {
            case .tab(let i)?: return tabs[i]
            case .more?:
                let stack = moreNavigationController.viewControllers
                if stack.count > 1, tabs.contains(where: { $0 === stack[1] }) { return stack[1] }
                return moreNavigationController
            case nil: return nil
            }
        }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) || (showsMore && newValue === moreNavigationController) else {
                Log.uikit.warning("UITabBarController.selectedViewController: the controller is not one of viewControllers; ignored")
                return
            }
            select(newValue)
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
        if let shown = displayedController { insert(shown) }
    }

    /// Lays out the selected controller's view (the whole view) and the bar along the bottom.
    func layoutContents() {
        let bounds = view.bounds
        if let shown = displayedController?.viewIfLoaded, shown.superview === view { shown.frame = bounds }
        let bottom = max(0, view.safeAreaInsets.bottom - effectiveAdditionalSafeAreaInsets.bottom)
        let height = UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    // MARK: Selection

    /// The controller whose view shows: the selected bar tab, or the More navigation controller.
    private var displayedController: UIViewController? {
        switch selection {
        case .tab(let i)?: return tabs[i]
        case .more?: return moreNavigationController
        case nil: return nil
        }
    }

    /// Selects `controller` (a tab, or `moreNavigationController`): one of the More list's is shown
    /// pushed onto the More navigation controller, without animation.
    private func select(_ controller: UIViewController) {
        if controller === moreNavigationController { return show(.more) }
        guard let index = tabs.firstIndex(where: { $0 === controller }) else { return }
        if index < barTabs.count { return show(.tab(index)) }
        let list = moreNavigationController.viewControllers[0]
        moreNavigationController.setViewControllers([list, controller], animated: false)
        show(.more)
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let index = barControllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = barControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        let target: Selection = controller === moreNavigationController ? .more : .tab(index)
        if target == selection, let nav = controller as? UINavigationController, nav.viewControllers.count > 1 {
            nav.popToRootViewController(animated: true)
        }
        show(target)
        tabBar(tabBar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows `target` (nil: nothing): the old view leaves, the new one joins under the bar.
    private func show(_ target: Selection?) {
        let old = displayedController
        selection = target
        let new = displayedController
        tabBar.selectedItem = new?.tabBarItem
        updateBarVisibility()
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

    /// The bar's items again, after a tab's `tabBarItem` was replaced.
    func refreshBarItems() {
        tabBar.items = barControllers.map { $0.tabBarItem }
        tabBar.selectedItem = displayedController?.tabBarItem
    }

    // MARK: The bar's space

    /// Whether a pushed controller of the shown navigation controller hides the bar (see the type).
    private(set) var isBarHiddenForPush = false

    /// Hides or shows the bar for `hidesBottomBarWhenPushed`; the shown navigation controller
    /// calls it whenever its stack changes.
    func updateBarVisibility() {
        var hide = false
        if let nav = displayedController as? UINavigationController {
            hide = nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        }
        guard hide != isBarHiddenForPush else { return }
        isBarHiddenForPush = hide
        tabBar.isHidden = hide
        updateChildInsets()
    }

    /// The bar's 49 pt as every tab's extra bottom safe area (none for the shown tab while a pushed
    /// controller hides the bar).
    private func updateChildInsets() {
        let shown = displayedController
        for c in barControllers {
            let hidden = isBarHiddenForPush && c === shown
            c.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: hidden ? 0 : UITabBar.standardHeight, right: 0)
        }
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
            tabBarController?.refreshBarItems()
        }
    }
}
