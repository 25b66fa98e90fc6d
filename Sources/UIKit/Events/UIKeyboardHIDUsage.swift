/// A key's position on the keyboard as a USB HID usage code (UIKit's `UIKeyboardHIDUsage`, values from
/// the USB HID Usage Tables, page 7): what `UIKey.keyCode` reports whatever the keyboard layout.
///
/// ScrollKit declares the subset its text inputs and hosts use: letters, digits, the editing and
/// navigation keys. Hosts map their own key codes onto these (SDLHost/SDLKeyMap.swift).
public enum UIKeyboardHIDUsage: Int, Sendable, Hashable {
    /// A key the host could not name.
    case keyboardErrorUndefined = 0x03
    /// The A key (usage 0x04); B through Z follow in order (0x05…0x1D).
    case keyboardA = 0x04
    /// The B key.
    case keyboardB
    /// The C key.
    case keyboardC
    /// The D key.
    case keyboardD
    /// The E key.
    case keyboardE
    /// The F key.
    case keyboardF
    /// The G key.
    case keyboardG
    /// The H key.
    case keyboardH
    /// The I key.
    case keyboardI
    /// The J key.
    case keyboardJ
    /// The K key.
    case keyboardK
    /// The L key.
    case keyboardL
    /// The M key.
    case keyboardM
    /// The N key.
    case keyboardN
    /// The O key.
    case keyboardO
    /// The P key.
    case keyboardP
    /// The Q key.
    case keyboardQ
    /// The R key.
    case keyboardR
    /// The S key.
    case keyboardS
    /// The T key.
    case keyboardT
    /// The U key.
    case keyboardU
    /// The V key.
    case keyboardV
    /// The W key.
    case keyboardW
    /// The X key.
    case keyboardX
    /// The Y key.
    case keyboardY
    /// The Z key.
    case keyboardZ
    /// The 1 key (usage 0x1E); 2 through 9 follow, then 0 (0x27).
    case keyboard1 = 0x1E
    /// The 2 key.
    case keyboard2
    /// The 3 key.
    case keyboard3
    /// The 4 key.
    case keyboard4
    /// The 5 key.
    case keyboard5
    /// The 6 key.
    case keyboard6
    /// The 7 key.
    case keyboard7
    /// The 8 key.
    case keyboard8
    /// The 9 key.
    case keyboard9
    /// The 0 key.
    case keyboard0
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
