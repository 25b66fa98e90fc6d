import Foundation

/// A token in a search field (UIKit's `UISearchToken`, iOS 13): an icon and a title shown as a
/// rounded chip before the field's text, standing for a filter the user picked (a scope, a
/// suggestion, a person). The field holds its tokens in `UISearchTextField.tokens`.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The chip's icon, drawn before the text (nil: none).
    let icon: UIImage?
    /// The chip's title.
    let text: String

    /// A token showing `icon` (may be nil) and `text`, as UIKit's `init(icon:text:)`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    /// The app's object behind the token (say, the scope or the contact it filters by). UIKit never
    /// reads it.
    open var representedObject: Any?
}
