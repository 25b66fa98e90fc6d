/// `UIApplication.sendAction(_:to:from:for:)`: how every target-action message is delivered.
extension UIApplication {
    /// Sends `action` to `target`; with a nil target, to the first object of the action method's class
    /// in the responder chain that starts at `sender` (when it is a responder) or else at the key
    /// window's root view controller. UIKit starts at the first responder, which ScrollKit does not
    /// track. Returns whether some object received the action; a receiver of the wrong class or a
    /// sender the method does not take is logged and counts as not received.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            return action.send(to: target as AnyObject, from: sender, for: event)
        }
        var responder: UIResponder? = (sender as? UIResponder) ?? keyWindow?.rootViewController
        while let r = responder {
            if action.accepts(r) { return action.send(to: r, from: sender, for: event) }
            responder = r.next
        }
        Log.uikit.warning("no responder takes \(action) from \(sender.map { "\(type(of: $0))" } ?? "nil"); action not sent")
        return false
    }
}
