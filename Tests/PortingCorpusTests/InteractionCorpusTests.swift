import HostContextTesting
import Testing
import UIKit

/// Dragged subviews, autoscroll, directional lock, delegate order and programmatic scrolling.
@Suite(.freshHostContext) @MainActor struct InteractionCorpusTests {
    @Test func draggingTheMarkerMovesItAndNotTheContent() {
        let vc = DraggableMarkerViewController()
        let host = CorpusHost(vc)
        let delta = CGPoint(x: 100, y: 50)
        host.drag(from: CGPoint(x: 120, y: 120), by: delta, steps: 20)
        let moved = travelAfterSlop(delta)
        #expect(isClose(vc.marker.center, CGPoint(x: 120 + moved.x, y: 120 + moved.y)))
        #expect(vc.scrollView.contentOffset == .zero)
        // A drag on the map scrolls it.
        host.drag(from: CGPoint(x: 300, y: 400), by: CGPoint(x: 0, y: -110))
        #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func holdingTheMarkerNearTheBottomEdgeAutoscrollsFourPointsAFrame() {
        let vc = AutoscrollingMarkerViewController()
        let host = CorpusHost(vc)
        host.drag(from: CGPoint(x: 160, y: 120), by: CGPoint(x: 0, y: 320), steps: 16, lift: false)
        #expect(vc.isAutoscrolling)
        host.run(for: 0.1)
        let offset = vc.scrollView.contentOffset.y, markerY = vc.marker.center.y
        host.run(for: 10 * host.frame)
        #expect(vc.scrollView.contentOffset.y == offset + 40)
        #expect(vc.marker.center.y == markerY + 40)
        host.lift(at: CGPoint(x: 160, y: 440))
        #expect(!vc.isAutoscrolling)
        let stopped = vc.scrollView.contentOffset.y
        host.run(for: 0.5)
        #expect(vc.scrollView.contentOffset.y == stopped)
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() {
        let vc = DirectionalMapViewController()
        let host = CorpusHost(vc)
        // 20° from vertical.
        host.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -40, y: -110))
        #expect(vc.scrollView.contentOffset.x == 0)
        #expect(vc.scrollView.contentOffset.y > 90 && vc.scrollView.contentOffset.y <= 110)
    }

    @Test func theDelegateHearsAFlickInUIKitsOrder() {
        let vc = ScrollDelegateLogViewController()
        let host = CorpusHost(vc)
        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), steps: 6, pause: nil)
        host.run(for: 4)
        #expect(vc.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                           "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // velocity is in points per millisecond, upward flick → positive y
        #expect((vc.releaseVelocity?.y ?? 0) > 1)
        #expect(abs((vc.proposedTarget?.y ?? 0) - vc.scrollView.contentOffset.y) <= 0.5)
    }

    @Test func scrollToTopAsksTheDelegateFirst() {
        let vc = ScrollDelegateLogViewController()
        let host = CorpusHost(vc)
        vc.scrollView.contentOffset = CGPoint(x: 0, y: 900)
        vc.allowsScrollToTop = false
        host.window.requestScrollToTop()
        host.run(for: 1)
        #expect(vc.scrollView.contentOffset.y == 900)
        vc.allowsScrollToTop = true
        host.window.requestScrollToTop()
        host.run(for: 1)
        #expect(vc.scrollView.contentOffset == .zero)
        #expect(Array(vc.log.suffix(4)) == ["shouldScrollToTop", "shouldScrollToTop", "didScroll", "didScrollToTop"])
    }

    @Test func scrollRectToVisibleMovesTheLeastThatShowsTheRow() {
        let vc = ScrollRectViewController()
        let host = CorpusHost(vc)
        vc.reveal(row: 20, animated: false)          // rows are 44 pt: row 20 is y 880…924
        #expect(isClose(vc.scrollView.contentOffset.y, 924 - 480))
        vc.reveal(row: 5, animated: true)            // y 220…264, above the visible area
        host.run(for: 1)
        #expect(isClose(vc.scrollView.contentOffset.y, 220))
        #expect(vc.animationsEnded == 1)
        vc.reveal(row: 8, animated: true)            // already visible: nothing moves
        host.run(for: 1)
        #expect(isClose(vc.scrollView.contentOffset.y, 220))
        #expect(vc.animationsEnded == 1)
    }
}
