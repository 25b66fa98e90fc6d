import UIKit

/// Replays a scripted gesture session on a window at a fixed frame rate and prints what happened:
/// the Gallery's run where there is no display (and, until the SDL2 host exists, everywhere).
@MainActor
final class HeadlessSession {
    let window: UIWindow
    private(set) var time: TimeInterval = 0
    let frameRate: Double = 60

    /// With the overlay's frame-time graph on, each tick's work is timed into it (real time, so
    /// a run with the graph is not byte-for-byte repeatable; the others are).
    var overlay: DebugOverlay?

    init(window: UIWindow) { self.window = window }

    /// One frame at `time`: the tick, timed for the overlay's graph when it is shown.
    private func frame() {
        guard let overlay, overlay.options.contains(.frameTimeGraph) else { window.tick(timestamp: time); return }
        let clock = ContinuousClock()
        let start = clock.now
        window.tick(timestamp: time)
        window.displayIfNeeded()
        let d = clock.now - start
        overlay.recordFrameTime(Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
    }

    func say(_ text: String) { print(String(format: "  %7.3f s  %@", time, text as NSString)) }

    /// Moves one finger in a straight line at constant speed, one event per frame, and lifts.
    func drag(from a: CGPoint, to b: CGPoint, duration: TimeInterval, holdBeforeLift: TimeInterval = 0) {
        let frames = max(1, Int(duration * frameRate))
        window.sendTouch(.began, at: a, timestamp: time)
        for i in 1...frames {
            time += 1 / frameRate
            let f = CGFloat(i) / CGFloat(frames)
            window.sendTouch(.moved, at: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), timestamp: time)
            frame()
        }
        if holdBeforeLift > 0 { idle(holdBeforeLift) }
        window.sendTouch(.ended, at: b, timestamp: time)
    }

    func tap(at p: CGPoint) {
        window.sendTouch(.began, at: p, timestamp: time)
        time += 0.05
        frame()
        window.sendTouch(.ended, at: p, timestamp: time)
    }

    /// Ticks for `seconds`.
    func idle(_ seconds: TimeInterval) {
        let frames = Int((seconds * frameRate).rounded())
        for _ in 0..<frames {
            time += 1 / frameRate
            frame()
        }
    }
}
