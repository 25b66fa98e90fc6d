import Foundation

/// A callback once per host frame, like Apple's `CADisplayLink`.
///
/// Apple's initialiser takes a target and selector; Linux has no selectors, so this one takes a closure
/// (docs/PORTING.md). `timestamp` is the host time of the frame being prepared and
/// `targetTimestamp` the next one, one `duration` later.
@preconcurrency @MainActor
public final class CADisplayLink {
    /// The nominal frame interval: 1/60 s unless the host says otherwise (`preferredFramesPerSecond`).
    public private(set) var duration: CFTimeInterval = 1.0 / 60.0
    /// The host time of the frame being prepared, set just before each callback (0 before the first).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due: `timestamp` plus one `duration`.
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// Whether the callbacks are suspended; the link stays added and resumes when set back to false.
    public var isPaused = false
    /// The frame rate the callback wants; 0 (the default) means the host's native rate, treated as
    /// 60 Hz for `duration`. It does not change how often the host ticks.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { duration = preferredFramesPerSecond > 0 ? 1.0 / Double(preferredFramesPerSecond) : 1.0 / 60.0 }
    }
    /// False once `invalidate()` (or `remove(from:forMode:)`) was called; an invalid link never fires again.
    public private(set) var isValid = true
    private let action: (CADisplayLink) -> Void
    private var isAdded = false

    /// A link that calls `action` once per host frame after `add(to:forMode:)` (ScrollKit's closure form
    /// of `init(target:selector:)`).
    public init(_ action: @escaping (CADisplayLink) -> Void) {
        self.action = action
    }

    /// Starts the callbacks. The run loop and mode are accepted for source compatibility; every link
    /// runs on the host clock's frame.
    public func add(to runloop: RunLoop = .main, forMode mode: RunLoop.Mode = .common) {
        guard isValid, !isAdded else { return }
        isAdded = true
        HostScheduler.shared.displayLinks.append(self)
    }

    /// Stops the callbacks for good: with one host clock and no run-loop modes this is `invalidate()`
    /// (on iOS the link could be added again).
    public func remove(from runloop: RunLoop = .main, forMode mode: RunLoop.Mode = .common) { invalidate() }

    /// Stops the callbacks and releases the link's place in the host scheduler; it cannot be re-added.
    public func invalidate() {
        isValid = false
        HostScheduler.shared.displayLinks.removeAll { $0 === self }
    }

    func fire(at time: CFTimeInterval) {
        timestamp = time
        action(self)
    }
}
