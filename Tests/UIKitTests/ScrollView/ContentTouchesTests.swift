import HostContextTesting
import Testing
import UIKit

/// Touches in content: delaysContentTouches (TV-23), controls inside a scroll view, cancellation
/// rules (TV-24), touchesShouldBegin, canCancelContentTouches, catching a deceleration, require(toFail:).
@Suite(.freshHostContext) @MainActor struct ContentTouchesTests {
    /// A button that records when its touches arrive and which control events it sends.
    final class ProbeButton: UIButton {
        var beganAt: TimeInterval?
        var events: [String] = []
        init(_ frame: CGRect) {
            super.init(frame: frame)
            addTarget(for: .touchUpInside) { [unowned self] _ in events.append("touchUpInside") }
            addTarget(for: .touchCancel) { [unowned self] _ in events.append("touchCancel") }
            addTarget(for: .touchDown) { [unowned self] _ in events.append("touchDown") }
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            beganAt = HostClock.now
            super.touchesBegan(touches, with: event)
        }
    }

    final class CancellingScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    final class RefusingScrollView: UIScrollView {
        weak var refused: UIView?
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            view !== refused
        }
    }

    private func withButton(_ make: @escaping @MainActor (CGRect) -> UIScrollView = { UIScrollView(frame: $0) })
        -> (ScrollViewFixture, ProbeButton) {
        let f = ScrollViewFixture(make: make)
        let button = ProbeButton(CGRect(x: 60, y: 200, width: 200, height: 100))
        f.scrollView.addSubview(button)
        return (f, button)
    }

    private func withContent() -> (ScrollViewFixture, RecordingView) {
        let f = ScrollViewFixture()
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 5000), name: "content")
        f.scrollView.addSubview(content)
        return (f, content)
    }

    @Test func aButtonsTouchesBeganAndHighlightArriveAfter150ms() {
        let (f, button) = withButton()
        f.advance(by: 1)
        let t0 = f.time
        f.down(CGPoint(x: 160, y: 250))
        #expect(button.beganAt == nil && !button.isHighlighted)
        f.run(until: t0 + 0.149)
        #expect(button.beganAt == nil && !button.isHighlighted)
        f.run(until: t0 + 0.150)
        #expect(button.beganAt == t0 + 0.150)
        #expect(button.isHighlighted)
        #expect(button.events == ["touchDown"])
    }

    @Test func withDelaysContentTouchesOffTheButtonHighlightsAtOnce() {
        let (f, button) = withButton()
        f.scrollView.delaysContentTouches = false
        f.advance(by: 1)
        let t0 = f.time
        f.down(CGPoint(x: 160, y: 250))
        #expect(button.beganAt == t0)
        #expect(button.isHighlighted)
    }

    @Test func aQuickTapOnAButtonInsideTheScrollViewFiresTouchUpInside() {
        let (f, button) = withButton()
        f.down(CGPoint(x: 160, y: 250))
        f.up(CGPoint(x: 160, y: 250), after: 0.05)
        #expect(button.events == ["touchDown", "touchUpInside"])
        #expect(!button.isHighlighted)
        #expect(f.recorder.log.isEmpty)
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test func aSlowTapOnAButtonFiresTouchUpInsideToo() {
        let (f, button) = withButton()
        f.down(CGPoint(x: 160, y: 250))
        f.advance(by: 0.4)
        f.up(CGPoint(x: 160, y: 250))
        #expect(button.events == ["touchDown", "touchUpInside"])
    }

    @Test func draggingFromAPlainContentViewAfterTheDelayCancelsItsTouchesAndScrolls() {
        let (f, content) = withContent()
        f.down(CGPoint(x: 160, y: 400))
        f.advance(by: 0.2)
        #expect(content.phases == ["began"])
        let p = f.glide(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), duration: 0.2)
        #expect(content.phases.first == "began")
        #expect(content.phases.last == "cancelled")
        #expect(abs(f.scrollView.contentOffset.y - 100) < 1e-9)
        f.up(p, after: 0.05)
        #expect(content.phases.last == "cancelled")
    }

    @Test func aQuickDragFromContentNeverReachesTheContent() {
        let (f, content) = withContent()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), duration: 0.1)
        f.advance(by: 0.5)
        #expect(content.phases.isEmpty)
        #expect(f.scrollView.contentOffset.y > 100)
    }

    @Test func draggingFromAButtonAfterTheDelayDoesNotScroll() {
        let (f, button) = withButton()
        f.down(CGPoint(x: 160, y: 250))
        f.advance(by: 0.2)
        #expect(button.isHighlighted)
        let p = f.glide(from: CGPoint(x: 160, y: 250), by: CGPoint(x: 0, y: -100), duration: 0.2)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(!f.scrollView.isDragging)
        #expect(f.recorder.log.isEmpty)
        f.up(p)
        #expect(!button.events.contains("touchCancel"))
        #expect(button.events.last == "touchUpInside")   // still within the 70 pt tracking slop
    }

    @Test func aSubclassWhoseTouchesShouldCancelIsTrueScrollsFromAButtonAndCancelsIt() {
        let (f, button) = withButton { CancellingScrollView(frame: $0) }
        f.down(CGPoint(x: 160, y: 250))
        f.advance(by: 0.2)
        #expect(button.isHighlighted)
        let p = f.glide(from: CGPoint(x: 160, y: 250), by: CGPoint(x: 0, y: -110), duration: 0.2)
        #expect(abs(f.scrollView.contentOffset.y - 100) < 1e-9)
        #expect(button.events.last == "touchCancel")
        #expect(!button.isHighlighted)
        f.up(p)
        #expect(!button.events.contains("touchUpInside"))
    }

    @Test func aQuickDragFromAButtonScrollsBecauseTheButtonNeverGotTheTouch() {
        let (f, button) = withButton()
        f.drag(from: CGPoint(x: 160, y: 250), by: CGPoint(x: 0, y: -110), duration: 0.1, pauseBeforeLift: 0.05)
        #expect(button.events.isEmpty)
        #expect(f.scrollView.contentOffset.y > 90)
    }

    @Test func touchesShouldBeginReturningFalseKeepsTouchesFromTheContent() {
        let f = ScrollViewFixture { RefusingScrollView(frame: $0) }
        let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 5000), name: "content")
        f.scrollView.addSubview(content)
        (f.scrollView as? RefusingScrollView)?.refused = content
        f.down(CGPoint(x: 160, y: 400))
        f.advance(by: 0.3)
        f.up(CGPoint(x: 160, y: 400))
        #expect(content.phases.isEmpty)
        // A quick tap does not get through either.
        f.down(CGPoint(x: 160, y: 400), after: 0.5)
        f.up(CGPoint(x: 160, y: 400), after: 0.05)
        #expect(content.phases.isEmpty)
    }

    @Test func withCanCancelContentTouchesOffDeliveredTouchesKeepTheContentAndDoNotScroll() {
        let (f, content) = withContent()
        f.scrollView.canCancelContentTouches = false
        f.down(CGPoint(x: 160, y: 400))
        f.advance(by: 0.2)
        let p = f.glide(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), duration: 0.2)
        f.up(p)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(!content.phases.contains("cancelled"))
        #expect(content.phases.first == "began" && content.phases.last == "ended")
        #expect(content.phases.contains("moved"))
    }

    @Test func withCanCancelContentTouchesOffAQuickDragStillScrolls() {
        let (f, content) = withContent()
        f.scrollView.canCancelContentTouches = false
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110), duration: 0.1, pauseBeforeLift: 0.05)
        #expect(abs(f.scrollView.contentOffset.y - 100) < 1e-9)
        #expect(content.phases.isEmpty)
    }

    @Test func aTouchDuringDecelerationStopsItAtOnceAndIsNotATap() {
        let (f, button) = withButton()
        let content = RecordingView(frame: CGRect(x: 0, y: 400, width: 320, height: 4600), name: "content")
        f.scrollView.addSubview(content)
        f.drag(from: CGPoint(x: 160, y: 470), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.advance(by: 0.2)
        // Something under the finger: the button has scrolled away; put it under the tap.
        button.frame = CGRect(x: 0, y: f.scrollView.contentOffset.y + 200, width: 320, height: 100)
        let y = f.scrollView.contentOffset.y
        f.down(CGPoint(x: 160, y: 250), after: 0.001)
        #expect(!f.scrollView.isDecelerating)
        let caughtAt = f.scrollView.contentOffset.y
        #expect(caughtAt == y)
        f.up(CGPoint(x: 160, y: 250), after: 0.05)
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset.y == caughtAt)
        #expect(button.events.isEmpty)
        #expect(button.beganAt == nil)
    }

    @Test func aTouchDuringDecelerationIsNotDeliveredToPlainContentEither() {
        let (f, content) = withContent()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        content.clearDeliveries()
        f.advance(by: 0.2)
        f.down(CGPoint(x: 160, y: 250), after: 0.001)
        f.advance(by: 0.3)
        f.up(CGPoint(x: 160, y: 250))
        #expect(content.phases.isEmpty)
    }

    @Test func panRequiringASwipeToFailDoesNotScrollWhenTheSwipeRecognizes() {
        let (f, content) = withContent()
        var swiped = 0
        let swipe = UISwipeGestureRecognizer { _ in swiped += 1 }
        swipe.direction = .up
        content.addGestureRecognizer(swipe)
        f.scrollView.panGestureRecognizer.require(toFail: swipe)
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -80), duration: 0.1)
        f.advance(by: 0.5)
        #expect(swiped == 1)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.recorder.log.isEmpty)
    }

    @Test func panRequiringASwipeToFailScrollsOnceTheSwipeFails() {
        let (f, content) = withContent()
        var swiped = 0
        let swipe = UISwipeGestureRecognizer { _ in swiped += 1 }
        swipe.direction = .up
        content.addGestureRecognizer(swipe)
        f.scrollView.panGestureRecognizer.require(toFail: swipe)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        f.recorder.clear()
        // Finger moves down: not an upward swipe, so the swipe fails and the pan scrolls.
        f.drag(from: CGPoint(x: 160, y: 200), by: CGPoint(x: 0, y: 110), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(swiped == 0)
        #expect(abs(f.scrollView.contentOffset.y - 900) < 1e-9)
        #expect(f.recorder.log.first == "willBeginDragging")
    }
}
