import Foundation

/// Owns a view loaded on first access (`loadView`, then `viewDidLoad`), hears about its layout and its
/// appearance, and contains child view controllers, as UIKit's `UIViewController`.
///
/// Appearance follows UIKit's state machine (disappeared → appearing → appeared → disappearing):
/// see UIViewController+Appearance.swift for when the window sends the callbacks, and
/// UIViewController+Containment.swift for children. Safe area and traits: UIView+SafeArea.swift,
/// UITraitCollection.swift.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    /// The designated initializer, as on iOS. There are no nib files on Linux: both arguments are kept
    /// for source compatibility and ignored (a view controller always builds its view in `loadView`).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
        UIViewController.registerForMemoryWarnings(self)
    }

    /// Storyboards and nib archives do not exist on Linux, so nothing is decoded: the controller is
    /// the one `init(nibName: nil, bundle: nil)` makes (as `UIView.init?(coder:)` gives a zero-frame
    /// view), so a subclass's `super.init(coder: coder)` followed by its own set-up still works.
    public required init?(coder: NSCoder) {
        self.nibName = nil
        self.nibBundle = nil
        super.init()
        UIViewController.registerForMemoryWarnings(self)
    }

    /// `UIViewController()`: `init(nibName: nil, bundle: nil)`, as on iOS.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Memory is low (UIApplication+MemoryWarning.swift). Override to release what can be rebuilt
    /// (caches, off-screen content) and call super; UIKit's own does nothing visible (since iOS 6
    /// it no longer unloads the view). Declared here, not in an extension, so subclasses can override.
    open func didReceiveMemoryWarning() {}

    /// The nib name given at creation; kept for source compatibility, since nothing is loaded from nibs on Linux.
    public let nibName: String?
    /// The bundle given at creation; kept for source compatibility, like `nibName`.
    public let nibBundle: Bundle?

    private var loadedView: UIView?
    /// A short human-readable name for the controller's content; also the title of `navigationItem`
    /// (as on iOS, setting one sets the other's default).
    public var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    /// Made on first use; its title starts as `title` (Navigation/UINavigationItem.swift).
    var storedNavigationItem: UINavigationItem?
    /// Made on first use; its title starts as `title` (TabBar/UITabBarController.swift).
    var storedTabBarItem: UITabBarItem?
    /// Whether a tab bar controller hides its bar while this controller is pushed on one of its
    /// navigation controllers (default false). Above the root, it hides the bar for this controller
    /// and every one pushed after it (TabBar/UITabBarController.swift).
    open var hidesBottomBarWhenPushed = false
    /// Safe-area insets a container adds for its bars (the navigation bar's height), on top of
    /// `additionalSafeAreaInsets`, which stays the app's own, as on iOS.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            let old = additionalSafeAreaInsets + oldValue, new = effectiveAdditionalSafeAreaInsets
            UIViewController.additionalInsetsInUse += (new != .zero ? 1 : 0) - (old != .zero ? 1 : 0)
            loadedView?.window?.environmentDidChange()
        }
    }
    /// What the safe area adds for this controller's root view: the app's insets plus its container's.
    var effectiveAdditionalSafeAreaInsets: UIEdgeInsets { additionalSafeAreaInsets + containerSafeAreaInsets }

    // MARK: The view

    /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewNow() }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view has been loaded; reading it never loads the view.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() { if loadedView == nil { loadViewNow() } }

    private func loadViewNow() {
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        loadedView?.viewController = self
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain screen-sized view. Overrides assign `view`.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    /// Called once, right after the view is loaded: the place to build the view hierarchy and constraints. Call super.
    open func viewDidLoad() {}

    // MARK: Layout

    /// Called just before the root view lays out its subviews (pending constraint changes are solved after it).
    open func viewWillLayoutSubviews() {}
    /// Called just after the root view's `layoutSubviews()`, when subview frames are final for this pass.
    open func viewDidLayoutSubviews() {}
    /// Auto Layout's update phase for the root view (called from its `updateConstraints()`); call super.
    open func updateViewConstraints() {}

    // MARK: Appearance (sent by UIViewController+Appearance.swift)

    /// Before the view joins a visible window (or its window is shown). Call super.
    open func viewWillAppear(_ animated: Bool) {}
    /// After `viewWillAppear`, once the view is in the window and has its geometry and traits (iOS 13+):
    /// at the window's next frame, before that frame's layout pass.
    open func viewIsAppearing(_ animated: Bool) {}
    /// After the window's next layout pass, as on iOS where it follows the first layout.
    open func viewDidAppear(_ animated: Bool) {}
    /// Before the view leaves its visible window (or the window is hidden). Call super.
    open func viewWillDisappear(_ animated: Bool) {}
    /// After the window's next frame.
    open func viewDidDisappear(_ animated: Bool) {}

    /// True (the default): appearance callbacks reach the children whose views are in this view's tree.
    /// A container that returns false calls the children's `beginAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    var appearance = AppearanceState.disappeared
    var appearanceAnimated = false

    // MARK: Containment (UIViewController+Containment.swift)

    /// The child view controllers, in the order they were added with `addChild(_:)`.
    public internal(set) var children: [UIViewController] = []
    /// The containing view controller, or nil for a root or free-standing controller (held weakly).
    public internal(set) weak var parent: UIViewController?

    /// The nearest ancestor that is a navigation controller (nil outside one), as on iOS.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let a = ancestor {
            if let nav = a as? UINavigationController { return nav }
            ancestor = a.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller, made on first use with `title`.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    // MARK: Modal presentation (UIViewController+Presentation.swift)

    /// The size the controller would like its view to have when a container shows it at its own
    /// size (`.zero`: no preference). ScrollKit reads it for context menu previews
    /// (Menus/ContextMenuPreviewLayout.swift); popovers and form sheets do not read it yet.
    open var preferredContentSize: CGSize = .zero
    /// How `present(_:animated:completion:)` shows this controller (`.automatic`: a page sheet on
    /// iPhone, as on iOS 13+). Read when the presentation starts.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Gives a custom presentation's objects (held weakly, as on iOS): Presentation/ModalPresentation+CustomTransition.swift.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The animation that presents and dismisses this controller (`.coverVertical`, a slide up, by default).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// True: dragging a sheet down is refused (it resists and springs back; the presentation
    /// controller's delegate hears `presentationControllerDidAttemptToDismiss`).
    open var isModalInPresentation = false
    /// Whether this controller's view is covered by `.currentContext` presentations made from below
    /// it. Stored; ScrollKit presents `.currentContext` full screen (UIViewController+Presentation.swift).
    open var definesPresentationContext = false
    /// Presents `viewControllerToPresent` modally (UIViewController+Presentation.swift: styles,
    /// callbacks, refused requests). `completion` runs once the presentation has finished. Declared
    /// here so subclasses can override it, as on iOS.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presented (with everything above it), or, when it presents
    /// nothing, asks its presenter to dismiss it. `completion` runs once the dismissal has finished.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// The presentation this controller hosts (it presented something), and the one that shows it.
    var hostedPresentation: ModalPresentation?
    weak var shownByPresentation: ModalPresentation?
    /// Made on the first `presentationController` read (UIPresentationController.swift).
    var storedPresentationController: UIPresentationController?

    // MARK: Editing (UIViewController+Editing.swift)

    var editingFlag = false
    var storedEditButtonItem: UIBarButtonItem?

    /// Whether the controller's content is being edited; setting it calls `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }

    /// Sets `isEditing` and updates `editButtonItem` (Edit ↔ Done). Override to put your views into
    /// editing mode, and call super; `UITableViewController` also sets its table's editing state.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        updateEditButtonItem()
    }

    /// A bar button item that says Edit, or Done (bold) while editing, and toggles
    /// `setEditing(_:animated: true)` when tapped; the same item every time it is read.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItemIfNeeded() }

    /// The items a navigation controller's toolbar shows while this controller is on top (and the
    /// toolbar is not hidden: `UINavigationController.isToolbarHidden`).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { if navigationController?.topViewController === self { navigationController?.refreshToolbar() } }
    }
    /// Sets `toolbarItems`; `animated` is accepted and the toolbar changes at once.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Makes `childController` a child, calling its `willMove(toParent:)` first; adding its view and calling
    /// `didMove(toParent:)` stay the caller's job, as on iOS. Adding self or an ancestor is refused with a log line.
    open func addChild(_ childController: UIViewController) { _addChild(childController) }
    /// Removes the controller from its parent and calls `didMove(toParent: nil)`; removing its view stays the caller's job.
    open func removeFromParent() { _removeFromParent() }
    /// Called by `addChild` with the new parent; call it yourself with nil before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called by `removeFromParent` with nil; call it yourself after adding the child's view.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Size, traits and safe area

    /// The window (and so the root view) is about to take `size`. Children hear it too (call super).
    /// The coordinator's `animate(alongsideTransition:completion:)` runs on the host clock.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The view's traits (the window's; `.current`'s defaults before the view is in a window).
    public var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? UITraitCollection.current
    }

    /// Called when the window's traits change, before the view hears it; `previousTraitCollection` holds the old traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Added to the safe area of the root view and everything under it (iOS 11).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            additionalSafeAreaInsets = additionalSafeAreaInsets.finite
            guard additionalSafeAreaInsets != oldValue else { return }
            let old = oldValue + containerSafeAreaInsets, new = effectiveAdditionalSafeAreaInsets
            UIViewController.additionalInsetsInUse += (new != .zero ? 1 : 0) - (old != .zero ? 1 : 0)
            loadedView?.window?.environmentDidChange()
        }
    }

    /// How many controllers have non-zero effective additional insets (while none do, safe areas come from
    /// the windows alone and a window without insets answers zero without a walk).
    static var additionalInsetsInUse = 0

    /// The root view's safe area changed (after `additionalSafeAreaInsets` or the window's insets).
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Deprecated on iOS 11 in favour of `UIScrollView.contentInsetAdjustmentBehavior`. Kept for source
    /// compatibility and has no effect: scroll views adjust for the safe area by their own behaviour.
    @available(*, deprecated, message: "Use UIScrollView.contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool = true

    // MARK: Status bar and extended layout (UIViewController+StatusBar.swift, UIViewController+ExtendedLayout.swift)
    // Declared in the class body so that subclasses can override them; the logic is in those files.

    /// Whether this controller wants the status bar hidden (default `false`). Override it; when the
    /// answer changes, call `setNeedsStatusBarAppearanceUpdate()`.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar style this controller wants (default `.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How a change of `prefersStatusBarHidden` animates (default `.fade`, as on iOS).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child whose `preferredStatusBarStyle` decides instead of this controller's (default nil).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child whose `prefersStatusBarHidden` decides instead of this controller's (default nil).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented not full screen still decides the status bar (default `false`).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The edges of the view that extend under the container's bars (default `.all`): an edge left
    /// out puts the view below the navigation bar (or above the toolbar) instead of under it.
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { extendedLayoutDidChange() } }
    /// Whether the view also extends under opaque bars (default `false`: an opaque navigation bar
    /// keeps the view below it, as on iOS).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { extendedLayoutDidChange() } }
    /// The layout guides behind `topLayoutGuide`/`bottomLayoutGuide`, made on first use.
    var layoutSupportGuides: (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport)?

    /// The next responder: the root view's superview, or the parent controller when the view is not in a hierarchy.
    /// A presented controller's next responder is its presenting controller, as on iOS.
    open override var next: UIResponder? {
        if parent == nil, let presenter = shownByPresentation?.host { return presenter }
        return loadedView?.superview ?? parent
    }
}
