import Foundation

/// What a bar shows for one item: title, image, enabled state and tag (UIKit's `UIBarItem`).
///
/// `UINavigationBar` shows them (Navigation/UINavigationBar.swift) and sends their action when tapped;
/// there is no toolbar yet.
@MainActor
open class UIBarItem {
    public init() {}
    /// No archives on Linux: always nil.
    public required init?(coder: NSCoder) { return nil }

    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var isEnabled = true
    open var tag = 0
}

/// A button for a navigation bar or toolbar (UIKit's `UIBarButtonItem`): target-action with method
/// references (TargetAction/Selector.swift) or, from iOS 14, a `primaryAction` that replaces them.
@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain") case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated) case pageCurl
        case close
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open var style: Style = .plain
    /// The system item it was made as (nil: a custom item). Not in UIKit's API; kept for bars to draw.
    public internal(set) var systemItem: SystemItem?
    /// Width of a `.fixedSpace` item (0: the bar decides).
    open var width: CGFloat = 0
    open var customView: UIView?
    /// Held weakly, as on iOS.
    open weak var target: AnyObject?
    open var action: Selector?
    /// iOS 14: when set, the bar runs it instead of target-action.
    open var primaryAction: UIAction?

    // MARK: Target-action initializers (iOS's, with Selector or a method reference)

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init<Target: AnyObject>(title: String?, style: Style, target: AnyObject?,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }

    public convenience init<Target: AnyObject, Sender>(title: String?, style: Style, target: AnyObject?,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(title: title, style: style, target: target, action: Selector(action))
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: AnyObject?,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(image: image, style: style, target: target, action: Selector(action))
    }

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

    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Selector(action))
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    // MARK: iOS 14 initializers (without `menu:`: there is no UIMenu yet)

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? (primaryAction?.title.isEmpty == false ? primaryAction?.title : nil)
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }
}
