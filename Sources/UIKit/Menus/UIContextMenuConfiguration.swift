import Foundation

/// Makes a context menu's menu from the system's suggested elements (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes a context menu's preview controller (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: a menu of actions, and on iOS a preview (UIKit's
/// `UIContextMenuConfiguration`). Table and collection view delegates return one for a row or item
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`); a long press on it then shows the menu.
///
/// ScrollKit shows the menu as a list of the actions' titles next to the finger, over a dimmed
/// window; tapping an action closes the menu and runs its handler, tapping elsewhere closes it.
/// The preview is not shown (`previewProvider` is stored, not called).
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier given at creation (apps pass the index path or model identifier).
    public let identifier: (any NSCopying)?
    /// Makes the preview; stored, not called (ScrollKit shows no preview).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu when the menu is about to show.
    public let actionProvider: UIContextMenuActionProvider?

    /// A configuration whose menu `actionProvider` makes (nil: no menu is shown).
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The animator handed to a delegate when a context menu shows or ends (UIKit's
/// `UIContextMenuInteractionAnimating`). ScrollKit shows and hides its menus at once: animations
/// added here run immediately and completions right after.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller (always nil: ScrollKit shows no preview).
    var previewViewController: UIViewController? { get }
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The immediate animator described on `UIContextMenuInteractionAnimating`.
final class ImmediateContextMenuAnimator: UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    private var completions: [() -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func finish() {
        let blocks = completions
        completions.removeAll()
        blocks.forEach { $0() }
    }
}
