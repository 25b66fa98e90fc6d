/// A view that turns touches into control events: highlight while touched, `.touchUpInside` on lift.
///
/// Inside a scroll view a control keeps its touches: `touchesShouldCancel(in:)` is false for controls,
/// so dragging from a button does not scroll (UIScrollView documentation).
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How far outside its bounds a finger may stray and still count as inside. UIKit does not document
    /// it; 70 pt is the commonly measured value.
    static let trackingSlop: CGFloat = 70

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// A touch that began in the control is being tracked (`beginTracking` returned true).
    open var isTracking: Bool { _isTracking }
    /// The tracked touch is inside the control's bounds (plus UIKit's margin).
    open var isTouchInside: Bool { _isTouchInside }
    private var _isTracking = false, _isTouchInside = false
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var actions: [(action: UIAction, events: Event)] = []
    /// Target-action pairs (TargetAction/UIControl+TargetAction.swift).
    var targetActions: [ControlTargetAction] = []

    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }
    /// The closure form of `addTarget(_:action:for:)` (no selectors on Linux).
    open func addTarget(for events: Event, _ handler: @escaping @MainActor (UIControl) -> Void) {
        addAction(UIAction { [unowned self] _ in handler(self) }, for: events)
    }

    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.intersection(events).isEmpty {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    private func inside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        _isTracking = beginTracking(touch, with: event)
        _isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        _isTouchInside = inside(touch)
        isHighlighted = isTouchInside
        if isTracking { _isTracking = continueTracking(touch, with: event) }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside])
        case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside])
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = inside(touch)
        isHighlighted = false
        _isTracking = false
        endTracking(touch, with: event)
        sendActions(for: wasInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        _isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}
