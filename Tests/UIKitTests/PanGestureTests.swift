import HostContextTesting
import Testing
import UIKit

/// The pan recognizer: it begins only after the centroid has moved 10 pt, reports translation minus
/// that slop and velocity in pt/s from the touch timestamps, and takes the touches from its view.
@Suite(.freshHostContext) @MainActor
struct PanGestureTests {
    private func panScene() -> (UIWindow, RecordingView, UIPanGestureRecognizer, EventTrace) {
        let window = makeTestWindow()
        let trace = EventTrace()
        let view = RecordingView(frame: window.bounds, name: "view", trace: trace)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        recordActions(of: pan, as: "pan", into: trace)
        view.addGestureRecognizer(pan)
        return (window, view, pan, trace)
    }

    @Test func beginsOnlyAfterTenPoints() {
        let (window, view, pan, trace) = panScene()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: 105, y: 100), timestamp: 0.016)
        window.sendTouch(.moved, at: CGPoint(x: 109.9, y: 100), timestamp: 0.033)
        #expect(pan.state == .possible)
        #expect(pan.translation(in: view) == .zero)
        window.sendTouch(.moved, at: CGPoint(x: 112, y: 100), timestamp: 0.05)
        #expect(pan.state == .began)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 2, y: 0)))
        #expect(trace.entries(from: "pan") == ["pan.began"])
    }

    @Test func translationIsTravelMinusSlop() {
        let (window, view, pan, trace) = panScene()
        var translations: [CGPoint] = []
        pan.addTarget { gr in translations.append((gr as! UIPanGestureRecognizer).translation(in: view)) }
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), start: 0, duration: 0.1, steps: 6)
        #expect(trace.entries(from: "pan") == ["pan.began", "pan.changed", "pan.changed", "pan.changed",
                                               "pan.changed", "pan.changed", "pan.ended"])
        // Moves of 10 pt: began at 10 (translation 0), then 10, 20, ... ; the lift reports 50.
        #expect(translations.map(\.x) == [0, 10, 20, 30, 40, 50, 50])
        #expect(translations.allSatisfy { $0.y == 0 })
    }

    @Test func diagonalSlopIsSubtractedAlongTheDirectionOfTravel() {
        let (window, view, pan, _) = panScene()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0)
        window.sendTouch(.moved, at: CGPoint(x: 106, y: 108), timestamp: 0.02)   // 10 pt along (0.6, 0.8)
        #expect(pan.state == .began)
        window.sendTouch(.moved, at: CGPoint(x: 112, y: 116), timestamp: 0.04)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 6, y: 8)))
    }

    @Test func velocityComesFromTimestampsInPointsPerSecond() {
        let (window, view, pan, _) = panScene()
        // 300 pt/s: 5 pt every 1/60 s.
        let end = drag(window, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 50 + 5 * 12, y: 200),
                       start: 0, duration: 12 * frame60, steps: 12, lift: false)
        #expect(pan.state == .changed)
        #expect(isClose(pan.velocity(in: view).x, 300, within: 1e-6))
        #expect(isClose(pan.velocity(in: view).y, 0, within: 1e-6))
        // The same path at half the rate (timestamps twice as far apart) gives half the velocity.
        window.sendTouch(.ended, at: CGPoint(x: 110, y: 200), timestamp: end)
        let (window2, view2, pan2, _) = panScene()
        drag(window2, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 50 + 5 * 12, y: 200),
             start: 0, duration: 24 * frame60, steps: 12, lift: false)
        #expect(isClose(pan2.velocity(in: view2).x, 150, within: 1e-6))
    }

    @Test func velocityIsZeroAfterTheFingerStops() {
        let (window, view, pan, _) = panScene()
        let end = drag(window, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 110, y: 200),
                       start: 0, duration: 0.2, steps: 12, lift: false)
        window.sendTouch(.moved, at: CGPoint(x: 110, y: 200), timestamp: end + 0.1)
        window.tick(timestamp: end + 0.1)
        #expect(pan.velocity(in: view) == .zero)
    }

    @Test func velocityAndTranslationInAScaledView() {
        let window = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)   // fills the window
        view.center = CGPoint(x: 160, y: 240)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(pan)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), start: 0,
             duration: 6 * frame60, steps: 6, lift: false)
        #expect(isClose(pan.translation(in: window), CGPoint(x: 0, y: 50)))
        #expect(isClose(pan.translation(in: view), CGPoint(x: 0, y: 25)))
        #expect(isClose(pan.velocity(in: window).y, 600, within: 1e-6))
        #expect(isClose(pan.velocity(in: view).y, 300, within: 1e-6))
    }

    @Test func setTranslationRebasesTheGesture() {
        let (window, view, pan, _) = panScene()
        var seen: [CGFloat] = []
        pan.addTarget { gr in
            let p = gr as! UIPanGestureRecognizer
            seen.append(p.translation(in: view).x)
            p.setTranslation(.zero, in: view)   // the seeds' incremental-drag idiom
        }
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), start: 0, duration: 0.1, steps: 5,
             lift: false)
        // Began at 10 (0), then each move reports only its own 10 pt.
        #expect(seen == [0, 10, 10, 10, 10])
        pan.setTranslation(CGPoint(x: 100, y: -7), in: view)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 100, y: -7)))
    }

    @Test func cancelsTouchesInViewGivesTheViewTouchesCancelled() {
        let (window, _, _, trace) = panScene()
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 0, duration: 0.1, steps: 10)
        // The recognizer sees the move first; recognizing takes the touch before the view hears of it.
        #expect(trace.entries.prefix(3) == ["view.touchesBegan", "pan.began", "view.touchesCancelled"])
        #expect(trace.entries(from: "view") == ["view.touchesBegan", "view.touchesCancelled"])
        #expect(trace.entries.last == "pan.ended")
    }

    @Test func withoutCancellingTheViewKeepsReceivingTouches() {
        let (window, _, pan, trace) = panScene()
        pan.cancelsTouchesInView = false
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), start: 0, duration: 0.05, steps: 3)
        #expect(trace.entries(from: "view") == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved",
                                                "view.touchesMoved", "view.touchesEnded"])
    }

    @Test func shortDragFailsAndTheViewGetsItsEnd() {
        let (window, _, pan, trace) = panScene()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 105, y: 100), start: 0, duration: 0.05, steps: 3)
        #expect(states.isEmpty)
        #expect(trace.entries.last == "view.touchesEnded")
        #expect(pan.state == .possible)
    }

    @Test func minimumNumberOfTouchesHoldsOffOneFinger() {
        let (window, _, pan, _) = panScene()
        pan.minimumNumberOfTouches = 2
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 0, duration: 0.1, steps: 5,
             lift: false)
        #expect(pan.state == .possible)
        window.sendTouch(.began, at: CGPoint(x: 150, y: 200), timestamp: 0.12, id: 1)
        window.send([TouchInput(id: 0, phase: .moved, location: CGPoint(x: 100, y: 220)),
                     TouchInput(id: 1, phase: .moved, location: CGPoint(x: 150, y: 220))], timestamp: 0.14)
        #expect(pan.state == .began)
        #expect(pan.numberOfTouches == 2)
    }

    @Test func secondFingerDoesNotMakeTheTranslationJump() {
        let (window, view, pan, _) = panScene()
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), start: 0, duration: 0.1, steps: 5,
             lift: false)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 0, y: 40)))
        window.sendTouch(.began, at: CGPoint(x: 200, y: 300), timestamp: 0.12, id: 1)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 0, y: 40)))
        window.send([TouchInput(id: 0, phase: .moved, location: CGPoint(x: 100, y: 160)),
                     TouchInput(id: 1, phase: .moved, location: CGPoint(x: 200, y: 310))], timestamp: 0.14)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 0, y: 50)))
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 310), timestamp: 0.16, id: 1)
        #expect(isClose(pan.translation(in: view), CGPoint(x: 0, y: 50)))
        #expect(pan.state == .changed)
    }

    @Test func hostCancelCancelsAnActivePan() {
        let (window, _, _, trace) = panScene()
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), start: 0, duration: 0.1, steps: 5,
             lift: false)
        window.sendTouch(.cancelled, at: CGPoint(x: 100, y: 150), timestamp: 0.2)
        #expect(trace.entries(from: "pan").last == "pan.cancelled")
        #expect(!window.needsFrames)
    }
}
