import HostContextTesting
import Testing
import UIKit

/// The early claim of a content touch (ContentTouchDelayRecognizer):
/// while `delaysContentTouches` holds `touchesBegan` back for 150 ms, a finger that moves more than
/// 5 pt along an axis the scroll view can scroll is about to drag, so the content never gets the
/// touch, even though the pan's 10 pt slop is not reached before the 150 ms are over. A movement of
/// 5 pt or less, or one along an axis that cannot scroll, lets the touch through at 150 ms.
@Suite(.freshHostContext) @MainActor struct ContentTouchEarlyClaimTests {
    /// A 320 × 480 window whose vertical-only scroll view (content 320 × 5000) holds one content view.
    func fixture() -> (ScrollViewFixture, RecordingView) {
        let f = ScrollViewFixture()
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 5000), name: "content")
        f.scrollView.addSubview(content)
        return (f, content)
    }

    /// Puts a finger down at (160, 400), moves it by `shift` 50 ms later, and holds it still until
    /// 300 ms after touch-down (twice the delay). Returns the touch-down time.
    func press(_ f: ScrollViewFixture, shift: CGPoint) -> TimeInterval {
        let t0 = f.time
        f.down(CGPoint(x: 160, y: 400))
        f.move(CGPoint(x: 160 + shift.x, y: 400 + shift.y), after: 0.05)
        f.run(until: t0 + 0.3)
        return t0
    }

    @Test func sixPointsUpBeforeTheDelayEndsClaimTheTouchForTheScrollView() {
        let (f, content) = fixture()
        _ = press(f, shift: CGPoint(x: 0, y: -6))
        // Past 150 ms and still short of the pan's slop: the content has not been told, nothing scrolled.
        #expect(content.phases.isEmpty)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(!f.scrollView.isDragging)
        // The drag then goes on: the scroll view takes it, and the content never sees the touch.
        let p = f.glide(from: CGPoint(x: 160, y: 394), by: CGPoint(x: 0, y: -100), duration: 0.2)
        #expect(f.scrollView.isDragging)
        // The pan began 10 pt from touch-down: 106 − 10 = 96 pt of travel scroll the content.
        #expect(abs(f.scrollView.contentOffset.y - 96) < 1e-9)
        f.up(p, after: 0.05)
        f.advance(by: 0.5)
        #expect(content.phases.isEmpty)
    }

    @Test(arguments: [4.0, 5.0])
    func aMoveOfAtMostFivePointsLetsTheTouchThroughAt150ms(points: Double) {
        let (f, content) = fixture()
        let t0 = f.time
        f.down(CGPoint(x: 160, y: 400))
        f.move(CGPoint(x: 160, y: 400 - points), after: 0.05)
        f.run(until: t0 + 0.149)
        #expect(content.phases.isEmpty, "still held at 149 ms")
        f.run(until: t0 + 0.3)
        #expect(content.phases.first == "began", "\(points) pt is not more than 5: delivered at 150 ms")
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test func sixPointsAlongTheAxisThatCannotScrollDoNotClaim() {
        let (f, content) = fixture()
        // The content is as wide as the view: x cannot scroll, so a sideways move is not a drag.
        _ = press(f, shift: CGPoint(x: 6, y: 0))
        #expect(content.phases.first == "began")
    }

    @Test func withDelaysContentTouchesOffNothingIsHeldOrClaimed() {
        let (f, content) = fixture()
        f.scrollView.delaysContentTouches = false
        f.down(CGPoint(x: 160, y: 400))
        #expect(content.phases == ["began"])
        f.move(CGPoint(x: 160, y: 394), after: 0.05)
        #expect(content.phases == ["began", "moved"])
    }
}
