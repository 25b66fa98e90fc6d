import Foundation

/// One window's keyboard: shown while the first responder adopts `UIKeyInput` and is in the window,
/// hidden otherwise; posts UIKit's keyboard notifications and moves its panel and the window's
/// `keyboardLayoutGuide`s on the host clock.
///
/// - Phone-shaped windows (height ≥ width) get the software keyboard: a `KeyboardPanelView` of
///   `KeyboardMetrics.heightAboveSafeArea` + the bottom safe-area inset slides up from the bottom edge,
///   above the window's content, along `KeyboardCurve` (typing comes from the host's real keyboard).
/// - Desktop-shaped windows (wider than tall) model a hardware keyboard, as iOS does when one is
///   attached: no panel; the same will/did show and hide notifications are posted, with begin and end
///   frames of zero height at the bottom edge of the screen, so an app's avoidance code computes no
///   overlap and the layout guide stays at the bottom of the safe area.
///
/// When it reacts: a first-responder change only marks the keyboard (`needsUpdate`); the window brings
/// it up to date at the end of the host event (`send`) or at the next frame (`tick`), so a text field's
/// own callbacks (`textFieldDidBeginEditing`) come before `keyboardWillShowNotification`, as on iOS.
///
/// Re-entrancy: an observer may change the first responder from inside a notification. The change is
/// applied when the observers of that notification have returned: if the keyboard then wants the
/// other state, the pending animation never starts, its did-notifications are never posted, and the
/// next transition begins from where the panel is (e.g. willShow → willHide → didHide, the panel never
/// moving). Notifications are never nested. Observers that keep flipping the state are cut off after
/// `maximumReentrantTransitions` in a row, with a warning; the keyboard keeps the last state it began.
@MainActor
final class SoftwareKeyboard {
    /// Observers that flip the keyboard this many times in a row from its own notifications are
    /// stopped (a guard against an endless show/hide loop, not an iOS figure).
    static let maximumReentrantTransitions = 8

    private(set) weak var window: UIWindow?
    /// The state of the last transition that began (the panel may still be moving).
    private(set) var isShown = false
    /// The first responder the last show was for: another text responder taking over re-posts the
    /// show notifications with unchanged frames, as iOS does when focus moves between text fields.
    private weak var shownFor: UIResponder?
    /// The keyboard's frame in window coordinates once its motion ends (or where a drag holds it).
    private(set) var frame: CGRect = .zero
    /// The first responder changed: the next flush reconsiders the keyboard.
    var needsUpdate = false
    /// The window changed size while the keyboard was up: the next flush moves it to its new frame.
    private var needsReposition = false
    private var isPosting = false
    /// Counts transitions; a completion of an older one posts nothing.
    private var generation = 0
    /// The panel (phone-shaped windows), in the window while the keyboard is up or moving.
    let panel = KeyboardPanelView()

    init(window: UIWindow) {
        self.window = window
        frame = hiddenFrame
    }

    // MARK: Geometry

    /// Whether the window models a hardware keyboard (wider than tall: a desktop window).
    var isHardware: Bool { (window?.bounds.width ?? 0) > (window?.bounds.height ?? 0) }

    var height: CGFloat {
        guard let window, !isHardware else { return 0 }
        return KeyboardMetrics.heightAboveSafeArea + window.safeAreaInsets.bottom
    }

    var shownFrame: CGRect {
        let b = window?.bounds.size ?? .zero
        return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
    }

    var hiddenFrame: CGRect {
        let b = window?.bounds.size ?? .zero
        return CGRect(x: 0, y: b.height, width: b.width, height: height)
    }

    /// Where the keyboard is on screen now: the panel's presentation while it moves.
    var onScreenFrame: CGRect {
        guard let window, panel.superview === window else { return hiddenFrame }
        return panel.layer.presentation()?.frame ?? panel.frame
    }

    // MARK: Following the first responder

    /// Brings the keyboard up to date with the first responder (see the type's summary for when).
    func update() {
        guard !isPosting else { return }
        var rounds = 0
        while needsUpdate {
            needsUpdate = false
            rounds += 1
            if rounds > Self.maximumReentrantTransitions {
                Log.uikit.warning("keyboard notification observers changed the first responder \(Self.maximumReentrantTransitions) times in a row; the keyboard stays \(isShown ? "shown" : "hidden") until the next change")
                return
            }
            let responder = window?.hostContext.uikit.firstResponder
            let wants = responder is UIKeyInput && responder?.responderWindow === window
            if wants == isShown, !wants || (responder === shownFor && !needsReposition) { continue }
            transition(show: wants)
        }
    }

