import Foundation

/// A suggestion a search controller lists under its field (UIKit's `UISearchSuggestion`, iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: AnyObject {
    /// The suggestion's title, shown in the list.
    var localizedSuggestion: String? { get }
    /// A second line describing the suggestion (nil: none).
    var localizedDescription: String? { get }
    /// The icon shown before the title (nil: a magnifying glass).
    var iconImage: UIImage? { get }
    /// The app's object behind the suggestion.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    /// No second line by default.
    public var localizedDescription: String? { nil }
    /// No icon of its own by default: the list draws a magnifying glass.
    public var iconImage: UIImage? { nil }
}

/// The ready-made search suggestion (UIKit's `UISearchSuggestionItem`, iOS 16): a title, an optional
/// description and icon, and the app's object.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The title shown in the list.
    public let localizedSuggestion: String?
    /// The second line (nil: none).
    public let localizedDescription: String?
    /// The icon before the title (nil: a magnifying glass).
    public let iconImage: UIImage?
    /// The app's object behind the suggestion.
    open var representedObject: Any?

    /// A suggestion titled `suggestion`.
    public convenience init(localizedSuggestion suggestion: String) {
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// A suggestion titled `suggestion` with a second line.
    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// A suggestion titled `suggestion` with a second line and an icon.
    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// A suggestion titled with the characters of `suggestion` (its attributes are not drawn).
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedSuggestion: suggestion.string, localizedDescription: nil, iconImage: nil)
    }
}
