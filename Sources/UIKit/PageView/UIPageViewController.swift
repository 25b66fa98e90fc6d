import Foundation

/// Pages of view controllers that the user swipes through (UIKit's `UIPageViewController`), in the
/// `.scroll` transition style: underneath is a paging `UIScrollView`, so a swipe has the scroll view's
/// drag, rubber band and paging snap (ScrollPhysics), exactly as a paging scroll view's.
///
/// - **Geometry.** The scroll view is one page plus `.interPageSpacing` wide (tall, vertically), so a
///   page of the scroll view is a page of content and the gap; pages sit at multiples of that stride.
///   It holds up to three slots, [before, current, after], one for each neighbour the data source
///   gave; at rest the offset is the current slot's, and after each change the slots are rebuilt
///   around the new current page (the offset moves with them, so nothing on screen moves). With no
///   page before or after, the content ends there and a drag rubber-bands, as on iOS.
/// - **Data source.** Asked for both neighbours whenever the current page changes
///   (`setViewControllers`, a finished swipe), as the scroll style does on iOS; the neighbours' views
///   join the scroll view (and the neighbours become children) only when a swipe starts toward them.
/// - **Page dots.** When the data source answers `presentationCount(for:)` with more than 0 (the
///   default answers 0, standing for "not implemented"), a `UIPageControl` is shown along the bottom
///   (37 pt, above the bottom safe-area inset; the pages are shortened by it), lit at
///   `presentationIndex(for:)` after `setViewControllers` and moved by one with each finished swipe.
/// - **Appearance** (the container forwards it; `shouldAutomaticallyForwardAppearanceMethods` is
///   false): a swipe that starts toward a page sends the delegate's `willTransitionTo`, then
///   `current.viewWillDisappear(true)`, `pending.viewWillAppear(true)`; when the scroll view comes to
///   rest on the new page, `old.viewDidDisappear(true)`, `new.viewDidAppear(true)`, then the delegate's
///   `didFinishAnimating(true, previousViewControllers: [old], transitionCompleted: true)`. A swipe that
///   springs back (cancelled) sends `pending.viewWillDisappear(true)`, `current.viewWillAppear(true)`,
///   `pending.viewDidDisappear(true)`, `current.viewDidAppear(true)` and `transitionCompleted: false`.
///   Containment: `addChild` (so `willMove(toParent:)`) when the swipe starts, the old page's
///   `willMove(toParent: nil)`/`removeFromParent()` and the new page's `didMove(toParent:)` when it ends.
/// - **`setViewControllers(_:direction:animated:completion:)`**: without animation the page is replaced
///   at once (will-callbacks now, did-callbacks at the next frame, as for any view that joins the
///   window); animated, the new page is put next to the current one on the `direction` side and the
///   scroll view scrolls to it (`setContentOffset(_:animated: true)`), the delegate hearing nothing, as
///   on iOS; `completion(true)` runs when it is in place.
///
/// Bad input (one log line, nothing changes, `completion(false)`): a `viewControllers` array that is
/// nil, empty or holds more than one page; a request while a swipe or an animated change runs. A data
/// source that answers with the current page as its own neighbour is treated as answering nil (logged).
/// `.pageCurl` falls back to `.scroll` with one log line (docs/PORTING.md).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// A page view controller; `options` may hold `.interPageSpacing` (points) and `.spineLocation`.
    public init(transitionStyle style: UIPageViewController.TransitionStyle,
                navigationOrientation: UIPageViewController.NavigationOrientation,
                options: [UIPageViewController.OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.spacing(from: options?[.interPageSpacing])
        spineLocation = style == .pageCurl
            ? Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) } ?? .min
            : .none
        super.init(nibName: nil, bundle: nil)
        if style == .pageCurl { Self.logPageCurlFallback() }
    }

    /// No archives on Linux: a horizontal page view controller in iOS's default style for archives
    /// (`.pageCurl`, shown as `.scroll`).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .min
        super.init(coder: coder)
        Self.logPageCurlFallback()
    }

    /// The style asked for at creation (`.pageCurl` is kept here but drawn as `.scroll`).
    public let transitionStyle: UIPageViewController.TransitionStyle
    /// The axis pages move along.
    public let navigationOrientation: UIPageViewController.NavigationOrientation
    /// The page-curl spine from the options (`.min` by default for that style); `.none` for `.scroll`.
    public private(set) var spineLocation: UIPageViewController.SpineLocation
    /// Whether a page-curl page has content on its back; stored (ScrollKit shows one page at a time).
    open var isDoubleSided = false
    /// The gap between pages, from `.interPageSpacing` (0 by default).
    let interPageSpacing: CGFloat

    /// Supplies the neighbouring pages (held weakly, as on iOS). Setting it asks it for the current
    /// page's neighbours (a data source set after `setViewControllers`, as Xcode's page-based
    /// template does, is asked then).
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if transition == nil { reloadNeighbours() } }
    }
    /// Hears about gesture-driven page changes (held weakly, as on iOS).
    open weak var delegate: UIPageViewControllerDelegate?

    /// The page shown now (one controller in the scroll style); empty before the first
    /// `setViewControllers`.
    open var viewControllers: [UIViewController]? { current.map { [$0] } ?? [] }

    /// Empty for the scroll style, as on iOS (the page-curl style's tap and pan recognizers do not
    /// exist in ScrollKit); the swipe is the scroll view's own pan.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// Shows `viewControllers` (one page) as the current page; see the type's summary for the
    /// animation and the bad input.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        performSetViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
    }

    /// The container forwards its pages' appearance itself (see the type's summary).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    // MARK: State (UIPageViewController+Transitions.swift changes it)

    /// The page shown now.
    var current: UIViewController?
    /// The neighbours the data source gave for `current` (not children until a swipe starts toward them).
    var before: UIViewController?
    var after: UIViewController?
    /// The swipe or animated change under way.
    var transition: PageTransition?
    /// True while the slots are rebuilt: the scroll view's offset moves without a swipe.
    var isRecentering = false

    /// The paging scroll view underneath (found by code that looks for it in `view.subviews`, as on iOS).
    let scrollView = UIScrollView(frame: .zero)
    /// The dots, shown when the data source gives a presentation count.
    let pageControl = UIPageControl(frame: .zero)
    lazy var scrollCoordinator = PageScrollCoordinator(owner: self)

    /// The page control's height (UIPageControl's row, `size(forNumberOfPages:)`).
    static let pageControlHeight: CGFloat = 37

    // MARK: The view

    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.owner = self
        container.clipsToBounds = true   // the scroll view is a gap wider than the pages
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceHorizontal = navigationOrientation == .horizontal
        scrollView.alwaysBounceVertical = navigationOrientation == .vertical
        scrollView.delegate = scrollCoordinator
        container.addSubview(scrollView)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        container.addSubview(pageControl)
        view = container
        if let current {
            current.view.frame = slotFrame(currentSlot)
            scrollView.addSubview(current.view)
        }
    }

    // MARK: Appearance forwarding (the page view controller's own callbacks reach the current page)

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        current?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        current?.sendIsAppearing()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        current?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        current?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        current?.endAppearanceTransition()
    }

    // MARK: Options

    /// A number from the options dictionary (`NSNumber`, `Int`, `Double` or `CGFloat`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: return d
        case let c as CGFloat: return Double(c)
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    /// `.interPageSpacing`: a finite number of at least 0, else 0 (logged).
    static func spacing(from value: Any?) -> CGFloat {
        guard let value else { return 0 }
        guard let d = number(value), d.isFinite, d >= 0 else {
            Log.uikit.warning("UIPageViewController: interPageSpacing \(value) is not a finite number of at least 0; using 0")
            return 0
        }
        return CGFloat(d)
    }

    static func logPageCurlFallback() {
        Log.uikit.notice("UIPageViewController: the .pageCurl transition is not drawn on Linux; pages change with the .scroll style")
    }
}

/// The page view controller's root view: lays the scroll view, pages and dots out.
final class PageContainerView: UIView {
    weak var owner: UIPageViewController?
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutPages()
    }
}
