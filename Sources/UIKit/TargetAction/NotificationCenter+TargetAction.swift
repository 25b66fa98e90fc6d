import Foundation

/// `NotificationCenter.addObserver(_:selector:name:object:)` with a method reference for the selector:
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: Self.keyboardWillShow,
///                                        name: .keyboardWillShow, object: nil)   // a name of yours
/// func keyboardWillShow(_ notification: Notification) { … }
/// ```
///
/// Foundation on Linux has no selector form. The observer is held weakly and, as on iOS 9 and later,
/// need not be removed: once it is gone nothing is called and its registrations are dropped at the
/// next post. `removeObserver(self)` and `removeObserver(self, name:object:)` remove these registrations
/// as well as Foundation's own. Notifications are delivered on the posting thread; these methods are
/// main-actor code, so post from the main thread.
extension NotificationCenter {
    /// Calls `selector` on `observer` for each notification named `name` (nil: any) from `object` (nil: any
    /// sender), iOS's selector-based registration; the observer is held weakly.
    @preconcurrency @MainActor
    public func addObserver(_ observer: AnyObject, selector: Selector, name: Notification.Name?, object: Any?) {
        let registration = SelectorObservation(observer: observer, selector: selector, name: name)
        registration.token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            // Notification is not Sendable in swift-corelibs-foundation; posting is main-thread only
            // (above), which assumeIsolated checks, so it never leaves the thread it was posted on.
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated {
                guard let target = registration.observer else {
                    if let token = registration.token { self?.removeObserver(token) }
                    SelectorObservation.all.removeAll { $0 === registration }
                    return
                }
                registration.selector.send(to: target, from: notification, for: nil)
            }
        }
        registration.center = self
        SelectorObservation.all.append(registration)
    }

    /// Registers a method that takes the notification, `func keyboardWillShow(_ notification: Notification)`,
    /// passed as `Self.keyboardWillShow` where iOS writes `#selector(keyboardWillShow(_:))`.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: AnyObject, selector: @escaping (Observer) -> @MainActor (Notification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        addObserver(observer, selector: Selector(selector), name: name, object: object)
    }

    /// Registers a method without arguments, `func refresh()`, passed as `Self.refresh` where iOS writes
    /// `#selector(refresh)`.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: AnyObject, selector: @escaping (Observer) -> @MainActor () -> Void,
                                                 name: Notification.Name?, object: Any?) {
        addObserver(observer, selector: Selector(selector), name: name, object: object)
    }

    /// Removes every registration of `observer`: the selector ones made here and Foundation's.
    @preconcurrency @MainActor
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations(of: observer, name: nil)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (nil: all). `object` narrows Foundation's own
    /// registrations only; selector registrations for `name` are removed whatever their object.
    @preconcurrency @MainActor
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        removeSelectorObservations(of: observer, name: name)
        removeObserver(observer as Any, name: name, object: object)
    }

    @MainActor
    private func removeSelectorObservations(of observer: AnyObject, name: Notification.Name?) {
        let gone = SelectorObservation.all.filter {
            $0.center === self && $0.observer === observer && (name == nil || $0.name == name)
        }
        for registration in gone { if let token = registration.token { removeObserver(token) } }
        SelectorObservation.all.removeAll { r in gone.contains { $0 === r } }
    }
}

/// One selector registration: the weak observer, its method, and Foundation's token.
@MainActor
final class SelectorObservation {
    static var all: [SelectorObservation] = []
    weak var observer: AnyObject?
    weak var center: NotificationCenter?
    let selector: Selector
    let name: Notification.Name?
    var token: NSObjectProtocol?

    init(observer: AnyObject, selector: Selector, name: Notification.Name?) {
        self.observer = observer
        self.selector = selector
        self.name = name
    }
}
