import Synchronization

/// What Objective-C's runtime keeps beside every object, for the objects that carry it: their
/// associated objects (`objc_setAssociatedObject`) and their key-value observers (`observe(_:…)`,
/// `addObserver(_:forKeyPath:…)`). Swift on Linux has no such runtime, so ScrollKit's own classes
/// (`UIResponder`, `UIGestureRecognizer`, `NSLayoutConstraint`, `UILayoutGuide`) hold one of these
/// as a stored property: what it holds is released when the object is, as on iOS. Other objects
/// get one from a weak-keyed table (AssociatedObjects.swift).
///
/// Thread-safe: associated objects may be set from any thread (a constraint DSL on a plain class
/// does); observers are told on the thread that changes the property (the main thread for views).
/// Callbacks and releases run outside the lock, so an observer or a value's `deinit` may come back in.
public final class ObjectRuntimeStorage: @unchecked Sendable {
    private struct State {
        var associated: [UnsafeRawPointer: AssociatedValue] = [:]
        var observers: [KeyValueObserverEntry] = []
    }
    /// Guards `guarded` (a `Mutex` of the state itself would need its values to be `sending`).
    private let lock = Mutex(())
    nonisolated(unsafe) private var guarded = State()

    private func withLock<R>(_ body: (inout State) -> R) -> R {
        lock.withLock { _ in body(&guarded) }
    }

    public init() {}

    // MARK: Associated objects

    func setAssociated(_ value: AssociatedValue?, forKey key: UnsafeRawPointer) {
        // The old value is released after the lock is let go: its deinit may set associated objects.
        let old: AssociatedValue? = withLock { s in
            let previous = s.associated[key]
            s.associated[key] = value
            return previous
        }
        withExtendedLifetime(old) {}
    }

    func associated(forKey key: UnsafeRawPointer) -> AssociatedValue? {
        withLock { $0.associated[key] }
    }

    func removeAllAssociated() {
        let old = withLock { s in
            let previous = s.associated
            s.associated = [:]
            return previous
        }
        withExtendedLifetime(old) {}
    }

    // MARK: Key-value observers

    /// Whether anyone observes a key of this object (one lock, no allocation): the setters of
    /// observable properties ask this first, so unobserved objects pay nothing more.
    public var hasObservers: Bool { withLock { !$0.observers.isEmpty } }

    package func addObserver(_ entry: KeyValueObserverEntry) {
        withLock { $0.observers.append(entry) }
    }

    package func removeObserver(_ entry: KeyValueObserverEntry) {
        withLock { s in s.observers.removeAll { $0 === entry } }
    }

    /// The observers of `key`, in the order they were added (the order they are told in).
    func observers(forKey key: String) -> [KeyValueObserverEntry] {
        withLock { s in s.observers.filter { $0.key == key } }
    }

    func observers(where matches: (KeyValueObserverEntry) -> Bool) -> [KeyValueObserverEntry] {
        withLock { s in s.observers.filter(matches) }
    }

    /// Tells `key`'s observers that the value is about to change (Foundation's
    /// `willChangeValue(forKey:)`): each notes the old value, and those with `.prior` are told now.
    public func willChangeValue(forKey key: String) {
        for entry in observers(forKey: key) { entry.willChange() }
    }

    /// Tells `key`'s observers that the value changed (Foundation's `didChangeValue(forKey:)`),
    /// with the old value each noted in `willChangeValue` and the value now.
    public func didChangeValue(forKey key: String) {
        for entry in observers(forKey: key) { entry.didChange() }
    }

    /// A change found after the fact (a derived value such as `adjustedContentInset`): the
    /// observers hear will and did at once, with `oldValue` as the old value.
    public func valueDidChange(forKey key: String, oldValue: Any) {
        for entry in observers(forKey: key) {
            entry.willChange(knownOldValue: oldValue)
            entry.didChange()
        }
    }
}

/// An associated value as its policy holds it.
enum AssociatedValue: @unchecked Sendable {
    case strong(Any)
    case weak(WeakReference)

    var value: Any? {
        switch self {
        case .strong(let v): return v
        case .weak(let w): return w.object
        }
    }
}

/// A weak reference (`OBJC_ASSOCIATION_ASSIGN`, the weak-keyed table's keys).
final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The objects that carry their runtime storage (ScrollKit's classes); the conformance is what
/// `objc_setAssociatedObject` and key-value observing look for.
public protocol ObjectRuntimeStorageCarrying: AnyObject {
    /// This object's associated objects and observers, released with it.
    nonisolated var objectRuntimeStorage: ObjectRuntimeStorage { get }
}
