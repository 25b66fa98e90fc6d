import CSDL2
import UIKit

/// SDL key events as UIKit keys. SDL's scancodes are USB HID usages (SDL_scancode.h says so), the
/// values `UIKeyboardHIDUsage` uses, so the key code is the scancode; the characters come from the
/// key symbol for printable ASCII keys (what the key types is delivered separately, by
/// `SDL_TEXTINPUT`, which knows the layout and input method).
enum SDLKeyMap {
    /// The `UIKey` for a key event's symbol, scancode and modifier state.
    static func key(_ keysym: SDL_Keysym) -> UIKey {
        let code = UIKeyboardHIDUsage(rawValue: Int(keysym.scancode.rawValue)) ?? .keyboardErrorUndefined
        let flags = modifierFlags(UInt32(keysym.mod))
        var plain = ""
        if keysym.sym >= 0x20, keysym.sym < 0x7F, let scalar = Unicode.Scalar(UInt32(keysym.sym)) { plain = String(Character(scalar)) }
        let shifted = flags.contains(.shift) != flags.contains(.alphaShift) ? plain.uppercased() : plain
        return UIKey(keyCode: code, characters: shifted, charactersIgnoringModifiers: plain, modifierFlags: flags)
    }

    /// SDL's modifier bits as `UIKeyModifierFlags` (GUI, the Super/Windows key, is Command).
    static func modifierFlags(_ mod: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// The NUL-terminated UTF-8 bytes of an SDL text event's fixed-size buffer.
    static func bytes<T>(of buffer: T) -> [UInt8] {
        withUnsafeBytes(of: buffer) { raw in Array(raw.prefix { $0 != 0 }) }
    }
}
