import ScrollPhysics

/// Recognizes a drag (continuous): begins once the touches' centroid has moved 10 pt.
///
/// The 10 pt slop is subtracted from the translation (ScrollKit's choice: UIKit's value is not public), so a drag of
/// 50 pt reports 40. Velocity comes from the trailing 100 ms of samples (`VelocityTracker`). Fingers
/// joining or leaving shift the reference point so the translation does not jump.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can begin the pan (default 1); dropping below it mid-pan ends the gesture.
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan follows (default unlimited); extra fingers are ignored rather than failing it.
    open var maximumNumberOfTouches = Int.max

    /// Hysteresis before a pan begins: 10 pt, ScrollKit's choice (commonly observed on iOS, and it
    /// matches a recorded iOS trace).
    public static let slop: CGFloat = 10

    /// Window centroid where the gesture started (moved when fingers join or leave).
    var start: CGPoint?
    /// Window point whose translation is zero.
    private var origin = CGPoint.zero
    private var lastCentroid2 = CGPoint.zero
    private var trackerX = VelocityTracker(), trackerY = VelocityTracker()

    /// How far the fingers have moved since the pan began, in `view`'s coordinate space (`nil` means the
    /// window), less the 10 pt slop; `.zero` while the pan has not begun.
    open func translation(in view: UIView?) -> CGPoint {
        guard storedState.isActive || storedState == .ended else { return .zero }
        let now = trackedTouches.isEmpty ? lastCentroid2 : centroidInWindow
        return vectorInView(CGPoint(x: now.x - origin.x, y: now.y - origin.y), view)
    }

    /// Makes the current centroid report `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let t = vectorInView(translation, view, inverse: true)
        let now = trackedTouches.isEmpty ? lastCentroid2 : centroidInWindow
        origin = CGPoint(x: now.x - Finite.value(t.x), y: now.y - Finite.value(t.y))
    }

    /// Points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let now = HostClock.now
        return vectorInView(CGPoint(x: trackerX.velocity(at: now), y: trackerY.velocity(at: now)), view)
    }

    /// Converts a window-space vector into `view` space (its scale and rotation, not its origin).
    private func vectorInView(_ v: CGPoint, _ view: UIView?, inverse: Bool = false) -> CGPoint {
        guard let view, let w = view.window else { return v }
        let a = inverse ? w.convert(CGPoint.zero, from: view) : view.convert(CGPoint.zero, from: w)
        let b = inverse ? w.convert(v, from: view) : view.convert(v, from: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func sample(_ time: TimeInterval) {
        let c = centroidInWindow
        lastCentroid2 = c
        trackerX.addSample(position: Double(c.x), time: time)
        trackerY.addSample(position: Double(c.y), time: time)
    }

    /// Starts following the fingers; a finger joining mid-pan moves the reference point so the translation stays put.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches {
            touches.forEach { ignore($0, for: event) }
            return
        }
        let before = lastCentroid2
        let c = centroidInWindow
        if start == nil { start = c; origin = c } else {
            // Keep the translation continuous across a finger landing.
            origin = CGPoint(x: origin.x + (c.x - before.x), y: origin.y + (c.y - before.y))
            if let s = start { start = CGPoint(x: s.x + (c.x - before.x), y: s.y + (c.y - before.y)) }
        }
        trackerX.reset(); trackerY.reset()
        sample(event.timestamp)
    }

    /// Begins the pan once the centroid has moved `slop` points, then reports `changed` on each move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(event.timestamp)
        guard let s = start else { return }
        let c = centroidInWindow
        switch storedState {
        case .possible:
            let dx = c.x - s.x, dy = c.y - s.y
            let distance = hypot(dx, dy)
            guard distance >= Self.slop, trackedTouches.count >= minimumNumberOfTouches else { return }
            origin = CGPoint(x: s.x + dx / distance * Self.slop, y: s.y + dy / distance * Self.slop)
            state = .began
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    /// Ends the pan when the last finger lifts (or fewer than `minimumNumberOfTouches` remain); fails one that never began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.count - touches.count
        if remaining <= 0 {
            sample(event.timestamp)
            if storedState.isActive { state = .ended } else if storedState == .possible { state = .failed }
            return
        }
        // A finger lifted, others remain: re-base so the translation does not jump.
        let before = centroidInWindow
        let rest = trackedTouches.filter { !touches.contains($0) }
        let n = CGFloat(rest.count)
        let after = rest.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x / n, y: $0.y + $1.windowLocation.y / n) }
        origin = CGPoint(x: origin.x + after.x - before.x, y: origin.y + after.y - before.y)
        if let s = start { start = CGPoint(x: s.x + after.x - before.x, y: s.y + after.y - before.y) }
        lastCentroid2 = after
        trackerX.reset(); trackerY.reset()
        trackerX.addSample(position: Double(after.x), time: event.timestamp)
        trackerY.addSample(position: Double(after.y), time: event.timestamp)
        if remaining < minimumNumberOfTouches, storedState.isActive { state = .ended }
    }

    /// Cancels an active pan, or fails one that had not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = storedState.isActive ? .cancelled : .failed
    }

    open override func reset() {
        start = nil
        origin = .zero
        trackerX.reset(); trackerY.reset()
    }
}
