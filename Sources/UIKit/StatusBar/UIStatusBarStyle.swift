import Foundation

/// The look of the status bar's text and icons (UIKit's `UIStatusBarStyle`; raw values are iOS's).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode (iOS 13's automatic style).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

/// How the status bar animates when it hides or shows (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The bar fades in or out.
    case fade = 1
    /// The bar slides in or out at the top edge.
    case slide = 2
}

/// The status bar a host simulates for its window: how tall it is and whether hiding it gives its
/// height back to the safe area.
///
/// On a phone with a sensor housing (the notched iPhones) the top safe area belongs to the housing:
/// hiding the status bar leaves the inset as it is. On a phone with a home button (iPhone 8, SE)
/// the 20 pt status bar *is* the top safe area: hiding it makes the inset 0, and view controllers'
/// layouts move up (Apple's "Positioning content relative to the safe area": the safe area reflects
/// "the status bar … when visible").
public struct SimulatedStatusBar: Equatable, Sendable {
    /// The bar's height in points while it shows.
    public var height: CGFloat
    /// Whether the top safe area is the bar's alone (true: hiding the bar makes the inset 0).
    public var reservesSafeArea: Bool

    /// A status bar of `height` points; `reservesSafeArea` as described on the type.
    public init(height: CGFloat, reservesSafeArea: Bool) {
        self.height = height.isFinite ? max(0, height) : 0
        self.reservesSafeArea = reservesSafeArea
    }

    /// A notched iPhone's (12, 13, 14: 47 pt, the same as the top of `UIWindow.phoneSafeAreaInsets`);
    /// hiding it does not change the safe area.
    public static let notchedPhone = SimulatedStatusBar(height: 47, reservesSafeArea: false)
    /// A home-button iPhone's (8, SE): 20 pt, the height of the status bar on every iPhone before
    /// the iPhone X (Apple's iOS 7–10 Human Interface Guidelines); hiding it makes the top inset 0.
    public static let homeButtonPhone = SimulatedStatusBar(height: 20, reservesSafeArea: true)
}
