@_implementationOnly import Cvips
@_implementationOnly import CVipsStart

/// libvips as QuartzCore's image codecs use it: started once per process (CVipsStart, shared with
/// TilePyramid), with its warnings silenced, and its error text taken safely across threads.
enum VipsLibrary {
    /// Whether libvips started; read by every decode and encode before its first libvips call.
    static let started: Bool = {
        let ok = scrollkit_vips_start() == 0
        if ok { cvips_silence_warnings() }
        return ok
    }()

    /// libvips' error text, or `fallback` when it has none. Copy-and-clear is one call under
    /// libvips' own lock, so no message is lost or read twice; the buffer is shared by all threads,
    /// though, so when two images fail at once one reason may carry the other's text too.
    static func takeError(or fallback: String) -> String {
        guard let buffer = vips_error_buffer_copy() else { return fallback }
        defer { g_free(buffer) }
        let message = String(cString: buffer).trimmingCharacters(in: .whitespacesAndNewlines)
        return message.isEmpty ? fallback : message
    }
}
