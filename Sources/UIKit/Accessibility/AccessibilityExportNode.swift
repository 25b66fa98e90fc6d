import Foundation

/// One semantic-tree node as a desktop accessibility API sees it: role, states, name, description,
/// value, frame, actions and text, and what its actions do. ScrollKit extension: the platform-neutral
/// half of the AT-SPI2 bridge (the SDL host's `ATSPIBridge` only translates these into ATK calls), so
/// the whole mapping runs in headless tests without D-Bus.
@preconcurrency @MainActor
public struct AccessibilityExportNode {
    /// The semantic-tree node.
    public let node: AccessibilitySemanticTree.Node
    /// Whether this node is the tree's root (the window).
    public let isRoot: Bool

    /// A node; `isRoot` for the window's own node.
    public init(_ node: AccessibilitySemanticTree.Node, isRoot: Bool = false) {
        self.node = node
        self.isRoot = isRoot
    }

    /// The object behind the node.
    public var object: AnyObject { node.element }

    /// The view the node is, or the container view of a `UIAccessibilityElement`.
    public var view: UIView? {
        if let view = object as? UIView { return view }
        return (object as? UIAccessibilityElement)?.containerView
    }

    // MARK: Role and states

    /// The role, from the class and traits (the table on `AccessibilityExportRole`).
    public var role: AccessibilityExportRole {
        if isRoot || object is UIWindow { return .window }
        if node.isElement {
            let traits = node.traits
            if traits.contains(.header) { return .heading }
            if object is UITextField || object is UITextView || traits.contains(.searchField) { return .text }
            if object is UISwitch || traits.contains(.toggleButton) { return .toggleButton }
            if traits.contains(.adjustable) { return .slider }
            if traits.contains(.button) { return .pushButton }
            if traits.contains(.link) { return .link }
            if object is UIProgressView { return .progressBar }
            if object is UITableViewCell { return .tableCell }
            if object is UICollectionViewCell { return .listItem }
            if traits.contains(.image) { return .image }
            return .label
        }
        switch object {
        case is UITableView: return .table
        case is UICollectionView: return .list
        case is UIScrollView: return .scrollPane
        default: return .panel
        }
    }

    /// The states (`focusedObject` is the element the bridge holds the accessibility focus on).
    public func states(focusedObject: AnyObject? = nil) -> AccessibilityExportStates {
        var states: AccessibilityExportStates = [.visible]
        let traits = node.traits
        if !traits.contains(.notEnabled) { states.insert(.enabled) }
        if node.isElement { states.insert(.focusable) }
        if traits.contains(.selected) { states.insert(.selected) }
        if object is UITableViewCell || object is UICollectionViewCell { states.insert(.selectable) }
        if let responder = object as? UIResponder, responder.isFirstResponder || responder === focusedObject {
            states.insert(.focused)
        } else if let focusedObject, object === focusedObject {
            states.insert(.focused)
        }
        if isShowing { states.insert(.showing) }
        switch object {
        case let field as UITextField:
            states.formUnion(.singleLine)
            if field.isEnabled { states.insert(.editable) }
        case let textView as UITextView:
            states.formUnion(.multiLine)
            if textView.isEditable { states.insert(.editable) }
        case let toggle as UISwitch:
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        default:
            if traits.contains(.toggleButton) { states.insert(.checkable) }
        }
        if let window = object as? UIWindow, window.isKeyWindow { states.insert(.active) }
        return states
    }

    /// Whether the node's frame overlaps its window's bounds: a label scrolled out of its scroll view's
    /// sight is still in the tree (visible) but not showing.
    public var isShowing: Bool {
        guard let window = view?.window else { return object is UIWindow }
        if object === window { return true }
        let bounds = window.screenRect(window.bounds)
        return node.frame.width > 0 && node.frame.height > 0 && node.frame.overlaps(bounds)
    }

    // MARK: Name, description, value, frame

    /// The accessible name: the label (a text field without one: its placeholder, already its default
    /// label; the window: the top view controller's title).
    public var name: String? {
        if let label = node.label, !label.isEmpty { return label }
        if let window = object as? UIWindow { return Self.title(of: window) }
        return nil
    }

    /// The accessible description: the hint.
    public var description: String? { node.hint }

