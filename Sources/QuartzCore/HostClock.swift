@_exported import CoreGraphics
import Synchronization

/// Seconds, as in Apple's QuartzCore.
public typealias CFTimeInterval = Double

/// The one clock of a ScrollKit process (docs/ARCHITECTURE.md#one-clock).
///
/// Time only ever enters through the host API (`UIWindow.send`, `UIWindow.tick`), which calls
/// `advance(to:)`. Nothing in the library reads the wall clock, so every run is deterministic and a
/// test can put a frame at any timestamp it likes.
public enum HostClock {
    /// The latest host timestamp seen. Starts at 0.
    ///
    /// Readable from any thread, as `CACurrentMediaTime()` is on iOS: tile drawing threads stamp
    /// their work with it. Only the host's thread moves it (`advance(to:)`, `reset(to:)`).
    public static var now: CFTimeInterval { CFTimeInterval(bitPattern: storage.load(ordering: .relaxed)) }
    /// The time's bit pattern: an atomic, so a read on a drawing thread never tears.
    private static let storage = Atomic<UInt64>(0)

    /// Moves the clock forward. Returns the time actually in force.
    ///
    /// Out-of-order input is clamped: a timestamp earlier than `now` (or NaN/infinite) leaves the
    /// clock where it is, so time never runs backwards for animations, timers or velocity estimates.
    @discardableResult
    public static func advance(to timestamp: CFTimeInterval) -> CFTimeInterval {
        if timestamp.isFinite, timestamp > now { storage.store(timestamp.bitPattern, ordering: .relaxed) }
        return now
    }

    /// Restarts the clock at `time` (tests and hosts that open a new session; never called by the
    /// library, so `package`).
    @MainActor
    package static func reset(to time: CFTimeInterval = 0) {
        storage.store((time.isFinite ? time : 0).bitPattern, ordering: .relaxed)
        HostScheduler.shared.removeAll()
        CATransaction.reset()
    }
}

/// The current host time, like Apple's `CACurrentMediaTime()`: the host clock, not the wall clock.
public func CACurrentMediaTime() -> CFTimeInterval { HostClock.now }
