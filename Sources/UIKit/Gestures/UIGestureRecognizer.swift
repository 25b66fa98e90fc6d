/// The base of every gesture recognizer: UIKit's state machine, actions and touch bookkeeping.
///
/// Subclasses set `state`; the setter is where arbitration happens (see GestureArbitration): leaving
/// `.possible` asks `gestureRecognizerShouldBegin`, waits for recognizers this one requires to fail,
/// and is refused while another recognizer owns the touches. Actions are closures (Linux has no
/// selectors; docs/PORTING.md).
///
/// As on iOS (an `NSObject`), recognizers are `Hashable` and `Equatable` by identity.
@preconcurrency @MainActor
open class UIGestureRecognizer: Hashable {
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The phases a recognizer moves through, as on iOS; continuous gestures pass through `began` and
    /// `changed`, discrete ones jump from `possible` straight to `ended` (`recognized`).
    public enum State: Int, Sendable {
        /// Watching the touches with nothing decided yet; the state between gestures.
        case possible
        /// A continuous gesture has started; the actions run.
        case began
        /// A continuous gesture has moved on since the last report; the actions run again.
        case changed
        /// A continuous gesture has finished, or a discrete one was recognized; the actions run, and
        /// the recognizer returns to `possible` once the touches are over.
        case ended
        /// A continuous gesture was interrupted, for example by its touches being cancelled or the
        /// recognizer being disabled; the actions run so they can undo what the gesture did.
        case cancelled
        /// The touches are not this gesture; the actions do not run, and recognizers waiting for
        /// this one to fail may recognize.
        case failed
        /// A discrete gesture was recognized; another name for `ended`, as on iOS.
        public static let recognized = State.ended
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    /// The closure a recognizer calls on every state change except to `failed`; ScrollKit's stand-in for
    /// iOS's target and selector pair, since Linux has no selectors.
    public typealias Action = @MainActor (UIGestureRecognizer) -> Void

    private final var actions: [Action] = []
    /// Target-action pairs (TargetAction/UIGestureRecognizer+TargetAction.swift).
    var targetActionPairs: [TargetActionPair] = []
    /// The view the recognizer is attached to, set by `UIView.addGestureRecognizer(_:)`; `nil` until then.
    public internal(set) weak var view: UIView?
    /// The object consulted about beginning, receiving touches and working with other recognizers; held weakly.
    weak open var delegate: UIGestureRecognizerDelegate?
    /// A name to tell recognizers apart while debugging; UIKit itself never reads it.
    open var name: String?
    /// Whether the view's own touch handlers get `touchesCancelled` once this recognizer recognizes (default `true`).
    open var cancelsTouchesInView = true
    /// Whether touches are held back from the view until this recognizer fails (default `false`).
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` is held back until this recognizer fails (default `true`), so a
    /// tap can still be taken over by a recognizer that needs more time.
    open var delaysTouchesEnded = true

    /// Disabling a recognizer mid-gesture cancels it (began/changed) or fails it (possible).
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState.isActive { transition(to: .cancelled) } else if storedState == .possible, isInvolved { transition(to: .failed) }
        }
    }

    /// Creates a recognizer with no actions; add them later with `addTarget(_:)`.
    public init() {}
    /// Creates a recognizer that calls `action` on each state change; ScrollKit's form of iOS's
    /// `init(target:action:)`.
    public init(_ action: @escaping Action) { actions.append(action) }

    /// Adds a closure to call on each state change, after those already added.
    public final func addTarget(_ action: @escaping Action) { actions.append(action) }
    /// Removes every action (closures cannot be compared, so there is no per-target removal).
    open func removeAllTargets() { actions.removeAll() }

    // MARK: State

    var storedState: State = .possible { willSet { keyValueWillChange("state") } didSet { keyValueDidChange("state") } }
    /// Associated objects and key-value observers (ObjectiveCIdioms/), released with the recognizer.
    nonisolated public let objectRuntimeStorage = ObjectRuntimeStorage()
    /// A recognition that waits for recognizers this one requires to fail.
    var pendingState: State?
    /// The window whose touch sequence this recognizer takes part in.
    weak var arbiter: GestureArbiter?
    var isInvolved: Bool { arbiter != nil }

    /// The current phase of the gesture. Subclasses set it from their touch handlers; the setter checks
    /// with the other recognizers first, so a requested change may wait or be refused.
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
    /// How many fingers this recognizer is tracking now.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (the last known one after they lifted).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastCentroid.map { convertFromWindow($0, to: view) } ?? .zero }
        return convertFromWindow(centroidInWindow, to: view)
    }

    /// Where the tracked touch at `index` is in `view`'s coordinates (`nil` means the window).
    /// An index out of range logs a warning and returns `.zero` where iOS raises an exception.
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

    /// Fingers landed in the view; subclasses override it to start following them. The base does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked fingers moved; subclasses override it to decide whether the gesture begins or changes.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Tracked fingers lifted; subclasses override it to end, recognize or fail the gesture.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The system took the touches away; subclasses override it to cancel or fail the gesture.
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

    /// Whether recognizing this gesture may stop `preventedGestureRecognizer`; subclasses override it (default `true`).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may stop this one by recognizing first; subclasses override it (default `true`).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Overridden by subclasses that must wait for `other` to fail before recognizing (default `false`).
    open func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { false }
    /// Overridden by subclasses that `other` must wait for before recognizing (default `false`).
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
