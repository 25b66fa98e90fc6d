/// One finger on the screen, from touch-down to lift, as UIKit's `UITouch`.
///
/// The same object is updated for every event of the finger's life. `location(in:)` converts the
/// window location stored here into any view's coordinates.
@MainActor
open class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int
    /// The view the touch began in (hit-tested at touch-down), as on iOS.
    public internal(set) var view: UIView?
    public internal(set) weak var window: UIWindow?
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

    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

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
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    open var type: EventType { .touches }
    public internal(set) var timestamp: TimeInterval
    public internal(set) var allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }

    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view.map { $0.isDescendant(of: view) } ?? false }
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }

    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers.contains { $0 === gestureRecognizer } }
    }
}

/// One finger in one host event (ARCHITECTURE.md, host API).
public struct TouchInput: Sendable, Equatable {
    public var id: Int
    public var phase: UITouch.Phase
    /// In window coordinates.
    public var location: CGPoint
    public init(id: Int, phase: UITouch.Phase, location: CGPoint) {
        self.id = id; self.phase = phase; self.location = location
    }
}
