import Foundation

/// What a text view asks and tells its delegate while the user edits (UIKit's `UITextViewDelegate`,
/// which also inherits the scroll view delegate's methods).
///
/// As with `UITableView`, Swift cannot narrow the inherited `delegate` property's type, so
/// `textView.delegate = self` takes any `UIScrollViewDelegate` and the text view calls these methods
/// when the delegate also conforms to `UITextViewDelegate`. Every method has a default below that
/// answers as UIKit does when it is missing (iOS's methods are optional).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may become first responder and start editing (default true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder and is editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may stop editing (default true).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change may replace `range` (UTF-16 units) with `text` (default true).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

/// UIKit's behaviour for the methods a delegate leaves out.
extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

extension UITextView {
    /// Posted with the text view as `object` after it began editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted with the text view as `object` after the user changed its text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the text view as `object` after it stopped editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
