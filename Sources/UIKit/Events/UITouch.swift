/// One finger on the screen, from touch-down to lift, as UIKit's `UITouch`.
///
/// The same object is updated for every event of the finger's life. `location(in:)` converts the
/// window location stored here into any view's coordinates.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// Where a touch is in its life, from touch-down to lift (UIKit's raw values).
    public enum Phase: Int, Sendable {
        /// The finger touched down in this event.
        case began
        /// The finger moved since the last event.
        case moved
        /// The finger is down and did not move since the last event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// Tracking the touch stopped without a lift (the host reported a cancel); no more events
        /// come for it.
        case cancelled
    }

    /// Where the touch is in its life at the current event.
    public internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the host clock that `UIWindow` events carry.
    public internal(set) var timestamp: TimeInterval
    /// How many taps in quick succession at about the same place this touch belongs to (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in (hit-tested at touch-down), as on iOS.
    public internal(set) var view: UIView?
    /// The window the touch happens in.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers that receive this touch (those of its view and the view's ancestors).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    /// The host's finger id.
    let id: Int
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    let initialWindowLocation: CGPoint
    let beganTimestamp: TimeInterval
    /// Per-touch state of the delivery pipeline (see TouchDeliveryPipeline).
    var delivery = DeliveryState()

    init(id: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow, view: UIView?, tapCount: Int) {
        self.id = id
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.view = view
        self.windowLocation = location
        self.previousWindowLocation = location
        self.initialWindowLocation = location
        self.beganTimestamp = timestamp
    }

    /// Where the finger is now, in `view`'s coordinates (the window's when `view` is nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// Where the finger was at the previous event, in `view`'s coordinates (the window's when `view` is nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    public nonisolated static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// Where the touch stands with respect to its view (not its gesture recognizers).
    struct DeliveryState {
        /// `touchesBegan` has reached the view.
        var beganDelivered = false
        /// A recognizer took the touch (or the view refused it): the view gets nothing more.
        var withheld = false
        /// `touchesBegan` is being held back by a recognizer with `delaysTouchesBegan`.
        var beganPending = false
        /// The touch ended while `delaysTouchesEnded` held it; delivered when the holders resolve.
        var endPending = false
        /// Moves that arrived while `touchesBegan` was held; they are merged into the flush.
        var movedWhilePending = false
    }
}

/// An event: every finger currently down, and when.
@preconcurrency @MainActor
open class UIEvent {
    /// What kind of input an event carries (UIKit's raw values); ScrollKit makes `touches` and `presses` events.
    public enum EventType: Int, Sendable {
        /// Fingers on the screen.
        case touches
        /// Device motion such as a shake; declared for source compatibility, never sent by ScrollKit.
        case motion
        /// Remote-control commands (media keys, headphones); never sent by ScrollKit.
        case remoteControl
        /// Keyboard keys (`UIPressesEvent`).
        case presses
    }
    /// The kind of event: `touches`, or `presses` for a `UIPressesEvent`.
    open var type: EventType { .touches }
    /// When the event happened, in seconds on the host clock.
    public internal(set) var timestamp: TimeInterval
    /// Every touch of the event, whatever view it is in.
    public internal(set) var allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// The event's touches whose view (the one hit at touch-down) is `view` or one of its descendants.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view.map { $0.isDescendant(of: view) } ?? false }
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }

    /// The event's touches delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers.contains { $0 === gestureRecognizer } }
    }
}

/// One finger in one host event (docs/ARCHITECTURE.md#the-host-api).
public struct TouchInput: Sendable, Equatable {
    /// The host's identifier for the finger, the same from touch-down to lift.
    public var id: Int
    /// What the finger did in this host event.
    public var phase: UITouch.Phase
    /// In window coordinates.
    public var location: CGPoint
    /// A host report of finger `id` in `phase` at `location` (window coordinates).
    public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
        self.id = id; self.phase = phase; self.location = location
    }
}
