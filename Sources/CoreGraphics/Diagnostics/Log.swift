import Logging

/// CoreGraphics' diagnostics, through swift-log:
/// `Log.coreGraphics.warning("<what happened>; <what was done about it>")`.
/// Each use makes a fresh `Logger`, so whichever handler the process bootstrapped gets the record.
enum Log {
    /// Contexts, images, paths: unsupported formats and bad input.
    static var coreGraphics: Logger { Logger(label: "scrollkit.coregraphics") }
}
