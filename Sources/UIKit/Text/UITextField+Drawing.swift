import Foundation

/// How a text field draws: its border (like iOS's four styles), the text or placeholder in the text
/// rect, the selection behind the text, and where the caret and clear button go.
///
/// The paddings are ScrollKit's reading of iOS screenshots (Apple documents none): 7 pt inside a
/// rounded rect, 3 pt inside a bezel or line border, none without a border; the rounded rect's
/// corners are 5 pt and its border a 1-pixel grey hairline over white.
extension UITextField {
    /// Padding between the border and the text, per style (see above).
    var textPadding: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 3
        case .roundedRect: return 7
        }
    }
    /// The rounded rect's corner radius.
    static let roundedCornerRadius: CGFloat = 5
    /// The clear button's side: a 19 pt circle, measured from iOS screenshots at 17 pt text.
    static let clearButtonSide: CGFloat = 19

    var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        }
    }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: textPadding, dy: 0)
        if clearButtonMode != .never { r.size.width -= Self.clearButtonSide + max(textPadding, 4) }
        r.size.width = max(0, r.width)
        return r
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        return CGRect(x: bounds.maxX - max(textPadding, 4) - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The rect the text lives in now (editing or not).
    var currentTextRect: CGRect { editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    var intrinsicHeight: CGFloat {
        let line = storedFont.lineHeight
        switch borderStyle {
        // iOS's rounded-rect field is 34 pt tall at 17 pt text: the line plus 7 pt above and below (≈).
        case .roundedRect: return (line + 2 * 7).rounded(.up)
        case .line, .bezel: return (line + 2 * 3).rounded(.up)
        case .none: return line.rounded(.up)
        }
    }

    var fittingSize: CGSize {
        let shown = hasText ? displayText : (placeholder ?? "")
        let width = TextLayout(text: shown, font: storedFont).size.width
        let clear = clearButtonMode != .never ? Self.clearButtonSide + max(textPadding, 4) : 0
        return CGSize(width: (width + 2 * textPadding + clear + TextCaretView.width).rounded(.up), height: intrinsicHeight)
    }

    /// What is drawn for the text: the text, or one bullet per character for secure entry.
    var displayText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: core.text.count) : core.text
    }

    /// The laid-out text, rebuilt after a change.
    var textLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        let made = TextLayout(text: displayText, font: storedFont, underline: isSecureTextEntry ? nil : core.markedRange)
        cachedLayout = made
        return made
    }

    /// A UTF-16 offset of the text as an offset of the laid-out text (they differ for secure entry).
    func displayOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let index = String.Index(utf16Offset: min(offset, core.length), in: core.text)
        return core.text[..<index].count   // one bullet (one UTF-16 unit) per character
    }

    /// The inverse of `displayOffset`.
    func textOffset(fromDisplay offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let index = core.text.index(core.text.startIndex, offsetBy: min(max(0, offset), core.text.count))
        return index.utf16Offset(in: core.text)
    }

    /// Where the laid-out text's origin goes in the field: aligned in the text rect, centred
    /// vertically (iOS's default; `contentVerticalAlignment` is not read), scrolled sideways while editing.
    func textOrigin(in rect: CGRect) -> CGPoint {
        let size = textLayout.size
        var x = rect.minX - horizontalScroll
        if size.width < rect.width {
            switch textAlignment {
            case .center: x = rect.minX + (rect.width - size.width) / 2
            case .right: x = rect.maxX - size.width - TextCaretView.width
            default: break
            }
        }
        let y = rect.minY + (rect.height - size.height) / 2
        return CGPoint(x: x, y: y)
    }

    // MARK: Drawing

    func drawField() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: borderRect(forBounds: bounds), ctx)
        if hasText {
            drawText(in: currentTextRect)
        } else if let placeholder, !placeholder.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds), ctx) }
    }

    func drawEditableText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        let origin = textOrigin(in: rect)
        let selection = core.selectedRange
        if editing, selection.length > 0 {
            let shown = NSRange(location: displayOffset(selection.location),
                                length: displayOffset(selection.location + selection.length) - displayOffset(selection.location))
            ctx.setFillColor(UIColor.tintColor.withAlphaComponent(0.2).cgColor)
            for r in textLayout.selectionRects(for: shown) { ctx.fill(r.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        let visible = rect.offsetBy(dx: -origin.x, dy: -origin.y)
        textLayout.draw(at: origin, color: storedTextColor.cgColor, visible: visible, in: ctx)
        ctx.restoreGState()
    }

    func drawPlaceholderText(in rect: CGRect) {
        guard let placeholder, let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        let layout = TextLayout(text: placeholder, font: storedFont, alignment: textAlignment)
        let size = layout.size
        var x = rect.minX
        if textAlignment == .center { x += (rect.width - size.width) / 2 } else if textAlignment == .right { x = rect.maxX - size.width }
        layout.draw(at: CGPoint(x: x, y: rect.minY + (rect.height - size.height) / 2), color: UIColor.placeholderText.cgColor,
                    visible: nil, in: ctx)
        ctx.restoreGState()
    }

    private func drawBorder(in rect: CGRect, _ ctx: CGContext) {
        let hairline = 1 / max(1, contentScaleFactor)
        switch borderStyle {
        case .none:
            return
        case .line:
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(1)
            ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            // A sunken edge: mid grey all round, darker along the top and left.
            ctx.setStrokeColor(UIColor(white: 0.6, alpha: 1).cgColor)
            ctx.setLineWidth(1)
            ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
            ctx.setFillColor(UIColor(white: 0.35, alpha: 1).cgColor)
            ctx.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            ctx.fill(CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
        case .roundedRect:
            let inset = rect.insetBy(dx: hairline / 2, dy: hairline / 2)
            let path = UIBezierPath(roundedRect: inset, cornerRadius: Self.roundedCornerRadius)
            ctx.setFillColor(UIColor.white.cgColor)
            ctx.addPath(path.cgPath)
            ctx.fillPath()
            ctx.setStrokeColor(UIColor(white: 0.8, alpha: 1).cgColor)   // iOS's light grey edge
            ctx.setLineWidth(hairline)
            ctx.addPath(path.cgPath)
            ctx.strokePath()
        }
    }

    /// A grey circle with a white ×, as iOS's clear button.
    private func drawClearButton(in rect: CGRect, _ ctx: CGContext) {
        ctx.saveGState()
        ctx.setFillColor(UIColor.systemGray3.cgColor)
        ctx.fillEllipse(in: rect.insetBy(dx: 1.5, dy: 1.5))
        ctx.setStrokeColor(UIColor.white.cgColor)
        ctx.setLineWidth(1.5)
        let c = CGPoint(x: rect.midX, y: rect.midY), arm: CGFloat = 3.5
        ctx.move(to: CGPoint(x: c.x - arm, y: c.y - arm)); ctx.addLine(to: CGPoint(x: c.x + arm, y: c.y + arm))
        ctx.move(to: CGPoint(x: c.x + arm, y: c.y - arm)); ctx.addLine(to: CGPoint(x: c.x - arm, y: c.y + arm))
        ctx.strokePath()
        ctx.restoreGState()
    }

    // MARK: Caret

    /// Puts the caret at the focus and scrolls the text sideways so it shows.
    func updateCaret() {
        let rect = currentTextRect
        let selection = core.selectedRange
        let showCaret = editing && selection.length == 0
        if showCaret {
            let caretRect = textLayout.caretRect(at: displayOffset(core.focus))
            let size = textLayout.size
            // Keep the caret inside the text rect: scroll only as far as needed, never past the text.
            let x = caretRect.minX - horizontalScroll
            if x + TextCaretView.width > rect.width { horizontalScroll = caretRect.minX + TextCaretView.width - rect.width }
            if x < 0 { horizontalScroll = caretRect.minX }
            horizontalScroll = max(0, min(horizontalScroll, max(0, size.width + TextCaretView.width - rect.width)))
            let origin = textOrigin(in: rect)
            caret.frame = CGRect(x: origin.x + caretRect.minX, y: origin.y + caretRect.minY,
                                 width: TextCaretView.width, height: caretRect.height)
        } else if !editing {
            horizontalScroll = 0
        }
        if caret.isActive != showCaret { caret.setActive(showCaret) }
    }
}
