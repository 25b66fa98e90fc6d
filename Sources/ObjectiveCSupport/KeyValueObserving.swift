import Foundation

// Key-value observing's types, as Foundation declares them on Apple platforms. Foundation on Linux
// has none (no Objective-C runtime), so ScrollKit declares them here and its own classes report
// their changes to them (UIKit's KeyValueObserving folder says which properties).

/// What an observer is given about a change (Foundation's `NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// One notification at once, when the observer is added, with the current value as `new`.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after it (`isPrior` true, no new value).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`); properties change by `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// The keys of the change dictionary given to `observeValue(forKeyPath:of:change:context:)`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An `NSNumber` holding the `NSKeyValueChange`'s raw value (1 for a property that was set).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change (with `.new`); geometry is boxed in `NSValue`, numbers and
    /// Booleans in `NSNumber`, as Objective-C boxes them.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change (with `.old`), boxed the same way.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// Indexes of a to-many change (never set here: the observable properties are values).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `NSNumber(true)` in the notification sent before a change (with `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// One change, as the closure of `observe(_:options:changeHandler:)` gets it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// `.setting` for a property.
    public let kind: Kind
    /// The value after the change, with `.new` (or `.initial`); nil in a prior notification.
    public let newValue: Value?
    /// The value before the change, with `.old`.
    public let oldValue: Value?
    /// Indexes of a to-many change; nil here.
    public let indexes: IndexSet?
    /// True in the notification sent before the change (with `.prior`).
    public let isPrior: Bool

    package init(kind: Kind, newValue: Value?, oldValue: Value?, indexes: IndexSet?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = indexes
        self.isPrior = isPrior
    }
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// An observation made by `observe(_:options:changeHandler:)`. It lasts until `invalidate()` is
/// called or it is released (keep it in a property), as Foundation's does.
public final class NSKeyValueObservation: @unchecked Sendable {
    private weak var storage: ObjectRuntimeStorage?
    private let entry: KeyValueObserverEntry?

    /// An observation of `entry`, already added to `storage`; nil for an observation refused at
    /// the start (an unsupported key path), which reports nothing.
    package init(storage: ObjectRuntimeStorage?, entry: KeyValueObserverEntry?) {
        self.storage = storage
        self.entry = entry
    }

    /// Stops the observation; later changes are not reported. Calling it again does nothing.
    public func invalidate() {
        if let entry { storage?.removeObserver(entry) }
        storage = nil
    }

    deinit { invalidate() }
}

/// One observer of one key of one object: what it wants (`options`), the old values noted by
/// `willChange` (a stack, since a change may nest inside another of the same key, e.g. an offset
/// set from `scrollViewDidScroll`), and how it is told. Its closures hold the observed object
/// weakly (the object's storage holds the entry).
package final class KeyValueObserverEntry: @unchecked Sendable {
    /// The observed key (`"contentOffset"`, `"state"`).
    package let key: String
    let options: NSKeyValueObservingOptions
    /// Identifies an `addObserver` registration for `removeObserver` (nil for `observe`).
    let observerIdentity: ObjectIdentifier?
    let context: UnsafeMutableRawPointer?
    /// Reads the observed value (typed, unboxed).
    private let read: () -> Any?
    /// Tells the observer: (old, new, isPrior), values as `read` gives them.
    private let deliver: (Any?, Any?, Bool) -> Void
    private var pendingOldValues: [Any?] = []

    package init(key: String, options: NSKeyValueObservingOptions, observerIdentity: ObjectIdentifier? = nil,
                 context: UnsafeMutableRawPointer? = nil,
                 read: @escaping () -> Any?, deliver: @escaping (_ old: Any?, _ new: Any?, _ isPrior: Bool) -> Void) {
        self.key = key
        self.options = options
        self.observerIdentity = observerIdentity
        self.context = context
        self.read = read
        self.deliver = deliver
    }

    func willChange(knownOldValue: Any? = nil) {
        let old: Any? = options.contains(.old) ? (knownOldValue ?? read()) : nil
        pendingOldValues.append(old)
        if options.contains(.prior) { deliver(old, nil, true) }
    }

    func didChange() {
        // A did without a will (an observer added between the two) reports no old value.
        let old = pendingOldValues.popLast() ?? nil
        deliver(old, options.contains(.new) ? read() : nil, false)
    }

    /// The `.initial` notification: the current value as new, sent when the observer is added.
    package func sendInitialIfAsked() {
        guard options.contains(.initial) else { return }
        deliver(nil, options.contains(.new) ? read() : nil, false)
    }
}

extension ObjectRuntimeStorage {
    /// The most recent `addObserver` registration of `observer` for `key` (with `context`, if
    /// `matchContext`), or nil.
    package func registration(of observer: AnyObject, key: String, context: UnsafeMutableRawPointer?,
                              matchContext: Bool) -> KeyValueObserverEntry? {
        let id = ObjectIdentifier(observer)
        return observers(where: {
            $0.observerIdentity == id && $0.key == key && (!matchContext || $0.context == context)
        }).last
    }
}
