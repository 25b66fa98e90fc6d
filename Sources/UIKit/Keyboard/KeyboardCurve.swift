import Foundation

/// The software keyboard's size and motion, with where each number comes from.
///
/// The motion: iOS posts animation curve 7 in `keyboardAnimationCurveUserInfoKey`, a value outside the
/// public `UIView.AnimationCurve` (openradar 14872290, "UIKeyboard NSNotifications provide an invalid
/// animation curve value"). Developers who printed the animations UIKit creates for a block run with
/// that curve (`UIView.AnimationOptions(rawValue: 7 << 16)`) found a `CASpringAnimation` of mass 3 and
/// stiffness 1000 lasting 0.5 s, the block's own duration being ignored (Apple Developer Forums thread
/// 48088, "iOS Keyboard show animation curve control points"). The reported damping (500) would make
/// the spring heavily over-damped and leave it 37 % short of the end after 0.5 s, which is not what
/// the keyboard does on screen (it is still for the last part of the half second); ScrollKit uses
/// the spring's natural frequency ω = √(1000/3) s⁻¹ with critical damping, whose published closed form is
///
///     progress(t) = 1 − (1 + ω·t)·e^(−ω·t)   for 0 ≤ t < 0.5 s, and 1 from 0.5 s on
///
/// (94.2 % at the posted 0.25 s, 99.9 % at 0.5 s). `UIView.animate` with curve 7 in its options runs
/// this spring for `duration` seconds (0.5), so app code animating "with the keyboard" matches it.
public enum KeyboardCurve {
    /// The value iOS posts in `keyboardAnimationCurveUserInfoKey` (see the type's summary).
    public static let rawValue = 7
    /// The spring's natural angular frequency, √(stiffness / mass) = √(1000 / 3) s⁻¹ (forum thread 48088).
    public static let omega = (1000.0 / 3.0).squareRoot()
    /// How long the keyboard's animation runs, whatever duration a block passes (forum thread 48088).
    public static let duration: TimeInterval = 0.5
    /// The duration iOS posts in `keyboardAnimationDurationUserInfoKey` (0.25 s on every iPhone since
    /// iOS 7, as the notifications logged in public Q&A show).
    public static let postedDuration: TimeInterval = 0.25

    /// The fraction of the way from the begin to the end frame at `t` seconds after the start.
    public static func progress(at t: TimeInterval) -> Double {
        guard t.isFinite, t > 0 else { return 0 }
        guard t < duration else { return 1 }
        return 1 - (1 + omega * t) * exp(-omega * t)
    }
}

/// The software keyboard's height.
public enum KeyboardMetrics {
    /// Height of the portrait iPhone keyboard above the home-indicator area: 257 pt, from its 291 pt
    /// total on 390 × 844 pt iPhones (12 to 14) less their 34 pt bottom safe area. The key area is the
    /// same on every iPhone and the differences between models come from the bottom safe area
    /// (F. Benacquista, "List of the official iOS keyboards' heights (and how to calculate them)").
    /// The keyboard's frame is this plus the window's bottom safe-area inset.
    public static let heightAboveSafeArea: CGFloat = 257
}

extension UIView.AnimationOptions {
    /// Whether the options carry curve 7, the keyboard's spring (`UIView.AnimationOptions(rawValue: 7 << 16)`).
    var isKeyboardCurve: Bool { (rawValue >> 16) & 0xF == UInt(KeyboardCurve.rawValue) }
}

extension SpringFit {
    /// The keyboard's spring for a unit mass: ω = √(1000/3) s⁻¹, critically damped, starting at rest.
    static var keyboard: SpringFit { SpringFit(omega: KeyboardCurve.omega, dampingRatio: 1, velocity: 0) }

    init(omega: Double, dampingRatio: Double, velocity: Double) {
        self.omega = omega
        self.dampingRatio = dampingRatio
        self.velocity = velocity
    }
}
