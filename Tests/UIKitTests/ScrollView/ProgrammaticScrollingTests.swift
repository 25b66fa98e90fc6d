import HostContextTesting
import Testing
import UIKit

/// `contentOffset`, `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)` and scroll to top
/// (UIKit's delegate order; ScrollKit's 0.3 s cosine ease-in-out,
/// Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
@Suite(.freshHostContext) @MainActor struct ProgrammaticScrollingTests {
    @Test func settingContentOffsetDirectlyCallsDidScrollOnceAndNothingElse() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(f.recorder.log == ["didScroll"])
        f.advance(by: 0.5)
        #expect(f.recorder.log == ["didScroll"])
        #expect(f.scrollView.contentOffset.y == 250)
        #expect(f.scrollView.bounds.origin == CGPoint(x: 0, y: 250))
    }

    @Test func settingTheSameOffsetAgainCallsNothing() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = .zero
        f.scrollView.setContentOffset(.zero, animated: false)
        #expect(f.recorder.log.isEmpty)
    }

    @Test func setContentOffsetNotAnimatedIsOneDidScroll() {
        let f = ScrollViewFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        #expect(f.recorder.log == ["didScroll"])
        #expect(f.scrollView.contentOffset.y == 600)
    }

    @Test func setContentOffsetAnimatedFollowsTheCosineCurveAndEndsAt300ms() {
        let f = ScrollViewFixture()
        f.advance(by: 1)
        let t0 = f.time
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        f.run(until: t0 + 0.15)
        #expect(abs(f.scrollView.contentOffset.y - 200) < 1e-6)   // (1 − cos(π/2))/2 = ½
        f.run(until: t0 + 0.29)
        #expect(!f.recorder.log.contains("didEndScrollingAnimation"))
        #expect(f.scrollView.contentOffset.y < 400)
        f.run(until: t0 + 0.3)
        #expect(f.scrollView.contentOffset.y == 400)
        #expect(f.recorder.compactLog == ["didScroll*", "didEndScrollingAnimation"])
        #expect(!f.scrollView.isDragging && !f.scrollView.isDecelerating && !f.scrollView.isTracking)
    }

    @Test func setContentOffsetAnimatedQuarterTimeIsTheCosineValue() {
        let f = ScrollViewFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        f.run(until: 0.075)
        let expected = 400 * (1 - cos(Double.pi / 4)) / 2
        #expect(abs(Double(f.scrollView.contentOffset.y) - expected) < 1e-6)
    }

    @Test func setContentOffsetDuringDecelerationStopsIt() {
        let f = ScrollViewFixture()
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.run(until: release + 0.2)
        #expect(f.scrollView.isDecelerating)
        f.recorder.clear()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging)
        f.advance(by: 1)
        #expect(f.scrollView.contentOffset.y == 100)
        // Documented choice (UIScrollView+Programmatic): stopped without didEndDecelerating.
        #expect(f.recorder.log == ["didScroll"])
    }

    @Test func animatedSetContentOffsetDuringDecelerationReplacesIt() {
        let f = ScrollViewFixture()
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.run(until: release + 0.2)
        f.recorder.clear()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        #expect(!f.scrollView.isDecelerating)
        f.advance(by: 0.35)
        #expect(f.scrollView.contentOffset.y == 50)
        #expect(f.recorder.compactLog == ["didScroll*", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        let f = ScrollViewFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        #expect(f.scrollView.contentOffset.y == CGFloat(1100 - 480))
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 50), animated: false)
        #expect(f.scrollView.contentOffset.y == 300)
        #expect(f.recorder.log == ["didScroll", "didScroll"])
    }

    @Test func scrollRectToVisibleAlreadyVisibleDoesNothing() {
        let f = ScrollViewFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: true)
        f.advance(by: 0.5)
        #expect(f.recorder.log.isEmpty)
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test func scrollRectToVisibleIsClampedToTheContent() {
        let f = ScrollViewFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 4990, width: 100, height: 100), animated: false)
        #expect(f.scrollView.contentOffset.y == CGFloat(5000 - 480))
    }

    @Test func scrollRectToVisibleAnimatedTakes300msAndEndsWithDidEndScrollingAnimation() {
        let f = ScrollViewFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 100, height: 100), animated: true)
        f.run(until: 0.15)
        #expect(abs(f.scrollView.contentOffset.y - 310) < 1e-6)
        f.run(until: 0.3)
        #expect(f.scrollView.contentOffset.y == 620)
        #expect(f.recorder.compactLog == ["didScroll*", "didEndScrollingAnimation"])
    }

    @Test func scrollToTopAsksTheDelegateThenAnimatesAndReportsDidScrollToTop() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        f.recorder.clear()
        #expect(f.window.requestScrollToTop())
        f.run(until: f.time + 0.15)
        #expect(abs(f.scrollView.contentOffset.y - 500) < 1e-6)
        f.advance(by: 0.2)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(f.recorder.compactLog == ["shouldScrollToTop", "didScroll*", "didScrollToTop"])
    }

    @Test func scrollToTopIsRefusedWhenTwoScrollViewsHaveScrollsToTop() {
        let f = ScrollViewFixture()
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.contentSize = CGSize(width: 100, height: 1000)
        f.window.addSubview(other)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        f.recorder.clear()
        #expect(!f.window.requestScrollToTop())
        f.advance(by: 0.5)
        #expect(f.recorder.log.isEmpty)
        #expect(f.scrollView.contentOffset.y == 1000)
        // With the other one opted out, it works.
        other.scrollsToTop = false
        #expect(f.window.requestScrollToTop())
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset.y == 0)
    }

    @Test func scrollToTopIsRefusedWhenTheDelegateSaysNo() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        f.recorder.clear()
        f.recorder.shouldScrollToTop = false
        #expect(!f.window.requestScrollToTop())
        f.advance(by: 0.5)
        #expect(f.recorder.log == ["shouldScrollToTop"])
        #expect(f.scrollView.contentOffset.y == 1000)
    }

    @Test func scrollToTopDuringDecelerationStopsItAndGoesToTheTop() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        let release = f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.run(until: release + 0.1)
        #expect(f.window.requestScrollToTop())
        #expect(!f.scrollView.isDecelerating)
        f.advance(by: 0.35)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(f.recorder.log.last == "didScrollToTop")
    }
}
