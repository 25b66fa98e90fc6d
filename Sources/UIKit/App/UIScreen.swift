/// The display. The host sets its size and scale; the default is the 320×480 pt, 2× screen the seeds'
/// examples were written for (iPhone 4).
///
/// `UIScreen.main` is deprecated on iOS 16 (use the window's `screen` or the trait collection's
/// `displayScale`); it is kept, because there is one screen here and existing code reads it.
/// Changing `scale` or `bounds` updates the traits of every window on this screen at their next
/// layout pass (`traitCollectionDidChange(_:)`).
@preconcurrency @MainActor
open class UIScreen {
    /// The screen of the current host context, which the host sizes (deprecated on iOS 16; see the
    /// type's notes). A class property, as on iOS; one per host (HostContext).
    open class var main: UIScreen { HostContext.current.uikit.screen }

    /// The host context whose windows hear this screen's changes: the one current when it was made.
    /// Weak: the context keeps its main screen (`UIKitHostState.screen`), so a strong reference back
    /// would be a cycle that outlives every test's own context (LeakSanitizer found it).
    weak var hostContext: HostContext?

    /// A screen with the default 320 × 480 pt bounds at 2×; hosts and tests configure `UIScreen.main` instead.
    public init() { hostContext = .current }

    /// The main screen of `context`.
    init(in context: HostContext) { hostContext = context }

    /// The screen's size in points.
    open var bounds = CGRect(x: 0, y: 0, width: 320, height: 480) {
        didSet {
            bounds = Finite.rect(bounds).standardized
            if bounds != oldValue { screenDidChange() }
        }
    }

    /// Pixels per point. Non-finite or non-positive values are ignored with a message.
    open var scale: CGFloat = 2 {
        didSet {
            guard scale.isFinite, scale > 0 else {
                Log.uikit.warning("UIScreen.scale \(scale) is not a positive number; keeping \(oldValue)")
                scale = oldValue
                return
            }
            if scale != oldValue { screenDidChange() }
        }
    }

    /// The physical panel's scale. On iOS it differs from `scale` only on the Plus models' downsampled
    /// panels; a host draws at `scale`, so the two are equal here.
    open var nativeScale: CGFloat { scale }
    /// The screen's size in pixels, as on iOS (portrait-up, `bounds` times `nativeScale`).
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
    /// The display's refresh rate, 60 by default as on most iPhones; informational, since hosts pace
    /// frames with their own clock.
    open var maximumFramesPerSecond = 60

    /// The screen's traits: its scale, with size classes from its bounds.
    open var traitCollection: UITraitCollection {
        var t = UITraitCollection.current
        t.displayScale = scale
        t.horizontalSizeClass = UITraitCollection.sizeClass(bounds.width, regularFrom: UITraitCollection.regularWidthMinimum)
        t.verticalSizeClass = UITraitCollection.sizeClass(bounds.height, regularFrom: UITraitCollection.regularHeightMinimum)
        return t
    }

    private func screenDidChange() {
        for window in hostContext?.uikit.windows.compactMap(\.value) ?? [] where window.screen === self { window.environmentDidChange() }
    }
}
