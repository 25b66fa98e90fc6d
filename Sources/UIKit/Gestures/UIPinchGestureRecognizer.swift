import ScrollPhysics

/// Recognizes two fingers moving apart or together (continuous).
///
/// `scale` is the current finger distance over the distance when the second finger landed (times the
/// scale in force then, so `scale = 1` resets it as in the seeds). It begins once the distance has
/// changed by `hysteresis`. Two fingers on the same spot have no distance to compare: the scale stays
/// at 1 until they separate (docs/PORTING.md, "Bad input").
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Distance change before a pinch begins; UIKit does not publish it, 3 pt keeps an accidental
    /// two-finger drag from zooming while a deliberate pinch starts at once.
    static let hysteresis: CGFloat = 3

    /// The finger distance relative to where the pinch started, 1 at the start. Setting it (usually back
    /// to 1 after applying it) rebases the measurement; NaN, infinite, zero or negative values are ignored.
    open var scale: CGFloat = 1 {
        didSet { if !scale.isFinite || scale <= 0 { scale = oldValue }; rebase() }
    }
    /// Scale factor per second.
    open var velocity: CGFloat {
        CGFloat(tracker.velocity(at: HostClock.now))
    }

    private var baseDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var tracker = VelocityTracker()
    private var updating = false

    private var distance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(a.x - b.x, a.y - b.y)
    }

    private func rebase() {
        guard !updating else { return }
        baseScale = scale
        if let d = distance, d > 0 { baseDistance = d }
    }

    /// Records the distance between the first two fingers; a third finger is ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2 { touches.forEach { ignore($0, for: event) }; return }
        if let d = distance, d > 0 { baseDistance = d; baseScale = scale }
    }

    /// Updates `scale`, and begins the pinch once the finger distance has changed by 3 pt.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = distance, d > 0 else { return }
        guard let base = baseDistance else { baseDistance = d; baseScale = scale; return }
        let newScale = baseScale * d / base
        updating = true
        scale = newScale
        updating = false
        tracker.addSample(position: Double(newScale), time: event.timestamp)
        switch storedState {
        case .possible where abs(d - base) >= Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends the pinch (or fails one that never began) once fewer than two fingers remain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count - touches.count < 2 {
            state = storedState.isActive ? .ended : .failed
        }
    }

    /// Cancels an active pinch, or fails one that had not begun.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = storedState.isActive ? .cancelled : .failed
    }

    open override func reset() {
        baseDistance = nil
        baseScale = 1
        updating = true
        scale = 1
        updating = false
        tracker.reset()
    }
}
