import Foundation

/// What a bar shows for one item: title, image, enabled state and tag (UIKit's `UIBarItem`).
///
/// `UINavigationBar` and `UIToolbar` show them (Navigation/) and send their action when tapped.
@preconcurrency @MainActor
open class UIBarItem {
    /// Creates an item with no title or image, enabled, tag 0.
    public init() {}
    /// No archives on Linux: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The text a bar shows for the item.
    open var title: String?
    /// The image a bar shows for the item.
    open var image: UIImage?
    /// The image for a compact-height (landscape iPhone) bar; stored for your code (ScrollKit's bars have one height).
    open var landscapeImagePhone: UIImage?
    /// Insets that move the item's image, positive values inward; stored (ScrollKit's bars show titles).
    open var imageInsets: UIEdgeInsets = .zero
    /// Whether the item can be used (default `true`); a bar reads it when it makes the item's button.
    open var isEnabled = true
    /// A number of your choosing to identify the item.
    open var tag = 0
}

/// A button for a navigation bar or toolbar (UIKit's `UIBarButtonItem`): target-action with method
/// references (TargetAction/Selector.swift) or, from iOS 14, a `primaryAction` that replaces them.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar draws a text item.
    public enum Style: Int, Sendable {
        /// The standard look, as for most items.
        case plain = 0
        /// A bordered look from early iOS; deprecated there, use `plain`.
        @available(*, deprecated, message: "Use .plain") case bordered = 1
        /// The emphasized (bold) look for the item that completes a task, such as Done.
        case done = 2
    }

    /// The standard items iOS provides with their own title or icon; a bar would draw them, ScrollKit keeps the value.
    public enum SystemItem: Int, Sendable {
        /// Done, in the bold style, to finish a task.
        case done
        /// Cancel, to leave a task without keeping changes.
        case cancel
        /// Edit, to switch content into editing.
        case edit
        /// Save, to keep changes.
        case save
        /// A plus icon, to add an item.
        case add
        /// Empty space that grows to share the bar's free width; it has no action.
        case flexibleSpace
        /// Empty space `width` points wide; it has no action.
        case fixedSpace
        /// A compose icon, to write something new.
        case compose
        /// A reply icon.
        case reply
        /// The share icon, to act on or share the content.
        case action
        /// A folder icon, to move or file the content.
        case organize
        /// A bookmarks icon.
        case bookmarks
        /// A magnifying-glass icon, to search.
        case search
        /// A circular-arrow icon, to reload the content.
        case refresh
        /// An X icon, to stop loading.
        case stop
        /// A camera icon, to take or pick a photo.
        case camera
        /// A trash-can icon, to delete.
        case trash
        /// A media play icon.
        case play
        /// A media pause icon.
        case pause
        /// A media rewind icon.
        case rewind
        /// A media fast-forward icon.
        case fastForward
        /// Undo, to reverse the last change.
        case undo
        /// Redo, to repeat the last undone change.
        case redo
        /// The page-curl icon of old toolbars; deprecated on iOS.
        @available(*, deprecated) case pageCurl
        /// The close (X) button of iOS 13 and later.
        case close
    }

    /// Creates an empty plain item with no title, image or action.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// How a bar draws the item (default `.plain`).
    open var style: Style = .plain
    /// The system item it was made as (nil: a custom item). Not in UIKit's API; kept for bars to draw.
    public internal(set) var systemItem: SystemItem?
    /// Width of a `.fixedSpace` item (0: the bar decides).
    open var width: CGFloat = 0
    /// A view a bar shows in place of the title and image; it handles its own touches.
    open var customView: UIView?
    /// Held weakly, as on iOS.
    open weak var target: AnyObject?
    /// The action sent to `target` when the item is used; with a nil target, `sendAction` looks for a
    /// receiver in the responder chain from the key window's root view controller.
    open var action: Selector?
    /// iOS 14: when set, the bar runs it instead of target-action.
    open var primaryAction: UIAction?

    // MARK: Target-action initializers (iOS's, with Selector or a method reference)

    /// Creates a text item that sends `action` to `target`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// A text item whose action method takes no arguments, passed as `Self.refresh`.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: AnyObject?,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }

    /// A text item whose action method takes the item, passed as `Self.addTapped`.
    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: AnyObject?,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }

    /// Creates an image item that sends `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// An image item whose action method takes no arguments, passed as `Self.refresh`.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: AnyObject?,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(image: image, style: style, target: target, action: Selector(action))
    }

    /// An image item whose action method takes the item, passed as `Self.addTapped`.
    public convenience init<Target: AnyObject, Sender>(image: UIImage?, style: Style, target: AnyObject?,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(image: image, style: style, target: target, action: Selector(action))
    }

    /// A system item. Its look comes from the bar (nil `title` and `image`, as on iOS); `.done` is bold (`style = .done`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target
        self.action = action
    }

    /// A system item whose action method takes no arguments, passed as `Self.refresh`.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    /// A system item whose action method takes the item, passed as `Self.addTapped`.
    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    /// Creates an item that shows `customView` instead of a title or image.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    // MARK: iOS 14 initializers (without `menu:`: there is no UIMenu yet)

    /// Creates an item that runs `primaryAction` (iOS 14); the title defaults to the action's title.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? (primaryAction?.title.isEmpty == false ? primaryAction?.title : nil)
        self.image = image
        self.primaryAction = primaryAction
    }

    /// Creates a system item that runs `primaryAction` (iOS 14) instead of a target and action.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }
}
