/// The haptic feedback generators: UIKit's `UIFeedbackGenerator` family, present so code that taps
/// the user's hand compiles and runs. A desktop has no Taptic Engine, so every call does nothing
/// (as on iOS devices without one, or with system haptics off); nothing is logged, because calling
/// them on every selection change is what iOS code does.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// A generator (iOS 10).
    public init() {}
    /// Would warm the Taptic Engine up for a coming feedback; does nothing here.
    open func prepare() {}
}

/// A physical impact (a view snapping into place): `impactOccurred()` does nothing here.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// `light`, `medium` (the default), `heavy`, `soft`, `rigid`.
        case light, medium, heavy, soft, rigid
    }
    /// The style given at creation.
    public let style: FeedbackStyle
    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) { self.style = style }
    /// A generator of medium impacts, as iOS's `init()`.
    public override convenience init() { self.init(style: .medium) }
    /// Would play an impact; does nothing here.
    open func impactOccurred() {}
    /// Would play an impact at `intensity` (0…1); does nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// A selection change (a picker's detent): `selectionChanged()` does nothing here.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Would play the selection tick; does nothing here.
    open func selectionChanged() {}
}

/// A task's outcome (success, warning, error): `notificationOccurred(_:)` does nothing here.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable {
        /// `success`, `warning`, `error`.
        case success, warning, error
    }
    /// Would play the pattern for `notificationType`; does nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
