/// A timer on the host clock, for app code that on iOS would use `Timer` or `asyncAfter`.
///
/// Foundation's `Timer` on Linux runs on the wall clock and a real run loop, which would make replayed
/// sessions non-deterministic, so ScrollKit apps use this type (same shape as
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`; see docs/PORTING.md).
/// A repeating timer that falls behind fires once per tick and skips the missed intervals, as
/// Foundation's timers do.
@preconcurrency @MainActor
public final class HostTimer {
    /// Seconds between firings (0 when the interval given was negative or not finite).
    public let timeInterval: CFTimeInterval
    /// Whether the timer fires again every `timeInterval` until invalidated.
    public let repeats: Bool
    /// The host time at which the timer next fires.
    public private(set) var fireDate: CFTimeInterval
    /// False once the timer was invalidated or, for a one-shot timer, has fired.
    public private(set) var isValid = true
    let serial: Int
    /// What the timer runs; released once the timer can never fire again (invalidated, or a one-shot
    /// timer that fired), as Foundation's `Timer` releases its block. A block often captures an
    /// object that holds the timer (a request that can cancel it): kept, that cycle would outlive
    /// both (`make sanitize` found one per simulated tile load, TimerReleaseTests).
    private var block: ((HostTimer) -> Void)?

    init(interval: CFTimeInterval, repeats: Bool, block: @escaping (HostTimer) -> Void) {
        // A non-finite or negative interval is treated as 0: the timer fires on the next tick.
        let safe = interval.isFinite ? max(0, interval) : 0
        self.timeInterval = safe
        self.repeats = repeats
        self.block = block
        self.fireDate = HostClock.now + safe
        self.serial = HostScheduler.shared.serial()
    }

    /// Schedules a timer on the host clock; it first fires at `now + interval`.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: CFTimeInterval, repeats: Bool,
                                      block: @escaping (HostTimer) -> Void) -> HostTimer {
        let timer = HostTimer(interval: interval, repeats: repeats, block: block)
        HostScheduler.shared.timers.append(timer)
        return timer
    }

    /// Runs `work` once, `delay` seconds from now (the host-clock form of `DispatchQueue.main.asyncAfter`).
    @discardableResult
    public static func after(_ delay: CFTimeInterval, execute work: @escaping () -> Void) -> HostTimer {
        scheduledTimer(withTimeInterval: delay, repeats: false) { _ in work() }
    }

    /// Stops the timer for good, as `Timer.invalidate()` does; it is dropped at the next tick.
    public func invalidate() {
        isValid = false
        block = nil
    }

    func fire(at time: CFTimeInterval) {
        guard isValid else { return }
        if repeats, timeInterval > 0 {
            // The scheduler fires timers up to 1e-9 s early (frame times accumulate rounding), so
            // `time - fireDate` may be a hair below 0: count that as no interval missed, not −1.
            let missed = max(0, ((time - fireDate) / timeInterval).rounded(.down))
            fireDate += (missed + 1) * timeInterval
        } else if repeats {
            fireDate = time + 1e-6
        } else {
            isValid = false
        }
        let block = self.block
        if !isValid { self.block = nil }
        block?(self)
    }
}
