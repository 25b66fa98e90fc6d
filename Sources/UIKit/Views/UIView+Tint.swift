/// `tintColor` inheritance, as UIKit documents it: a view's tint is its own if set, else its
/// superview's, up to the window, whose default is the system blue. Changing a tint calls
/// `tintColorDidChange()` on the view and on every descendant that inherits it; a view that moves
/// under a different tint hears it too.
extension UIView {
    /// How the tint is adjusted (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's (`normal` at the top).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// Desaturated (behind a modal presentation on iOS); not drawn differently here.
        case dimmed = 2
    }

    /// The default tint at the top of every hierarchy: iOS's system blue.
    static var defaultTintColor: UIColor { .systemBlue }

    var effectiveTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let own = v.storedTintColor { return own }
            view = v.superview
        }
        return Self.defaultTintColor
    }

    func setStoredTintColor(_ color: UIColor?) {
        let before = effectiveTintColor
        storedTintColor = color
        if effectiveTintColor != before { tintDidChangeBelow() }
    }

    /// `tintColorDidChange()` here and on descendants that inherit this view's tint.
    private func tintDidChangeBelow() {
        tintColorDidChange()
        for child in subviews where child.storedTintColor == nil { child.tintDidChangeBelow() }
    }

    /// Called after the view joined a superview: its inherited tint may be another now.
    func inheritedTintMayHaveChanged() { tintDidChangeBelow() }
}
