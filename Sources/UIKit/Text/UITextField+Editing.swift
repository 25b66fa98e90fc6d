import Foundation

/// The editing session of a text field: beginning and ending it, and user changes with their
/// delegate question, actions and notification (the order in `UITextFieldDelegate`'s comment).
extension UITextField {
    func beginEditing() {
        editing = true
        if clearsOnBeginEditing, hasText { core.setText("") }
        layoutDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func endEditing() {
        if core.markedRange != nil { core.markedRange = nil }
        editing = false
        core.select(NSRange(location: core.length, length: 0))
        layoutDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// A user change: asks the delegate, applies it, then reports it. Returns whether it was applied.
    @discardableResult
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        let r = core.clamped(range)
        if !(delegate?.textField(self, shouldChangeCharactersIn: r, replacementString: string) ?? true) {
            caret.restartBlinking()
            return false
        }
        core.replace(r, with: string)
        textDidChange(byUser: true)
        return true
    }

    /// Redraws after a change of text; a user change also sends `.editingChanged` and posts
    /// `textDidChangeNotification`.
    func textDidChange(byUser: Bool) {
        layoutDidChange()
        caret.restartBlinking()
        invalidateIntrinsicContentSize()
        guard byUser else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The selection moved without a change of text.
    func selectionDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        caret.restartBlinking()
        if editing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// The clear button: asks `textFieldShouldClear`, then empties the field as a user change.
    func clearByUser() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        core.setText("")
        textDidChange(byUser: true)
    }
}
