/// Recognizes fingers held still for `minimumPressDuration` (continuous): began after the hold,
/// changed as the fingers move, ended when they lift. Moving more than `allowableMovement` before
/// the hold completes fails it. Durations and distances are UIKit's documented defaults.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the fingers must stay down before the gesture begins (default 0.5 s).
    /// A NaN or infinite value falls back to 0.5 s and a negative one counts as 0.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the fingers may drift before the hold completes without failing (default 10).
    open var allowableMovement: CGFloat = 10
    /// How many fingers must be held down for the gesture to begin (default 1); more fingers fail it.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    /// Notes where and when the press started; a finger beyond `numberOfTouchesRequired` fails it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired, storedState == .possible { state = .failed; return }
        start = centroidInWindow
        startTime = event.timestamp
    }

    /// Fails the press if it drifts past `allowableMovement` before the hold completes; afterwards reports `changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch storedState {
        case .possible:
            guard let s = start else { return }
            let c = centroidInWindow
            if hypot(c.x - s.x, c.y - s.y) > allowableMovement { state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// Ends a recognized press when the last finger lifts; fails one lifted before `minimumPressDuration`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count - touches.count <= 0 else { return }
        state = storedState.isActive ? .ended : .failed
    }

    /// Cancels a recognized press, or fails one still waiting for its hold.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = storedState.isActive ? .cancelled : .failed
    }

    override func timeDidAdvance(to time: TimeInterval) {
        guard storedState == .possible, start != nil, trackedTouches.count == numberOfTouchesRequired else { return }
        let duration = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0.5
        if time - startTime >= duration - 1e-9 { state = .began }
    }

    open override func reset() { start = nil }
}
