/// The base of every gesture recognizer: UIKit's state machine, actions and touch bookkeeping.
///
/// Subclasses set `state`; the setter is where arbitration happens (see GestureArbitration): leaving
/// `.possible` asks `gestureRecognizerShouldBegin`, waits for recognizers this one requires to fail,
/// and is refused while another recognizer owns the touches. Actions are closures (Linux has no
/// selectors; README porting guide).
///
/// As on iOS (an `NSObject`), recognizers are `Hashable` and `Equatable` by identity.
@MainActor
open class UIGestureRecognizer: Hashable {
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    public typealias Action = @MainActor (UIGestureRecognizer) -> Void

    private var actions: [Action] = []
    /// Target-action pairs (TargetAction/UIGestureRecognizer+TargetAction.swift).
    var targetActionPairs: [TargetActionPair] = []
    public internal(set) weak var view: UIView?
    weak open var delegate: UIGestureRecognizerDelegate?
    open var name: String?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true

    /// Disabling a recognizer mid-gesture cancels it (began/changed) or fails it (possible).
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState.isActive { transition(to: .cancelled) } else if storedState == .possible, isInvolved { transition(to: .failed) }
        }
    }

    public init() {}
    public init(_ action: @escaping Action) { actions.append(action) }

    open func addTarget(_ action: @escaping Action) { actions.append(action) }
    /// Removes every action (closures cannot be compared, so there is no per-target removal).
    open func removeAllTargets() { actions.removeAll() }

    // MARK: State

    var storedState: State = .possible
    /// A recognition that waits for recognizers this one requires to fail.
    var pendingState: State?
    /// The window whose touch sequence this recognizer takes part in.
    weak var arbiter: GestureArbiter?
    var isInvolved: Bool { arbiter != nil }

    open var state: State {
        get { storedState }
        set { arbiter?.request(self, newValue) ?? transition(to: newValue) }
    }

    /// Applies a state and runs the consequences that do not depend on other recognizers.
    func transition(to newState: State) {
        let old = storedState
        guard newState != old || newState == .changed else { return }
        if old.isFinal { return }                       // final states only leave through reset()
        storedState = newState
        pendingState = nil
        if newState != .failed && newState != .possible {
            for action in actions { action(self) }
        }
        arbiter?.stateDidChange(self, from: old)
    }

    // MARK: Touches

    var trackedTouches: [UITouch] = []
    /// Every touch of the current gesture, lifted ones included: what `cancelsTouchesInView` takes
    /// from the views when recognition comes late (a single tap waiting for a double tap to fail).
    var sequenceTouches: [UITouch] = []
    /// A multi-tap recognizer between taps: keep it in play although no finger is down.
    var isAwaitingMoreTouches: Bool { false }
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (the last known one after they lifted).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastCentroid.map { convertFromWindow($0, to: view) } ?? .zero }
        return convertFromWindow(centroidInWindow, to: view)
    }

    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(index) else {
            Log.uikit.warning("location(ofTouch: \(index)) is out of range (\(trackedTouches.count) touches); returning .zero")
            return .zero
        }
        return trackedTouches[index].location(in: view)
    }

    var lastCentroid: CGPoint?
    var centroidInWindow: CGPoint {
        let n = CGFloat(max(trackedTouches.count, 1))
        let sum = trackedTouches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / n, y: sum.y / n)
    }

    func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: view.window)
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Stops receiving `touch` (UIKit's `ignore(_:for:)`).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    /// Host time advanced with this recognizer in play; subclasses use it for time-outs.
    func timeDidAdvance(to time: TimeInterval) {}

    /// Called when the recognizer returns to `.possible` after a gesture; subclasses clear their state.
    open func reset() {}

    // MARK: Relationships

    var requiredToFail: [WeakRecognizer] = []

    /// This recognizer recognizes only after `other` fails (the seeds' swipe-before-pan, double-before-single tap).
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !requiredToFail.contains(where: { $0.value === other }) else { return }
        requiredToFail.append(WeakRecognizer(other))
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer must wait for `other` to fail, from every source UIKit consults.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if requiredToFail.contains(where: { $0.value === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Built-in pairs that always run together (a scroll view's own pan and pinch), before the delegates.
    func recognizesAlongside(_ other: UIGestureRecognizer) -> Bool { false }

    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        recognizesAlongside(other) || other.recognizesAlongside(self) || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Asked before leaving `.possible`: the delegate, then the view (UIView.gestureRecognizerShouldBegin).
    func shouldBegin() -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        return view?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Removed from its view mid-gesture: cancel quietly and leave arbitration.
    func detach() {
        arbiter?.remove(self)
        trackedTouches.forEach { t in t.gestureRecognizers.removeAll { $0 === self } }
        trackedTouches.removeAll()
        storedState = .possible
        pendingState = nil
    }

    func resetForNextGesture() {
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        sequenceTouches.removeAll()
        lastCentroid = nil
        reset()
    }
}

/// A weak reference, so `require(toFail:)` does not keep a recognizer alive.
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
