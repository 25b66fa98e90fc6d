import HeadlessHost
import LogCapture
import Swift5PullToRefresh
import Testing
import UIKit

/// A Swift 5 pull-to-refresh (Tests/Swift5Libraries/PullToRefresh) that watches the scroll view by
/// key-value observing, driven by a finger through the window.
@MainActor
@Suite struct PullToRefreshTests {
    private func makeList() -> (HeadlessHost, UIScrollView, PullToRefreshView) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        let host = hostShowing(scrollView)
        let refresher = PullToRefreshView(height: 60, threshold: 80)
        refresher.attach(to: scrollView)
        return (host, scrollView, refresher)
    }

    @Test func aPullPastTheThresholdRefreshesOnceAndTheContentRestsBelowTheRefresher() {
        let (host, scrollView, refresher) = makeList()
        var refreshes = 0
        refresher.action = { refreshes += 1 }
        let records = LogCapture.records {
            // 400 pt down, held still, then lifted: the rubber band keeps the content well past 80 pt.
            host.drag(from: CGPoint(x: 160, y: 40), to: CGPoint(x: 160, y: 440), duration: 0.5, holdBeforeLift: 0.1)
        }
        #expect(refresher.observedOffsets.min()! <= -80)
        #expect(refreshes == 1)
        #expect(refresher.state == .refreshing)
        #expect(scrollView.contentInset.top == 60)
        #expect(records.contains { $0.label == "example.pulltorefresh.refresh" && $0.message == "refreshing, top inset 60.0" })
        host.idle(2)
        // The bounce ends at the new top: −(adjusted top inset) = −60, the refresher in view.
        #expect(scrollView.contentOffset.y == -60)
        #expect(refreshes == 1)

        refresher.endRefreshing()
        host.idle(1)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
        #expect(refresher.state == .idle)
    }

    @Test func aShortPullDoesNotRefresh() {
        let (host, scrollView, refresher) = makeList()
        var refreshes = 0
        refresher.action = { refreshes += 1 }
        // 60 pt of finger travel can move the content at most 60 pt: short of the 80-pt threshold.
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 160), duration: 0.3, holdBeforeLift: 0.1)
        host.idle(2)
        #expect(refreshes == 0)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func contentSizeChangesReachTheObserverAndItDetachesCleanly() {
        let (_, scrollView, refresher) = makeList()
        #expect(PullToRefreshView.attached(to: scrollView) === refresher)
        scrollView.contentSize = CGSize(width: 640, height: 1000)
        #expect(refresher.contentSizeChanges.last?.old == CGSize(width: 320, height: 1000))
        #expect(refresher.contentSizeChanges.last?.new == CGSize(width: 640, height: 1000))
        #expect(refresher.frame.width == 640)

        refresher.detach()
        let count = refresher.observedOffsets.count
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.contentSize = CGSize(width: 320, height: 900)
        #expect(refresher.observedOffsets.count == count)
        #expect(refresher.contentSizeChanges.count == 1)
        #expect(PullToRefreshView.attached(to: scrollView) == nil)
    }
}
