/// First-responder transitions with iOS's rules ("becomeFirstResponder()", "resignFirstResponder()",
/// UIResponder documentation):
/// - a responder becomes first responder only if `canBecomeFirstResponder` and it is in a window
///   (a view's `window`, a view controller's view's window, the window itself);
/// - the current first responder is asked first: if its `canResignFirstResponder` is false, or its
///   `resignFirstResponder()` returns false, it keeps the status and the newcomer's call returns false;
/// - a first responder that leaves its window loses the status (as on iOS, where removing the
///   editing text field from the window ends editing), even if it would refuse to resign.
///
/// There is one first responder per host (its `HostContext`: the windows of one host share one key
/// window's focus; iOS keeps one per window); a responder's host is its window's. The software
/// keyboard of the windows involved is told after every change and catches up at the end of the host event or at the next frame, after the responders'
/// own callbacks (a text field's `textFieldDidBeginEditing`) ran (Keyboard/SoftwareKeyboard.swift).
extension UIResponder {
    /// The window this responder lives in, if any: where its keyboard shows.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    /// The host context whose first responder this responder may be: its window's, or the current
    /// one while it has no window.
    var firstResponderContext: HostContext { responderWindow?.hostContext ?? .current }

    func _becomeFirstResponder() -> Bool {
        let host = firstResponderContext.uikit
        if host.firstResponder === self { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = host.firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder(),
                  host.firstResponder !== current else { return false }
        }
        // A resigning responder's override may itself have made something else first responder.
        if let other = host.firstResponder, other !== self { return false }
        host.firstResponder = self
        window.firstResponderDidChange()
        return true
    }

    func _resignFirstResponder() -> Bool {
        let host = firstResponderContext.uikit
        guard host.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        let window = responderWindow
        host.firstResponder = nil
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
        let host = oldWindow.hostContext.uikit
        guard let current = host.firstResponder, current.responderWindow !== oldWindow else { return }
        let view = (current as? UIView) ?? (current as? UIViewController)?.viewIfLoaded
        guard let view, view === self || view.isDescendant(of: self) else { return }
        // Its own resign runs first (a text field ends editing), in the old window's host, which
        // it no longer reaches through a window; a refusal is overruled.
        _ = oldWindow.hostContext.run { current.resignFirstResponder() }
        if host.firstResponder === current { host.firstResponder = nil }
        oldWindow.firstResponderDidChange()
    }
}
