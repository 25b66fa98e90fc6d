/// Recognizes fingers held still for `minimumPressDuration` (continuous): began after the hold,
/// changed as the fingers move, ended when they lift. Moving more than `allowableMovement` before
/// the hold completes fails it. Durations and distances are UIKit's documented defaults.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired, storedState == .possible { state = .failed; return }
        start = centroidInWindow
        startTime = event.timestamp
    }

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

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count - touches.count <= 0 else { return }
        state = storedState.isActive ? .ended : .failed
    }

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
