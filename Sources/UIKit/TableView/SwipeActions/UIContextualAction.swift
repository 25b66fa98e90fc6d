import Foundation

/// One button revealed by swiping a row (iOS 11): a title on a coloured background, and a handler
/// that runs when the button is tapped (or the row is swiped all the way, for the first action).
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks and what it means.
    public enum Style: Int, Sendable {
        /// A gray button for an ordinary action.
        case normal
        /// A red button for an action that removes something (a delete).
        case destructive
    }

    /// Runs the action. Call `completion` when done: `true` if the action was performed; either way
    /// the row's buttons then close.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's background: systemRed for `.destructive`, systemGray for `.normal` unless set.
    open var backgroundColor: UIColor!
    /// An image shown above the title (nil: none).
    open var image: UIImage?
    /// What runs when the button is tapped.
    public let handler: Handler

    /// Creates an action with a style, a title and its handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions revealed by swiping a row one way: the delegate returns one from
/// `trailingSwipeActionsConfigurationForRowAt` (swipe left) or `leadingSwipeActionsConfigurationForRowAt`
/// (swipe right). The first action is the one nearest the edge the row was swiped from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action (default `true`).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with these actions.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
