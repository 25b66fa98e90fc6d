import Logging

/// The photo browser's diagnostics, through swift-log:
/// `Log.photoBrowser.warning("<what happened>; <what was done about it>")`.
/// Each use makes a fresh `Logger`, so whichever handler the process bootstrapped gets the record.
enum Log {
    /// Photos and pyramids that cannot be read, placeholder tiles.
    static var photoBrowser: Logger { Logger(label: "scrollkit.photobrowser") }
}
