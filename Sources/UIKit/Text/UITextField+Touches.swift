/// Touches on a text field: a tap begins editing and puts the caret at the tapped character (a tap
/// on an editing field only moves the caret), a drag selects, a tap on the clear button empties it.
///
/// iOS puts the caret at the end of the text on the first tap into a field that was not editing, and
/// at the tapped character only on later taps; ScrollKit places it at the tapped character on both
/// (a desktop pointer is precise), which is listed in docs/PORTING.md.
extension UITextField {
    func touchBegan(_ touch: UITouch) {
        guard isEnabled else { return }
        let p = touch.location(in: self)
        clearButtonTouched = showsClearButton && clearButtonRect(forBounds: bounds).contains(p)
        dragAnchor = nil
        if editing, !clearButtonTouched {
            let offset = offset(at: p)
            core.moveFocus(to: offset, extending: false)
            dragAnchor = offset
            selectionDidChange()
        }
    }

    func touchMoved(_ touch: UITouch) {
        guard editing, let anchor = dragAnchor else { return }
        let offset = offset(at: touch.location(in: self))
        // The anchor stays where the drag began, so Shift+arrows afterwards extend the moving end.
        core.select(NSRange(location: anchor, length: 0))
        core.moveFocus(to: offset, extending: true)
        selectionDidChange()
    }

    func touchEnded(_ touch: UITouch) {
        defer { dragAnchor = nil; clearButtonTouched = false }
        let p = touch.location(in: self)
        guard isEnabled, bounds.contains(p) else { return }
        if clearButtonTouched, clearButtonRect(forBounds: bounds).contains(p) {
            clearByUser()
            return
        }
        if !editing, becomeFirstResponder() {
            core.moveFocus(to: offset(at: p), extending: false)
            selectionDidChange()
        }
    }

    /// The caret offset (in the text) nearest a point in the field.
    func offset(at point: CGPoint) -> Int {
        let origin = textOrigin(in: currentTextRect)
        let shown = textLayout.offset(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return textOffset(fromDisplay: shown)
    }
}
