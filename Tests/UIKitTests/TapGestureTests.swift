import HostContextTesting
import Testing
import UIKit

/// Tap recognizers: single taps, multi-finger taps, movement tolerance, and a double tap beside a
/// single tap that requires it to fail (the single fires only once the double has failed, 0.35 s
/// after the lift; a double tap fires the double alone).
@Suite(.freshHostContext) @MainActor
struct TapGestureTests {
    private func tapScene() -> (UIWindow, RecordingView, EventTrace) {
        let window = makeTestWindow()
        let trace = EventTrace()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), name: "view", trace: trace)
        window.addSubview(view)
        return (window, view, trace)
    }

    @Test func singleTapRecognizesOnLift() {
        let (window, view, trace) = tapScene()
        var location = CGPoint.zero
        let tapGR = UITapGestureRecognizer { gr in location = gr.location(in: view) }
        recordActions(of: tapGR, as: "tap", into: trace)
        view.addGestureRecognizer(tapGR)
        window.sendTouch(.began, at: CGPoint(x: 40, y: 50), timestamp: 0)
        #expect(tapGR.state == .possible)
        #expect(tapGR.numberOfTouches == 1)
        window.sendTouch(.ended, at: CGPoint(x: 42, y: 51), timestamp: 0.08)
        #expect(trace.entries == ["view.touchesBegan", "tap.ended", "view.touchesCancelled"])
        #expect(location == CGPoint(x: 42, y: 51))
        // The recognizer is ready for the next tap once the fingers are up.
        #expect(tapGR.state == .possible)
        tap(window, at: CGPoint(x: 100, y: 100), time: 1)
        #expect(trace.entries.filter { $0 == "tap.ended" }.count == 2)
    }

    @Test func tapWithoutCancellingTouchesLetsTheViewSeeTheEnd() {
        let (window, view, trace) = tapScene()
        let tapGR = UITapGestureRecognizer { _ in }
        tapGR.cancelsTouchesInView = false
        recordActions(of: tapGR, as: "tap", into: trace)
        view.addGestureRecognizer(tapGR)
        tap(window, at: CGPoint(x: 40, y: 50), time: 0)
        #expect(trace.entries == ["view.touchesBegan", "tap.ended", "view.touchesEnded"])
    }

    @Test func movingMoreThanTenPointsFailsTheTap() {
        let (window, view, trace) = tapScene()
        let tapGR = UITapGestureRecognizer { _ in }
        recordActions(of: tapGR, as: "tap", into: trace)
        view.addGestureRecognizer(tapGR)
        drag(window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 59, y: 50), start: 0, duration: 0.05, steps: 2)
        #expect(trace.entries.contains("tap.ended"))
        trace.clear()
        drag(window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 61, y: 50), start: 1, duration: 0.05, steps: 2)
        #expect(!trace.entries.contains("tap.ended"))
        #expect(trace.entries.last == "view.touchesEnded")
    }

    @Test func twoFingerTapNeedsTwoFingers() {
        let (window, view, trace) = tapScene()
        let tapGR = UITapGestureRecognizer { _ in }
        tapGR.numberOfTouchesRequired = 2
        recordActions(of: tapGR, as: "tap2", into: trace)
        view.addGestureRecognizer(tapGR)
        tap(window, at: CGPoint(x: 50, y: 50), time: 0)
        #expect(!trace.entries.contains("tap2.ended"))
        window.send([TouchInput(id: 1, phase: .began, location: CGPoint(x: 50, y: 50)),
                     TouchInput(id: 2, phase: .began, location: CGPoint(x: 90, y: 50))], timestamp: 1)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 1.05, id: 1)
        #expect(!trace.entries.contains("tap2.ended"))
        window.sendTouch(.ended, at: CGPoint(x: 90, y: 50), timestamp: 1.06, id: 2)
        #expect(trace.entries.filter { $0 == "tap2.ended" }.count == 1)
    }

    @Test func extraFingerFailsASingleFingerTap() {
        let (window, view, trace) = tapScene()
        let tapGR = UITapGestureRecognizer { _ in }
        recordActions(of: tapGR, as: "tap", into: trace)
        view.addGestureRecognizer(tapGR)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 0, id: 1)
        window.sendTouch(.began, at: CGPoint(x: 80, y: 50), timestamp: 0.02, id: 2)
        window.send([TouchInput(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50)),
                     TouchInput(id: 2, phase: .ended, location: CGPoint(x: 80, y: 50))], timestamp: 0.1)
        #expect(tapGR.state == .possible)   // reset after the lift
        #expect(!trace.entries.contains("tap.ended"))
    }

    /// Single tap requiring a double tap to fail; `doubleFirst` picks the order they were added in.
    private func doubleAndSingle(doubleFirst: Bool) -> (UIWindow, RecordingView, EventTrace, UITapGestureRecognizer, UITapGestureRecognizer) {
        let (window, view, trace) = tapScene()
        let single = UITapGestureRecognizer { _ in }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        recordActions(of: single, as: "single", into: trace)
        recordActions(of: double, as: "double", into: trace)
        if doubleFirst {
            view.addGestureRecognizer(double)
            view.addGestureRecognizer(single)
        } else {
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
        }
        return (window, view, trace, single, double)
    }

    @Test(arguments: [true, false])
    func singleTapWaitsForTheDoubleTapToFail(doubleFirst: Bool) {
        let (window, _, trace, single, _) = doubleAndSingle(doubleFirst: doubleFirst)
        let lift = tap(window, at: CGPoint(x: 100, y: 100), time: 0, hold: 0.05)
        tickFrames(window, from: lift, through: lift + 0.34)
        #expect(!trace.entries.contains("single.ended"), "the single tap must wait for the double-tap window")
        #expect(single.state == .possible)
        window.tick(timestamp: lift + 0.36)
        #expect(trace.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["single.ended"])
        // The view saw the touch begin; the late recognition takes it back.
        #expect(trace.entries(from: "view") == ["view.touchesBegan", "view.touchesCancelled"])
        window.tick(timestamp: 2)
        #expect(trace.entries.filter { $0 == "single.ended" }.count == 1)
    }

    @Test(arguments: [true, false])
    func doubleTapFiresOnlyTheDouble(doubleFirst: Bool) {
        let (window, _, trace, _, double) = doubleAndSingle(doubleFirst: doubleFirst)
        var t = tap(window, at: CGPoint(x: 100, y: 100), time: 0, hold: 0.05)
        t = tickFrames(window, from: t, through: 0.2)
        tap(window, at: CGPoint(x: 104, y: 98), time: 0.2, hold: 0.05)
        #expect(trace.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["double.ended"])
        tickFrames(window, from: 0.25, through: 1.5, interval: 0.1)
        #expect(!trace.entries.contains("single.ended"))
        #expect(double.state == .possible)
        #expect(!window.needsFrames)
    }

    @Test func secondTapAfterTheIntervalIsNotADoubleTapEvenWithoutATickBetween() {
        let (window, _, trace, _, _) = doubleAndSingle(doubleFirst: true)
        // A host that sends touches but has not ticked in between (e.g. an idle host woken by input).
        tap(window, at: CGPoint(x: 100, y: 100), time: 0, hold: 0.05, ticks: false)
        tap(window, at: CGPoint(x: 100, y: 100), time: 0.6, hold: 0.05, ticks: false)
        #expect(!trace.entries.contains("double.ended"))
        // Two single taps: the first when the late touch-down shows the double-tap window has passed,
        // the second once the window after the second lift has passed too.
        window.tick(timestamp: 1.1)
        #expect(!trace.entries.contains("double.ended"))
        #expect(trace.entries.filter { $0 == "single.ended" }.count == 2)
    }

    @Test func doubleTapFarApartIsNotADoubleTap() {
        let (window, _, trace, _, _) = doubleAndSingle(doubleFirst: true)
        tap(window, at: CGPoint(x: 20, y: 20), time: 0, hold: 0.05)
        tap(window, at: CGPoint(x: 250, y: 250), time: 0.15, hold: 0.05)
        tickFrames(window, from: 0.2, through: 1, interval: 0.1)
        #expect(!trace.entries.contains("double.ended"))
        #expect(trace.entries.contains("single.ended"))
    }

    @Test func disabledRecognizerIgnoresTaps() {
        let (window, view, trace) = tapScene()
        let tapGR = UITapGestureRecognizer { _ in }
        recordActions(of: tapGR, as: "tap", into: trace)
        view.addGestureRecognizer(tapGR)
        tapGR.isEnabled = false
        tap(window, at: CGPoint(x: 50, y: 50), time: 0)
        #expect(trace.entries == ["view.touchesBegan", "view.touchesEnded"])
    }
}
