import Foundation

/// The Text and EditableText side of an exported node: a text field's or text view's text, caret and
/// selection, and edits made the way typing makes them (the input becomes first responder, the caret
/// moves, `insertText` / `deleteBackward` run, so delegates and `.editingChanged` see a user's edit).
///
/// Offsets are in Unicode scalars, as ATK counts characters; UIKit's `UITextInput` counts UTF-16
/// units, so every offset is converted at this boundary.
extension AccessibilityExportNode {
    /// The text input behind the node (a text field or text view), nil for other nodes.
    public var textInput: (UIResponder & UITextInput)? { object as? UIResponder & UITextInput }

    /// The node's text: a text input's text, else its label and value (what a label reads).
    public var text: String {
        if let input = textInput {
            let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
            return all.flatMap { input.text(in: $0) } ?? ""
        }
        return [node.label, node.value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The caret's offset in scalars (the selection's end); 0 when not editing.
    public var caretOffset: Int {
        guard let input = textInput, let range = input.selectedTextRange else { return 0 }
        return scalarOffset(utf16: input.offset(from: input.beginningOfDocument, to: range.end))
    }

    /// The selection as a scalar range; nil when it is empty or the input is not editing.
    public var selection: Range<Int>? {
        guard let input = textInput, let range = input.selectedTextRange else { return nil }
        let start = scalarOffset(utf16: input.offset(from: input.beginningOfDocument, to: range.start))
        let end = scalarOffset(utf16: input.offset(from: input.beginningOfDocument, to: range.end))
        return start < end ? start..<end : nil
    }

    /// Moves the caret to `offset` (clamped), making the input first responder. False for a node
    /// without editable text or an input that refuses focus.
    @discardableResult
    public func setCaret(_ offset: Int) -> Bool { select(offset..<offset) }

    /// Selects `range` (clamped), making the input first responder.
    @discardableResult
    public func select(_ range: Range<Int>) -> Bool {
        guard let input = textInput else { return false }
        if !input.isFirstResponder { guard input.becomeFirstResponder() else { return false } }
        let count = text.unicodeScalars.count
        let lower = min(max(0, range.lowerBound), count), upper = min(max(lower, range.upperBound), count)
        guard let start = input.position(from: input.beginningOfDocument, offset: utf16Offset(scalar: lower)),
              let end = input.position(from: input.beginningOfDocument, offset: utf16Offset(scalar: upper)) else { return false }
        input.selectedTextRange = input.textRange(from: start, to: end)
        return true
    }

    /// Types `string` at scalar `offset`: caret there, then `insertText`. False when not editable.
    @discardableResult
    public func insertText(_ string: String, at offset: Int) -> Bool {
        guard isEditable, let input = textInput, setCaret(offset) else { return false }
        input.insertText(string)
        return true
    }

    /// Deletes the scalars in `range`: selects them, then `deleteBackward` (one key press). False when
    /// not editable; true with nothing done for an empty range.
    @discardableResult
    public func deleteText(_ range: Range<Int>) -> Bool {
        guard isEditable, let input = textInput else { return false }
        if range.isEmpty { return true }
        guard select(range) else { return false }
        input.deleteBackward()
        return true
    }

    /// Replaces all of the text with `string`, as select-all and typing do.
    @discardableResult
    public func setTextContents(_ string: String) -> Bool {
        guard isEditable, let input = textInput, select(0..<text.unicodeScalars.count) else { return false }
        if string.isEmpty {
            if !text.isEmpty { input.deleteBackward() }
        } else {
            input.insertText(string)
        }
        return true
    }

    /// Whether the node's text can be edited.
    public var isEditable: Bool { states().contains(.editable) }

    private func scalarOffset(utf16 offset: Int) -> Int {
        let utf16 = text.utf16
        let clamped = min(max(0, offset), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
    }

    private func utf16Offset(scalar offset: Int) -> Int {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: min(max(0, offset), scalars.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }
}
