import Foundation

/// How far the process's peak resident memory rose while a block ran (Linux `/proc/self/status`).
///
/// Writing 5 to `/proc/self/clear_refs` resets the peak (VmHWM) to the current resident size
/// (Linux ≥ 4.0, proc(5)); after the block the peak minus the resident size before it is what the
/// block (and anything running at the same time) touched at most. Pages allocated but never touched
/// do not count, as they cost no memory. Other tests run in parallel, so a bound checked with it
/// should be generous (tens of MB of noise); ImageSizePolicy's 256 MiB is.
enum PeakMemory {
    /// The body's result and the peak's rise in bytes (nil when /proc cannot be read or reset).
    static func rise<T>(_ body: () throws -> T) rethrows -> (result: T, bytes: Int?) {
        let before = field("VmRSS")
        let reset = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .ascii)) != nil
        let result = try body()
        guard reset, let before, let peak = field("VmHWM") else { return (result, nil) }
        return (result, max(0, peak - before))
    }

    /// A `kB` field of /proc/self/status, in bytes.
    static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
