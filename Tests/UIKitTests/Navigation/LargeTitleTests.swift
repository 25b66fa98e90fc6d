import HostContextTesting
import Testing
@testable import UIKit

/// Large titles on a phone-shaped safe area (status bar 47): the bar is 44 + 52 = 96 pt tall while
/// the content is at its top, the scroll view's `adjustedContentInset.top` includes the 52 pt
/// (47 + 96 = 143) and stays there, and the bar shrinks point for point as the content scrolls up
/// until it is the standard 44 pt; `largeTitleDisplayMode` decides per controller.
@Suite(.freshHostContext) @MainActor
struct LargeTitleTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A table-like screen: its root view is a scroll view with 2000 pt of rows.
    final class RowsViewController: UIViewController {
        var scrollView: UIScrollView { view as! UIScrollView }
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            view = scrollView
        }
    }

    private func show(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let window = makeTestWindow()
        window.safeAreaInsets = Self.phone
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.tick(timestamp: 0)
        return (window, nav)
    }

    @Test func theLargeTitleCollapsesAsTheContentScrollsUp() {
        let rows = RowsViewController()
        rows.title = "Mailboxes"
        let (window, nav) = show(rows)
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 320, height: 96))
        #expect(rows.view.safeAreaInsets.top == 143)
        #expect(rows.scrollView.adjustedContentInset.top == 143)
        #expect(rows.scrollView.contentOffset.y == -143)
        #expect(bar.largeTitleLabel.text == "Mailboxes" && !bar.largeTitleLabel.isHidden)
        #expect(bar.titleLabel.isHidden)   // the small title waits for the collapse

        // Scrolled up 20 pt: 32 pt of large title left.
        rows.scrollView.contentOffset.y = -123
        #expect(bar.frame.height == 76)
        #expect(rows.scrollView.adjustedContentInset.top == 143)
        // 52 pt and beyond: the standard bar, with its small title.
        rows.scrollView.contentOffset.y = -91
        #expect(bar.frame.height == 44)
        window.tick(timestamp: 0.1)
        #expect(!bar.titleLabel.isHidden)
        rows.scrollView.contentOffset.y = 300
        #expect(bar.frame.height == 44)
        // Pulled down past the top: the full 96 pt.
        rows.scrollView.contentOffset.y = -200
        #expect(bar.frame.height == 96)

        // A finger: from the top, a 40 pt drag (30 pt after the slop) leaves 22 pt of large title.
        rows.scrollView.contentOffset.y = -143
        drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 360), start: 1, duration: 0.5, steps: 30, lift: false)
        #expect(isClose(rows.scrollView.contentOffset.y, -113, within: 1e-6))
        #expect(isClose(bar.frame.height, 66, within: 1e-6))
    }

    @Test func displayModesPerController() {
        let root = RowsViewController()
        let (window, nav) = show(root)
        // .never: the standard bar and safe area.
        let settings = RowsViewController()
        settings.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(settings, animated: false)
        window.tick(timestamp: 0.1)
        #expect(nav.navigationBar.frame.height == 44)
        #expect(settings.scrollView.adjustedContentInset.top == 91)
        #expect(settings.scrollView.contentOffset.y == -91)
        // .automatic inherits from the item below it: small here.
        let detail = RowsViewController()
        nav.pushViewController(detail, animated: false)
        window.tick(timestamp: 0.2)
        #expect(nav.navigationBar.frame.height == 44)
        #expect(detail.scrollView.adjustedContentInset.top == 91)
        // .always: large again; the inset grows by 52 and, back at the top, the bar is 96 tall.
        detail.navigationItem.largeTitleDisplayMode = .always
        window.tick(timestamp: 0.3)
        #expect(detail.scrollView.adjustedContentInset.top == 143)
        detail.scrollView.contentOffset.y = -143
        #expect(nav.navigationBar.frame.height == 96)
        // Turning large titles off gives every controller the standard bar.
        nav.navigationBar.prefersLargeTitles = false
        window.tick(timestamp: 0.4)
        #expect(nav.navigationBar.frame.height == 44)
        #expect(detail.scrollView.adjustedContentInset.top == 91)
        _ = root
    }
}
