import Foundation
import ObjectiveCSupport

/// Key-value observing for ScrollKit's views, scroll views and gesture recognizers, with
/// Foundation's API (`observe(_:options:changeHandler:)`, `addObserver(_:forKeyPath:options:context:)`,
/// `removeObserver(_:forKeyPath:)`). The observable properties are those scroll code watches
/// (KeyValueObservableKeys.swift). Changes are reported synchronously, on the thread that makes
/// them, after the object has applied them (for `contentOffset`: after `scrollViewDidScroll`), in
/// the order the observers were added; every setter call reports, even of the same value, as iOS's
/// automatic notifications do. A key that is not observable is refused with one log line.
@preconcurrency @MainActor
public protocol NSKeyValueObservingObject: ObjectRuntimeStorageCarrying {}
extension UIResponder: NSKeyValueObservingObject {}
extension UIGestureRecognizer: NSKeyValueObservingObject {}

/// An object told of changes registered with `addObserver(_:forKeyPath:options:context:)`. On iOS
/// every `NSObject` is one (and overrides the method); here `UIResponder` (views, view controllers)
/// is, and other classes adopt this protocol and implement the method without `override`.
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// Called with each change of a key path the object observes: `keyPath` as registered, the
    /// observed `object`, Foundation's change dictionary and the registration's `context`.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

extension NSKeyValueObservingObject {
    /// Observes `keyPath` of this object: `changeHandler` gets the object and the change (old and
    /// new values per `options`). Keep the returned observation: the handler is called until it is
    /// invalidated or released.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        guard let key = KeyValueObservableKeys.key(for: keyPath, root: Self.self) else {
            Log.uikit.warning("observe(_:options:changeHandler:): \(keyPath) of \(Self.self) is not observable here; nothing will be reported (docs/PORTING.md, key-value observing)")
            return NSKeyValueObservation(storage: nil, entry: nil)
        }
        let (target, targetKey) = KeyValueObservation.target(of: self, key: key)
        let entry = KeyValueObserverEntry(
            key: targetKey, options: options,
            read: { [weak self] in self.map { $0[keyPath: keyPath] } },
            deliver: { [weak self] old, new, isPrior in
                guard let self else { return }
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: new as? Value, oldValue: old as? Value,
                                                             indexes: nil, isPrior: isPrior))
            })
        entry.sendInitialIfAsked()
        target.objectRuntimeStorage.addObserver(entry)
        return NSKeyValueObservation(storage: target.objectRuntimeStorage, entry: entry)
    }

    /// Registers `observer` (a `UIResponder`, or a class adopting `NSKeyValueObserving`) for the
    /// key path `keyPath` ("contentOffset", "hidden", "panGestureRecognizer.state"; `#keyPath`
    /// needs the Objective-C runtime, so write the string). Its `observeValue(forKeyPath:of:change:context:)`
    /// gets Foundation's change dictionary. The observer is not retained, as on iOS; remove it
    /// with `removeObserver(_:forKeyPath:)` (one that has gone is skipped).
    public func addObserver(_ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let read = KeyValueObservableKeys.reader(for: keyPath, of: self) else {
            Log.uikit.warning("addObserver(_:forKeyPath:): \"\(keyPath)\" of \(type(of: self)) is not observable here; the observer is not added (docs/PORTING.md, key-value observing)")
            return
        }
        guard observer is NSKeyValueObserving else {
            Log.uikit.warning("addObserver(_:forKeyPath:): \(type(of: observer)) does not implement observeValue(forKeyPath:of:change:context:) (adopt NSKeyValueObserving); the observer is not added")
            return
        }
        let (target, targetKey) = KeyValueObservation.target(of: self, key: keyPath)
        let entry = KeyValueObserverEntry(
            key: targetKey, options: options, observerIdentity: ObjectIdentifier(observer), context: context,
            read: { [weak self] in self.map { read($0) } },
            deliver: { [weak self, weak observer] old, new, isPrior in
                guard let self, let observer = observer as? NSKeyValueObserving else { return }
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
                if let old { change[.oldKey] = KeyValueObservableKeys.boxed(old) }
                if let new { change[.newKey] = KeyValueObservableKeys.boxed(new) }
                if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
                MainActor.assumeIsolated {
                    observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
                }
            })
        entry.sendInitialIfAsked()
        target.objectRuntimeStorage.addObserver(entry)
    }

    /// Removes `observer`'s most recent registration for `keyPath`. One that is not registered is
    /// refused with one log line (iOS raises).
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath, context: nil, matchContext: false)
    }

    /// Removes `observer`'s registration for `keyPath` made with `context`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath, context: context, matchContext: true)
    }

    private func removeRegistration(_ observer: AnyObject, _ keyPath: String, context: UnsafeMutableRawPointer?, matchContext: Bool) {
        let (target, targetKey) = KeyValueObservation.target(of: self, key: keyPath)
        let storage = target.objectRuntimeStorage
        guard let entry = storage.registration(of: observer, key: targetKey, context: context, matchContext: matchContext) else {
            Log.uikit.warning("removeObserver(_:forKeyPath:): \(type(of: observer)) is not registered for \"\(keyPath)\" of \(type(of: self)); nothing removed")
            return
        }
        storage.removeObserver(entry)
    }
}

@MainActor
enum KeyValueObservation {
    /// Where a key's observers are kept: "panGestureRecognizer.state" of a scroll view is the
    /// recognizer's "state" (a scroll view's pan recognizer is its own for life).
    static func target(of object: some ObjectRuntimeStorageCarrying, key: String) -> (ObjectRuntimeStorageCarrying, String) {
        if key == "panGestureRecognizer.state", let scrollView = object as? UIScrollView {
            return (scrollView.panGestureRecognizer, "state")
        }
        return (object, key)
    }
}

extension UIResponder: NSKeyValueObserving {}

extension UIScrollView {
    /// `isDragging` and `isDecelerating` are read from `activity`: an activity change that flips
    /// either is reported around the change (will before, did after).
    func activityFlagsWillChange(to next: ScrollActivity) {
        guard objectRuntimeStorage.hasObservers else { return }
        if activity.isDragging != next.isDragging { keyValueWillChange("dragging") }
        if activity.isDecelerating != next.isDecelerating { keyValueWillChange("decelerating") }
    }

    func activityFlagsDidChange(from previous: ScrollActivity) {
        guard objectRuntimeStorage.hasObservers else { return }
        if activity.isDecelerating != previous.isDecelerating { keyValueDidChange("decelerating") }
        if activity.isDragging != previous.isDragging { keyValueDidChange("dragging") }
    }
}
