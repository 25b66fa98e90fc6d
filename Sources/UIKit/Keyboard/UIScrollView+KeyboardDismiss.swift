/// `keyboardDismissMode`: dragging a scroll view dismisses the keyboard.
extension UIScrollView {
    /// How dragging the scroll view dismisses the keyboard (UIKit's raw values).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone (the default).
        case none = 0
        /// The keyboard hides as soon as a drag begins: the first responder in the scroll view's
        /// window resigns.
        case onDrag = 1
        /// The keyboard follows the finger down once the finger is over it (its top is held at the
        /// finger, never above its shown position), and the layout guides follow. When the finger
        /// lifts with the keyboard pulled down: moving down (window velocity > 0) hides it, moving up
        /// (< 0) brings it back; a finger at rest hides it if more than half of it was pulled off
        /// the screen, else brings it back. Apple documents no rule; this is ScrollKit's, chosen to
        /// match what the finger last did. Hiding resigns the first responder; one that refuses
        /// brings the keyboard back.
        case interactive = 2
        /// iOS 16: as `onDrag`, also for the keyboard's input accessory view. ScrollKit's keyboard
        /// has no accessory view, so it behaves exactly as `onDrag`.
        case onDragWithAccessory = 3
        /// iOS 16: as `interactive`, also for the keyboard's input accessory view. ScrollKit's
        /// keyboard has no accessory view, so it behaves exactly as `interactive`.
        case interactiveWithAccessory = 4
    }

    /// The scroll view's pan changed state: apply `keyboardDismissMode` (KeyboardDismissScrollObserver).
    func keyboardDismissPanDidChange() {
        guard keyboardDismissMode != .none, let window, let keyboard = window.softwareKeyboardStorage,
              keyboard.isShown, let responder = window.hostContext.uikit.firstResponder, responder.responderWindow === window else { return }
        let state = scrollPan.state
        switch keyboardDismissMode {
        case .none:
            return
        case .onDrag, .onDragWithAccessory:
            if state == .began { responder.resignFirstResponder() }
        case .interactive, .interactiveWithAccessory:
            let y = scrollPan.location(in: window).y
            switch state {
            case .began, .changed:
                if keyboard.isHeldDown || y > keyboard.shownFrame.minY { keyboard.hold(top: y) }
            case .ended:
                guard keyboard.isHeldDown else { return }
                let v = scrollPan.velocity(in: window).y
                let pulled = keyboard.frame.minY - keyboard.shownFrame.minY
                let hides = v > 0 || (v == 0 && pulled > keyboard.height / 2)
                if !hides || !responder.resignFirstResponder() { keyboard.returnFromHold() }
            case .cancelled, .failed:
                keyboard.returnFromHold()
            case .possible:
                return
            }
        }
    }
}

/// Dragging dismisses the keyboard as the scroll view's `keyboardDismissMode` says.
struct KeyboardDismissScrollObserver: ScrollObserver {
    func scrollViewPanDidChange(_ scrollView: UIScrollView) { scrollView.keyboardDismissPanDidChange() }
}
