/// Signposts (Apple's `OSSignposter`) for code written for iOS: they compile and do nothing, as
/// Linux has no Instruments to show them. `withIntervalSignpost` runs its closure.
public struct OSSignposter: Sendable {
    public init(subsystem: String, category: String) {}
    public init(logger: Logger) {}
    public init(logHandle: OSLog) {}
    public init() {}
    public static let disabled = OSSignposter()
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { OSSignpostID(0) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState()
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState()
    }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                        around task: () throws -> T) rethrows -> T { try task() }
}

/// A signpost's identity (Apple's `OSSignpostID`).
public struct OSSignpostID: Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(0)
}

/// An interval begun by `beginInterval` (Apple's `OSSignpostIntervalState`).
public final class OSSignpostIntervalState: Sendable {
    init() {}
}
