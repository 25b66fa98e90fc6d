import Foundation

/// The navigation controller's delegate (UIKit's `UINavigationControllerDelegate`): told before and
/// after each controller is shown by a push, pop or `setViewControllers`.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top controller's shown view (push, pop or set).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called once `viewController` is shown and any transition has finished.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop (nil: the standard slide); UINavigationController+CustomTransition.swift.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller of a transition with the delegate's animator (nil: not interactive).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing by default (the requirement is optional on iOS).
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing by default (the requirement is optional on iOS).
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    /// Nil: the standard slide (the requirement is optional on iOS).
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Nil: not interactive (the requirement is optional on iOS).
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A stack of view controllers with a navigation bar (UIKit's `UINavigationController`).
///
/// The stack's controllers are children (`addChild`/`didMove(toParent:)`); only the top one's view is
/// in the navigation controller's view, filling it, under the bar. The bar adds its height to the top
/// controller's safe area, so a scroll view there gets `adjustedContentInset.top` = status bar + 44 with
/// `.automatic` and its content scrolls under the translucent bar.
///
/// Transitions (UINavigationController+Transition.swift): push and pop slide as on iOS when animated,
/// swap at once otherwise. The stack (`viewControllers`) changes when the request is made.
///
/// Bad input (logged, nothing changes): pushing a controller already in the stack or a navigation
/// controller (UIKit raises for both); popping the root (returns nil); `popToViewController` with a
/// controller not in the stack (UIKit raises; returns nil); `setViewControllers` with duplicates;
/// any push/pop/set while an animated transition runs (iOS logs "nested push animation" and ends up
/// inconsistent; ScrollKit ignores the request rather than queueing it, so the stack never races the
/// animation and the caller can retry from `didShow`).
///
/// The swipe-back (`interactivePopGestureRecognizer`) is UINavigationController+InteractivePop.swift;
/// the toolbar (`toolbarItems`, `isToolbarHidden`) adds its 44 pt to the children's bottom safe area.
///
/// Not supported yet: large titles, custom transitions.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// A navigation controller whose stack holds `rootViewController` alone.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The navigation bar (44 pt tall, under the window's top safe-area inset).
    public let navigationBar = UINavigationBar(frame: .zero)

    /// Told before and after each controller is shown (held weakly, as on iOS).
    open weak var delegate: UINavigationControllerDelegate?

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var stack: [UIViewController] = [] {
        didSet { tabBarController?.updateBarVisibility() }   // hidesBottomBarWhenPushed (UITabBarController)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// What the navigation interface shows: a controller presented over the navigation controller
    /// (or its top controller), else the top controller, as on iOS.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// A controller that just became top for the first time; aligned at the next layout pass.
    var controllerAwaitingTopAlignment: UIViewController?

    /// The transition running now (nil when idle).
    var transition: NavigationTransition?

    /// The swipe-back gesture: a `UIScreenEdgePanGestureRecognizer` with `edges = .left` on this
    /// controller's view (UINavigationController+InteractivePop.swift). Apple types it as a plain
    /// `UIGestureRecognizer?`; use it to relate your own recognizers to it (`require(toFail:)`) or
    /// set `isEnabled` to false to turn the swipe off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
    private lazy var popGesture: UIScreenEdgePanGestureRecognizer = makeInteractivePopGestureRecognizer()
    /// The swipe-back under way (nil when none).
    var interactivePop: InteractivePop?

    /// The toolbar at the bottom, shown when `isToolbarHidden` is false with the top controller's
    /// `toolbarItems` (UIKit's `toolbar`, implicitly unwrapped there too).
    public private(set) var toolbar: UIToolbar! = UIToolbar(frame: .zero)

    // MARK: The stack (UINavigationController+Transition.swift)

    /// Pushes `viewController` on top; animated, it slides in from the right edge.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it (nil, and nothing happens, when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { performPop(animated: animated) }

    /// Pops everything above the root; returns what was popped (empty when nothing was).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return [] }
        return performPop(to: root, animated: animated)
    }

    /// Pops everything above `viewController`; returns what was popped (nil if it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack. Animated, a new top controller slides in as a push, or as a pop when it was
    /// already in the stack (as UIKit chooses).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSet(viewControllers, animated: animated)
    }

    // MARK: The view

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.owner = self
        view = container
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.itemsChangedAction = { [weak self] in
            guard let self else { return }
            self.updateChildInsets()
            self.viewIfLoaded?.setNeedsLayout()
        }
        toolbar.isHidden = toolbarHidden
        container.addSubview(toolbar)
        container.addSubview(navigationBar)   // on top: the controllers' views go below both bars
        container.addGestureRecognizer(popGesture)
        if let top = stack.last {
            show(top)
            controllerAwaitingTopAlignment = top
        }
        refreshBar()
    }

    /// Lays out the bars and the top controller's view (the whole view).
    func layoutContents() {
        if transition == nil, let top = stack.last, let topView = top.viewIfLoaded, topView.superview === view {
            topView.frame = contentFrame(for: top)
        }
        layoutBars()
        if let pending = controllerAwaitingTopAlignment, pending === stack.last, pending.viewIfLoaded?.superview === view {
            pending.view.layoutIfNeeded()
            alignContentScrollViewToTop(of: pending)
            layoutBars()
        }
    }

    /// The navigation bar under the top safe-area inset (taller by the visible large title), the
    /// toolbar above the bottom one.
    func layoutBars() {
        let bounds = view.bounds
        let top = view.safeAreaInsets.top - effectiveAdditionalSafeAreaInsets.top
        let topItem = stack.last?.storedNavigationItem
        let hidesRow = searchHidesTitleRow(topItem)
        let large = hidesRow ? 0 : visibleLargeTitleHeight()
        let search = visibleSearchHeight(topItem)
        let h = (hidesRow ? 0 : UINavigationBar.standardHeight + large) + search
        navigationBar.searchAreaHeight = search
        navigationBar.titleRowHidden = hidesRow
        navigationBar.showsLargeTitle = !hidesRow && (stack.indices.last.map(wantsLargeTitle(at:)) ?? false)
        navigationBar.backgroundExtensionAbove = max(0, top)
        navigationBar.frame = CGRect(x: 0, y: isNavigationBarHidden ? -h : top, width: bounds.width, height: h)
        let bottom = max(0, view.safeAreaInsets.bottom - effectiveAdditionalSafeAreaInsets.bottom)
        let th = UIToolbar.standardHeight
        toolbar.backgroundExtensionBelow = bottom
        toolbar.frame = CGRect(x: 0, y: toolbarHidden ? bounds.height : bounds.height - bottom - th, width: bounds.width, height: th)
        layoutSearchOverlay()
    }

    /// The "content scroll view" of a controller as UIKit found it before iOS 15's
    /// `setContentScrollView`: the root view if it is a scroll view, else its first subview if that is.
    func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let root = controller.viewIfLoaded else { return nil }
        return (root as? UIScrollView) ?? (root.subviews.first as? UIScrollView)
    }

    /// A controller shown for the first time under the bar starts with its content scroll view at its
    /// top, below the bar (offset −adjustedContentInset.top), as on iOS; a scroll view the app already
    /// moved (offset not zero) is left alone.
    func alignContentScrollViewToTop(of controller: UIViewController) {
        guard controller.viewIfLoaded?.window != nil else { return }   // no safe area yet: wait
        if controllerAwaitingTopAlignment === controller { controllerAwaitingTopAlignment = nil }
        guard let scrollView = contentScrollView(of: controller), scrollView.contentOffset == .zero else { return }
        let inset = scrollView.adjustedContentInset
        scrollView.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
    }

    /// Puts `controller`'s view in this view, filling it, below the bars.
    func show(_ controller: UIViewController) {
        let child = controller.view!
        child.frame = contentFrame(for: controller)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(child, belowSubview: toolbar)
        view.setNeedsLayout()
    }

    // MARK: The bar

    /// When true the bar is off screen and adds nothing to the children's safe area.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false

    /// UIKit's `UINavigationControllerHideShowBarDuration` (0.2 s, a public UIKit constant).
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// Hides or shows the bar; animated, it slides up or down in `hideShowBarDuration`. The children's
    /// safe area changes at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        updateChildInsets()
        viewIfLoaded?.window?.updateStatusBarAppearance()   // the style's decider changes with the bar
        guard isViewLoaded else { return }
        if hidden == false { navigationBar.isHidden = false }
        let move = { self.layoutContents() }
        if animated, isInVisibleWindow {
            UIView.animate(withDuration: Self.hideShowBarDuration, delay: 0, options: [], animations: move) { _ in
                if self.barHidden { self.navigationBar.isHidden = true }
            }
        } else {
            move()
            navigationBar.isHidden = hidden
        }
    }

    /// The bars' heights as every stacked child's extra safe area: the navigation bar's at the top
    /// (with the whole large title area for a controller that shows one), the toolbar's at the bottom
    /// (each zero while its bar is hidden).
    func updateChildInsets() {
        for (i, child) in stack.enumerated() {
            let large = wantsLargeTitle(at: i) ? UINavigationBar.largeTitleHeight : 0
            let underTop = child.extendsLayout(under: .top, barIsOpaque: !navigationBar.isTranslucent)
            let underBottom = child.extendsLayout(under: .bottom, barIsOpaque: !toolbar.isTranslucent)
            let top = barHidden || !underTop ? 0 : barContentHeight(at: i, large: large)
            let bottom = toolbarHidden || !underBottom ? 0 : UIToolbar.standardHeight
            child.containerSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        }
    }

    /// Where a stacked child's view goes: the whole view, except that it starts below the
    /// navigation bar (and ends above the toolbar) when the child does not extend its layout under
    /// that bar (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`), as on iOS.
    func contentFrame(for controller: UIViewController) -> CGRect {
        var frame = view.bounds
        let index = stack.firstIndex { $0 === controller } ?? stack.count - 1
        if !barHidden, !controller.extendsLayout(under: .top, barIsOpaque: !navigationBar.isTranslucent) {
            let barTop = view.safeAreaInsets.top - effectiveAdditionalSafeAreaInsets.top
            let large = wantsLargeTitle(at: index) ? UINavigationBar.largeTitleHeight : 0
            let cut = max(0, barTop) + barContentHeight(at: index, large: large)
            frame.origin.y += cut
            frame.size.height = max(0, frame.height - cut)
        }
        if !toolbarHidden, !controller.extendsLayout(under: .bottom, barIsOpaque: !toolbar.isTranslucent) {
            let bottom = max(0, view.safeAreaInsets.bottom - effectiveAdditionalSafeAreaInsets.bottom)
            frame.size.height = max(0, frame.height - bottom - UIToolbar.standardHeight)
        }
        return frame
    }

    // MARK: Status bar

    /// The top controller decides whether the status bar is hidden, as on iOS.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    /// While the navigation bar shows, the navigation controller decides the style itself (iOS
    /// derives it from the bar, so a pushed controller's `preferredStatusBarStyle` is not asked);
    /// with the bar hidden the top controller decides, as on iOS.
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    func refreshBar() {
        navigationBar.items = stack.map(\.navigationItem)
        refreshToolbar()
    }

    /// Shows the top controller's `toolbarItems` in the toolbar.
    func refreshToolbar() {
        let items = stack.last?.toolbarItems
        let ids: ([UIBarButtonItem]?) -> [ObjectIdentifier]? = { list in list.map { $0.map { ObjectIdentifier($0) } } }
        if ids(toolbar.items) != ids(items) {
            toolbar.items = items
        }
    }

    // MARK: The toolbar

    /// True by default, as on iOS: the toolbar shows only when you set this to false.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Hides or shows the toolbar; animated, it slides down or up in `hideShowBarDuration` (UIKit uses
    /// the same constant for both bars). The children's bottom safe area changes at once.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        updateChildInsets()
        guard isViewLoaded else { return }
        if hidden == false { toolbar.isHidden = false }
        let move = { self.layoutContents() }
        if animated, isInVisibleWindow {
            UIView.animate(withDuration: Self.hideShowBarDuration, delay: 0, options: [], animations: move) { _ in
                if self.toolbarHidden { self.toolbar.isHidden = true }
            }
        } else {
            move()
            toolbar.isHidden = hidden
        }
    }
}

/// The navigation controller's root view: lays out the bar and the top view.
final class NavigationContainerView: UIView {
    weak var owner: UINavigationController?
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContents()
    }
}
