import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`): a title, a style and a handler that
/// runs after the alert has been dismissed.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How the button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button (blue text).
        case `default` = 0
        /// Leaves without changing anything: bold unless another action is preferred, last in a
        /// stacked alert, left in a two-button alert, in its own box in an action sheet. At most one per alert.
        case cancel = 1
        /// Changes or deletes data: red text.
        case destructive = 2
    }

    /// An action with `title`, `style` and `handler` (run with the action, after the dismissal).
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// The button's text.
    public let title: String?
    /// The button's style.
    public let style: UIAlertAction.Style
    /// Whether the button can be tapped (a disabled one is drawn grey and ignores taps); may change
    /// while the alert is shown (for example from a text field's editing events).
    open var isEnabled = true { didSet { changed?() } }

    let handler: ((UIAlertAction) -> Void)?
    /// Set by the alert showing the action: redraws its button.
    var changed: (() -> Void)?
}
