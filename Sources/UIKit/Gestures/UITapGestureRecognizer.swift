/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (discrete).
///
/// Fails when a finger strays more than `allowableMovement` from where it landed, when more fingers
/// than required land, or when the next tap of a multi-tap does not start within `tapInterval` of the
/// previous lift. A single tap beside a double tap that it requires to fail therefore fires
/// `tapInterval` after its lift, as on iOS.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps in a row make the gesture (default 1; 2 for a double tap).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap must use (default 1).
    open var numberOfTouchesRequired = 1

    /// Movement tolerance and multi-tap window. UIKit does not publish them; 10 pt matches the pan slop
    /// (`UIPanGestureRecognizer.slop`) and 0.35 s is the common double-tap interval.
    static let allowableMovement: CGFloat = 10
    static let tapInterval: TimeInterval = 0.35

    private var tapsCompleted = 0
    private var startPoints: [UITouch: CGPoint] = [:]
    private var maxFingers = 0
    private var lastLiftTime: TimeInterval?

    override var isAwaitingMoreTouches: Bool { tapsCompleted > 0 && storedState == .possible && pendingState == nil }

    /// Starts a tap; fails when too many fingers land or a further tap starts a new tap sequence.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The next tap of a multi-tap must continue the window's tap sequence (UITouch.tapCount: within
        // 0.35 s and 20 pt of the previous lift); a touch that starts a new sequence, such as a second
        // tap far from the first, fails the multi-tap instead of completing it.
        if tapsCompleted > 0, touches.allSatisfy({ $0.tapCount == 1 }) { state = .failed; return }
        for t in touches { startPoints[t] = t.windowLocation }
        maxFingers = max(maxFingers, trackedTouches.count)
        if maxFingers > numberOfTouchesRequired { state = .failed }
    }

    /// Fails the tap when a finger strays more than 10 pt from where it landed.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches {
            guard let p = startPoints[t] else { continue }
            if hypot(t.windowLocation.x - p.x, t.windowLocation.y - p.y) > Self.allowableMovement { state = .failed; return }
        }
    }

    /// Counts a tap when the last finger lifts, and recognizes once `numberOfTapsRequired` taps are done.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard storedState == .possible, trackedTouches.count == touches.count else { return } // last finger up
        guard maxFingers == numberOfTouchesRequired else { state = .failed; return }
        tapsCompleted += 1
        maxFingers = 0
        lastLiftTime = event.timestamp
        if tapsCompleted >= numberOfTapsRequired { state = .ended }
    }

    /// Fails the tap: cancelled touches never complete one.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    override func timeDidAdvance(to time: TimeInterval) {
        guard storedState == .possible, pendingState == nil, trackedTouches.isEmpty,
              let lift = lastLiftTime, tapsCompleted < numberOfTapsRequired else { return }
        if time - lift > Self.tapInterval { state = .failed }
    }

    open override func reset() {
        tapsCompleted = 0
        startPoints.removeAll()
        maxFingers = 0
        lastLiftTime = nil
    }
}
