/// Modifier keys held during a key press; UIKit's `UIKeyModifierFlags` with the SDK's bit values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held: editing keys extend the selection.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held. ScrollKit's text inputs treat Control+A/C/X/V like Command+A/C/X/V, as Linux
    /// desktops do.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super or Windows key on a PC keyboard) is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// One key of a hardware keyboard, as UIKit describes it in a `UIPress`: which key (`keyCode`), what
/// it types with and without the modifiers, and the modifiers held.
///
/// On iOS only the system makes `UIKey`s; ScrollKit's hosts and tests make them with
/// `init(keyCode:characters:charactersIgnoringModifiers:modifierFlags:)`, a ScrollKit addition, and
/// pass them to `UIWindow.sendKeyPress(_:timestamp:)`. Typed text does not come through keys here:
/// hosts deliver it with `UIWindow.sendText(_:timestamp:)`, as input methods need (see that method).
open class UIKey: CustomStringConvertible {
    /// The text the key produces with the modifiers applied (e.g. "A" with Shift); empty for
    /// editing and navigation keys.
    public let characters: String
    /// The text the key produces without modifiers (e.g. "a" for Shift+A, Command+A or Control+A).
    public let charactersIgnoringModifiers: String
    /// The modifier keys held when the key went down.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's position as a HID usage, independent of the keyboard layout.
    public let keyCode: UIKeyboardHIDUsage

    /// A key for hosts and tests (UIKit makes these itself). `charactersIgnoringModifiers` defaults to
    /// `characters` lower-cased.
    public init(keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters.lowercased()
        self.modifierFlags = modifierFlags
    }

    /// The key code and modifiers, for logs.
    open var description: String { "<UIKey: \(keyCode) \"\(characters)\" modifiers 0x\(String(modifierFlags.rawValue, radix: 16))>" }
}
