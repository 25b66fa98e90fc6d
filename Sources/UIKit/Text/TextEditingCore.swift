import Foundation

/// The text an editable view holds and its selection, with the raw edits and caret steps that keys
/// and taps make: the model shared by `UITextField` and `UITextView`.
///
/// Offsets are UTF-16 code units, as in UIKit's `NSRange`s. The caret only ever rests on a grapheme
/// boundary (an emoji with modifiers, or a letter with combining accents, is one step), as on iOS.
/// The selection has an anchor (where Shift+arrow selection began) and a focus (the end that moves);
/// the views ask their delegates before calling `replace` and report after it.
struct TextEditingCore {
    private(set) var text = ""
    /// The UTF-16 length of `text`, kept so that clamping does not count the text each time.
    private(set) var length = 0
    private(set) var anchor = 0
    private(set) var focus = 0
    /// The part of the text an input method is composing (shown underlined); nil when none.
    var markedRange: NSRange?

    /// The selection (length 0: the caret).
    var selectedRange: NSRange { NSRange(location: min(anchor, focus), length: abs(focus - anchor)) }

    /// Replaces the whole text (a programmatic `text` set) and puts the caret at the end, as iOS does.
    mutating func setText(_ newText: String) {
        text = newText
        length = newText.utf16.count
        anchor = length
        focus = length
        markedRange = nil
    }

    /// `range` clamped to the text and widened to grapheme boundaries.
    func clamped(_ range: NSRange) -> NSRange {
        let start = boundary(atOrBefore: range.location)
        let end = boundary(atOrAfter: range.location + max(0, range.length))
        return NSRange(location: start, length: max(0, end - start))
    }

    /// Selects `range` (clamped); the anchor is its start.
    mutating func select(_ range: NSRange) {
        let r = clamped(range)
        anchor = r.location
        focus = r.location + r.length
    }

    /// Moves the focus to `offset`; without `extending` the anchor follows (a plain caret).
    mutating func moveFocus(to offset: Int, extending: Bool) {
        focus = boundary(atOrBefore: offset)
        if !extending { anchor = focus }
    }

    /// Replaces `range` with `string` and puts the caret after the inserted text.
    mutating func replace(_ range: NSRange, with string: String) {
        let r = NSRange(location: min(max(0, range.location), length), length: 0)
        let end = min(length, r.location + max(0, range.length))
        let lower = String.Index(utf16Offset: r.location, in: text)
        let upper = String.Index(utf16Offset: end, in: text)
        text.replaceSubrange(lower..<upper, with: string)
        let inserted = string.utf16.count
        length += inserted - (end - r.location)
        anchor = r.location + inserted
        focus = anchor
    }

    /// The text of `range` (clamped).
    func substring(_ range: NSRange) -> String {
        let r = clamped(range)
        let lower = String.Index(utf16Offset: r.location, in: text)
        let upper = String.Index(utf16Offset: r.location + r.length, in: text)
        return String(text[lower..<upper])
    }

    // MARK: Grapheme steps

    /// The caret position one character before `offset` (0 stays 0).
    func offset(before offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o > 0 else { return 0 }
        let index = text.index(before: String.Index(utf16Offset: o, in: text))
        return index.utf16Offset(in: text)
    }

    /// The caret position one character after `offset` (the end stays the end).
    func offset(after offset: Int) -> Int {
        let o = boundary(atOrBefore: offset)
        guard o < length else { return length }
        let index = text.index(after: String.Index(utf16Offset: o, in: text))
        return index.utf16Offset(in: text)
    }

    /// The nearest grapheme boundary at or before `offset` (clamped to the text).
    func boundary(atOrBefore offset: Int) -> Int {
        let o = min(max(0, offset), length)
        guard o > 0, o < length else { return o }
        let index = String.Index(utf16Offset: o, in: text)
        // Character-view steps round an index inside a grapheme down to the grapheme's start, so
        // one step forward and back lands on the start of the grapheme that holds `offset`.
        return text.index(before: text.index(after: index)).utf16Offset(in: text)
    }

    /// The nearest grapheme boundary at or after `offset` (clamped to the text).
    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        return before == min(max(0, offset), length) ? before : self.offset(after: before)
    }
}
