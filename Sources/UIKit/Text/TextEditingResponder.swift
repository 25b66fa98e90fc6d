import Foundation

/// What `UITextField` and `UITextView` share when a key press edits: the model, the delegate-gated
/// replace, and the hooks that differ (where a movement goes, what Return does). The extension turns
/// a `TextKeyCommand` into edits, so both views answer keys the same way.
@MainActor
protocol TextEditingResponder: AnyObject {
    var core: TextEditingCore { get set }
    /// Whether keys edit now (the view is first responder and editable).
    var acceptsEditingKeys: Bool { get }
    /// Whether Copy and Cut may read the selection (false for secure fields).
    var allowsCopying: Bool { get }
    /// Replaces `range` with `string` if the delegate allows it, then reports the change.
    @discardableResult func userReplace(_ range: NSRange, with string: String) -> Bool
    /// The selection moved: redraw, move the caret, tell the delegate.
    func selectionDidChange()
    /// Where the focus goes for a vertical or line movement (left and right are handled here).
    func focusOffset(for movement: TextKeyCommand.Movement) -> Int
    /// Return (or Enter).
    func returnPressed()
    /// Pasted text as it should be inserted (a field turns line breaks into spaces).
    func pasteableText(_ string: String) -> String
    func insertText(_ text: String)
    func deleteBackward()
}

extension TextEditingResponder {
    /// Handles one press; false sends it on up the responder chain.
    func handleKeyPress(_ press: UIPress) -> Bool {
        guard acceptsEditingKeys, let key = press.key, let command = TextKeyCommand(key) else { return false }
        switch command {
        case .typed:
            return true
        case .move(let movement, let extending):
            move(movement, extending: extending)
        case .deleteBackward:
            deleteBackward()
        case .deleteForward:
            let s = core.selectedRange
            let range = s.length > 0 ? s : NSRange(location: s.location, length: core.offset(after: s.location) - s.location)
            if range.length > 0 { userReplace(range, with: "") }
        case .newline:
            returnPressed()
        case .selectAll:
            core.select(NSRange(location: 0, length: core.length))
            selectionDidChange()
        case .copy:
            copySelection()
        case .cut:
            if copySelection() { userReplace(core.selectedRange, with: "") }
        case .paste:
            if let string = UIPasteboard.general.string, !string.isEmpty { insertText(pasteableText(string)) }
        }
        return true
    }

    /// The range Delete removes: the selection, or the character before the caret.
    var deleteBackwardRange: NSRange {
        let s = core.selectedRange
        if s.length > 0 { return s }
        let before = core.offset(before: s.location)
        return NSRange(location: before, length: s.location - before)
    }

    private func move(_ movement: TextKeyCommand.Movement, extending: Bool) {
        let selection = core.selectedRange
        let target: Int
        switch movement {
        case .left:
            // Without Shift, Left collapses a selection to its start (as every text system does).
            target = selection.length > 0 && !extending ? selection.location : core.offset(before: core.focus)
        case .right:
            target = selection.length > 0 && !extending ? selection.location + selection.length : core.offset(after: core.focus)
        case .documentStart:
            target = 0
        case .documentEnd:
            target = core.length
        default:
            target = focusOffset(for: movement)
        }
        core.moveFocus(to: target, extending: extending)
        selectionDidChange()
    }

    /// Copies the selection to the general pasteboard; false when there is nothing to copy or
    /// copying is not allowed.
    @discardableResult
    private func copySelection() -> Bool {
        let selection = core.selectedRange
        guard selection.length > 0, allowsCopying else { return false }
        UIPasteboard.general.string = core.substring(selection)
        return true
    }
}
