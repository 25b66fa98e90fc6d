/// What a key press asks a text input to do, decided from the key and its modifiers alone, so
/// `UITextField` and `UITextView` map keys the same way.
///
/// Shortcuts take Command (macOS) or Control (Linux and Windows desktops): A selects all, C copies,
/// X cuts, V pastes. Shift with a movement key extends the selection. Printable keys map to
/// `.typed`: their text arrives separately through `insertText(_:)`, so the press is only consumed.
enum TextKeyCommand: Equatable {
    enum Movement: Equatable { case left, right, up, down, lineStart, lineEnd, documentStart, documentEnd }

    case move(Movement, extending: Bool)
    case deleteBackward
    case deleteForward
    case newline
    case selectAll
    case copy
    case cut
    case paste
    /// A key that types text (delivered separately); consumed so it does not scroll.
    case typed

    init?(_ key: UIKey) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let shortcut = flags.contains(.command) || flags.contains(.control)
        switch key.keyCode {
        case .keyboardLeftArrow: self = .move(flags.contains(.command) ? .lineStart : .left, extending: shift)
        case .keyboardRightArrow: self = .move(flags.contains(.command) ? .lineEnd : .right, extending: shift)
        case .keyboardUpArrow: self = .move(flags.contains(.command) ? .documentStart : .up, extending: shift)
        case .keyboardDownArrow: self = .move(flags.contains(.command) ? .documentEnd : .down, extending: shift)
        case .keyboardHome: self = .move(flags.contains(.control) ? .documentStart : .lineStart, extending: shift)
        case .keyboardEnd: self = .move(flags.contains(.control) ? .documentEnd : .lineEnd, extending: shift)
        case .keyboardDeleteOrBackspace: self = .deleteBackward
        case .keyboardDeleteForward: self = .deleteForward
        case .keyboardReturnOrEnter, .keypadEnter: self = .newline
        default:
            if shortcut {
                switch key.charactersIgnoringModifiers.lowercased() {
                case "a": self = .selectAll
                case "c": self = .copy
                case "x": self = .cut
                case "v": self = .paste
                default: return nil
                }
            } else if !key.characters.isEmpty, key.keyCode != .keyboardTab, key.keyCode != .keyboardEscape,
                      !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                self = .typed
            } else {
                return nil
            }
        }
    }
}
