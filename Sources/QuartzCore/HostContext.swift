import Synchronization

/// What one host's run of ScrollKit shares: its clock, its scheduler (timers, display links, layer
/// animations, tiled layers with work), its tile manager, its Core Animation transactions and,
/// through `attachment(_:)`, what the modules above keep per host (UIKit's screen, application,
/// windows, first responder, animation stack, memory-warning list and Auto Layout latch). See docs/ARCHITECTURE.md#one-host-context.
///
/// A host owns one: `HeadlessHost` and `SDLWindowHost` use the context current when they are made
/// (the process's, unless a test or caller bound another), and a `HeadlessHost` given a context of its
/// own runs beside the others without sharing a clock, a timer or a first responder. A window keeps
/// the context it was made in (`UIWindow.hostContext`) and makes it current while it handles input
/// and runs its frames, so code reached from a window finds its host's state through `current`. Code
/// without a window (`CACurrentMediaTime()`, `UIScreen.main`, `UIApplication.shared`, scheduling a
/// timer from a test) uses `current` too.
@preconcurrency @MainActor
public final class HostContext {
    /// The context in force: the one bound by `run(_:)` in this task (a window's host while it
    /// handles input and frames, or a test's own), otherwise `process`.
    ///
    /// Readable from any thread, as the clock is; a thread with no binding (a tile drawing thread)
    /// sees `process`.
    public nonisolated static var current: HostContext { HostContextBinding.bound ?? process }

    /// The context of code that runs outside any binding: the process's, shared by every host and
    /// window made without a context of their own, which is how a one-window app runs.
    public nonisolated static let process = HostContext()

    /// This context's clock: the latest host timestamp it was given (see `HostClock`).
    nonisolated let clock = HostClockCell()

    /// Everything that waits for this context's clock (see `HostScheduler`).
    public let scheduler = HostScheduler()

    /// The tiles of every tiled layer this context's windows show: one budget, one priority
    /// order, one eviction policy (`TileManager`). Made on first use; a host may give its own.
    public var tileManager: TileManager {
        get {
            if let tileManagerStorage { return tileManagerStorage }
            let made = TileManager()
            tileManagerStorage = made
            return made
        }
        set { tileManagerStorage = newValue }
    }
    private var tileManagerStorage: TileManager?

    /// Core Animation's transactions in this context: the open ones, the implicit one and when it
    /// last committed a frame (`CATransaction`'s class methods act on the current context's).
    let transactions = CATransactionState()

    /// What modules above QuartzCore keep per host, one object per type (`attachment(_:)`).
    private var attachments: [ObjectIdentifier: AnyObject] = [:]

    /// A context with its clock at 0, nothing scheduled and no state of the modules above yet.
    public nonisolated init() {}

    /// The host time of this context, in seconds (`CACurrentMediaTime()` while it is current).
    public nonisolated var now: CFTimeInterval { clock.now }

    /// Runs `body` with this context current (`HostContext.current`), then restores the one before.
    /// Hosts and windows wrap their input and frames in it; tests may too.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        if HostContextBinding.bound === self { return try body() }
        return try HostContextBinding.$bound.withValue(self) { try body() }
    }

    /// Runs `body` with `context` current for the rest of the task and the tasks it starts: the form
    /// for asynchronous code (a test's scope), where the body may suspend.
    public nonisolated static func run<Result>(_ context: HostContext,
                                               _ body: () async throws -> Result) async rethrows -> Result {
        try await HostContextBinding.$bound.withValue(context) { try await body() }
    }

    /// The object of type `T` this context keeps for a module above QuartzCore, made by `make` on
    /// first use. UIKit keeps its per-host state here; QuartzCore cannot name UIKit's types.
    package func attachment<T: AnyObject>(_ make: () -> T) -> T {
        let key = ObjectIdentifier(T.self)
        if let existing = attachments[key] { return unsafeDowncast(existing, to: T.self) }
        let made = make()
        attachments[key] = made
        return made
    }

    /// Restarts the clock at `time` and drops everything scheduled (timers are invalidated), the
    /// tile manager and the open Core Animation transactions (their completions never run).
    package func reset(to time: CFTimeInterval = 0) {
        clock.store(time.isFinite ? time : 0)
        scheduler.removeAll()
        // A new session starts with a new manager (the default budget, no tiles, no jobs).
        tileManagerStorage?.removeAll()
        tileManagerStorage = nil
        transactions.removeAll()
    }
}

/// The task-local binding behind `HostContext.current` (a type of its own: a task-local must be static).
enum HostContextBinding {
    /// The context bound in this task, nil where none is.
    @TaskLocal static var bound: HostContext?
}

/// A context's clock: the time's bit pattern in an atomic, so a read on a drawing thread never tears.
/// Only the host's thread moves it.
final class HostClockCell: Sendable {
    private let storage = Atomic<UInt64>(0)

    /// The latest time stored.
    var now: CFTimeInterval { CFTimeInterval(bitPattern: storage.load(ordering: .relaxed)) }

    /// Sets the time, forwards or back (`advance(to:)` is the forward-only form).
    func store(_ time: CFTimeInterval) { storage.store(time.bitPattern, ordering: .relaxed) }

    /// Moves the clock forward to `timestamp`; an earlier or non-finite timestamp leaves it. Returns
    /// the time in force.
    func advance(to timestamp: CFTimeInterval) -> CFTimeInterval {
        if timestamp.isFinite, timestamp > now { store(timestamp) }
        return now
    }
}
