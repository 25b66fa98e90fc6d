import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`). In ScrollKit a position is a UTF-16
/// offset from the start of the text; compare and move positions through the input's methods
/// (`offset(from:to:)`, `position(from:offset:)`).
open class UITextPosition: Equatable, CustomStringConvertible {
    /// The offset from the start of the text in UTF-16 code units.
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    /// Positions at the same offset are equal.
    public static func == (a: UITextPosition, b: UITextPosition) -> Bool { a.offset == b.offset }
    /// The offset, for logs.
    open var description: String { "<UITextPosition: \(offset)>" }
}

/// A range of a text input's text between two positions (UIKit's `UITextRange`).
open class UITextRange: Equatable, CustomStringConvertible {
    /// The first position of the range.
    open var start: UITextPosition
    /// The position just after the range.
    open var end: UITextPosition
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { start.offset >= end.offset }

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
    convenience init(_ range: NSRange) {
        self.init(start: UITextPosition(range.location), end: UITextPosition(range.location + range.length))
    }
    var nsRange: NSRange { NSRange(location: start.offset, length: max(0, end.offset - start.offset)) }

    /// Ranges with equal ends are equal.
    public static func == (a: UITextRange, b: UITextRange) -> Bool { a.start == b.start && a.end == b.end }
    /// The offsets, for logs.
    open var description: String { "<UITextRange: \(start.offset)..<\(end.offset)>" }
}

/// The part of UIKit's `UITextInput` that ScrollKit's text inputs implement: positions, ranges, the
/// selection, replacing text and marked (input-method) text. Geometry (`caretRect(for:)`,
/// `firstRect(for:)`, `closestPosition(to:)`), tokenizers and dictation are not included.
/// `UIWindow.sendMarkedText(_:selectedRange:timestamp:)` drives the marked-text members.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; nil when the input is not editing.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (composing) text; nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// Replaces the marked text (or the selection) with `markedText`, keeping it marked, with the
    /// caret at `selectedRange` inside it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it stands.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The position `offset` UTF-16 units from `position`; nil when that is outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The UTF-16 distance from `from` to `toPosition` (negative when it is before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The range between two positions (in either order); nil when either is outside the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The text of `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text of `range` with `text` (no delegate call, as on iOS).
    func replace(_ range: UITextRange, withText text: String)
}
