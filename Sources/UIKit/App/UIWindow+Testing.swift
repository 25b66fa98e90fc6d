/// Read-outs of the window for the package's hosts and tests: not UIKit API (iOS draws its keyboard
/// in a window of its own, which apps do not see), so `package`.
extension UIWindow {
    /// Where the software keyboard will rest, in window coordinates, or nil while it is hidden or going
    /// away. Zero height on a desktop-shaped window (the hardware-keyboard model).
    package var softwareKeyboardFrame: CGRect? {
        guard let keyboard = softwareKeyboardStorage, keyboard.isShown else { return nil }
        return keyboard.frame
    }

    /// The keyboard panel while it is in the window (showing, shown or hiding); its layer's
    /// `presentation()` is where it is drawn mid-animation. Nil on desktop-shaped windows.
    package var softwareKeyboardView: UIView? {
        guard let keyboard = softwareKeyboardStorage, keyboard.panel.superview === self else { return nil }
        return keyboard.panel
    }
}
