import Foundation

/// Host entry points for the keyboard: key presses (`UIPress`/`UIKey` through `pressesBegan` and its
/// siblings, starting at the first responder, as iOS delivers hardware keys) and typed text (to the
/// first responder's `insertText(_:)` when it is a `UIKeyInput`), plus input-method composition.
///
/// Hosts send keys and text separately, as desktop input methods deliver them: a key press moves the
/// caret, deletes or triggers a shortcut; the characters a key types (or an input method commits)
/// arrive through `sendText`. A press nobody handles scrolls as `sendKey(_:timestamp:)` does.
extension UIWindow {
    /// The first responder when it is in this window (a view in it, or a controller whose view is).
    var firstResponderInWindow: UIResponder? {
        guard let responder = hostContext.uikit.firstResponder else { return nil }
        if let view = responder as? UIView { return view.window === self ? view : nil }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window === self ? controller : nil }
        return nil
    }

    /// Delivers a key press in `phase` to the first responder (or, when there is none in this window,
    /// to the window), which passes what it does not handle up the responder chain. A `.began` press
    /// that reaches the end of the chain unhandled scrolls, if it is a scrolling key (arrows, Page
    /// Up/Down, space, Home), as `sendKey(_:timestamp:)`. Returns whether a responder handled it or it
    /// scrolled. Send `.ended` when the host's key goes up; repeats are more `.began` presses.
    @discardableResult
    public func sendKeyPress(_ key: UIKey, phase: UIPress.Phase = .began, timestamp: TimeInterval) -> Bool {
        hostContext.run {
            HostClock.advance(to: timestamp)
            let handled = deliverPress(key, phase: phase, timestamp: timestamp)
            guard !handled, phase == .began, let hostKey = HostKey(key) else { return handled }
            return scroll(for: hostKey)
        }
    }

    /// Sends one press up the chain from the first responder; true when someone kept it.
    func deliverPress(_ key: UIKey, phase: UIPress.Phase, timestamp: TimeInterval) -> Bool {
        let press = UIPress(key: key, phase: phase, timestamp: timestamp)
        let responder = firstResponderInWindow ?? self
        press.window = self
        press.responder = responder
        let event = UIPressesEvent(presses: [press], timestamp: timestamp)
        switch phase {
        case .began: responder.pressesBegan([press], with: event)
        case .changed, .stationary: responder.pressesChanged([press], with: event)
        case .ended: responder.pressesEnded([press], with: event)
        case .cancelled: responder.pressesCancelled([press], with: event)
        }
        return !event.reachedEndOfChain
    }

    /// Committed text (a typed character, an input method's result, a paste from the host) for the
    /// first responder's `insertText(_:)`. Returns false, and drops the text, when the first
    /// responder is not a `UIKeyInput` in this window. Empty text is ignored.
    @discardableResult
    public func sendText(_ text: String, timestamp: TimeInterval) -> Bool {
        hostContext.run {
            HostClock.advance(to: timestamp)
            guard !text.isEmpty, let input = firstResponderInWindow as? UIKeyInput else { return false }
            input.insertText(text)
            return true
        }
    }

    /// Committed text as UTF-8 bytes, as hosts receive it. Invalid sequences become U+FFFD (the
    /// replacement character), one logged line says so, and the rest of the text is kept.
    @discardableResult
    public func sendText<Bytes: Collection>(utf8 bytes: Bytes, timestamp: TimeInterval) -> Bool where Bytes.Element == UInt8 {
        let text = String(decoding: bytes, as: UTF8.self)
        if String(validating: bytes, as: UTF8.self) == nil {
            Log.uikit.warning("sendText: \(bytes.count) bytes of text were not valid UTF-8; invalid sequences became U+FFFD")
        }
        return sendText(text, timestamp: timestamp)
    }

    /// An input method's composition in progress for the first responder (`UITextInput.setMarkedText`):
    /// shown underlined in place of the selection, replaced by the next `sendText` (the commit) or by
    /// another composition; an empty `text` removes it. `selectedRange` is the caret inside it (UTF-16).
    /// Returns false when the first responder is not a `UITextInput` in this window.
    @discardableResult
    public func sendMarkedText(_ text: String, selectedRange: NSRange, timestamp: TimeInterval) -> Bool {
        hostContext.run {
            HostClock.advance(to: timestamp)
            guard let input = firstResponderInWindow as? UITextInput else { return false }
            input.setMarkedText(text, selectedRange: selectedRange)
            return true
        }
    }
}

extension UIWindow.HostKey {
    /// The scrolling key a press stands for, if any (no modifiers but Shift on space).
    init?(_ key: UIKey) {
        guard key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return nil }
        switch key.keyCode {
        case .keyboardUpArrow: self = .up
        case .keyboardDownArrow: self = .down
        case .keyboardLeftArrow: self = .left
        case .keyboardRightArrow: self = .right
        case .keyboardPageUp: self = .pageUp
        case .keyboardPageDown: self = .pageDown
        case .keyboardSpacebar: self = .space
        case .keyboardHome: self = .home
        default: return nil
        }
    }

    /// The key press that stands for this key.
    var key: UIKey {
        switch self {
        case .up: return UIKey(keyCode: .keyboardUpArrow)
        case .down: return UIKey(keyCode: .keyboardDownArrow)
        case .left: return UIKey(keyCode: .keyboardLeftArrow)
        case .right: return UIKey(keyCode: .keyboardRightArrow)
        case .pageUp: return UIKey(keyCode: .keyboardPageUp)
        case .pageDown: return UIKey(keyCode: .keyboardPageDown)
        case .space: return UIKey(keyCode: .keyboardSpacebar, characters: " ")
        case .home: return UIKey(keyCode: .keyboardHome)
        }
    }
}
