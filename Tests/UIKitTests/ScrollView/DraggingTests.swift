import HostContextTesting
import Testing
import UIKit

/// 1:1 tracking after the slop, isScrollEnabled, alwaysBounce, directional lock, bounces=false.
@Suite(.freshHostContext) @MainActor struct DraggingTests {
    @Test func theOffsetTracksTheFingerOneToOneAfterThe10PointSlop() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -210), duration: 0.3, lift: false)
        #expect(abs(f.scrollView.contentOffset.y - 200) < 1e-9)
        f.move(CGPoint(x: 160, y: 240))   // 50 pt back down
        #expect(abs(f.scrollView.contentOffset.y - 150) < 1e-9)
    }

    @Test func withScrollingDisabledADragDoesNotScroll() {
        let f = ScrollViewFixture()
        f.scrollView.isScrollEnabled = false
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.advance(by: 1)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.recorder.log.isEmpty)
        #expect(!f.scrollView.isDragging)
    }

    @Test func smallContentDoesNotScrollWithoutAlwaysBounce() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 100))
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.recorder.log.isEmpty)
    }

    @Test func alwaysBounceVerticalRubberBandsSmallContentAndSpringsBack() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 100))
        f.scrollView.alwaysBounceVertical = true
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 110), duration: 0.2, lift: false)
        let band = 0.55 * 100 * 480 / (480 + 55.0)
        #expect(abs(Double(f.scrollView.contentOffset.y) + band) < 0.001)
        f.up(CGPoint(x: 160, y: 210), after: 0.05)
        f.settle()
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.recorder.log.last == "didEndDecelerating")
    }

    @Test func alwaysBounceVerticalPastTheBottomOfSmallContent() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 100))
        f.scrollView.alwaysBounceVertical = true
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), duration: 0.2, lift: false)
        let band = 0.55 * 100 * 480 / (480 + 55.0)
        #expect(abs(Double(f.scrollView.contentOffset.y) - band) < 0.001)
    }

    @Test func directionalLockADragWithin30DegreesOfVerticalMovesOnlyY() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 2000, height: 2000))
        f.scrollView.isDirectionalLockEnabled = true
        // 20° from vertical: tan 20° ≈ 0.364.
        f.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -40, y: -110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(f.scrollView.contentOffset.x == 0)
        #expect(f.scrollView.contentOffset.y > 90)
    }

    @Test func directionalLockADragWithin30DegreesOfHorizontalMovesOnlyX() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 2000, height: 2000))
        f.scrollView.isDirectionalLockEnabled = true
        f.drag(from: CGPoint(x: 300, y: 300), by: CGPoint(x: -150, y: -50), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(f.scrollView.contentOffset.x > 130)
    }

    @Test func directionalLockADiagonalDragStaysFreeForTheWholeDrag() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 2000, height: 2000))
        f.scrollView.isDirectionalLockEnabled = true
        f.drag(from: CGPoint(x: 300, y: 400), by: CGPoint(x: -100, y: -100), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.x > 80 && f.scrollView.contentOffset.y > 80)
        #expect(abs(f.scrollView.contentOffset.x - f.scrollView.contentOffset.y) < 1e-9)
    }

    @Test func withoutDirectionalLockANearVerticalDragMovesBothAxes() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 2000, height: 2000))
        f.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -40, y: -110), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.x > 30)
    }

    @Test func directionalLockKeepsTheFlickOnTheLockedAxis() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 2000, height: 5000))
        f.scrollView.isDirectionalLockEnabled = true
        f.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: -40, y: -150), duration: 0.15)
        #expect(f.recorder.velocity.x == 0)
        f.settle()
        #expect(f.scrollView.contentOffset.x == 0)
    }

    @Test func withBouncesOffADragStopsHardAtTheTop() {
        let f = ScrollViewFixture()
        f.scrollView.bounces = false
        f.drag(from: CGPoint(x: 160, y: 100), by: CGPoint(x: 0, y: 200), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.y == 0)
        f.up(CGPoint(x: 160, y: 300))
        f.advance(by: 1)
        #expect(f.scrollView.contentOffset.y == 0)
    }

    @Test func withBouncesOffADragStopsHardAtTheBottom() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 600))
        f.scrollView.bounces = false
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -250), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.y == 120)
        f.up(CGPoint(x: 160, y: 150), after: 0.05)
        f.advance(by: 1)
        #expect(f.scrollView.contentOffset.y == 120)
        #expect(f.recorder.log.last == "didEndDragging(false)")
    }

    @Test func withBouncesOffReversingPastTheEdgeMovesTheContentAtOnce() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 600))
        f.scrollView.bounces = false
        // Drag 250 pt up (120 pt of content, the rest against the wall), then come back 30 pt.
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -250), duration: 0.2, lift: false)
        #expect(f.scrollView.contentOffset.y == 120)
        f.move(CGPoint(x: 160, y: 180))
        #expect(f.scrollView.contentOffset.y == 90)
    }
}
