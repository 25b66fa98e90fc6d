import Foundation

/// What a text field asks and tells its delegate while the user edits (UIKit's `UITextFieldDelegate`).
///
/// Every method is optional on iOS (`@objc optional`); here each is a requirement with a default in
/// the extension below that answers as UIKit does when the method is missing (allow everything, do
/// nothing), so a delegate implements only what it needs. The order while editing is:
/// `textFieldShouldBeginEditing` → (first responder) → `textFieldDidBeginEditing`; for each change
/// `textField(_:shouldChangeCharactersIn:replacementString:)` → (the change) → `.editingChanged`
/// actions and `textDidChangeNotification`; Return → `textFieldShouldReturn`; ending:
/// `textFieldShouldEndEditing` → (resigns) → `textFieldDidEndEditing(_:reason:)`, whose default calls
/// `textFieldDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder and start editing (default true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing and resign first responder (default true).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing; the default calls `textFieldDidEndEditing(_:reason:)`'s one-argument form.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field stopped editing, and why (always `.committed` in ScrollKit).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's change may replace `range` (UTF-16 units of the current text, as `NSString`
    /// counts) with `string` (empty for deletions); false keeps the text as it is (default true).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field (default true).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The user pressed Return; return true to do the default (send `.editingDidEndOnExit`, which
    /// ends editing when the field has actions for it). Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

/// UIKit's behaviour for the methods a delegate leaves out.
extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does for delegates without the reason form.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    /// Posted with the field as `object` after it began editing (after the delegate heard).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as `object` after the user changed its text (not for `text` set in code, as on iOS).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the field as `object` after it stopped editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UIControl.Event {
    /// A text field began editing (became first responder).
    public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
    /// The user changed a text field's text.
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
    /// A text field stopped editing.
    public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
    /// Return was pressed in a text field (and its delegate's `textFieldShouldReturn` allowed it);
    /// a field with actions for this event ends editing.
    public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
    /// All four editing events.
    public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
}
