import Foundation
import HeadlessHost
import HostSession
import Testing
import UIKit

/// The gigapixel benchmark's fling moved from a hand-written per-frame loop (`UIWindow.sendTouch`
/// then `tick` every 1/60 s: the touch-down, 12 moves of 150 pt, the lift one frame after the last
/// move, where the finger last was) onto a `FingerDrag`. The benchmark is an executable, so this
/// repeats both scripts as the benchmark writes them and holds them to the same host-API calls:
/// every touch and frame with the same timestamp (bit for bit) and place, in the same order.
@Suite @MainActor struct FingerDragPerFrameTests {
    static let dt = 1.0 / 60.0
    static let moves = 12, perFrame: CGFloat = 150, x0: CGFloat = 60, y: CGFloat = 540

    func recordingHost() -> (HeadlessHost, SessionRecorder) {
        let host = HeadlessHost(size: CGSize(width: 1920, height: 1080), scale: 1)
        let recorder = SessionRecorder(header: SessionRecorder.header(app: "FingerDragPerFrameTests", window: host.window))
        host.recorder = recorder
        host.time = 1.25   // a step starts wherever the last one settled
        return (host, recorder)
    }

    @Test func theBenchmarksFlingAsAFingerDragMakesTheSameCallsAsItsPerFrameLoop() {
        // The loop the benchmark had: frame i advances the clock, sends frame i's input, ticks.
        let (old, oldRecorder) = recordingHost()
        for i in 0..<(Self.moves + 2) {
            old.time += Self.dt
            if i == 0 {
                old.touch(.began, at: CGPoint(x: Self.x0, y: Self.y))
            } else if i <= Self.moves {
                old.touch(.moved, at: CGPoint(x: Self.x0 + Self.perFrame * CGFloat(i), y: Self.y))
            } else {
                old.touch(.ended, at: CGPoint(x: Self.x0 + Self.perFrame * CGFloat(Self.moves), y: Self.y))
            }
            old.tick()
        }

        // The benchmark's FingerDrag (GigapixelBenchmark.fling and Session.step(_:finger:)).
        let (new, newRecorder) = recordingHost()
        let points = (1...Self.moves).map { i in CGPoint(x: Self.x0 + Self.perFrame * CGFloat(i), y: Self.y) }
        var finger = FingerDrag(start: CGPoint(x: Self.x0, y: Self.y), moves: points,
                                timing: .every(Self.dt), lift: .oneIntervalLater)
        finger.ticksOnDown = true
        finger.ticksOnLift = true
        new.time += Self.dt
        new.drag(finger)

        let a = oldRecorder.recording.events, b = newRecorder.recording.events
        #expect(a.count == 2 * (Self.moves + 2))
        #expect(a == b)
        #expect(old.time == new.time)
    }
}
