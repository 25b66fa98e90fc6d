import ObjectiveCSupport

// ScrollKit's classes carry their associated objects and key-value observers (ObjectiveC's
// ObjectRuntimeStorage), so both are released with the object, as on iOS.
extension UIResponder: ObjectRuntimeStorageCarrying {}
extension UIGestureRecognizer: ObjectRuntimeStorageCarrying {}
extension NSLayoutConstraint: ObjectRuntimeStorageCarrying {}
extension UILayoutGuide: ObjectRuntimeStorageCarrying {}

extension ObjectRuntimeStorageCarrying {
    /// Before an observable property changes (its setter's `willSet`): Foundation's
    /// `willChangeValue(forKey:)`. Costs one lock when nobody observes the object.
    func keyValueWillChange(_ key: String) {
        let storage = objectRuntimeStorage
        if storage.hasObservers { storage.willChangeValue(forKey: key) }
    }

    /// After it changed, and after the object's own reaction to it (a scroll view's
    /// `scrollViewDidScroll` comes first, as iOS's automatic notifications wrap the whole setter).
    func keyValueDidChange(_ key: String) {
        let storage = objectRuntimeStorage
        if storage.hasObservers { storage.didChangeValue(forKey: key) }
    }

    /// A derived value found to have changed (`adjustedContentInset`, `safeAreaInsets`).
    func keyValueDidChange(_ key: String, from oldValue: Any) {
        let storage = objectRuntimeStorage
        if storage.hasObservers { storage.valueDidChange(forKey: key, oldValue: oldValue) }
    }
}
