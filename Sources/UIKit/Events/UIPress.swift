import Foundation

/// One physical button press (here: a hardware keyboard key), as UIKit delivers it through
/// `UIResponder.pressesBegan(_:with:)` and its siblings, starting at the first responder.
///
/// A press is the same object from `.began` to `.ended`, so responders can keep it in a set.
/// See also: `UIKey`, `UIPressesEvent`, `UIWindow.sendKeyPress(_:phase:timestamp:)`.
@preconcurrency @MainActor
open class UIPress: Hashable {
    /// Where a press is in its life, as `UITouch.Phase` is for a finger (UIKit's raw values).
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began
        /// The key's analog value changed; keyboards never send it.
        case changed
        /// The key is still down and unchanged.
        case stationary
        /// The key was released.
        case ended
        /// The system cancelled the press (e.g. the window lost the keyboard).
        case cancelled
    }

    /// The kind of button (UIKit's raw values; made for Apple TV remotes). A keyboard's arrow keys
    /// report the arrow cases, Return `select` and Escape `menu`; for other keys read `key`.
    public enum PressType: Int, Sendable {
        /// Up arrow.
        case upArrow
        /// Down arrow.
        case downArrow
        /// Left arrow.
        case leftArrow
        /// Right arrow.
        case rightArrow
        /// The select button (Return on a keyboard).
        case select
        /// The menu button (Escape on a keyboard).
        case menu
        /// Play/Pause.
        case playPause
    }

    /// Where the press is in its life.
    public internal(set) var phase: Phase
    /// When the press last changed, in seconds on the host clock.
    public internal(set) var timestamp: TimeInterval
    /// The button kind; nil for keyboard keys that are not arrows, Return or Escape (iOS reports
    /// such keys with a type no public case names).
    public let type: PressType?
    /// The keyboard key, for keyboard presses.
    public let key: UIKey?
    /// The window the press was sent to.
    public internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to (the first responder, or the window).
    public internal(set) weak var responder: UIResponder?
    /// The pressure, 0…1; keys are either down (1) or up (0).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        switch key.keyCode {
        case .keyboardUpArrow: type = .upArrow
        case .keyboardDownArrow: type = .downArrow
        case .keyboardLeftArrow: type = .leftArrow
        case .keyboardRightArrow: type = .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: type = .select
        case .keyboardEscape: type = .menu
        default: type = nil
        }
    }

    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event that carries presses through `pressesBegan(_:with:)` and its siblings (UIKit's
/// `UIPressesEvent`).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    public internal(set) var allPresses: Set<UIPress>
    /// Set when a press reached the end of the responder chain unhandled (UIResponder's default
    /// methods forward to `next`; the last one has none): the window then uses the key for scrolling.
    var reachedEndOfChain = false

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(timestamp: timestamp, touches: [])
        allTouches = nil
    }

    /// `presses`, as this event's type.
    open override var type: EventType { .presses }
}
