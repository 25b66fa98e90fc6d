/// Decides, for one window, which gesture recognizers may recognize: UIKit's arbitration rules.
///
/// - A recognizer leaving `.possible` is asked `gestureRecognizerShouldBegin` (delegate, then view).
/// - It waits (state stays `.possible`, the wish is remembered) while a recognizer it requires to fail
///   is still possible; it recognizes when that one fails and fails when that one recognizes.
/// - It fails if another recognizer in the same touch sequence has already begun and the two may not
///   recognize simultaneously.
/// - When it recognizes, every other possible recognizer that may not recognize with it fails, after
///   its touches are taken from their views (`cancelsTouchesInView`).
/// Recognizers are kept in the order they joined: deepest view first, so a subview's recognizer gets
/// the first chance, as on iOS.
@MainActor
final class GestureArbiter {
    private(set) var participants: [UIGestureRecognizer] = []
    /// The window's delivery pipeline, told when a recognizer takes its touches.
    weak var pipeline: TouchDeliveryPipeline?
    /// Guards against a recognizer whose action re-enters arbitration endlessly.
    private var depth = 0

    func join(_ recognizer: UIGestureRecognizer) {
        guard !participants.contains(where: { $0 === recognizer }) else { return }
        participants.append(recognizer)
        recognizer.arbiter = self
    }

    func remove(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        if recognizer.arbiter === self { recognizer.arbiter = nil }
    }

    /// The entry point of `UIGestureRecognizer.state`'s setter.
    func request(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        let wantsToRecognize = recognizer.storedState == .possible && (newState == .began || newState == .ended)
        guard wantsToRecognize else { return recognizer.transition(to: newState) }
        guard recognizer.isEnabled, recognizer.shouldBegin() else { return recognizer.transition(to: .failed) }
        attempt(recognizer, newState)
    }

    private func attempt(_ recognizer: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        if participants.contains(where: { $0 !== recognizer && $0.storedState == .possible && recognizer.requiresFailure(of: $0) }) {
            recognizer.pendingState = newState
            return
        }
        if participants.contains(where: { other in
            other !== recognizer && other.storedState.isActive && !recognizer.canRecognizeSimultaneously(with: other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) {
            return recognizer.transition(to: .failed)
        }
        recognizer.transition(to: newState)
    }

    /// Consequences of a state change for the other participants.
    func stateDidChange(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State) {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else {
            Log.uikit.error("gesture arbitration re-entered 64 levels deep; stopping the cascade")
            return
        }
        let state = recognizer.storedState
        if old == .possible && (state == .began || state == .ended) {
            if recognizer.cancelsTouchesInView {
                recognizer.sequenceTouches.forEach { pipeline?.withhold($0) }
            }
            for other in participants where other !== recognizer && other.storedState == .possible {
                let exclusive = !recognizer.canRecognizeSimultaneously(with: other)
                    && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
                if exclusive || other.requiresFailure(of: recognizer) { other.transition(to: .failed) }
            }
        }
        if state == .failed {
            for other in participants where other.storedState == .possible {
                guard let wish = other.pendingState, other.requiresFailure(of: recognizer) else { continue }
                other.pendingState = nil
                attempt(other, wish)
            }
        }
        pipeline?.recognizerStatesChanged()
    }

    /// Time-outs (double-tap window, long press, content-touch delay).
    func timeDidAdvance(to time: TimeInterval) {
        for recognizer in participants where recognizer.storedState == .possible || recognizer.storedState.isActive {
            recognizer.timeDidAdvance(to: time)
        }
    }

    /// Returns finished recognizers whose touches have all lifted to `.possible`.
    func resetFinished() {
        for recognizer in participants where recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil {
            let finished = recognizer.storedState.isFinal
            let idle = recognizer.storedState == .possible && !recognizer.isAwaitingMoreTouches
            guard finished || idle else { continue }
            remove(recognizer)
            recognizer.resetForNextGesture()
        }
    }
}
