/// First-responder transitions with iOS's rules ("becomeFirstResponder()", "resignFirstResponder()",
/// UIResponder documentation):
/// - a responder becomes first responder only if `canBecomeFirstResponder` and it is in a window
///   (a view's `window`, a view controller's view's window, the window itself);
/// - the current first responder is asked first: if its `canResignFirstResponder` is false, or its
///   `resignFirstResponder()` returns false, it keeps the status and the newcomer's call returns false;
/// - a first responder that leaves its window loses the status (as on iOS, where removing the
///   editing text field from the window ends editing), even if it would refuse to resign.
///
/// There is one first responder in the process (ScrollKit's windows share one key window's focus;
/// iOS keeps one per window). The software keyboard of the windows involved is told after every
/// change and catches up at the end of the host event or at the next frame, after the responders'
/// own callbacks (a text field's `textFieldDidBeginEditing`) ran (Keyboard/SoftwareKeyboard.swift).
extension UIResponder {
    /// The window this responder lives in, if any: where its keyboard shows.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    func _becomeFirstResponder() -> Bool {
        if UIResponder.firstResponder === self { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = UIResponder.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder(),
                  UIResponder.firstResponder !== current else { return false }
        }
        // A resigning responder's override may itself have made something else first responder.
        if let other = UIResponder.firstResponder, other !== self { return false }
        UIResponder.firstResponder = self
        window.firstResponderDidChange()
        return true
    }

    func _resignFirstResponder() -> Bool {
        guard UIResponder.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        let window = responderWindow
        UIResponder.firstResponder = nil
        window?.firstResponderDidChange()
        return true
    }
}

extension UIView {
    /// This view left `oldWindow`: if it or a view inside it (or a controller whose view is inside it)
    /// was first responder, it is asked to resign and loses the status even if it refuses, and the
    /// old window's keyboard hides.
    func firstResponderMayHaveLeft(_ oldWindow: UIWindow) {
        // A responder that resigned on its own as it left (a text field's `didMoveToWindow`) no
        // longer knows its window: the old window's keyboard looks again either way.
        if oldWindow.softwareKeyboardStorage != nil { oldWindow.firstResponderDidChange() }
        guard let current = UIResponder.firstResponder, current.responderWindow !== oldWindow else { return }
        let view = (current as? UIView) ?? (current as? UIViewController)?.viewIfLoaded
        guard let view, view === self || view.isDescendant(of: self) else { return }
        // Its own resign runs first (a text field ends editing); a refusal is overruled.
        _ = current.resignFirstResponder()
        if UIResponder.firstResponder === current { UIResponder.firstResponder = nil }
        oldWindow.firstResponderDidChange()
    }
}
