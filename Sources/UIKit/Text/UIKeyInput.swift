/// The keyboard-related traits of a text-entry responder (keyboard type, return key, secure entry…).
///
/// On iOS every member is optional (`@objc optional`). Swift on Linux has no optional protocol members,
/// so each is a requirement with a default in an extension (UITextInputTraits+Defaults.swift): a
/// conforming type declares only the traits it supports, as stored properties; the software keyboard
/// reads them through this protocol.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// Which keyboard to show (letters, digits, e-mail…); `.default` unless the input declares it.
    var keyboardType: UIKeyboardType { get }
    /// The label of the Return key; `.default` unless declared.
    var returnKeyType: UIReturnKeyType { get }
    /// When Shift is switched on automatically; `.sentences` unless declared.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether typed text is hidden (passwords); false unless declared.
    var isSecureTextEntry: Bool { get }
}

/// A responder that takes typed text: the software keyboard appears while one is first responder, and
/// the host's key and text-input events are delivered to it.
///
/// The three requirements are iOS's own: `hasText` decides whether Delete does anything,
/// `insertText(_:)` receives committed text (a character, a paste or an IME composition's result), and
/// `deleteBackward()` receives Delete.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder holds any text; Delete is ignored when it is false.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the insertion point.
    func deleteBackward()
}
