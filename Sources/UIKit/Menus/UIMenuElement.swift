import Foundation

/// What a menu holds: an action or a submenu (UIKit's `UIMenuElement`, the base of `UIAction` and `UIMenu`).
@preconcurrency @MainActor
open class UIMenuElement {
    /// The element's title, shown in its menu row.
    public var title: String
    /// A secondary line under the title (iOS 15); stored, not drawn.
    public var subtitle: String?
    /// An image beside the title; stored, not drawn.
    public var image: UIImage?

    /// An element with `title`; subclasses are `UIAction` and `UIMenu`.
    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How an action looks and behaves in its menu (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Bits as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out; tapping it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs (iOS 16); ScrollKit closes it.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// An action's checkmark state (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A dash (mixed).
        case mixed
    }
}

/// The closure type of `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for controls and menus (iOS 14's `UIAction`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier (UIKit's `UIAction.Identifier`): a string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The string.
        public let rawValue: String
        /// An identifier from `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier given at creation (a unique one when none was given).
    public let identifier: Identifier
    /// A longer title for discoverability UI; stored.
    public var discoverabilityTitle: String?
    /// Disabled, destructive, hidden (see `UIMenuElement.Attributes`).
    public var attributes: UIMenuElement.Attributes
    /// The action's checkmark state in a menu.
    public var state: UIMenuElement.State
    /// The closure run when the action is sent; it receives the action, whose `sender` is the control.
    public let handler: UIActionHandler
    /// The control that sent the action, while the handler runs (nil for a menu's action).
    public internal(set) weak var sender: UIControl?

    /// An action that runs `handler`: add it to a control with `UIControl.addAction(_:for:)`, or put
    /// it in a `UIMenu`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler, as a menu does when its row is tapped.
    func perform() { handler(self) }
}

/// A menu: a title and its elements, actions or submenus (UIKit's `UIMenu`). Context menus
/// (`UIContextMenuConfiguration`) show one.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier (UIKit's `UIMenu.Identifier`): a string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The string.
        public let rawValue: String
        /// An identifier from `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Bits as given.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child is on at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The identifier given at creation (a unique one when none was given).
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children (UIKit's `replacingChildren(_:)`).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions a menu shows as rows: its own, and those of inline submenus in place (a
    /// submenu that is not inline shows as one row that opens it, which ScrollKit shows inline too).
    var flattenedActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            if let menu = element as? UIMenu { return menu.flattenedActions }
            return []
        }
    }
}
