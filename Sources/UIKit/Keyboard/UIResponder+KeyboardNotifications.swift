import Foundation

/// The keyboard's notifications and their `userInfo` keys, under UIKit's names.
///
/// Each window's software keyboard posts them on `NotificationCenter.default` with the window as the
/// object (iOS posts them with a nil object; observers registered with `object: nil` hear both), in
/// this order: `keyboardWillChangeFrameNotification` (only when the frame changes), then
/// `keyboardWillShowNotification` or `keyboardWillHideNotification`, the animation, then
/// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification`/`keyboardDidHideNotification`.
/// The `userInfo` of every one holds the begin and end frames (`NSValue` of a `CGRect`, in screen
/// coordinates: convert with `view.convert(frame, from: nil)`), the duration (`NSNumber`, 0.25 s), the
/// curve (`NSNumber`, 7) and whether the keyboard belongs to this app (`NSNumber`, true).
extension UIResponder {
    /// Posted before the keyboard appears (the first responder now takes text).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard's appearance animation ended.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes away (no first responder takes text any more, or a drag
    /// dismissed it).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard's disappearance animation ended.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (showing, hiding, returning after an interactive drag).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// `userInfo` key: the keyboard's frame before the change, an `NSValue` of a `CGRect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `userInfo` key: the keyboard's frame after the change, an `NSValue` of a `CGRect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `userInfo` key: the animation's duration in seconds, an `NSNumber` (0.25, as iOS posts).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `userInfo` key: the animation's curve, an `NSNumber` holding 7, the keyboard's own curve; pass
    /// it to `UIView.animate` as `UIView.AnimationOptions(rawValue: curve << 16)` to move with it.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `userInfo` key: whether the keyboard belongs to this app, an `NSNumber` (always true here: there
    /// is one app per host).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
