import HostContextTesting
import Testing
import UIKit

/// The pinch recognizer: two touch ids, scale relative to the distance when the second finger landed,
/// velocity in scale per second, and fingers that land on the same spot.
@Suite(.freshHostContext) @MainActor
struct PinchGestureTests {
    private func pinchScene() -> (UIWindow, UIView, UIPinchGestureRecognizer, EventTrace) {
        let window = makeTestWindow()
        let trace = EventTrace()
        let view = RecordingView(frame: window.bounds, name: "view", trace: trace)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pinchGR = UIPinchGestureRecognizer { _ in }
        recordActions(of: pinchGR, as: "pinch", into: trace)
        view.addGestureRecognizer(pinchGR)
        return (window, view, pinchGR, trace)
    }

    @Test func spreadingFingersDoublesTheScale() {
        let (window, _, pinchGR, trace) = pinchScene()
        var scales: [CGFloat] = []
        pinchGR.addTarget { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        pinch(window, center: CGPoint(x: 160, y: 240), fromDistance: 100, toDistance: 200, start: 0,
              duration: 10 * frame60, steps: 10, lift: false)
        #expect(pinchGR.numberOfTouches == 2)
        #expect(isClose(pinchGR.scale, 2))
        #expect(trace.entries(from: "pinch").first == "pinch.began")
        #expect(isClose(scales.first ?? 0, 1.1))   // began at the first 10 pt of spread (≥ 3 pt hysteresis)
        window.send([TouchInput(id: 0, phase: .ended, location: CGPoint(x: 60, y: 240))], timestamp: 0.2)
        #expect(trace.entries(from: "pinch").last == "pinch.ended")
    }

    @Test func pinchingInHalvesTheScale() {
        let (window, _, pinchGR, _) = pinchScene()
        pinch(window, center: CGPoint(x: 160, y: 240), fromDistance: 200, toDistance: 100, start: 0,
              duration: 0.1, steps: 5, lift: false)
        #expect(isClose(pinchGR.scale, 0.5))
        #expect(isClose(pinchGR.location(in: nil), CGPoint(x: 160, y: 240)))
    }

    @Test func velocityIsScalePerSecond() {
        let (window, _, pinchGR, _) = pinchScene()
        // Scale 1 → 2 linearly over 10 frames: 6 per second.
        pinch(window, center: CGPoint(x: 160, y: 240), fromDistance: 100, toDistance: 200, start: 0,
              duration: 10 * frame60, steps: 10, lift: false)
        #expect(isClose(pinchGR.velocity, 6, within: 1e-6))
    }

    @Test func fingersLandingOneAfterTheOther() {
        let (window, _, pinchGR, _) = pinchScene()
        window.sendTouch(.began, at: CGPoint(x: 100, y: 100), timestamp: 0, id: 7)
        window.sendTouch(.moved, at: CGPoint(x: 120, y: 100), timestamp: 0.02, id: 7)
        #expect(pinchGR.state == .possible && pinchGR.scale == 1)
        window.sendTouch(.began, at: CGPoint(x: 220, y: 100), timestamp: 0.04, id: 9)
        window.sendTouch(.moved, at: CGPoint(x: 320, y: 100), timestamp: 0.06, id: 9)
        #expect(pinchGR.state == .began)
        #expect(isClose(pinchGR.scale, 2))
    }

    @Test func coincidentFingersKeepScaleOneUntilTheySeparate() {
        let (window, _, pinchGR, _) = pinchScene()
        pinch(window, center: CGPoint(x: 150, y: 150), fromDistance: 0, toDistance: 0, start: 0, duration: 0.05,
              steps: 3, lift: false)
        #expect(pinchGR.scale == 1 && pinchGR.state == .possible)
        #expect(pinchGR.velocity.isFinite)
        moveBoth(window, distance: 10, at: 0.07)
        #expect(pinchGR.scale == 1)   // first separation is the reference
        moveBoth(window, distance: 20, at: 0.09)
        #expect(isClose(pinchGR.scale, 2))
        #expect(pinchGR.scale.isFinite && pinchGR.velocity.isFinite)
    }

    private func moveBoth(_ window: UIWindow, distance d: CGFloat, at t: TimeInterval) {
        window.send([TouchInput(id: 0, phase: .moved, location: CGPoint(x: 150 - d / 2, y: 150)),
                     TouchInput(id: 1, phase: .moved, location: CGPoint(x: 150 + d / 2, y: 150))], timestamp: t)
    }

    @Test func settingScaleToOneRebasesMidGesture() {
        let (window, _, pinchGR, _) = pinchScene()
        pinch(window, center: CGPoint(x: 150, y: 150), fromDistance: 100, toDistance: 200, start: 0, duration: 0.1,
              steps: 5, lift: false)
        pinchGR.scale = 1
        moveBoth(window, distance: 300, at: 0.12)
        #expect(isClose(pinchGR.scale, 1.5))
        pinchGR.scale = .nan
        pinchGR.scale = -2
        pinchGR.scale = 0
        #expect(isClose(pinchGR.scale, 1.5))
    }

    @Test func oneFingerNeverPinchesAndAThirdIsIgnored() {
        let (window, _, pinchGR, _) = pinchScene()
        drag(window, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200), start: 0, duration: 0.1, steps: 5)
        #expect(pinchGR.state == .possible)
        pinch(window, center: CGPoint(x: 150, y: 150), fromDistance: 100, toDistance: 120, start: 1, duration: 0.05,
              steps: 2, lift: false)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10), timestamp: 1.1, id: 2)
        #expect(pinchGR.numberOfTouches == 2)
        moveBoth(window, distance: 240, at: 1.12)
        #expect(isClose(pinchGR.scale, 2.4))
    }

    @Test func pinchTakesTheTouchesFromTheView() {
        let (window, view, _, trace) = pinchScene()
        pinch(window, center: CGPoint(x: 150, y: 150), fromDistance: 100, toDistance: 200, start: 0, duration: 0.1,
              steps: 5)
        let recording = view as! RecordingView
        #expect(recording.phases.first == "began" && recording.deliveries[0].touches.count == 2)
        // Both fingers are cancelled (in one call or one per finger) and nothing else reaches the view.
        #expect(recording.phases.dropFirst().allSatisfy { $0 == "cancelled" })
        let cancelled = recording.deliveries.dropFirst().reduce(into: Set<UITouch>()) { $0.formUnion($1.touches) }
        #expect(cancelled.count == 2)
        #expect(trace.entries(from: "pinch").last == "pinch.ended")
    }
}
