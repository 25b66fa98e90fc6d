/// The window's side of the keyboard: the first-responder hook, the flush points, the layout guides
/// (the read-outs for hosts and tests are in UIWindow+Testing.swift).
extension UIWindow {
    /// The window's keyboard, made on first use.
    var softwareKeyboard: SoftwareKeyboard {
        if let keyboard = softwareKeyboardStorage { return keyboard }
        let keyboard = SoftwareKeyboard(window: self)
        softwareKeyboardStorage = keyboard
        return keyboard
    }

    /// A responder in this window became or stopped being first responder: the keyboard catches up at
    /// the end of the host event or at the next frame.
    func firstResponderDidChange() {
        softwareKeyboard.needsUpdate = true
    }

    /// The flush point of `send` and `tick`.
    func updateKeyboardIfNeeded() {
        guard let keyboard = softwareKeyboardStorage, keyboard.needsUpdate else { return }
        keyboard.update()
    }

    /// The keyboard moved (or is about to, inside its animation block): every `keyboardLayoutGuide`
    /// of this window takes the new position, and the window lays out now, so inside the keyboard's
    /// animation block the views pinned to a guide animate with it.
    func keyboardGuidesNeedUpdate() {
        guard let engine = autoLayout?.ownedEngine, !engine.keyboardGuides.isEmpty else { return }
        engine.suggestKeyboardGuides()
        AutoLayoutCycle.markDirty(engine)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The keyboard's top edge in window coordinates, the bottom edge when it is hidden (or modelled as
    /// a hardware keyboard): what `keyboardLayoutGuide`s follow.
    var keyboardTopForLayout: CGFloat {
        guard let keyboard = softwareKeyboardStorage, keyboard.isShown else { return bounds.height }
        return keyboard.frame.minY
    }
}
