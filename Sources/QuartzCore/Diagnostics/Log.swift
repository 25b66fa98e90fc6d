import Logging

/// QuartzCore's diagnostics, through swift-log:
/// `Log.tiles.warning("<what happened>; <what was done about it>")`.
///
/// Each use makes a fresh `Logger`, so whichever handler the process bootstrapped gets the record
/// (see UIKit's Log.swift). Tile messages may come from drawing threads; `Logger` is thread-safe.
enum Log {
    /// Layers, animations, the clock and scheduler.
    static var quartzCore: Logger { Logger(label: "scrollkit.quartzcore") }
    /// CATiledLayer: bad tile sizes, hung or failed tile draws.
    static var tiles: Logger { Logger(label: "scrollkit.quartzcore.tiles") }
}
