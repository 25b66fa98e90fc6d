@_exported import CoreGraphics

/// Seconds, as in Apple's QuartzCore.
public typealias CFTimeInterval = Double

/// The clock of the current host context (`HostContext.current`, docs/ARCHITECTURE.md#one-clock):
/// each host has its own, and this façade reads and moves the one in force.
///
/// Time only ever enters through the host API (`UIWindow.send`, `UIWindow.tick`), which calls
/// `advance(to:)` with the window's context current. Nothing in the library reads the wall clock, so
/// every run is deterministic and a test can put a frame at any timestamp it likes.
public enum HostClock {
    /// The latest host timestamp the current context has seen. Starts at 0.
    ///
    /// Readable from any thread, as `CACurrentMediaTime()` is on iOS (a thread with no context
    /// bound reads the process's). Only the host's thread moves it (`advance(to:)`, `reset(to:)`).
    public static var now: CFTimeInterval { HostContext.current.now }

    /// Moves the clock forward. Returns the time actually in force.
    ///
    /// Out-of-order input is clamped: a timestamp earlier than `now` (or NaN/infinite) leaves the
    /// clock where it is, so time never runs backwards for animations, timers or velocity estimates.
    @discardableResult
    public static func advance(to timestamp: CFTimeInterval) -> CFTimeInterval {
        HostContext.current.clock.advance(to: timestamp)
    }

    /// Restarts the current context's clock at `time` and drops what it had scheduled (tests and
    /// hosts that open a new session; never called by the library, so `package`).
    @MainActor
    package static func reset(to time: CFTimeInterval = 0) {
        HostContext.current.reset(to: time)
    }
}

/// The current host time, like Apple's `CACurrentMediaTime()`: the clock of the host context in
/// force (`HostContext.current`), not the wall clock.
public func CACurrentMediaTime() -> CFTimeInterval { HostClock.now }
