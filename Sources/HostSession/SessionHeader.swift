import Foundation

/// The first line of a recorded session: what the window was when the recording began.
///
/// A replay makes a window of this size and scale, gives it these safe-area insets and builds the
/// root view controller the application named in `app` builds. See docs/SESSION-FORMAT.md.
public struct SessionHeader: Codable, Equatable, Sendable {
    /// The value of `format` in every session file: a file whose first line lacks it is not a session.
    public static let formatName = "scrollkit-session"
    /// The format version this build writes and reads. A reader refuses any other version, because a
    /// replay that silently skipped unknown fields would not reproduce the recorded frames.
    public static let currentVersion = 1

    /// Always `formatName`.
    public var format: String
    /// The format version the file was written in.
    public var version: Int
    /// Which application's window was recorded (for example "Gallery"), so a replay can build it.
    public var app: String
    /// The window's width in points when recording began.
    public var width: Double
    /// The window's height in points when recording began.
    public var height: Double
    /// Pixels per point (the window's `screen.scale`) when recording began.
    public var scale: Double
    /// The window's safe-area insets when recording began (the SDL host simulates a device's).
    public var safeArea: SessionInsets

    /// A header for the current format version.
    public init(app: String, width: Double, height: Double, scale: Double, safeArea: SessionInsets = SessionInsets()) {
        format = Self.formatName
        version = Self.currentVersion
        self.app = app
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
    }
}

/// Edge insets in points, as written in a session file (top, left, bottom, right).
public struct SessionInsets: Codable, Equatable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets with the given edges (zero by default).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
