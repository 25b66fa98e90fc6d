import Foundation

/// One line after the header of a recorded session: an input the host gave the window, or a frame.
///
/// Each case is exactly one call of UIKit's host API (`UIWindow.send`, `sendScrollWheel`, `sendZoom`,
/// `sendKeyPress`, `sendText`, `sendMarkedText`, a resize, `tick`), with the timestamp the host
/// passed, so a replay that makes the same calls in the same order reaches the same frames.
public enum SessionEvent: Equatable, Sendable {
    /// One multi-touch event (`UIWindow.send(_:timestamp:)`).
    case touches(time: Double, touches: [SessionTouch])
    /// A wheel or trackpad scroll of `dx`, `dy` points at a window location (`sendScrollWheel`).
    case wheel(time: Double, dx: Double, dy: Double, x: Double, y: Double)
    /// A zoom step by `factor` about a window location (`sendZoom`).
    case zoom(time: Double, factor: Double, x: Double, y: Double)
    /// A hardware key going down or up (`sendKeyPress`).
    case key(time: Double, key: SessionKey)
    /// Committed text (`sendText`).
    case text(time: Double, text: String)
    /// An input method's composition with its caret in UTF-16 units (`sendMarkedText`).
    case markedText(time: Double, text: String, caret: Int)
    /// The window took a new size, scale or safe area (the user resized it, or it moved to a screen
    /// with another scale).
    case resize(time: Double, width: Double, height: Double, scale: Double, safeArea: SessionInsets)
    /// `UIWindow.tick(timestamp:)`; `presented` says whether the host then composited and showed a frame.
    case frame(time: Double, presented: Bool)

    /// The host timestamp of the event, in seconds.
    public var time: Double {
        switch self {
        case let .touches(t, _), let .wheel(t, _, _, _, _), let .zoom(t, _, _, _), let .key(t, _), let .text(t, _),
             let .markedText(t, _, _), let .resize(t, _, _, _, _), let .frame(t, _):
            return t
        }
    }

    /// Whether the event is a frame (whose timestamps form one stream) rather than input (the other).
    public var isFrame: Bool { if case .frame = self { return true } else { return false } }
}

/// One finger in a recorded touch event.
public struct SessionTouch: Codable, Equatable, Sendable {
    /// The finger's id, stable while it is down.
    public var id: Int
    /// `began`, `moved`, `stationary`, `ended` or `cancelled`.
    public var phase: String
    /// Window x in points.
    public var x: Double
    /// Window y in points.
    public var y: Double

    /// The phase names a session file may use (UITouch.Phase's case names).
    public static let phases: Set<String> = ["began", "moved", "stationary", "ended", "cancelled"]

    /// A recorded finger.
    public init(id: Int, phase: String, x: Double, y: Double) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
    }
}

/// A recorded hardware key (the fields of a `UIKey`) and whether it went down or up.
public struct SessionKey: Codable, Equatable, Sendable {
    /// The HID usage (`UIKeyboardHIDUsage.rawValue`).
    public var code: Int
    /// What the key typed with its modifiers.
    public var characters: String
    /// What the key typed without modifiers.
    public var charactersIgnoringModifiers: String
    /// `UIKeyModifierFlags.rawValue`.
    public var modifiers: Int
    /// True for a key going down, false for one coming up.
    public var down: Bool

    /// A recorded key.
    public init(code: Int, characters: String, charactersIgnoringModifiers: String, modifiers: Int, down: Bool) {
        self.code = code
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.down = down
    }
}
