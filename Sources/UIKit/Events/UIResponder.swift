/// The responder chain: a view's next responder is its view controller (if it is the controller's root
/// view) or its superview; a window's is the application.
///
/// The default touch methods forward to `next`, so an unhandled touch travels up the chain as on iOS.
@MainActor
open class UIResponder {
    public init() {}

    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder.firstResponder = self
        return true
    }
    @discardableResult open func resignFirstResponder() -> Bool {
        if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
        return true
    }
    static weak var firstResponder: UIResponder?
}
