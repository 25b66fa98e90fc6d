import HostContextTesting
import Testing
import UIKit

/// contentInset (negative offsets), adjustedContentInset with the window's safe area, sanitized input,
/// and delegates that change or remove the scroll view inside scrollViewDidScroll (docs/PORTING.md, "Bad input").
@Suite(.freshHostContext) @MainActor struct ScrollGeometryTests {
    @Test func withATopInsetOf50TheTopIsOffsetMinus50() {
        let f = ScrollViewFixture()
        f.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        f.scrollView.contentOffset = CGPoint(x: 0, y: -50)
        // Dragging down from the top rubber-bands relative to −50 (d = 480).
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        let band = 0.55 * 100 * 480 / (480 + 55.0)
        #expect(abs(Double(f.scrollView.contentOffset.y) - (-50 - band)) < 0.001)
        f.settle()
        #expect(f.scrollView.contentOffset.y == -50)
    }

    @Test func aTopInsetIsWhereScrollToTopAndScrollRectToVisibleGo() {
        let f = ScrollViewFixture()
        f.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 800)
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(f.scrollView.contentOffset.y == -50)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 800)
        #expect(f.window.requestScrollToTop())
        f.settle()
        #expect(f.scrollView.contentOffset.y == -50)
        // The bottom inset extends the range: a flick to the end rests at 5000 + 30 − 480.
        f.scrollView.contentOffset = CGPoint(x: 0, y: 4500)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset.y == 4550)
    }

    private func safeAreaFixture(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior,
                                 contentSize: CGSize = CGSize(width: 320, height: 5000)) -> ScrollViewFixture {
        let f = ScrollViewFixture(contentSize: contentSize)
        f.window.safeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
        f.scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        f.scrollView.contentInsetAdjustmentBehavior = behavior
        return f
    }

    @Test func automaticAdjustsOnlyTheScrollableAxis() {
        let f = safeAreaFixture(.automatic)
        #expect(f.scrollView.adjustedContentInset == UIEdgeInsets(top: 49, left: 0, bottom: 34, right: 0))
        #expect(f.window.requestScrollToTop())
        f.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        f.window.requestScrollToTop()
        f.settle()
        #expect(f.scrollView.contentOffset.y == -49)
    }

    @Test func scrollableAxesAdjustsHorizontalInsetsForHorizontalContent() {
        let f = safeAreaFixture(.scrollableAxes, contentSize: CGSize(width: 2000, height: 400))
        #expect(f.scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 10, bottom: 0, right: 10))
    }

    @Test func neverIgnoresTheSafeArea() {
        let f = safeAreaFixture(.never)
        #expect(f.scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    @Test func alwaysAddsTheSafeAreaOnEveryEdge() {
        let f = safeAreaFixture(.always, contentSize: CGSize(width: 100, height: 100))
        #expect(f.scrollView.adjustedContentInset == UIEdgeInsets(top: 49, left: 10, bottom: 34, right: 10))
    }

    @Test func theAdjustedBottomInsetExtendsTheScrollRange() {
        let f = safeAreaFixture(.automatic)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 4500)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset.y == CGFloat(5000 + 34 - 480))
    }

    @Test func nanAndNegativeContentSizeAreSanitizedToZero() {
        let f = ScrollViewFixture()
        f.scrollView.contentSize = CGSize(width: CGFloat.nan, height: -100)
        #expect(f.scrollView.contentSize == .zero)
        f.scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 100)
        #expect(f.scrollView.contentSize.width.isFinite)
        f.scrollView.contentSize = CGSize(width: -5, height: CGFloat.nan)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: -50, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset == .zero)   // nothing to scroll
    }

    @Test func nanInsetsBecomeZeroAndNegativeInsetsAreKept() {
        let f = ScrollViewFixture()
        f.scrollView.contentInset = UIEdgeInsets(top: CGFloat.nan, left: 0, bottom: -20, right: CGFloat.infinity)
        #expect(f.scrollView.contentInset.top == 0)
        #expect(f.scrollView.contentInset.bottom == -20)
        #expect(f.scrollView.contentInset.right.isFinite)
        f.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: -20, right: 0)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 4400)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.scrollView.contentOffset.y == CGFloat(5000 - 20 - 480))
    }

    @Test func nonFiniteContentOffsetIsIgnored() {
        let f = ScrollViewFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        f.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 5)
        f.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func aDelegateSettingContentOffsetInsideDidScrollDoesNotLoop() {
        let f = ScrollViewFixture()
        f.recorder.onDidScroll = { $0.contentOffset.y += 1 }
        f.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        // Applied, but no nested didScroll (UIScrollView.boundsDidChange).
        #expect(f.scrollView.contentOffset.y == 101)
        #expect(f.recorder.didScrollCount == 1)
    }

    @Test func aDelegateClampingTheOffsetInsideDidScrollDuringDecelerationTerminates() {
        let f = ScrollViewFixture()
        f.recorder.onDidScroll = { s in if s.contentOffset.y > 300 { s.contentOffset.y = 300 } }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        var maxSeen: CGFloat = 0
        for _ in 0..<600 where f.scrollView.isDecelerating {
            f.advance(by: 1.0 / 60)
            maxSeen = max(maxSeen, f.scrollView.contentOffset.y)
        }
        #expect(!f.scrollView.isDecelerating)
        #expect(maxSeen == 300)
        #expect(f.scrollView.contentOffset.y == 300)
        #expect(f.recorder.didScrollCount < 400)
    }

    @Test func aDelegateRemovingTheScrollViewInsideDidScrollDuringDecelerationIsSafe() {
        let f = ScrollViewFixture()
        var removedAt: CGPoint?
        f.recorder.onDidScroll = { s in
            if s.isDecelerating, s.contentOffset.y > 250, s.superview != nil { s.removeFromSuperview(); removedAt = s.contentOffset }
        }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.advance(by: 3)
        #expect(removedAt != nil)
        #expect(f.scrollView.superview == nil)
        #expect(!f.scrollView.isDecelerating)
        #expect(f.scrollView.contentOffset == removedAt)
        #expect(f.scrollView.contentOffset.y.isFinite)
        #expect(!f.window.needsFrames)
    }
}
