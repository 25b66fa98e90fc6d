import HostContextTesting
import Testing
import UIKit

/// Scroll indicators: real subviews, 2.5 pt thick, 3 pt from the edge, length track·bounds/content
/// (minimum 36 pt), shrinking by the overscroll (TV-19), visible while moving, fading 0.4 s after,
/// flashScrollIndicators holding 0.75 s (ScrollKit's choices, Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
@Suite(.freshHostContext) @MainActor struct ScrollIndicatorTests {
    /// The scroll view's subviews that it added itself (not the test's content).
    private func indicators(_ s: UIScrollView, except content: [UIView] = []) -> [UIView] {
        s.subviews.filter { v in !content.contains { $0 === v } }
    }

    /// 2.5 pt wide along the right edge (minus any right indicator inset below 15 pt).
    private func verticalIndicator(_ s: UIScrollView) -> UIView? {
        indicators(s).first { $0.frame.width == 2.5 && $0.frame.maxX > s.bounds.maxX - 20 && $0.frame.maxY < s.bounds.maxY - 3 + 0.001 }
    }

    /// 2.5 pt tall along the bottom edge.
    private func horizontalIndicator(_ s: UIScrollView) -> UIView? {
        indicators(s).first { $0.frame.height == 2.5 && $0.frame.minY > s.bounds.maxY - 20 && $0.frame.maxX < s.bounds.maxX - 3 + 0.001 }
    }

    /// bounds 320×500, content 2000 tall; a small drag that makes the indicator appear, finger kept down.
    private func tall(contentHeight: CGFloat = 2000) -> ScrollViewFixture {
        ScrollViewFixture(bounds: CGSize(width: 320, height: 500), contentSize: CGSize(width: 320, height: contentHeight))
    }

    @Test func theIndicatorsAreSubviewsAndOnlyTheScrollableAxisGetsOne() {
        let f = tall()
        #expect(f.scrollView.subviews.isEmpty)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, lift: false)
        #expect(f.scrollView.subviews.count == 1)
        #expect(verticalIndicator(f.scrollView) != nil)
        #expect(horizontalIndicator(f.scrollView) == nil)
        #expect(f.scrollView.subviews.first?.isUserInteractionEnabled == false)
    }

