import HostContextTesting
import Testing
import UIKit

/// The scroll view API added in iOS 17 and 17.4, driven as a user drives it: isScrollAnimating,
/// isZoomAnimating (and isZooming meaning the pinch only), stopScrollingAndZooming(),
/// bouncesHorizontally/Vertically, contentAlignmentPoint, allowsKeyboardScrolling and
/// automaticallyAdjustsScrollIndicatorInsets.
@Suite(.freshHostContext) @MainActor struct ScrollViewIOS17APITests {
    /// The 0.3 s cosine ease-in-out of programmatic scrolls (ScrollKit's choice, `ProgrammaticScrollCurve`).
    private func cosine(_ from: CGFloat, _ to: CGFloat, at t: Double) -> CGFloat {
        from + (to - from) * CGFloat((1 - cos(Double.pi * t / 0.3)) / 2)
    }

    // MARK: isScrollAnimating

    @Test func isScrollAnimatingIsTrueWhileAProgrammaticScrollAnimatesAndNotWhileDecelerating() {
        let f = ScrollViewFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(f.scrollView.isScrollAnimating && !f.scrollView.isDecelerating)
        f.advance(by: 0.35)
        #expect(!f.scrollView.isScrollAnimating)
        #expect(f.recorder.log.last == "didEndScrollingAnimation")
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.1)
        #expect(f.scrollView.isDecelerating && !f.scrollView.isScrollAnimating)
    }

    // MARK: stopScrollingAndZooming

    @Test func stopScrollingAndZoomingFreezesAnAnimatedScrollWhereItIs() {
        let f = ScrollViewFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        f.run(until: 0.15)
        #expect(abs(f.scrollView.contentOffset.y - cosine(0, 600, at: 0.15)) < 1e-6)   // 300, halfway
        let reached = f.scrollView.contentOffset
        f.scrollView.stopScrollingAndZooming()
        #expect(!f.scrollView.isScrollAnimating)
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset == reached)
        #expect(!f.recorder.log.contains("didEndScrollingAnimation"))
    }

    @Test func stopScrollingAndZoomingEndsADecelerationWhereItIs() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.1)
        f.advance(by: 0.1)
        #expect(f.scrollView.isDecelerating)
        let reached = f.scrollView.contentOffset
        f.recorder.clear()
        f.scrollView.stopScrollingAndZooming()
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging)
        #expect(f.recorder.log == ["didEndDecelerating"])
        f.advance(by: 1)
        #expect(f.scrollView.contentOffset == reached)
    }

    @Test func stopScrollingAndZoomingWhileBouncingPutsTheContentAtTheEdge() {
        let f = ScrollViewFixture()
        // Pull down past the top and let go without speed: the bounce spring starts back from −band.
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.2)
        f.frame()
        #expect(f.scrollView.contentOffset.y < -10)
        f.scrollView.stopScrollingAndZooming()
        #expect(f.scrollView.contentOffset == .zero)
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test func stopScrollingAndZoomingWhilePagingPutsTheContentOnTheNearestPage() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320 * 5, height: 480))
        f.scrollView.isPagingEnabled = true
        // 200 pt left (190 after the slop), held still, lifted: the snap goes to page 1 (320).
        f.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -200, y: 0), duration: 0.2, pauseBeforeLift: 0.2)
        f.frame()
        let x = f.scrollView.contentOffset.x
        #expect(x > 190 && x < 320)
        f.scrollView.stopScrollingAndZooming()
        #expect(f.scrollView.contentOffset.x == (x / 320).rounded() * 320)
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset.x == (x / 320).rounded() * 320)
    }

    @Test func stopScrollingAndZoomingKeepsTheScaleAnAnimatedZoomReached() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 460), content: CGSize(width: 1000, height: 1000))
        f.scrollView.setZoomScale(2, animated: true)
        f.run(for: 0.15)
        #expect(f.scrollView.isZoomAnimating)
        let scale = f.scrollView.zoomScale
        #expect(abs(scale - 1.5) < 0.01)
        f.scrollView.stopScrollingAndZooming()
        #expect(!f.scrollView.isZoomAnimating)
        #expect(f.endScales == [scale])
        f.run(for: 0.3)
        #expect(f.scrollView.zoomScale == scale)
        #expect(f.endScales == [scale])
    }

    // MARK: isZooming is the pinch; isZoomAnimating the animation

    @Test func isZoomingIsTrueOnlyWhileTheFingersPinch() {
        let held = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), max: 2)
        held.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 200, lift: false)
        #expect(held.scrollView.isZooming && !held.scrollView.isZoomAnimating && !held.scrollView.isZoomBouncing)

        let lifted = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), max: 2)
        lifted.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 200)
        // Past the maximum when the fingers lift: the gesture is over, the bounce animates back.
        #expect(!lifted.scrollView.isZooming)
        #expect(lifted.scrollView.isZoomBouncing && lifted.scrollView.isZoomAnimating)
        lifted.run(for: 0.4)
        #expect(!lifted.scrollView.isZooming && !lifted.scrollView.isZoomBouncing && !lifted.scrollView.isZoomAnimating)
        #expect(lifted.endScales == [2])
    }

    // MARK: bouncesHorizontally / bouncesVertically

    @Test func bouncesReadsEitherAxisAndSetsBoth() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.bounces && s.bouncesHorizontally && s.bouncesVertically)
        s.bounces = false
        #expect(!s.bouncesHorizontally && !s.bouncesVertically && !s.bounces)
        s.bouncesVertically = true
        #expect(s.bounces && !s.bouncesHorizontally)
    }

    @Test func withoutVerticalBounceTheTopIsAWallWhileTheLeftEdgeStillRubberBands() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 2000, height: 2000))
        f.scrollView.bouncesVertically = false
        f.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 110, y: 110), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(f.scrollView.contentOffset.x < -10)
        f.up(CGPoint(x: 210, y: 210), after: 0.05)
        f.settle()
        #expect(f.scrollView.contentOffset == .zero)
    }

    // MARK: contentAlignmentPoint

    @Test func contentAlignmentPointPlacesSmallContentInTheView() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 200, height: 200))
        #expect(f.scrollView.contentAlignmentPoint == .zero && f.scrollView.contentOffset == .zero)
        f.scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        // (320 − 200) / 2 = 60 and (480 − 200) / 2 = 140 of space before the content.
        #expect(f.scrollView.contentOffset == CGPoint(x: -60, y: -140))
        f.scrollView.contentAlignmentPoint = CGPoint(x: 1, y: 1)
        #expect(f.scrollView.contentOffset == CGPoint(x: -120, y: -280))
        f.scrollView.contentAlignmentPoint = CGPoint(x: CGFloat.nan, y: -3)   // NaN ignored, −3 clamped to 0
        #expect(f.scrollView.contentAlignmentPoint == CGPoint(x: 1, y: 0))
        #expect(f.scrollView.contentOffset == CGPoint(x: -120, y: 0))
    }

    @Test func alignmentIsMeasuredInsideTheContentInsets() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 200))
        f.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        f.scrollView.contentAlignmentPoint = CGPoint(x: 0, y: 0.5)
        // 480 − 200 − 20 = 260 spare; half of it below the 20 pt inset: offset −(20 + 130).
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: -150))
    }

    @Test func aDragOnCentredSmallContentBouncesBackToTheCentre() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 200, height: 200))
        f.scrollView.alwaysBounceVertical = true
        f.scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        f.drag(from: CGPoint(x: 160, y: 200), by: CGPoint(x: 0, y: 110), duration: 0.2, lift: false)
        let band = 0.55 * 100 * 480 / (480 + 55.0)   // rubber band (c·x·d/(d + c·x)) of 100 pt past the resting place
        #expect(abs(Double(f.scrollView.contentOffset.y) - (-140 - band)) < 0.001)
        #expect(f.scrollView.contentOffset.x == -60)
        f.up(CGPoint(x: 160, y: 310), after: 0.05)
        f.settle()
        #expect(f.scrollView.contentOffset == CGPoint(x: -60, y: -140))
        #expect(f.recorder.log.last == "didEndDecelerating")
    }

    @Test func zoomingOutBelowTheViewSizeEndsAtTheAlignedPlace() {
        let centred = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), min: 0.1)
        centred.scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        centred.scrollView.setZoomScale(0.2, animated: false)
        #expect(centred.scrollView.contentSize == CGSize(width: 200, height: 200))
        #expect(centred.scrollView.contentOffset == CGPoint(x: -60, y: -140))
        let topLeft = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), min: 0.1)
        topLeft.scrollView.setZoomScale(0.2, animated: false)
        #expect(topLeft.scrollView.contentOffset == .zero)
    }

    // MARK: allowsKeyboardScrolling

    @Test func keyboardScrollingHonoursAllowsKeyboardScrolling() {
        let f = ScrollViewFixture()
        f.scrollView.allowsKeyboardScrolling = false
        #expect(!f.window.sendKey(.down, timestamp: 0.1))
        f.time = 0.1
        f.advance(by: 0.4)
        #expect(f.scrollView.contentOffset == .zero)
        f.scrollView.allowsKeyboardScrolling = true
        #expect(f.window.sendKey(.down, timestamp: 0.6))
        f.time = 0.6
        f.advance(by: 0.4)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: UIWindow.arrowKeyStep))
    }

    @Test func theKeysGoToTheLargestScrollViewThatAllowsThem() {
        let f = ScrollViewFixture()
        f.scrollView.allowsKeyboardScrolling = false
        let small = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        small.contentSize = CGSize(width: 100, height: 1000)
        f.scrollView.addSubview(small)
        #expect(f.window.sendKey(.pageDown, timestamp: 0.1))
        f.time = 0.1
        f.advance(by: 0.4)
        #expect(small.contentOffset == CGPoint(x: 0, y: 100 - UIWindow.arrowKeyStep))   // a page: height − one arrow step
        #expect(f.scrollView.contentOffset == .zero)
    }

    // MARK: automaticallyAdjustsScrollIndicatorInsets

    private func indicatorFrame(automatic: Bool, manual: UIEdgeInsets) -> CGRect? {
        let f = ScrollViewFixture()
        f.window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        f.scrollView.automaticallyAdjustsScrollIndicatorInsets = automatic
        f.scrollView.verticalScrollIndicatorInsets = manual
        f.scrollView.flashScrollIndicators()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        return f.scrollView.subviews.first { $0.frame.width == 2.5 }?.frame
    }

    @Test func indicatorsStayClearOfTheSafeAreaUnlessTheAdjustmentIsOff() throws {
        #expect(UIScrollView().automaticallyAdjustsScrollIndicatorInsets)
        let safe = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let automatic = try #require(indicatorFrame(automatic: true, manual: .zero))
        let byHand = try #require(indicatorFrame(automatic: false, manual: safe))
        let off = try #require(indicatorFrame(automatic: false, manual: .zero))
        #expect(automatic == byHand)                  // the safe-area part is added to the insets
        #expect(automatic.height < off.height)        // a shorter track: 480 − 78 instead of 480
    }
}
