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
/// When `previewProvider` gives a controller, its view shows above the menu; tapping it asks the
/// delegate's `willPerformPreviewActionForMenuWith` and closes the menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier given at creation (apps pass the index path or model identifier).
    public let identifier: (any NSCopying)?
    /// Makes the preview's controller; called once each time the menu shows (nil: no preview).
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
    /// The preview's controller (nil when the configuration gave none).
    var previewViewController: UIViewController? { get }
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The immediate animator described on `UIContextMenuInteractionAnimating`.
class ImmediateContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    init(previewViewController: UIViewController? = nil) { self.previewViewController = previewViewController }
    private var completions: [() -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func finish() {
        let blocks = completions
        completions.removeAll()
        blocks.forEach { $0() }
    }
}

/// What happens to the preview when the user taps it (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview just close.
    case dismiss = 0
    /// The preview grows into the presented content (ScrollKit closes it at once either way).
    case pop = 1
}

/// The animator handed to `willPerformPreviewActionForMenuWith` when the user taps a context menu's
/// preview (UIKit's `UIContextMenuInteractionCommitAnimating`). Apps push or present
/// `previewViewController` in a completion; ScrollKit runs animations at once and completions once
/// the menu has closed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves (`.pop` by default, as on iOS).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The immediate commit animator described on `UIContextMenuInteractionCommitAnimating`.
final class ImmediateContextMenuCommitAnimator: ImmediateContextMenuAnimator, UIContextMenuInteractionCommitAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
}
