import ScrollPhysics

/// What a scroll view is doing, as one value (the model of Flutter's `ScrollActivity`): the state
/// flags (`isTracking`, `isDragging`, `isDecelerating`, `isZooming`, `isZoomBouncing`,
/// `isScrollAnimating`, `isZoomAnimating`) are read from it. `ScrollActivity.reduce`
/// (ScrollActivityReducer.swift) says how an event changes it, and `UIScrollView.beginActivity` is
/// the one place that applies the change and its effects.
///
/// ```
///            touch down                 pan recognized              lift
///   idle ───────────────► tracking ─────────────────► dragging ──────────► decelerating ──► idle
///    ▲  ◄─────────────────  │ lift                       │  lift at rest        │ (or bouncing,
///    │                      │ second finger               └──────────► idle ◄───┘  paging snap)
///    │                      ▼                                                     touch down: tracking
///    │                  pinching ── lift: in range ──► the finger's activity (or decelerating)
///    │                      └────── lift: past range ─► zoomAnimating (bounce) ──► the finger's activity
///    │  setContentOffset(animated:), scroll to top, keys ──► animatingOffset ──► idle
///    └─ setZoomScale(animated:), zoom(to:animated:) ──────► zoomAnimating ────► idle
/// ```
///
/// A finger can be down while code animates the offset or the zoom (`ScrollFinger`): the motion runs to
/// its end, the drag waits (it does not move the content meanwhile), and the finger's activity
/// resumes after it. A touch, or a drag that starts, catches a deceleration or an offset animation
/// where it is; a zoom animation is not caught by a finger, only by code, a pinch, the wheel or
/// `stopScrollingAndZooming()`.
enum ScrollActivity {
    /// Nothing moves and no finger is down.
    case idle
    /// A finger is down; no drag has been recognized yet (UIKit's `isTracking` before `isDragging`).
    case tracking
    /// The pan was recognized: the content follows the finger.
    case dragging(ScrollDrag)
    /// After a drag: per-axis simulations (free deceleration, edge bounce, paging snap) until both
    /// rest. `isDragging` stays true through it, as UIKit reports.
    case decelerating(AxisMotions)
    /// `setContentOffset(_:animated: true)` and what goes through it (scrollRectToVisible, keys), or
    /// scroll to top; `finger` is a finger that was already down.
    case animatingOffset(AxisMotions, kind: OffsetAnimationKind, finger: ScrollFinger)
    /// Two fingers pinch (the pan may be recognized alongside: `pinch.finger`).
    case pinching(ScrollPinch)
    /// A zoom from code, or the bounce back into the scale range after a pinch.
    case zoomAnimating(ZoomAnimation, finger: ScrollFinger)

    /// Whether the display link must run for this activity (motions evaluated per frame).
    var needsFrames: Bool {
        switch self {
        case .decelerating, .animatingOffset, .zoomAnimating: return true
        case .idle, .tracking, .dragging, .pinching: return false
        }
    }

    /// The finger part of the activity: what remains when a motion ends or is stopped.
    var finger: ScrollFinger {
        switch self {
        case .idle, .decelerating: return .none
        case .tracking: return .tracking
        case .dragging(let d): return .dragging(d)
        case .animatingOffset(_, _, let f), .zoomAnimating(_, let f): return f
        case .pinching(let p): return p.finger
        }
    }

    var isTracking: Bool {
        switch self {
        case .idle, .decelerating: return false
        case .tracking: return true
        case .dragging(let d): return d.isTracking
        case .animatingOffset, .zoomAnimating, .pinching: return finger.isTracking
        }
    }

    var isDragging: Bool {
        switch self {
        case .idle, .tracking: return false
        case .dragging, .decelerating: return true
        case .pinching(let p): return p.finger.drag != nil || p.release != nil
        case .animatingOffset, .zoomAnimating: return finger.drag != nil
        }
    }

    var isDecelerating: Bool {
        switch self {
        case .decelerating: return true
        case .pinching(let p): return p.release != nil
        default: return false
        }
    }

    var isZooming: Bool { if case .pinching = self { return true } else { return false } }

    var isScrollAnimating: Bool { if case .animatingOffset = self { return true } else { return false } }

    var zoomAnimation: ZoomAnimation? { if case .zoomAnimating(let a, _) = self { return a } else { return nil } }

    /// The drag, wherever it is held (dragging, or a finger under a pinch or a code-driven motion).
    var drag: ScrollDrag? {
        if case .dragging(let d) = self { return d }
        return finger.drag
    }

    /// Applies `change` to the drag wherever it is held; nothing without one.
    mutating func modifyDrag(_ change: (inout ScrollDrag) -> Void) {
        switch self {
        case .dragging(var d): change(&d); self = .dragging(d)
        case .animatingOffset(let m, let kind, var f): f.modifyDrag(change); self = .animatingOffset(m, kind: kind, finger: f)
        case .zoomAnimating(let a, var f): f.modifyDrag(change); self = .zoomAnimating(a, finger: f)
        case .pinching(var p): p.finger.modifyDrag(change); self = .pinching(p)
        case .idle, .tracking, .decelerating: break
        }
    }
}

