/// A view that turns touches into control events: highlight while touched, `.touchUpInside` on lift.
///
/// Inside a scroll view a control keeps its touches: `touchesShouldCancel(in:)` is false for controls,
/// so dragging from a button does not scroll (UIScrollView documentation).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The events a control sends to its actions; bit values as the SDK's `UIControlEvents`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second or later touch-down of a multiple tap (sent with `touchDown`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved while inside the control (bounds plus a 70 pt slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved while outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger moved back inside the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the control: the usual "tapped" event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the control: the tap was abandoned.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled, for example because a scroll view took it for a drag.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user (`UIPageControl.currentPage`, for example).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened; ScrollKit sends it together with `touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event, `touchDown` through `touchCancel`.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
    }

    /// The states a control can be in, for per-state titles, colours and images; bit values as the SDK's `UIControlState`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected and not highlighted: the state other values fall back to.
        public static let normal: State = []
        /// A finger is down on the control and inside it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled and ignores touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (focus-engine platforms; ScrollKit's controls never set it, as on iPhone).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own (the SDK's `UIControlStateApplication`, 0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit's internal use (the SDK's `UIControlStateReserved`, 0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How far outside its bounds a finger may stray and still count as inside. UIKit does not document
    /// it; 70 pt is the commonly measured value.
    static let trackingSlop: CGFloat = 70

    /// Whether the control responds to touches; a disabled control sends no events and shows its disabled state.
    open var isEnabled = true
    /// Whether the control is selected; the app sets it (for toggle-like buttons), touches do not.
    open var isSelected = false
    /// Whether the control shows its highlighted state; set while a touch is down inside it.
    open var isHighlighted = false
    /// Where the content (a button's image and title) sits across the control; `.center` by
    /// default, as on iOS. A change lays the control out again (UIControl+ContentAlignment.swift).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where the content sits from top to bottom of the control; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The horizontal alignment in effect: `leading` and `trailing` resolved for the control's
    /// `effectiveUserInterfaceLayoutDirection` (`left` and `right` left to right, mirrored right to
    /// left, as on iOS), the other values as set.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
    /// A touch that began in the control is being tracked (`beginTracking` returned true).
    open var isTracking: Bool { _isTracking }
    /// The tracked touch is inside the control's bounds (plus UIKit's margin).
    open var isTouchInside: Bool { _isTouchInside }
    private var _isTracking = false, _isTouchInside = false
    /// The current state, combined from `isHighlighted`, `isEnabled` and `isSelected`.
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

    /// Runs `action` whenever the control sends any of `events`; actions run in the order they were added.
    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    /// Removes `action` where it was added for exactly `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }
    /// The closure form of `addTarget(_:action:for:)` (no selectors on Linux).
    public final func addTarget(for events: Event, _ handler: @escaping @MainActor (UIControl) -> Void) {
        addAction(UIAction { [unowned self] _ in handler(self) }, for: events)
    }

    /// Runs every action added for any of `events`, as if the user had triggered them (the target-action pairs too).
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.intersection(events).isEmpty {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }

    /// Called when a touch begins in the control; return false to stop tracking it. Subclasses override it for custom controls.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called as the tracked touch moves; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch lifts, before the touch-up events are sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the tracked touch is cancelled, before `touchCancel` is sent.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is within `trackingSlop` of the bounds: where a lift counts as inside.
    func inside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    /// Starts tracking, highlights the control and sends `touchDown` (with `touchDownRepeat` for a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        _isTracking = beginTracking(touch, with: event)
        _isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Updates the highlight and sends the drag events, inside or outside, entering or exiting.
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

    /// Ends tracking and sends `touchUpInside` (with `primaryActionTriggered`) or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = inside(touch)
        isHighlighted = false
        _isTracking = false
        endTracking(touch, with: event)
        sendActions(for: wasInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// Ends tracking without a tap and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        _isTracking = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}
