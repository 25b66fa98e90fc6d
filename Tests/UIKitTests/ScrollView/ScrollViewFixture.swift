import HeadlessHost
import UIKit

/// A window holding one full-window scroll view with a recording delegate, driven by scripted touches.
@MainActor
final class ScrollViewFixture {
    let window: UIWindow
    let scrollView: UIScrollView
    let recorder = ScrollDelegateRecorder()
    /// The clock of the script: every helper advances it.
    var time: TimeInterval = 0
    /// Ticks per second while animations run.
    var frameRate: Double = 60

    init(bounds: CGSize = CGSize(width: 320, height: 480), contentSize: CGSize = CGSize(width: 320, height: 5000),
         make: @MainActor (CGRect) -> UIScrollView = { UIScrollView(frame: $0) }) {
        HostClock.reset()
        window = UIWindow(frame: CGRect(origin: .zero, size: bounds))
        scrollView = make(window.bounds)
        scrollView.contentSize = contentSize
        scrollView.delegate = recorder
        recorder.scrollView = scrollView
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        window.tick(timestamp: 0)
    }

    /// Drags one finger from `from` by `delta` at constant speed, one move per 1/120 s, and lifts while
    /// still moving (so the release velocity is the drag's). Returns the release time.
    @discardableResult
    func drag(from: CGPoint, by delta: CGPoint, duration: TimeInterval, lift: Bool = true, id: Int = 0,
              pauseBeforeLift: TimeInterval = 0) -> TimeInterval {
        let steps = max(1, Int((duration * 120).rounded()))
        let liftsMoving = pauseBeforeLift <= 0
        var d = FingerDrag(from: from, by: delta, steps: steps, timing: .every(duration / Double(steps)),
                           lift: !lift ? .none : liftsMoving ? .oneIntervalLater : .afterPause(pauseBeforeLift),
                           liftContinuesMotion: liftsMoving)
        d.id = id
        let host = HeadlessHost(window: window, time: time)
        host.drag(d)
        time = host.time
        return time
    }

    /// Ticks at `frameRate` until `until` (inclusive of the last frame at or before it).
    func run(until end: TimeInterval) {
        let dt = 1 / frameRate
        var n = (time * frameRate).rounded(.down) + 1
        while n / frameRate <= end + 1e-9 {
            time = n / frameRate
            window.tick(timestamp: time)
            n += 1
        }
        if time < end { time = end; window.tick(timestamp: end) }
        _ = dt
    }

    // MARK: Finger primitives (each sends one event at `time + after`, then ticks there)

    func down(_ p: CGPoint, after dt: TimeInterval = 0, id: Int = 0) {
        time += dt
        window.sendTouch(.began, at: p, timestamp: time, id: id)
        window.tick(timestamp: time)
    }

    func move(_ p: CGPoint, after dt: TimeInterval = 1.0 / 120, id: Int = 0) {
        time += dt
        window.sendTouch(.moved, at: p, timestamp: time, id: id)
        window.tick(timestamp: time)
    }

    func up(_ p: CGPoint, after dt: TimeInterval = 0, id: Int = 0) {
        time += dt
        window.sendTouch(.ended, at: p, timestamp: time, id: id)
        window.tick(timestamp: time)
    }

    /// Moves an already-down finger from `from` by `delta` at constant speed, one move per 1/120 s,
    /// ticking at each move. Returns where the finger is.
    @discardableResult
    func glide(from: CGPoint, by delta: CGPoint, duration: TimeInterval, id: Int = 0) -> CGPoint {
        let steps = max(1, Int((duration * 120).rounded()))
        var last = from
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            last = CGPoint(x: from.x + delta.x * f, y: from.y + delta.y * f)
            move(last, after: duration / Double(steps), id: id)
        }
        return last
    }

    /// Exactly one tick, `1/frameRate` after the last event or tick.
    func frame() {
        time += 1 / frameRate
        window.tick(timestamp: time)
    }

    /// Ticks at `frameRate` for `duration` seconds more (on the frame grid, plus a last tick at the end).
    func advance(by duration: TimeInterval) { run(until: time + duration) }

    /// Ticks until no motion remains (at most `limit` seconds more).
    func settle(limit: TimeInterval = 10) {
        let end = time + limit
        while (scrollView.isDecelerating || window.needsFrames) && time < end { run(until: time + 1 / frameRate) }
    }
}

/// Logs delegate messages in order, with the state flags at each call.
@MainActor
final class ScrollDelegateRecorder: UIScrollViewDelegate {
    weak var scrollView: UIScrollView?
    var log: [String] = []
    var didScrollCount = 0
    var willEndVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// `willEndVelocity`, or NaN (fails any comparison) if willEndDragging never came.
    var velocity: CGPoint { willEndVelocity ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    /// `proposedTarget`, or NaN if willEndDragging never came.
    var target: CGPoint { proposedTarget ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    var retarget: ((CGPoint) -> CGPoint)?
    var onDidScroll: ((UIScrollView) -> Void)?
    var shouldScrollToTop = true
    /// Each message with the flags at that moment: "name tracking dragging decelerating" as T/F.
    var flagLog: [String] = []

    private func note(_ name: String, _ s: UIScrollView) {
        log.append(name)
        flagLog.append("\(name) \(s.isTracking ? "T" : "F")\(s.isDragging ? "T" : "F")\(s.isDecelerating ? "T" : "F")")
    }

    func clear() { log.removeAll(); flagLog.removeAll(); didScrollCount = 0 }

    /// The log with consecutive `didScroll` entries collapsed to `didScroll*`.
    var compactLog: [String] {
        var out: [String] = []
        for e in log {
            if e == "didScroll" { if out.last != "didScroll*" { out.append("didScroll*") } } else { out.append(e) }
        }
        return out
    }

    func scrollViewDidScroll(_ s: UIScrollView) { note("didScroll", s); didScrollCount += 1; onDidScroll?(s) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { note("willBeginDragging", s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging", s)
        willEndVelocity = v
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { note("didEndDragging(\(d))", s) }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { note("willBeginDecelerating", s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { note("didEndDecelerating", s) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { note("didEndScrollingAnimation", s) }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { note("shouldScrollToTop", s); return shouldScrollToTop }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { note("didScrollToTop", s) }
}
