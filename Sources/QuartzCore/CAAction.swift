import Foundation

/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`):
/// an animation (`CABasicAnimation` adds itself to the layer), `NSNull` (nothing), or an object of
/// the app's own. `CALayer.action(forKey:)` says how a layer finds it (CALayer+Actions.swift).
public protocol CAAction {
    /// Runs the action for the change of the property `event` of `anObject` (the layer).
    /// `dict` is nil for property changes, as on iOS.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action does nothing: in a layer's `actions` or from a delegate's
/// `action(for:forKey:)` it turns that property's implicit animation off, as on iOS.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// An animation as an action adds itself to the layer under the event's key, as Core Animation's do.
extension CABasicAnimation: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        // Layers live on the main thread; the protocol is nonisolated, as Apple's is.
        nonisolated(unsafe) let object = anObject, animation = self
        MainActor.assumeIsolated {
            guard let layer = object as? CALayer else { return }
            layer.add(animation, forKey: event)
        }
    }
}
