import Logging

/// The SDL2 host's diagnostics, through swift-log:
/// `Log.sdlHost.error("<what happened>; <what was done about it>")`.
/// Each use makes a fresh `Logger`, so whichever handler the process bootstrapped gets the record.
enum Log {
    /// Video start-up and window creation.
    static var sdlHost: Logger { Logger(label: "scrollkit.sdlhost") }
}