    private func transition(show: Bool) {
        guard let window else { return }
        let begin = onScreenFrame
        let end = show ? shownFrame : hiddenFrame
        isShown = show
        shownFor = show ? window.hostContext.uikit.firstResponder : nil
        needsReposition = false
        frame = end
        generation += 1
        // A window that became wider than tall models a hardware keyboard from now on: no panel.
        if isHardware, panel.superview != nil { panel.removeFromSuperview() }
        let wills = begin != end ? [UIResponder.keyboardWillChangeFrameNotification] : []
        let dids = begin != end ? [UIResponder.keyboardDidChangeFrameNotification] : []
        let info = userInfo(begin: begin, end: end)
        guard post(wills + [show ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification],
                   info) else { return }
        if show, !isHardware {
            if panel.superview !== window {
                UIView.performWithoutAnimation { panel.frame = begin }
                window.addSubview(panel)
            } else {
                window.bringSubviewToFront(panel)
            }
        }
        animate(to: end, removingPanel: !show) { [weak self] in
            self?.post(dids + [show ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification], info)
        }
    }

    /// Moves the panel and the layout guides to `end` along the keyboard's curve; `done` runs when the
    /// motion ends, unless a newer transition took over.
    private func animate(to end: CGRect, removingPanel: Bool, done: @escaping () -> Void) {
        guard let window else { return }
        let gen = generation
        let options = UIView.AnimationOptions(rawValue: UInt(KeyboardCurve.rawValue) << 16)
            .union([.beginFromCurrentState, .allowUserInteraction])
        UIView.animate(withDuration: KeyboardCurve.postedDuration, delay: 0, options: options, animations: {
            if !self.isHardware, self.panel.superview === window { self.panel.frame = end }
            window.keyboardGuidesNeedUpdate()
        }, completion: { [weak self] _ in
            guard let self, gen == self.generation else { return }
            if removingPanel { self.panel.removeFromSuperview() }
            done()
        })
    }

    /// Posts `names` in order; false when an observer changed the first responder meanwhile (the
    /// caller then stops: `update()`'s loop starts the next transition).
    private func post(_ names: [Notification.Name], _ info: [AnyHashable: Any]) -> Bool {
        isPosting = true
        for name in names { NotificationCenter.default.post(name: name, object: window, userInfo: info) }
        isPosting = false
        return !needsUpdate
    }

    private func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        let origin = window?.frame.origin ?? .zero
        return [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin.offsetBy(dx: origin.x, dy: origin.y)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end.offsetBy(dx: origin.x, dy: origin.y)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardCurve.postedDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UInt(KeyboardCurve.rawValue)),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }

    /// The window took a new size: a shown keyboard moves to its frame for that size at the next
    /// flush, posting will/did change frame and show again (the panel disappears if the window is now
    /// desktop-shaped, and appears if it became phone-shaped); a hidden one just follows.
    func windowDidResize() {
        guard isShown else { return frame = hiddenFrame }
        needsReposition = true
        needsUpdate = true
    }

    // MARK: Interactive dismissal (UIScrollView+KeyboardDismiss.swift)

    /// Holds the keyboard's top at `y` (window coordinates), no higher than its shown position and no
    /// lower than the window's bottom; the layout guides follow. Posts nothing (iOS posts at the end).
    func hold(top y: CGFloat) {
        guard isShown, !isHardware, let window, panel.superview === window, y.isFinite else { return }
        let top = min(max(y, shownFrame.minY), window.bounds.height)
        panel.layer.removeAllAnimations()
        UIView.performWithoutAnimation {
            panel.frame.origin.y = top
            frame = panel.frame
            window.keyboardGuidesNeedUpdate()
        }
    }

    /// Whether a drag holds the keyboard below its shown position.
    var isHeldDown: Bool { isShown && !isHardware && panel.superview != nil && panel.frame.minY > shownFrame.minY }

    /// The finger let go of a held keyboard: it returns to its shown position (will/did change frame).
    func returnFromHold() {
        guard isHeldDown else { return }
        let begin = onScreenFrame, end = shownFrame
        frame = end
        generation += 1
        let info = userInfo(begin: begin, end: end)
        guard post([UIResponder.keyboardWillChangeFrameNotification], info) else { return update() }
        animate(to: end, removingPanel: false) { [weak self] in
            self?.post([UIResponder.keyboardDidChangeFrameNotification], info)
        }
    }
}
