import HostContextTesting
import Testing
import UIKit

/// `contentInsetAdjustmentBehavior` under the bars, case by case as Apple documents it, on a phone
/// safe area (status bar 47, home indicator 34) with the navigation bar (44) and the toolbar (44):
/// the controller's safe area is top 91, bottom 78. `.always` takes it all, `.never` none,
/// `.scrollableAxes` only on axes that scroll, and `.automatic` as `.scrollableAxes` except that a
/// navigation child's content view is always adjusted vertically. Indicator insets follow through
/// `automaticallyAdjustsScrollIndicatorInsets`.
@Suite(.freshHostContext) @MainActor
struct ContentInsetBehaviourTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let underBars = UIEdgeInsets(top: 91, left: 0, bottom: 78, right: 0)

    /// A screen whose root view is a scroll view (UITableViewController's shape).
    final class ListViewController: UIViewController {
        let contentHeight: CGFloat
        init(contentHeight: CGFloat) {
            self.contentHeight = contentHeight
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        var scrollView: UIScrollView { view as! UIScrollView }
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: contentHeight)
            view = scrollView
        }
    }

    private func show(_ controller: UIViewController, inNavigation: Bool = true) -> UIWindow {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.phone
        if inNavigation {
            let nav = UINavigationController(rootViewController: controller)
            nav.isToolbarHidden = false
            window.rootViewController = nav
        } else {
            window.rootViewController = controller
        }
        window.tick(timestamp: 0)
        return window
    }

    @Test func hostsSimulateThePhoneSafeAreaOnPhoneShapedWindowsOnly() {
        // iPhone 12–14 portrait (390×844): status bar 47, home indicator 34.
        #expect(UIWindow.simulatedSafeAreaInsets(forWindowSize: CGSize(width: 390, height: 844)) == Self.phone)
        #expect(UIWindow.simulatedSafeAreaInsets(forWindowSize: CGSize(width: 430, height: 932)) == Self.phone)
        // The 320×480 default window, desktop and landscape shapes, degenerate sizes: none.
        for size in [CGSize(width: 320, height: 480), CGSize(width: 1280, height: 800), CGSize(width: 844, height: 390),
                     CGSize(width: 0, height: 844), CGSize(width: 390, height: CGFloat.nan)] {
            #expect(UIWindow.simulatedSafeAreaInsets(forWindowSize: size) == .zero)
        }
        // A plain window starts with none.
        #expect(makeTestWindow().safeAreaInsets == .zero)
    }

    @Test func shortContentUnderTheBars() {
        // 300 pt of content: the vertical axis does not scroll.
        let list = ListViewController(contentHeight: 300)
        let window = show(list)   // kept: a view outside a window has no safe area
        #expect(list.view.window === window)
        #expect(list.view.safeAreaInsets == Self.underBars)
        list.scrollView.contentInsetAdjustmentBehavior = .automatic
        #expect(list.scrollView.adjustedContentInset == Self.underBars)   // always vertical in a navigation controller
        list.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(list.scrollView.adjustedContentInset == .zero)
        list.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(list.scrollView.adjustedContentInset == .zero)
        list.scrollView.contentInsetAdjustmentBehavior = .always
        #expect(list.scrollView.adjustedContentInset == Self.underBars)
        // contentInset adds to it.
        list.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(list.scrollView.adjustedContentInset == UIEdgeInsets(top: 101, left: 0, bottom: 83, right: 0))
    }

    @Test func shortContentOutsideANavigationControllerIsNotAdjustedAutomatically() {
        let list = ListViewController(contentHeight: 300)
        let window = show(list, inNavigation: false)
        #expect(list.view.window === window)
        #expect(list.scrollView.adjustedContentInset == .zero)
        list.scrollView.alwaysBounceVertical = true   // now the vertical axis scrolls
        #expect(list.scrollView.adjustedContentInset == Self.phone)
    }

    @Test func longContentStartsBelowTheBarAndScrollsUnderIt() {
        let list = ListViewController(contentHeight: 2000)
        let window = show(list)
        for behaviour in [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always] {
            list.scrollView.contentInsetAdjustmentBehavior = behaviour
            #expect(list.scrollView.adjustedContentInset == Self.underBars)
        }
        list.scrollView.contentInsetAdjustmentBehavior = .automatic
        // First shown at its top, below the bar: offset −91.
        #expect(list.scrollView.contentOffset.y == -91)
        let end = drag(window, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), start: 1, duration: 1, steps: 60)
        settle(window, from: end)
        #expect(list.scrollView.contentOffset.y > -91 + 50)   // the top row is now under the translucent bar
    }

    @Test func indicatorInsetsFollowTheSafeArea() {
        let list = ListViewController(contentHeight: 2000)
        let window = show(list)
        func indicatorTop() -> CGFloat? {
            list.scrollView.flashScrollIndicators()
            window.tick(timestamp: 0.1)
            let bar = list.scrollView.subviews.first { $0.frame.width == 2.5 }
            return bar.map { $0.frame.minY - list.scrollView.bounds.minY }
        }
        // 3 pt below the bar's edge (91) with automatic indicator insets, 3 pt below the top without.
        #expect(indicatorTop() == 94)
        list.scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(indicatorTop() == 3)
    }
}
