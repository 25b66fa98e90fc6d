import Foundation

/// A text view's editing session and user changes, with their delegate calls and notifications, and
/// the keys and positions that differ from a text field (line movement, Return).
extension UITextView: TextEditingResponder {
    /// The delegate as a text view delegate, when it is one (see `UITextViewDelegate`).
    var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    var acceptsEditingKeys: Bool { editing }
    var allowsCopying: Bool { true }

    func beginEditing() {
        editing = true
        layoutDidChange()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func endEditing() {
        core.markedRange = nil
        editing = false
        layoutDidChange()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    @discardableResult
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        guard isEditable else { return false }
        let r = core.clamped(range)
        guard textDelegate?.textView(self, shouldChangeTextIn: r, replacementText: string) ?? true else {
            caret.restartBlinking()
            return false
        }
        core.replace(r, with: string)
        textDidChange(byUser: true)
        return true
    }

    /// Lays out again; a user change also tells the delegate and posts `textDidChangeNotification`.
    func textDidChange(byUser: Bool) {
        preferredCaretX = nil
        layoutDidChange()
        caret.restartBlinking()
        if editing { scrollCaretIntoView() }
        guard byUser else { return }
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func selectionDidChange() {
        setNeedsLayout()
        contentView.setNeedsDisplay()
        caret.restartBlinking()
        if editing {
            scrollCaretIntoView()
            textDelegate?.textViewDidChangeSelection(self)
        }
    }

    func returnPressed() { insertText("\n") }
    func pasteableText(_ string: String) -> String { string }

    /// Up and Down keep the column (`preferredCaretX`); Home and End go to the ends of the line.
    func focusOffset(for movement: TextKeyCommand.Movement) -> Int {
        let layout = textLayout
        let caretRect = layout.caretRect(at: core.focus)
        switch movement {
        case .up, .down:
            let x = preferredCaretX ?? caretRect.minX
            let y = movement == .up ? caretRect.minY - caretRect.height / 2 : caretRect.maxY + caretRect.height / 2
            if y < 0 { return 0 }
            if y > layout.size.height { return core.length }
            let target = layout.offset(at: CGPoint(x: x, y: y))
            preferredCaretX = x
            return target
        case .lineStart:
            return layout.lineBounds(of: core.focus).lowerBound
        case .lineEnd:
            return layout.lineBounds(of: core.focus).upperBound
        default:
            return core.focus
        }
    }

    func applyMarkedText(_ marked: String, selectedRange: NSRange) {
        guard isEditable else { return }
        let range = core.markedRange ?? core.selectedRange
        core.replace(range, with: marked)
        let length = marked.utf16.count
        core.markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        let inner = min(max(0, selectedRange.location), length)
        core.select(NSRange(location: range.location + inner, length: min(max(0, selectedRange.length), length - inner)))
        textDidChange(byUser: false)
    }

    /// A tap places the caret at the character under it, beginning editing if needed.
    func tapped(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended, isSelectable || isEditable else { return }
        let offset = offset(at: gesture.location(in: self))
        guard editing || becomeFirstResponder() else { return }
        preferredCaretX = nil
        core.moveFocus(to: offset, extending: false)
        selectionDidChange()
    }
}

/// `UITextInput`'s positions and ranges for a text view, in UTF-16 offsets.
extension UITextView {
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(core.length) }
    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return (0...core.length).contains(o) ? UITextPosition(o) : nil
    }
    /// The UTF-16 distance between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The range between two positions, in either order; nil when either is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let valid = 0...core.length
        guard valid.contains(fromPosition.offset), valid.contains(toPosition.offset) else { return nil }
        return UITextRange(start: UITextPosition(min(fromPosition.offset, toPosition.offset)),
                           end: UITextPosition(max(fromPosition.offset, toPosition.offset)))
    }
    /// The text of `range` (clamped to the text).
    public func text(in range: UITextRange) -> String? { core.substring(range.nsRange) }
    /// Replaces `range` with `text` without asking the delegate, then reports the change.
    public func replace(_ range: UITextRange, withText text: String) {
        core.replace(core.clamped(range.nsRange), with: text)
        textDidChange(byUser: true)
    }
}
