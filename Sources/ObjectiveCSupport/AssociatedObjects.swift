import Foundation
import Logging
import Synchronization

/// How `objc_setAssociatedObject` holds a value (Objective-C's raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained. ScrollKit holds the value weakly, so reading it after it has gone gives nil
    /// (iOS's unsafe-unretained reference would dangle).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying.copy()`; other values are kept as they are, Swift values are copies already).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (every access takes a lock here, so atomic and non-atomic are the same).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied, as `COPY_NONATOMIC`.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key` (the address of a static or global variable, as on
/// iOS: `objc_setAssociatedObject(self, &Keys.constraints, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`);
/// nil removes it. The value is released with the object. `object` must be a class instance: for a
/// value type (which has no identity to attach to) nothing is stored and one line is logged.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    guard let storage = AssociatedObjectTable.storage(for: object, creating: value != nil) else { return }
    guard let value else { storage.setAssociated(nil, forKey: key); return }
    let held: AssociatedValue
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        if let instance = AssociatedObjectTable.instance(value) {
            held = .weak(WeakReference(instance))
        } else {
            held = .strong(value)   // a value type cannot be referenced weakly: keep a copy
        }
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        held = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        held = .strong(value)
    }
    storage.setAssociated(held, forKey: key)
}

/// The value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjectTable.storage(for: object, creating: false)?.associated(forKey: key)?.value
}

/// Releases every value attached to `object` (Apple advises against calling it outside tests:
/// it removes other code's associations too).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjectTable.storage(for: object, creating: false)?.removeAllAssociated()
}

/// Runtime storage for objects that do not carry their own: a table keyed by object identity,
/// holding each object weakly. An entry whose object has gone is dropped (and its values
/// released) at the next associated-object call, since Swift gives no hook into another class's
/// `deinit`; an address reused by a new object is recognised by the dead weak reference.
enum AssociatedObjectTable {
    private struct Entry {
        let owner: WeakReference
        let storage: ObjectRuntimeStorage
    }
    private static let table = Mutex([ObjectIdentifier: Entry]())

    /// The class instance inside `value`, or nil for a value type.
    static func instance(_ value: Any) -> AnyObject? {
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    static func storage(for object: Any, creating: Bool) -> ObjectRuntimeStorage? {
        guard let instance = instance(object) else {
            if creating {
                Logger(label: "scrollkit.objectivec").warning(
                    "objc_setAssociatedObject: \(type(of: object)) is not a class instance; nothing is stored")
            }
            return nil
        }
        if let carrier = instance as? ObjectRuntimeStorageCarrying { return carrier.objectRuntimeStorage }
        let id = ObjectIdentifier(instance)
        let (storage, dead): (ObjectRuntimeStorage?, [Entry]) = table.withLock { t in
            var dead: [Entry] = []
            for (key, entry) in t where entry.owner.object == nil {
                dead.append(entry)
                t[key] = nil
            }
            if let entry = t[id] { return (entry.storage, dead) }
            guard creating else { return (nil, dead) }
            let entry = Entry(owner: WeakReference(instance), storage: ObjectRuntimeStorage())
            t[id] = entry
            return (entry.storage, dead)
        }
        withExtendedLifetime(dead) {}   // released outside the lock
        return storage
    }
}