    /// The accessible value as text (`accessibilityValue`).
    public var value: String? { node.value }

    /// The frame in window coordinates (the bridge adds the window's position on the screen).
    public var frame: CGRect {
        if let window = object as? UIWindow { return window.bounds }
        guard let window = view?.window else { return node.frame }
        return node.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    }

    private static func title(of window: UIWindow) -> String? {
        var controller = window.rootViewController
        while let current = controller {
            if let presented = current.presentedViewController { controller = presented; continue }
            if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                controller = top; continue
            }
            if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                controller = selected; continue
            }
            return current.title ?? current.navigationItem.title
        }
        return nil
    }

    // MARK: Actions

    /// The names of the actions the node offers, in this order: "press" (elements other than static
    /// text, headings and images), "increment"/"decrement" (adjustable), the custom actions by name,
    /// and "scroll up/down/left/right" (scroll views).
    public var actionNames: [String] {
        var names: [String] = []
        let role = self.role
        if node.isElement && ![.label, .heading, .image].contains(role) { names.append(Self.press) }
        if node.isElement && node.traits.contains(.adjustable) { names += [Self.increment, Self.decrement] }
        names += node.customActions.map(\.name)
        if object is UIScrollView && !node.isElement { names += Self.scrollActions.map(\.name) }
        return names
    }

    /// ATK's name for activation.
    public static let press = "press"
    /// The adjustable actions' names.
    public static let increment = "increment", decrement = "decrement"
    /// The scroll actions and the direction each sends (the direction the fingers move, as VoiceOver:
    /// "scroll down" shows what is below, a three-finger swipe up).
    public static let scrollActions: [(name: String, direction: UIAccessibilityScrollDirection)] = [
        ("scroll up", .down), ("scroll down", .up), ("scroll left", .right), ("scroll right", .left),
    ]

    /// Runs the action called `name`. "press" is `activate()` (accessibilityActivate, then the standard
    /// control's own action) and, when nothing handled it, a tap at the activation point sent through
    /// the window at `timestamp`, as VoiceOver taps. Returns whether the action exists and did something.
    @discardableResult
    public func perform(_ name: String, timestamp: TimeInterval) -> Bool {
        switch name {
        case Self.press:
            guard actionNames.contains(Self.press) else { return false }
            if node.activate() { return true }
            return tap(timestamp: timestamp)
        case Self.increment where node.traits.contains(.adjustable):
            node.increment(); return true
        case Self.decrement where node.traits.contains(.adjustable):
            node.decrement(); return true
        default:
            if let action = node.customActions.first(where: { $0.name == name }) { return action.perform() }
            if let scroll = Self.scrollActions.first(where: { $0.name == name }), object is UIScrollView {
                return node.scroll(scroll.direction)
            }
            return false
        }
    }

    /// A tap at the activation point: touch down and up through the window.
    private func tap(timestamp: TimeInterval) -> Bool {
        guard let window = view?.window else { return false }
        let point = Self.read(object, { $0.accessibilityActivationPoint }, { $0.accessibilityActivationPoint }) ?? .zero
        let inWindow = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
        guard window.bounds.contains(inWindow) else { return false }
        window.sendTouch(.began, at: inWindow, timestamp: timestamp)
        window.sendTouch(.ended, at: inWindow, timestamp: timestamp)
        return true
    }

    /// Scrolls every enclosing scroll view, innermost first, by the least distance that shows the node's
    /// frame (no animation), as VoiceOver does when it moves to an element. Returns whether anything moved.
    @discardableResult
    public func scrollToVisible() -> Bool {
        guard let start = view, let window = start.window else { return false }
        var moved = false
        var ancestor = object is UIView ? start.superview : start
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                let rect = scrollView.convert(frame, from: window)
                let before = scrollView.contentOffset
                scrollView.scrollRectToVisible(rect, animated: false)
                if scrollView.contentOffset != before { moved = true }
            }
            ancestor = current.superview
        }
        return moved
    }

    static func read<T>(_ object: AnyObject, _ responderValue: (UIResponder) -> T,
                        _ elementValue: (UIAccessibilityElement) -> T) -> T? {
        AccessibilitySemanticTree.Node.read(object, responderValue, elementValue)
    }
}
