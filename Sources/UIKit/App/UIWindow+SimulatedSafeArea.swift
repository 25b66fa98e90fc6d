/// The safe area a host simulates for its window: what the status bar and the home indicator of a
/// phone reserve. Hosts set it through `UIWindow.safeAreaInsets` (settable on ScrollKit's window, the
/// host's side of what iOS gets from the device); plain `UIWindow(frame:)` windows start with none.
extension UIWindow {
    /// A notched iPhone in portrait (iPhone 12, 13 and 14: 390×844 pt): the status bar reserves 47 pt
    /// at the top and the home indicator 34 pt at the bottom, as measured and published by Geoff
    /// Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen Sizes" (hacknicity.medium.com, 2022).
    public static let phoneSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// The insets a host gives a window of `size`: `phoneSafeAreaInsets` for a portrait phone shape
    /// with a home indicator (height at least twice the width, as the notched iPhones' 19.5 : 9
    /// screens), none for anything else (desktop and landscape shapes, and the 2 : 3 320×480 default
    /// window, which keeps zero insets so existing layouts and renders keep their numbers).
    public static func simulatedSafeAreaInsets(forWindowSize size: CGSize) -> UIEdgeInsets {
        guard size.width > 0, size.height.isFinite, size.height >= 2 * size.width else { return .zero }
        return phoneSafeAreaInsets
    }
}
