import HostContextTesting
import Testing
import UIKit

/// The long press recognizer: began after `minimumPressDuration` of holding still (on the host clock),
/// changed while the finger moves, ended on lift; moving too far or lifting early fails it.
@Suite(.freshHostContext) @MainActor
struct LongPressTests {
    private func pressScene() -> (UIWindow, RecordingView, UILongPressGestureRecognizer, EventTrace) {
        let window = makeTestWindow()
        let trace = EventTrace()
        let view = RecordingView(frame: window.bounds, name: "view", trace: trace)
        window.addSubview(view)
        let press = UILongPressGestureRecognizer { _ in }
        recordActions(of: press, as: "press", into: trace)
        view.addGestureRecognizer(press)
        return (window, view, press, trace)
    }

    @Test func beginsAfterHalfASecondOnTheTick() {
        let (window, _, press, trace) = pressScene()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 1.0)
        tickFrames(window, from: 1.0, through: 1.49)
        #expect(press.state == .possible)
        window.tick(timestamp: 1.5)
        #expect(press.state == .began)
        #expect(trace.entries == ["view.touchesBegan", "press.began", "view.touchesCancelled"])
        #expect(press.location(in: nil) == CGPoint(x: 100, y: 100))
    }

    @Test func movesAfterBeginningAreChangesAndLiftEnds() {
        let (window, _, press, trace) = pressScene()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.tick(timestamp: 0.6)
        window.sendTouch(.moved, at: CGPoint(x: 200, y: 150), timestamp: 0.7)
        #expect(press.location(in: nil) == CGPoint(x: 200, y: 150))
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 150), timestamp: 0.8)
        #expect(trace.entries(from: "press") == ["press.began", "press.changed", "press.ended"])
    }

    @Test func movingTooFarBeforeTheHoldFails() {
        let (window, _, press, trace) = pressScene()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: 108, y: 100), timestamp: 0.1)
        #expect(press.state == .possible)
        window.sendTouch(.moved, at: CGPoint(x: 111, y: 100), timestamp: 0.2)
        #expect(press.state == .failed)
        window.tick(timestamp: 1)
        #expect(trace.entries(from: "press").isEmpty)
        #expect(trace.entries(from: "view") == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved"])
    }

    @Test func liftingEarlyFailsAndTheViewGetsTheTap() {
        let (window, _, press, trace) = pressScene()
        tap(window, at: CGPoint(x: 100, y: 100), time: 0, hold: 0.3)
        window.tick(timestamp: 1)
        #expect(trace.entries(from: "press").isEmpty)
        #expect(trace.entries(from: "view") == ["view.touchesBegan", "view.touchesEnded"])
        #expect(press.state == .possible)
    }

    @Test func customDurationAndMovementAndBadValues() {
        let (window, _, press, _) = pressScene()
        press.minimumPressDuration = 0.2
        press.allowableMovement = 30
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: 125, y: 100), timestamp: 0.1)
        window.tick(timestamp: 0.19)
        #expect(press.state == .possible)
        window.tick(timestamp: 0.2)
        #expect(press.state == .began)
        window.sendTouch(.ended, at: CGPoint(x: 125, y: 100), timestamp: 0.3)
        // A NaN duration falls back to the default 0.5 s rather than firing at once or never.
        press.minimumPressDuration = .nan
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 1)
        window.tick(timestamp: 1.4)
        #expect(press.state == .possible)
        window.tick(timestamp: 1.5)
        #expect(press.state == .began)
    }

    @Test func timeAdvancedByATouchEventAlsoCounts() {
        let (window, _, press, trace) = pressScene()
        // No tick between the touch-down and the next event, 0.6 s later: the hold has completed.
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: 102, y: 100), timestamp: 0.6)
        #expect(trace.entries(from: "press").first == "press.began")
    }
}
