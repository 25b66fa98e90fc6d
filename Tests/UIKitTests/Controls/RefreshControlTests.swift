import HostContextTesting
import Testing
@testable import UIKit

/// `UIRefreshControl` on a plain scroll view: code-started refreshes, the spinner on the host clock,
/// the title, and removal.
@Suite(.freshHostContext) @MainActor struct RefreshControlTests {
    final class FeedViewController: UIViewController {
        let scrollView = UIScrollView()
        let refresher = UIRefreshControl()
        var changes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            refresher.attributedTitle = NSAttributedString(string: "Pull to refresh")
            refresher.addTarget(self, action: Self.refresh, for: .valueChanged)
            scrollView.refreshControl = refresher
            view.addSubview(scrollView)
        }

        func refresh() { changes += 1 }
    }

    func show(_ vc: UIViewController) -> UIWindow {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
        return window
    }

    @Test func theControlSitsAboveTheContentAndCodeStartedRefreshesAddTheInsetOnly() {
        let vc = FeedViewController()
        let window = show(vc)
        let s = vc.scrollView
        #expect(vc.refresher.superview === s)
        #expect(vc.refresher.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        vc.refresher.beginRefreshing()
        #expect(vc.refresher.isRefreshing && s.contentInset.top == 60)
        #expect(s.contentOffset.y == 0)  // iOS does not scroll to show it
        #expect(vc.changes == 0)         // only a pull sends valueChanged
        // Scrolled to show the control, it spins: one spoke step every 1/8 s of host time.
        s.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        window.tick(timestamp: 0.01)
        let start = vc.refresher.spinnerPhase
        window.tick(timestamp: 0.01 + 3.0 / 8 + 0.01)
        #expect((vc.refresher.spinnerPhase - start + 8) % 8 == 3)
        #expect(vc.refresher.subviews.compactMap { ($0 as? UILabel)?.text } == ["Pull to refresh"])
        vc.refresher.endRefreshing()
        #expect(s.contentInset.top == 0 && !vc.refresher.isRefreshing)
        for i in 1...60 { window.tick(timestamp: 0.5 + Double(i) / 60) }
        #expect(s.contentOffset.y == 0)
        #expect(!window.needsFrames)  // the spinner's display link stopped
    }

    @Test func removingTheControlEndsItsRefresh() {
        let vc = FeedViewController()
        _ = show(vc)
        vc.refresher.beginRefreshing()
        vc.scrollView.refreshControl = nil
        #expect(vc.refresher.superview == nil && !vc.refresher.isRefreshing)
        #expect(vc.scrollView.contentInset.top == 0)
    }
}
