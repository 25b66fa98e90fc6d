import Cvips
import CVipsStart
import Foundation

/// One-time libvips start-up and its error reporting.
///
/// vips_init must run once per process before any other call (libvips' documentation);
/// `VipsRuntime.start()` is idempotent and thread-safe, and every entry point of the module calls it.
enum VipsRuntime {
    private static let started: Bool = {
        // One start-up per process, shared with QuartzCore's ImageDecoder: two modules calling
        // vips_init at once made the second use libvips before its types were registered.
        let ok = scrollkit_vips_start() == 0
        // libvips' operation cache keeps recently used pipelines (and their pixels) alive; a tiler
        // never repeats an operation, so the cache only costs memory.
        vips_cache_set_max(0)
        cvips_silence_warnings()
        return ok
    }()

    @discardableResult
    static func start() -> Bool { started }

    /// Takes libvips' thread-local-ish global error text, clears it, and wraps it as a Swift error.
    static func error(_ what: String) -> PyramidError {
        .vips(operation: what, message: takeErrorMessage())
    }

    static func takeErrorMessage() -> String {
        // Copy-and-clear in one call, under libvips' own lock: tiles fail on several drawing threads
        // at once; no message is lost, though one reason may carry another thread's text (the
        // buffer is process-wide).
        guard let buffer = vips_error_buffer_copy() else { return "unknown libvips error" }
        defer { g_free(buffer) }
        let text = String(cString: buffer)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        return text.isEmpty ? "unknown libvips error" : text
    }
}
