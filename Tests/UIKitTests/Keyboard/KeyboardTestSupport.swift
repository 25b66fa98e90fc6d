import Foundation
import UIKit

/// A 390 × 844 pt phone window (iPhone 12 to 14) with their 47 pt top and 34 pt bottom safe area:
/// its keyboard is 257 + 34 = 291 pt tall and rests with its top at y = 553.
@MainActor
func makePhoneWindow() -> UIWindow {
    let window = makeTestWindow(width: 390, height: 844)
    window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    return window
}

/// The phone window's keyboard, computed here from the published figures.
enum PhoneKeyboard {
    static let height: CGFloat = 291
    static let shown = CGRect(x: 0, y: 844 - 291, width: 390, height: 291)
    static let hidden = CGRect(x: 0, y: 844, width: 390, height: 291)
    /// The published curve: 1 − (1 + ωt)·e^(−ωt), ω = √(1000/3), ending at 0.5 s.
    static func progress(_ t: Double) -> Double {
        if t >= 0.5 { return 1 }
        let w = (1000.0 / 3.0).squareRoot()
        return 1 - (1 + w * t) * exp(-w * t)
    }
}

/// The smallest text-taking responder: a view adopting `UIKeyInput` that becomes first responder
/// when tapped (as a text field does) and logs what it is sent.
@MainActor
final class KeyInputView: UIView, UIKeyInput {
    var typed = ""
    var trace: [String]?
    var refusesToResign = false
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    @discardableResult override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        // A text field's textFieldDidBeginEditing comes here, after super.
        if became { trace?.append("didBeginEditing") }
        return became
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { becomeFirstResponder() }
}

/// A responder that takes focus but no text (a custom control): the keyboard stays down for it.
@MainActor
final class FocusOnlyView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Records the keyboard notifications a window posts, with their userInfo and the host time.
@MainActor
final class KeyboardRecorder {
    struct Entry {
        var name: String
        var begin: CGRect, end: CGRect
        var duration: Double, curve: UInt, isLocal: Bool
        var time: TimeInterval
    }
    private(set) var entries: [Entry] = []
    var names: [String] { entries.map(\.name) }
    /// Runs inside each notification, after it is recorded (re-entrancy tests).
    var onNotification: ((String) -> Void)?
    /// Other observers' and responders' events, interleaved with the notifications.
    var trace: [String] = []

    static let all: [Notification.Name] = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidChangeFrameNotification,
        UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
    ]

    init(window: UIWindow) {
        for name in Self.all {
            NotificationCenter.default.addObserver(self, selector: KeyboardRecorder.record, name: name, object: window)
        }
    }

    func record(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        let short = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
        entries.append(Entry(name: short,
                             begin: (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
                             end: (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null,
                             duration: info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1,
                             curve: info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0,
                             isLocal: info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false,
                             time: CACurrentMediaTime()))
        trace.append(short)
        onNotification?(short)
    }

    func clear() { entries.removeAll(); trace.removeAll() }
}

/// Ticks the window at 60 Hz from `from` (exclusive) through `to` (inclusive, the last tick exactly at `to`).
@MainActor
func run(_ window: UIWindow, from: TimeInterval, to: TimeInterval) {
    var t = from
    while t + frame60 < to {
        t += frame60
        window.tick(timestamp: t)
    }
    window.tick(timestamp: to)
}

/// A phone window whose root view controller's view holds a key-input view at `fieldFrame`.
@MainActor
func keyboardScene(fieldFrame: CGRect = CGRect(x: 20, y: 600, width: 350, height: 40)) -> (UIWindow, KeyInputView) {
    let window = makePhoneWindow()
    let root = UIViewController()
    window.rootViewController = root
    let field = KeyInputView(frame: fieldFrame)
    root.view.addSubview(field)
    window.tick(timestamp: 0.5)
    return (window, field)
}
