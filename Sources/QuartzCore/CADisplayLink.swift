import Foundation

/// A callback once per host frame, like Apple's `CADisplayLink`.
///
/// Apple's initialiser takes a target and selector; Linux has no selectors, so this one takes a closure
/// (README porting guide). `timestamp` is the host time of the frame being prepared and
/// `targetTimestamp` the next one, one `duration` later.
public final class CADisplayLink {
    /// The nominal frame interval: 1/60 s unless the host says otherwise (`preferredFramesPerSecond`).
    public private(set) var duration: CFTimeInterval = 1.0 / 60.0
    public private(set) var timestamp: CFTimeInterval = 0
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    public var isPaused = false
    public var preferredFramesPerSecond: Int = 0 {
        didSet { duration = preferredFramesPerSecond > 0 ? 1.0 / Double(preferredFramesPerSecond) : 1.0 / 60.0 }
    }
    public private(set) var isValid = true
    private let action: (CADisplayLink) -> Void
    private var isAdded = false

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

    public func remove(from runloop: RunLoop = .main, forMode mode: RunLoop.Mode = .common) { invalidate() }

    public func invalidate() {
        isValid = false
        HostScheduler.shared.displayLinks.removeAll { $0 === self }
    }

    func fire(at time: CFTimeInterval) {
        timestamp = time
        action(self)
    }
}
