import HeadlessHost
import HostSession
import UIKit

/// Replays a session on a headless host and samples every scroll view in the window at every frame:
/// the data of a physics plot (`SessionPlotSVG`).
///
/// Scroll views are found by walking the view tree in subview order each frame and are named in
/// the order they first appear, so the same session always gives the same traces in the same order.
@MainActor
public final class SessionSampler {
    /// Every scroll view seen, in order of first appearance (including ones that never moved).
    public private(set) var traces: [ScrollViewTrace] = []
    /// The views behind `traces` (held, so an identifier is never reused by a new view mid-session).
    private var views: [UIScrollView] = []
    private var index: [ObjectIdentifier: Int] = [:]
    /// Whether a finger dragged each view at the last frame.
    private var wasDragging: [Bool] = []
    /// Finger positions per touch id since its touch-down: (time, x, y).
    private var fingers: [Int: [(time: Double, point: CGPoint)]] = [:]
    /// Lifts not yet matched to a scroll view's drag end: time and the finger's path.
    private var pendingLifts: [(time: Double, path: [(time: Double, point: CGPoint)])] = []

    /// A sampler with nothing recorded.
    public init() {}

    /// Replays `recording` on `host` (made for it: `HeadlessHost(replaying:makeRootViewController:)`),
    /// sampling each frame (`onFrame` sees each frame after it is sampled). Returns the traces of the
    /// scroll views that moved.
    public func replay(_ recording: SessionRecording, on host: HeadlessHost,
                       onFrame: ((ReplayFrame) -> Void)? = nil) -> [ScrollViewTrace] {
        // The touch events before each frame, so a frame is sampled knowing the lifts that came before it.
        var groups: [[(time: Double, touches: [SessionTouch])]] = [[]]
        for event in recording.events {
            if case let .touches(t, touches) = event { groups[groups.count - 1].append((t, touches)) }
            if event.isFrame { groups.append([]) }
        }
        host.replay(recording) { [unowned self] frame in
            for (t, touches) in groups[frame.index] { self.note(touches, time: t) }
            self.sample(host.window, time: frame.time)
            onFrame?(frame)
        }
        return traces.filter(\.moved)
    }

    private func note(_ touches: [SessionTouch], time: Double) {
        for touch in touches {
            let p = CGPoint(x: touch.x, y: touch.y)
            switch touch.phase {
            case "began": fingers[touch.id] = [(time, p)]
            case "ended":
                let path = (fingers[touch.id] ?? []) + [(time, p)]
                fingers[touch.id] = nil
                pendingLifts.append((time, path))
            case "cancelled": fingers[touch.id] = nil
            default: fingers[touch.id, default: []].append((time, p))
            }
        }
    }

    private func sample(_ window: UIWindow, time: Double) {
        var stack: [UIView] = [window]
        var found: [UIScrollView] = []
        while let view = stack.popLast() {
            if let s = view as? UIScrollView, !s.isHidden { found.append(s) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        for s in found { record(s, time: time) }
        pendingLifts.removeAll { time - $0.time > 0.5 }   // a lift no drag claimed within half a second
    }

    private func record(_ s: UIScrollView, time: Double) {
        let i: Int
        if let known = index[ObjectIdentifier(s)] {
            i = known
        } else {
            i = traces.count
            index[ObjectIdentifier(s)] = i
            views.append(s)
            wasDragging.append(false)
            traces.append(ScrollViewTrace(name: "\(type(of: s)) \(i + 1)"))
        }
        let inset = s.adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, s.contentSize.width + inset.right - s.bounds.width),
                              y: max(minimum.y, s.contentSize.height + inset.bottom - s.bounds.height))
        let o = s.contentOffset
        let outside = o.x < minimum.x - 0.5 || o.x > maximum.x + 0.5 || o.y < minimum.y - 0.5 || o.y > maximum.y + 0.5
        // A finger drags while the view tracks it and has begun dragging; `isDragging` alone stays
        // true through the deceleration that follows a flick, as on iOS.
        let fingerDrags = s.isTracking && s.isDragging
        // A bounce lasts until the spring settles, including its last half point inside the limits;
        // "animating" needs a move larger than the springs' settling tolerance (0.05 pt, reference
        // "bounce back"), so a settling spring's last step is not counted as an animation.
        let wasBouncing = traces[i].phaseChanges.last?.phase == .bouncing
        let moved = traces[i].offsets.last.map { abs($0.x - o.x) > 0.05 || abs($0.y - o.y) > 0.05 } ?? false
        let phase: ScrollPhase = fingerDrags ? .dragging
            : outside || (wasBouncing && (s.isDecelerating || moved)) ? .bouncing
            : s.isDecelerating ? .decelerating : moved ? .animating : .idle
        var trace = traces[i]
        trace.times.append(time)
        trace.offsets.append(o)
        trace.limits = (minimum, maximum)
        trace.decelerationRate = Double(s.decelerationRate.rawValue)
        trace.isPaging = s.isPagingEnabled
        if trace.phaseChanges.last?.phase != phase, !(trace.phaseChanges.isEmpty && phase == .idle) {
            trace.phaseChanges.append((time, phase))
        }
        if wasDragging[i], !fingerDrags, let lift = pendingLifts.last {
            // The offset at the last frame before the lift, and the finger's velocity on each axis.
            let before = trace.times.lastIndex { $0 <= lift.time + 1e-9 } ?? 0
            let vx = ReleaseReference.fingerVelocity(samples: lift.path.map { ($0.time, Double($0.point.x)) }, liftTime: lift.time)
            let vy = ReleaseReference.fingerVelocity(samples: lift.path.map { ($0.time, Double($0.point.y)) }, liftTime: lift.time)
            trace.lifts.append((lift.time, trace.offsets[before], CGPoint(x: vx, y: vy)))
            pendingLifts.removeLast()
        }
        wasDragging[i] = fingerDrags
        traces[i] = trace
    }
}
