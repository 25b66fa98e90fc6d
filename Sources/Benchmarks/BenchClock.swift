import Foundation

/// What the benchmarks time with. CPU time by default: this 2-core machine is shared with up to nine
/// builds, and a wall-clock frame then counts the other processes' turns too (a 2 ms composite read
/// 15 ms of wall time at a load of 13), while a memcpy baseline, short enough to fit in one turn,
/// does not; the ratios were meaningless. `--wall-clock` restores wall time, for an idle machine.
///
/// Single-threaded work (a composite, a display pass, a tick) is timed with the calling thread's
/// CPU time; the gigapixel session's frame work with the process's, so the tile-drawing threads'
/// work counts while the main thread's waiting for them does not.
enum BenchClock {
    /// Set once by `main` from `--wall-clock`.
    // nonisolated(unsafe): written once by `main` before any benchmark (or drawing thread) reads it.
    nonisolated(unsafe) static var usesWallClock = false

    /// Seconds on the calling thread's CPU clock (or the monotonic clock with `--wall-clock`).
    static func thread() -> Double { read(usesWallClock ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID) }

    /// Seconds of CPU time of the whole process, every thread (or the monotonic clock).
    static func process() -> Double { read(usesWallClock ? CLOCK_MONOTONIC : CLOCK_PROCESS_CPUTIME_ID) }

    /// Seconds on the monotonic clock, whatever `--wall-clock` says (wall-time figures).
    static func wall() -> Double { read(CLOCK_MONOTONIC) }

    /// What the printed tables say the times are.
    static var name: String { usesWallClock ? "wall-clock time" : "CPU time (--wall-clock for wall time)" }

    private static func read(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