/// A finger down while something else drives the content (a pinch, an animation from code).
enum ScrollFinger {
    case none
    /// Down, no drag recognized.
    case tracking
    /// A recognized drag, waiting while the motion runs.
    case dragging(ScrollDrag)

    var isTracking: Bool {
        switch self {
        case .none: return false
        case .tracking: return true
        case .dragging(let d): return d.isTracking
        }
    }

    var drag: ScrollDrag? { if case .dragging(let d) = self { return d } else { return nil } }

    /// The activity this finger alone makes.
    var activity: ScrollActivity {
        switch self {
        case .none: return .idle
        case .tracking: return .tracking
        case .dragging(let d): return .dragging(d)
        }
    }

    mutating func modifyDrag(_ change: (inout ScrollDrag) -> Void) {
        if case .dragging(var d) = self { change(&d); self = .dragging(d) }
    }
}

/// A drag in progress: where the finger's translation is measured from, the directional lock, the
/// page it started on (paging moves at most one page), and the offset samples of the release velocity.
struct ScrollDrag {
    /// The unconstrained offset at zero translation; the drag shows `origin − translation`, rubber-banded.
    var origin: CGPoint
    var lock: DirectionalLock
    var startPage: (x: Int, y: Int)
    var trackerX = VelocityTracker(), trackerY = VelocityTracker()
    /// False from the lift until the release's delegate messages are over (UIKit reports
    /// `isTracking == false` in `scrollViewWillEndDragging`).
    var isTracking = true
}

/// A pinch in progress.
struct ScrollPinch {
    /// The zoom scale when the pinch began.
    var startScale: CGFloat
    /// The fingers' centroid at the previous pinch event (relative to the frame).
    var centroid: CGPoint
    /// The pan recognized alongside, or a finger that is down without a drag.
    var finger: ScrollFinger
    /// A drag released while the pinch still runs (both fingers lifting in one event: the pan is told
    /// first). Its motion starts when the pinch ends in range, and is dropped when a zoom bounce follows.
    var release: AxisMotions?
}

/// Which delegate message ends an offset animation.
enum OffsetAnimationKind { case programmatic, scrollToTop }

/// Per-axis motions on the host clock. An axis that is done is latched at its resting place
/// (a `RestingSimulation`) at the first frame that finds it done, so later frames cannot unsettle it.
struct AxisMotions {
    var x: (any Simulation)?
    var y: (any Simulation)?
    /// The host time of the last frame evaluated (nil before the first).
    var evaluatedAt: Double?

    init(x: (any Simulation)?, y: (any Simulation)?) {
        self.x = x
        self.y = y
    }

    /// Evaluates both axes at host time `t`: the offset to show (axes without a motion keep `current`).
    mutating func step(at t: Double, from current: CGPoint) -> CGPoint {
        evaluatedAt = t
        var p = current
        if let s = x { p.x = CGFloat(Self.evaluate(&x, s, at: t)) }
        if let s = y { p.y = CGFloat(Self.evaluate(&y, s, at: t)) }
        return p
    }

    private static func evaluate(_ slot: inout (any Simulation)?, _ s: any Simulation, at t: Double) -> Double {
        if s is RestingSimulation { return s.restingPosition }
        guard s.isDone(at: t) else { return s.position(at: t) }
        slot = RestingSimulation(at: s.restingPosition)
        return s.restingPosition
    }

    /// Both axes rest (an axis without a motion counts as resting).
    var isFinished: Bool { (x.map { $0 is RestingSimulation } ?? true) && (y.map { $0 is RestingSimulation } ?? true) }

    /// App code moved the offset by `delta` while the motion ran: the motion continues from there.
    mutating func shift(by delta: CGPoint) {
        x = x?.shifted(by: Double(delta.x), evaluatedAt: evaluatedAt)
        y = y?.shifted(by: Double(delta.y), evaluatedAt: evaluatedAt)
    }
}

/// How the activity being replaced ends, which decides the delegate message it sends.
enum ActivityEnd {
    /// It reached its end: `didEndDecelerating`, `didEndScrollingAnimation`, `didScrollToTop` or
    /// `didEndZooming`.
    case finished
    /// A touch, the wheel or a pinch stopped it where it is: a deceleration reports
    /// `didEndDecelerating` (as iOS 13 and later are reported to) and a zoom animation `didEndZooming`.
    case caught
    /// Code started another motion: a deceleration or offset animation ends without a message (as one
    /// programmatic scroll replacing another); a zoom animation moves its scale into the range and
    /// reports `didEndZooming`, so its `willBeginZooming` is answered.
    case replaced
    /// No message at all (the view left its window).
    case silently
}
