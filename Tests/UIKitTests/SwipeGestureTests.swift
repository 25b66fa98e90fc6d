import HostContextTesting
import Testing
import UIKit

/// The swipe recognizer (50 pt within 0.5 s along a permitted direction) and the seeds' flag example:
/// a pan that requires the swipe to fail, so a quick swipe wins and a slow drag pans once it fails.
@Suite(.freshHostContext) @MainActor
struct SwipeGestureTests {
    private struct Scene {
        let window: UIWindow
        let view: RecordingView
        let swipe: UISwipeGestureRecognizer
        let pan: UIPanGestureRecognizer
        let trace: EventTrace
    }

    /// A view with a rightward swipe and a pan that requires the swipe to fail (the scroll view's pan
    /// in the seeds' example).
    private func flagScene(direction: UISwipeGestureRecognizer.Direction = .right) -> Scene {
        let window = makeTestWindow()
        let trace = EventTrace()
        let view = RecordingView(frame: window.bounds, name: "view", trace: trace)
        window.addSubview(view)
        let swipe = UISwipeGestureRecognizer { _ in }
        swipe.direction = direction
        let pan = UIPanGestureRecognizer { _ in }
        pan.require(toFail: swipe)
        recordActions(of: swipe, as: "swipe", into: trace)
        recordActions(of: pan, as: "pan", into: trace)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        return Scene(window: window, view: view, swipe: swipe, pan: pan, trace: trace)
    }

    private func recognizerEntries(_ s: Scene) -> [String] {
        s.trace.entries.filter { $0.hasPrefix("swipe.") || $0.hasPrefix("pan.") }
    }

    @Test func quickRightwardStrokeSwipes() {
        let s = flagScene()
        drag(s.window, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 130, y: 205), start: 0, duration: 0.1, steps: 6)
        #expect(recognizerEntries(s) == ["swipe.ended"])
        #expect(s.pan.state == .possible)   // reset after the lift, never began
        // The view saw the stroke until the swipe recognized at 53 pt, then lost it.
        #expect(s.trace.entries(from: "view") == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved",
                                                  "view.touchesMoved", "view.touchesCancelled"])
    }

    @Test func swipeRecognizesAsSoonAsItCoversFiftyPoints() {
        let s = flagScene()
        s.window.sendTouch(.began, at: CGPoint(x: 50, y: 200), timestamp: 0)
        s.window.sendTouch(.moved, at: CGPoint(x: 99, y: 200), timestamp: 0.05)
        #expect(recognizerEntries(s).isEmpty)
        s.window.sendTouch(.moved, at: CGPoint(x: 100, y: 200), timestamp: 0.06)
        #expect(recognizerEntries(s) == ["swipe.ended"])
        s.window.sendTouch(.moved, at: CGPoint(x: 200, y: 200), timestamp: 0.08)
        s.window.sendTouch(.ended, at: CGPoint(x: 200, y: 200), timestamp: 0.1)
        #expect(recognizerEntries(s) == ["swipe.ended"])
    }

    @Test func slowDragFailsTheSwipeThenPans() {
        let s = flagScene()
        var translations: [CGFloat] = []
        s.pan.addTarget { translations.append(($0 as! UIPanGestureRecognizer).translation(in: s.view).x) }
        // 40 pt right over 0.6 s: never 50 pt, so the swipe fails when 0.5 s have passed.
        let end = drag(s.window, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 90, y: 200), start: 0,
                       duration: 36 * frame60, steps: 36, lift: false)
        let entries = recognizerEntries(s)
        #expect(entries.first == "pan.began")
        #expect(!entries.contains("swipe.ended"))
        #expect(s.swipe.state == .failed)
        // The pan did not begin while the swipe was possible (before 0.5 s, at 33⅓ pt of travel).
        #expect(translations.first.map { $0 >= 33.0 - 10 - 1e-6 } == true)
        #expect(isClose(s.pan.translation(in: s.view).x, 30))   // 40 pt of travel − 10 pt slop
        s.window.sendTouch(.ended, at: CGPoint(x: 90, y: 200), timestamp: end + frame60)
        #expect(recognizerEntries(s).last == "pan.ended")
    }

    @Test func swipeFailsByTimeoutOnATickWhileTheFingerRests() {
        let s = flagScene()
        drag(s.window, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 75, y: 200), start: 0, duration: 0.1, steps: 6,
             lift: false)
        #expect(s.swipe.state == .possible && s.pan.state == .possible)
        s.window.tick(timestamp: 0.49)
        #expect(s.swipe.state == .possible && s.pan.state == .possible)
        s.window.tick(timestamp: 0.51)
        #expect(s.swipe.state == .failed)
        #expect(s.pan.state == .began)
        #expect(isClose(s.pan.translation(in: s.view).x, 15))
    }

    @Test func wrongDirectionFailsTheSwipeAtOnceAndPans() {
        let s = flagScene(direction: .right)
        drag(s.window, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 140, y: 200), start: 0, duration: 0.1, steps: 6,
             lift: false)
        #expect(s.swipe.state == .failed)
        #expect(recognizerEntries(s).first == "pan.began")
        #expect(isClose(s.pan.translation(in: s.view).x, -50))
    }

    @Test func directionsAreHonoured() {
        let s = flagScene(direction: [.up, .left])
        drag(s.window, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 195, y: 220), start: 0, duration: 0.1, steps: 4)
        #expect(recognizerEntries(s) == ["swipe.ended"])
        drag(s.window, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 120, y: 305), start: 1, duration: 0.1, steps: 4)
        #expect(recognizerEntries(s) == ["swipe.ended", "swipe.ended"])
        drag(s.window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 180), start: 2, duration: 0.1, steps: 4)
        #expect(recognizerEntries(s).suffix(2) == ["pan.changed", "pan.ended"])
        #expect(recognizerEntries(s).contains("pan.began"))
        #expect(recognizerEntries(s).filter { $0 == "swipe.ended" }.count == 2)
    }

    @Test func steepStrokeIsNotAHorizontalSwipe() {
        let s = flagScene(direction: .right)
        // 60 pt right but 40 pt down: more than the 1:2 slope allowed.
        drag(s.window, from: CGPoint(x: 50, y: 100), to: CGPoint(x: 110, y: 140), start: 0, duration: 0.1, steps: 5)
        #expect(!recognizerEntries(s).contains("swipe.ended"))
    }

    @Test func twoFingerSwipe() {
        let window = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var fired = 0
        let swipe = UISwipeGestureRecognizer { _ in fired += 1 }
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        view.addGestureRecognizer(swipe)
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), start: 0, duration: 0.1, steps: 4)
        #expect(fired == 0)
        window.send([TouchInput(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)),
                     TouchInput(id: 2, phase: .began, location: CGPoint(x: 140, y: 100))], timestamp: 1)
        window.send([TouchInput(id: 1, phase: .moved, location: CGPoint(x: 100, y: 170)),
                     TouchInput(id: 2, phase: .moved, location: CGPoint(x: 140, y: 170))], timestamp: 1.1)
        #expect(fired == 1)
    }
}
