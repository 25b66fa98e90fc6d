/// A key's position on the keyboard as a USB HID usage code (UIKit's `UIKeyboardHIDUsage`, values from
/// the USB HID Usage Tables, page 7): what `UIKey.keyCode` reports whatever the keyboard layout.
///
/// ScrollKit declares the subset its text inputs and hosts use: letters, digits, the editing and
/// navigation keys. Hosts map their own key codes onto these (SDLHost/SDLKeyMap.swift).
public enum UIKeyboardHIDUsage: Int, Sendable, Hashable {
    /// A key the host could not name.
    case keyboardErrorUndefined = 0x03
    /// The A key (usage 0x04); B through Z follow in order.
    case keyboardA = 0x04
    /// The B key.
    case keyboardB, keyboardC, keyboardD, keyboardE, keyboardF, keyboardG, keyboardH, keyboardI, keyboardJ,
         keyboardK, keyboardL, keyboardM, keyboardN, keyboardO, keyboardP, keyboardQ, keyboardR, keyboardS,
         keyboardT, keyboardU, keyboardV, keyboardW, keyboardX, keyboardY, keyboardZ
    /// The 1 key (usage 0x1E); 2 through 9 follow, then 0.
    case keyboard1 = 0x1E
    /// The 2 key.
    case keyboard2, keyboard3, keyboard4, keyboard5, keyboard6, keyboard7, keyboard8, keyboard9, keyboard0
    /// Return (Enter on the main block).
    case keyboardReturnOrEnter = 0x28
    /// Escape.
    case keyboardEscape = 0x29
    /// Backspace: deletes backward.
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab.
    case keyboardTab = 0x2B
    /// The space bar.
    case keyboardSpacebar = 0x2C
    /// Home: the start of the line in text, scroll to top elsewhere.
    case keyboardHome = 0x4A
    /// Page Up.
    case keyboardPageUp = 0x4B
    /// Forward Delete: deletes the character after the caret.
    case keyboardDeleteForward = 0x4C
    /// End: the end of the line in text.
    case keyboardEnd = 0x4D
    /// Page Down.
    case keyboardPageDown = 0x4E
    /// Right arrow.
    case keyboardRightArrow = 0x4F
    /// Left arrow.
    case keyboardLeftArrow = 0x50
    /// Down arrow.
    case keyboardDownArrow = 0x51
    /// Up arrow.
    case keyboardUpArrow = 0x52
    /// Enter on the numeric keypad.
    case keypadEnter = 0x58
    /// Left Control.
    case keyboardLeftControl = 0xE0
    /// Left Shift.
    case keyboardLeftShift = 0xE1
    /// Left Alt (Option).
    case keyboardLeftAlt = 0xE2
    /// Left GUI (Command, Windows, Super).
    case keyboardLeftGUI = 0xE3
    /// Right Control.
    case keyboardRightControl = 0xE4
    /// Right Shift.
    case keyboardRightShift = 0xE5
    /// Right Alt (Option).
    case keyboardRightAlt = 0xE6
    /// Right GUI (Command, Windows, Super).
    case keyboardRightGUI = 0xE7
}
