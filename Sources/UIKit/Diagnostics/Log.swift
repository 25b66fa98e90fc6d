import Logging

/// UIKit's diagnostics, through swift-log. Every message says what happened and what was done about
/// it: `Log.uikit.warning("<what happened>; <what was done about it>")`.
///
/// Each use makes a fresh `Logger`, so whichever handler the process bootstrapped (an app's
/// `--log-level` stderr handler, the tests' capturing handler) gets the record, even if it was
/// bootstrapped after the module's first message. Diagnostics are rare, so the cost does not matter.
enum Log {
    /// Views, touches, gestures, scroll views, images: bad input refused or clamped.
    static var uikit: Logger { Logger(label: "scrollkit.uikit") }
    /// Auto Layout: unsatisfiable constraints (UIKit's text), ambiguity, refused constraints.
    static var autoLayout: Logger { Logger(label: "scrollkit.uikit.autolayout") }
}
