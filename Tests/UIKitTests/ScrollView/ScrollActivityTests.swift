import HostContextTesting
import Testing
import UIKit

/// The one-activity model end to end: what ends what, and that a frame writes the offset once.
@Suite(.freshHostContext) @MainActor struct ScrollActivityTests {
    /// Counts `scrollViewDidScroll` per frame and keeps the messages in order.
    private final class Counter: UIScrollViewDelegate {
        let content: UIView
        var log: [String] = []
        var scrolls = 0
        init(content: UIView) { self.content = content }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1 }
        func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { log.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) { log.append("didEndZooming(\(scale))") }
        func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { log.append("didEndScrollingAnimation") }
    }

    /// Before the activity model, `setContentOffset(_:animated: true)` during a zoom animation left the
    /// zoom running: each frame wrote the offset twice (the zoom's offset, then the scroll's), with
    /// two `scrollViewDidScroll`s, and the zoom went on to its target under the scroll.
    @Test func setContentOffsetAnimatedDuringAZoomAnimationStopsTheZoomAndWritesTheOffsetOncePerFrame() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
        let scrollView = UIScrollView(frame: window.bounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.maximumZoomScale = 4
        let counter = Counter(content: content)
        scrollView.delegate = counter
        window.addSubview(scrollView)
        window.tick(timestamp: 0)

        scrollView.setZoomScale(2, animated: true)
        var t = 0.0
        for _ in 0..<6 { t += 1.0 / 60; window.tick(timestamp: t) }
        // 0.1 s into the 0.3 s cosine ease from 1 to 2: 1 + (1 − cos(π/3))/2 = 1.25.
        #expect(abs(scrollView.zoomScale - 1.25) < 1e-9)
        #expect(scrollView.isZoomAnimating)

        scrollView.setContentOffset(CGPoint(x: 50, y: 60), animated: true)
        #expect(!scrollView.isZoomAnimating && scrollView.isScrollAnimating)
        #expect(counter.log == ["willBeginZooming", "didEndZooming(1.25)"])
        var perFrame: [Int] = []
        for _ in 0..<24 {
            t += 1.0 / 60
            counter.scrolls = 0
            window.tick(timestamp: t)
            perFrame.append(counter.scrolls)
        }
        #expect(perFrame.allSatisfy { $0 <= 1 })
        #expect(perFrame.prefix(17).allSatisfy { $0 == 1 })   // the offset moves every frame of the 0.3 s scroll
        #expect(abs(scrollView.zoomScale - 1.25) < 1e-9)       // the zoom stayed where it was stopped
        #expect(scrollView.contentOffset == CGPoint(x: 50, y: 60))
        #expect(counter.log == ["willBeginZooming", "didEndZooming(1.25)", "didEndScrollingAnimation"])
    }

    /// A bounce back from past the maximum scale, cut short by a scroll from code, leaves the scale at
    /// the maximum (no view rests past its range) and answers the pinch's willBeginZooming.
    @Test func aScrollFromCodeDuringAZoomBounceMovesTheScaleIntoTheRange() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), max: 2)
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 200)
        f.time += 1.0 / 60
        f.window.tick(timestamp: f.time)
        #expect(f.scrollView.isZoomBouncing && f.scrollView.zoomScale > 2)
        f.scrollView.setContentOffset(CGPoint(x: 10, y: 20), animated: true)
        #expect(!f.scrollView.isZoomBouncing)
        #expect(f.scrollView.zoomScale == 2)
        #expect(f.endScales == [2])
        f.run(for: 0.5)
        #expect(f.scrollView.zoomScale == 2)
        #expect(f.scrollView.contentOffset == CGPoint(x: 10, y: 20))
        #expect(f.log.filter { $0 == "didEndZooming" }.count == 1)
    }

    /// Leaving the window stops a deceleration and a zoom animation without delegate messages.
    @Test func leavingTheWindowStopsEveryMotionSilently() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.setZoomScale(3, animated: true)
        f.run(for: 0.1)
        f.log.removeAll()
        f.scrollView.removeFromSuperview()
        #expect(!f.scrollView.isZoomAnimating && !f.scrollView.isScrollAnimating && !f.scrollView.isDecelerating)
        #expect(f.log.isEmpty)
    }

    /// A drag that starts while code animates the offset catches the animation where it is, as a
    /// touch catches a deceleration (no didEndScrollingAnimation: the animation did not finish).
    @Test func aDragStartingDuringAnOffsetAnimationCatchesIt() {
        let f = ScrollViewFixture()
        f.down(CGPoint(x: 160, y: 400))
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(f.scrollView.isTracking && f.scrollView.isScrollAnimating)
        f.frame(); f.frame(); f.frame()
        let caught = f.scrollView.contentOffset.y
        #expect(caught > 0 && caught < 500)
        let p = f.glide(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -60), duration: 0.1)
        #expect(!f.scrollView.isScrollAnimating && f.scrollView.isDragging)
        // From here the finger alone moves the content, 1:1.
        let y = f.scrollView.contentOffset.y
        let q = f.glide(from: p, by: CGPoint(x: 0, y: -30), duration: 0.05)
        f.advance(by: 0.1)
        #expect(abs(f.scrollView.contentOffset.y - (y + 30)) < 1e-9)
        f.up(q)
        f.settle()
        #expect(abs(f.scrollView.contentOffset.y - (y + 30)) < 1e-9)
        #expect(!f.recorder.log.contains("didEndScrollingAnimation"))
    }

    /// An offset animation started from code during a drag runs to its end: the drag waits (its finger
    /// does not move the content) and, released meanwhile, ends without a fling.
    @Test func aDragUnderAnOffsetAnimationFromCodeWaitsAndEndsWithoutAFling() {
        let f = ScrollViewFixture()
        f.down(CGPoint(x: 160, y: 400))
        let p = f.glide(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -60), duration: 0.1)
        #expect(f.scrollView.isDragging)
        f.recorder.clear()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(f.scrollView.isScrollAnimating && f.scrollView.isDragging && f.scrollView.isTracking)
        let q = f.glide(from: p, by: CGPoint(x: 0, y: -100), duration: 0.05)
        f.up(q)
        #expect(f.recorder.compactLog.contains("didEndDragging(false)"))
        #expect(!f.recorder.log.contains("willBeginDecelerating"))
        #expect(f.scrollView.isScrollAnimating && !f.scrollView.isDragging && !f.scrollView.isTracking)
        f.settle()
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 500))
        #expect(f.recorder.log.last == "didEndScrollingAnimation")
    }
}