    @Test func theIndicatorIsAboveContentAddedLater() {
        let f = tall()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, pauseBeforeLift: 0.05)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        f.scrollView.addSubview(content)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, lift: false)
        #expect(f.scrollView.subviews.last !== content)
        #expect(f.scrollView.subviews.last?.frame.width == 2.5)
    }

    @Test func verticalIndicatorIs2_5Thick3PointsFromTheRightWithTheProportionalLength() {
        let f = tall()
        f.down(CGPoint(x: 160, y: 400))
        f.move(CGPoint(x: 160, y: 389))   // recognized: offset 1
        f.move(CGPoint(x: 160, y: 390))   // back to offset 0
        guard let v = verticalIndicator(f.scrollView) else { Issue.record("no indicator"); return }
        // Track = 500 − 2·3 = 494 (3 pt gap at each end); length = 494·500/2000 = 123.5.
        #expect(v.frame == CGRect(x: 320 - 3 - 2.5, y: 3, width: 2.5, height: 123.5))
        #expect(v.alpha == 1)
    }

    @Test func tv19LengthIsBoundsSquaredOverContentWhenTheTrackIsTheWholeBounds() {
        // Indicator insets of −3 cancel the 3 pt end gaps: track = bounds = 500, as TV-19 assumes.
        let f = tall()
        f.scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: -3, left: 0, bottom: -3, right: 0)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, pauseBeforeLift: 0.05)
        f.scrollView.contentOffset = .zero
        #expect(verticalIndicator(f.scrollView)?.frame.height == 125)
        f.scrollView.contentOffset = CGPoint(x: 0, y: -50)    // 50 pt overscroll
        #expect(verticalIndicator(f.scrollView)?.frame.height == 75)
        #expect(verticalIndicator(f.scrollView)?.frame.minY == -50)   // pinned to the top of the visible area
        f.scrollView.contentOffset = CGPoint(x: 0, y: -100)
        #expect(verticalIndicator(f.scrollView)?.frame.height == 25)
        f.scrollView.contentOffset = CGPoint(x: 0, y: -200)
        #expect(verticalIndicator(f.scrollView)?.frame.height == 2.5)  // down to the thickness
    }

    @Test func overscrollPastTheBottomShrinksTheIndicatorPinnedToTheBottom() {
        let f = tall()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, pauseBeforeLift: 0.05)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1500 + 50)
        guard let v = verticalIndicator(f.scrollView) else { Issue.record("no indicator"); return }
        #expect(v.frame.height == 123.5 - 50)
        #expect(v.frame.maxY == CGFloat(1550 + 500 - 3))
    }

    @Test func theIndicatorPositionIsProportionalToTheOffset() {
        let f = tall()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, pauseBeforeLift: 0.05)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 750)
        // Halfway: position = ½·(494 − 123.5) below the track start, in content coordinates.
        #expect(verticalIndicator(f.scrollView)?.frame.minY == 750 + 3 + 185.25)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        #expect(verticalIndicator(f.scrollView)?.frame.maxY == CGFloat(1500 + 500 - 3))
    }

    @Test func theIndicatorIsAtLeast36PointsLong() {
        let f = tall(contentHeight: 50000)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, lift: false)
        #expect(verticalIndicator(f.scrollView)?.frame.height == 36)
    }

    @Test func horizontalIndicatorSitsAlongTheBottom() {
        let f = ScrollViewFixture(bounds: CGSize(width: 320, height: 500), contentSize: CGSize(width: 1280, height: 2000))
        f.drag(from: CGPoint(x: 300, y: 400), by: CGPoint(x: -20, y: -20), duration: 0.1, lift: false)
        guard let h = horizontalIndicator(f.scrollView) else { Issue.record("no indicator"); return }
        let o = f.scrollView.contentOffset
        #expect(h.frame.minY == o.y + 500 - 3 - 2.5)
        #expect(h.frame.height == 2.5)
        // Track 320 − 6 = 314; length 314·320/1280 = 78.5.
        #expect(h.frame.width == 78.5)
        #expect(verticalIndicator(f.scrollView) != nil)
    }

    @Test func indicatorsAreVisibleWhileDraggingAndFade400msAfterTheDragEnds() {
        let f = tall()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -50), duration: 0.2, lift: false)
        guard let v = verticalIndicator(f.scrollView) else { Issue.record("no indicator"); return }
        #expect(v.alpha == 1)
        f.advance(by: 1)   // finger still down, not moving
        #expect(v.alpha == 1)
        f.up(CGPoint(x: 160, y: 350))
        let lift = f.time
        #expect(v.alpha == 1)
        f.run(until: lift + 0.2)
        #expect(abs(v.alpha - 0.5) < 1e-9)
        f.run(until: lift + 0.4)
        #expect(v.alpha == 0)
    }

    @Test func indicatorsStayVisibleThroughTheDecelerationAndFadeAfterIt() {
        let f = tall()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        guard let v = verticalIndicator(f.scrollView) else { Issue.record("no indicator"); return }
        var end: TimeInterval?
        for _ in 0..<400 {
            f.frame()
            if f.scrollView.isDecelerating { #expect(v.alpha == 1) } else { end = f.time; break }
        }
        guard let stopped = end else { Issue.record("did not stop"); return }
        f.run(until: stopped + 0.2)
        #expect(abs(v.alpha - 0.5) < 1e-9)
        f.run(until: stopped + 0.4)
        #expect(v.alpha == 0)
        #expect(!f.window.needsFrames)
    }

    @Test func flashScrollIndicatorsHolds750msThenFades() {
        let f = tall()
        f.advance(by: 1)
        let t0 = f.time
        f.scrollView.flashScrollIndicators()
        guard let v = verticalIndicator(f.scrollView) else { Issue.record("no indicator"); return }
        #expect(v.alpha == 1)
        f.run(until: t0 + 0.74)
        #expect(v.alpha == 1)
        f.run(until: t0 + 0.75 + 0.2)
        #expect(abs(v.alpha - 0.5) < 1e-9)
        f.run(until: t0 + 0.75 + 0.4)
        #expect(v.alpha == 0)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.recorder.log.isEmpty)
    }

    @Test func showsVerticalScrollIndicatorFalseShowsNoVerticalIndicator() {
        let f = tall()
        f.scrollView.showsVerticalScrollIndicator = false
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -50), duration: 0.2, lift: false)
        #expect(verticalIndicator(f.scrollView) == nil)
        #expect(f.scrollView.subviews.isEmpty)
        f.scrollView.flashScrollIndicators()
        #expect(f.scrollView.subviews.isEmpty)
    }

    @Test func verticalIndicatorInsetsMoveAndShortenTheTrack() {
        let f = tall()
        f.scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 5)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -20), duration: 0.1, pauseBeforeLift: 0.05)
        f.scrollView.contentOffset = .zero
        // Track = 500 − 20 − 30 − 6 = 444; length 444·500/2000 = 111.
        #expect(verticalIndicator(f.scrollView)?.frame == CGRect(x: 320 - 3 - 2.5 - 5, y: 23, width: 2.5, height: 111))
    }

    @Test func scrollIndicatorInsetsSetsBothAxes() {
        let f = tall()
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        f.scrollView.scrollIndicatorInsets = insets
        #expect(f.scrollView.verticalScrollIndicatorInsets == insets)
        #expect(f.scrollView.horizontalScrollIndicatorInsets == insets)
    }
}
