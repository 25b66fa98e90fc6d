import Foundation

extension UIPageViewController {
    /// How pages change. ScrollKit draws `.scroll` only: `.pageCurl` is accepted and falls back to
    /// `.scroll` with one log line (docs/PORTING.md).
    public enum TransitionStyle: Int, Sendable {
        /// The page turns like a sheet of paper (not drawn by ScrollKit: shown as `.scroll`).
        case pageCurl = 0
        /// Pages slide side by side in a paging scroll view.
        case scroll = 1
    }

    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages move left and right (forward is to the left, as in a left-to-right language).
        case horizontal = 0
        /// Pages move up and down (forward is upward).
        case vertical = 1
    }

    /// Where the spine of a page-curl book sits; `.none` for the scroll style.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// The left or top edge.
        case min = 1
        /// The middle: two pages show at once.
        case mid = 2
        /// The right or bottom edge.
        case max = 3
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` moves.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (the new page comes from the right, or from below).
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Keys of the `options` dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string, as in UIKit.
        public let rawValue: String
        /// A key with this string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (an `NSNumber` or `Int`); read for the page-curl style only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of the scroll style in points (an `NSNumber`, `Int`, `Double` or `CGFloat`); default 0.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// Supplies the pages around the current one (UIKit's `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page control shows. Optional on iOS: the dots appear only when this and
    /// `presentationIndex(for:)` are implemented; the default here answers 0, which shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is lit after `setViewControllers`; a swipe then moves it by one. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no page control (the requirement is optional on iOS).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0 (the requirement is optional on iOS).
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about gesture-driven page changes (UIKit's `UIPageViewControllerDelegate`). Every method is
/// optional, as on iOS.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to move to `pendingViewControllers` (sent when the drag starts toward a page).
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe came to rest: `completed` tells whether the new page stayed (true) or the swipe was
    /// cancelled and `previousViewControllers` are current again (false).
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing (optional on iOS).
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing (optional on iOS).
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
