import Foundation

/// An action an assistive technology offers in its actions menu for an element ("Delete",
/// "Archive"), beside the element's default activation. `perform()` is what choosing it does.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The name read to the user.
    open var name: String
    /// The image shown beside the name (stored; nothing draws it).
    open var image: UIImage?
    /// The closure form's handler; returns whether the action succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// The target of the target-action form (held weakly, as on iOS).
    open weak var target: AnyObject?
    /// The method of the target-action form: Swift on Linux has no `#selector`, so it is the method
    /// itself (see `Selector`; the initializers below also take methods returning `Bool`).
    open var selector: Selector?
    /// The Bool-returning method form, kept apart because `Selector` holds methods returning nothing.
    private var boolMethod: ((AnyObject, UIAccessibilityCustomAction) -> Bool?)?

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action that sends `selector` to `target`; it succeeds when the method was called.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action that calls `selector(target)()`, a method returning whether it succeeded
    /// (`#selector(archive)` on iOS becomes `Self.archive`).
    public init<Target: AnyObject>(name: String, target: Target, selector: @escaping (Target) -> () -> Bool) {
        self.name = name
        self.target = target
        super.init()
        boolMethod = { object, _ in (object as? Target).map { selector($0)() } }
    }

    /// An action that calls `selector(target)(action)`: a method taking the action and returning
    /// whether it succeeded.
    public init<Target: AnyObject>(name: String, target: Target, selector: @escaping (Target) -> (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.target = target
        super.init()
        boolMethod = { object, action in (object as? Target).map { selector($0)(action) } }
    }

    /// Does what choosing the action in VoiceOver's actions menu does: runs the handler, or sends the
    /// method to the target. False when it failed or there is nothing to run (its target is gone).
    /// ScrollKit extension (VoiceOver calls it on iOS).
    @discardableResult
    public func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target else { return false }
        if let boolMethod { return boolMethod(target, self) ?? false }
        if let selector { return selector.invoke(target, self, nil) }
        return false
    }
}
