import Foundation

/// `UITextInput`'s positions and ranges for a text field, in UTF-16 offsets.
extension UITextField {
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
        let lower = min(fromPosition.offset, toPosition.offset), upper = max(fromPosition.offset, toPosition.offset)
        return UITextRange(start: UITextPosition(lower), end: UITextPosition(upper))
    }

    /// The text of `range` (clamped to the text).
    public func text(in range: UITextRange) -> String? { core.substring(range.nsRange) }

    /// Replaces `range` with `text` without asking the delegate (as on iOS), then reports the change
    /// as a user edit (`.editingChanged`, `textDidChangeNotification`).
    public func replace(_ range: UITextRange, withText text: String) {
        core.replace(core.clamped(range.nsRange), with: text)
        textDidChange(byUser: true)
    }

    // MARK: Marked text

    func applyMarkedText(_ marked: String, selectedRange: NSRange) {
        let range = core.markedRange ?? core.selectedRange
        core.replace(range, with: marked)
        let length = marked.utf16.count
        core.markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        let inner = min(max(0, selectedRange.location), length)
        core.select(NSRange(location: range.location + inner, length: min(max(0, selectedRange.length), length - inner)))
        textDidChange(byUser: false)
    }

    func commitMarkedText() {
        guard core.markedRange != nil else { return }
        core.markedRange = nil
        layoutDidChange()
        textDidChange(byUser: true)
    }
}
