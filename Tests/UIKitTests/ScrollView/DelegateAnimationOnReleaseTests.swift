import HostContextTesting
import Testing
import UIKit

/// An app that snaps from `scrollViewDidEndDragging(_:willDecelerate:)` with
/// `setContentOffset(_:animated: true)` gets its animation, not the fling it replaced.
@Suite(.freshHostContext) @MainActor struct DelegateAnimationOnReleaseTests {
    private final class Snapper: UIScrollViewDelegate {
        var log: [String] = []
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging(\(decelerate))")
            s.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        }
        func scrollViewWillBeginDecelerating(_ s: UIScrollView) { log.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { log.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { log.append("didEndScrollingAnimation") }
    }

    @Test func anAnimationStartedInDidEndDraggingWinsOverTheFling() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 5000)
        let snapper = Snapper()
        scrollView.delegate = snapper
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        // A fast upward flick: 200 pt in 0.1 s (2,000 pt/s), released while moving.
        var t = 0.0
        window.sendTouch(.began, at: CGPoint(x: 160, y: 400), timestamp: t)
        for i in 1...6 {
            t += 1.0 / 60
            window.sendTouch(.moved, at: CGPoint(x: 160, y: 400 - 40 * Double(i)), timestamp: t)
            window.tick(timestamp: t)
        }
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 160), timestamp: t)
        #expect(snapper.log == ["didEndDragging(true)"])
        #expect(scrollView.isScrollAnimating && !scrollView.isDecelerating && !scrollView.isDragging)
        for _ in 0..<60 { t += 1.0 / 60; window.tick(timestamp: t) }
        // The animation from code ends where the app asked (a fling at 2,000 pt/s would have gone ~1,000 pt).
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(snapper.log == ["didEndDragging(true)", "didEndScrollingAnimation"])
        #expect(!scrollView.isScrollAnimating && !scrollView.isTracking)
    }
}
