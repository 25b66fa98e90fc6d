@_implementationOnly import CPangoCairo

/// Text laid out once and kept for editing: caret rectangles, the offset under a point, selection
/// rectangles, and drawing of only the lines inside a rectangle.
///
/// Offsets are UTF-16 code units, UIKit's text unit (`NSRange`, `UITextInput` offsets); Pango works
/// in UTF-8 bytes, and this type converts. NUL characters are laid out as spaces (Pango would end the
/// text there), which keeps byte indices aligned. Laying out costs time proportional to the whole
/// text (Pango shapes every line), so views build one per change of text, font or width and reuse
/// it for every caret move and frame. Measuring uses the same context options as `PangoText`, so
/// edited text sits where a `UILabel` would draw it. See also: `PangoText`, `TextEditingCore`.
final class TextLayout {
    /// The laid-out text (for a secure field: the bullets shown, not the secret).
    let text: String
    let font: UIFont
    private let layout: OpaquePointer
    private static let scale = CGFloat(PANGO_SCALE)

    /// Lays out `text` in `font`, wrapped at `width` (nil: one line per paragraph), with `underline`
    /// (marked text) underlined.
    init(text: String, font: UIFont, width: CGFloat? = nil, alignment: NSTextAlignment = .natural, underline: NSRange? = nil) {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        self.text = contiguous
        self.font = font
        layout = pango_layout_new(PangoText.PerThread.current.context)!
        let description = font.makePangoDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        var bytes = Array(contiguous.utf8).map { $0 == 0 ? UInt8(ascii: " ") : $0 }
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buffer.count)) {
                pango_layout_set_text(layout, $0, Int32(buffer.count))
            }
        }
        if bytes.isEmpty { pango_layout_set_text(layout, "", 0) }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1e6) * Self.scale))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        if let underline, underline.length > 0 {
            let list = pango_attr_list_new()!
            let attr = pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)!
            attr.pointee.start_index = UInt32(byteIndex(underline.location))
            attr.pointee.end_index = UInt32(byteIndex(underline.location + underline.length))
            pango_attr_list_insert(list, attr)
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The size of the laid-out text (an empty text is one empty line high).
    var size: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.width) / Self.scale, height: CGFloat(logical.height) / Self.scale)
    }

    /// The number of laid-out lines.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    // MARK: Offsets

    /// The UTF-8 byte index of a UTF-16 offset (clamped to the text).
    func byteIndex(_ utf16Offset: Int) -> Int {
        let o = min(max(0, utf16Offset), text.utf16.count)
        let index = String.Index(utf16Offset: o, in: text)
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The UTF-16 offset of a UTF-8 byte index.
    func utf16Offset(ofByte byte: Int) -> Int {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: min(max(0, byte), text.utf8.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    // MARK: Geometry

    /// The caret before the character at `offset`: x, the top of its line and the line's height.
    func caretRect(at offset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(byteIndex(offset)), &strong, nil)
        return CGRect(x: CGFloat(strong.x) / Self.scale, y: CGFloat(strong.y) / Self.scale,
                      width: 0, height: CGFloat(strong.height) / Self.scale)
    }

    /// The offset of the caret position nearest `point` (layout coordinates): before or after the
    /// character under it, whichever edge is nearer, as a tap places the caret on iOS.
    func offset(at point: CGPoint) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        let x = Int32(max(-1e6, min(1e6, point.x.isFinite ? point.x : 0)) * Self.scale)
        let y = Int32(max(-1e6, min(1e6, point.y.isFinite ? point.y : 0)) * Self.scale)
        pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        var stringIndex = text.utf8.index(text.utf8.startIndex, offsetBy: min(Int(index), text.utf8.count))
        if trailing > 0, stringIndex < text.endIndex { stringIndex = text.index(after: stringIndex) }
        return text.utf16.distance(from: text.utf16.startIndex, to: stringIndex)
    }

    /// The line that holds `offset`.
    func line(of offset: Int) -> Int {
        var line: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, Int32(byteIndex(offset)), 0, &line, &x)
        return Int(line)
    }

    /// The first and end offsets of the line holding `offset`, the end before any line break.
    func lineBounds(of offset: Int) -> Range<Int> {
        let index = Int32(line(of: offset))
        guard let line = pango_layout_get_line_readonly(layout, index) else { return offset..<offset }
        let start = Int(line.pointee.start_index)
        var end = start + Int(line.pointee.length)
        let bytes = text.utf8
        // Pango counts a paragraph's line break into its last line; the caret stops before it.
        while end > start, let last = bytes[safe: end - 1], last == 0x0A || last == 0x0D { end -= 1 }
        return utf16Offset(ofByte: start)..<utf16Offset(ofByte: end)
    }

    /// Rectangles covering the text of `range`, one per line it spans (layout coordinates).
    func selectionRects(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let start = Int32(byteIndex(range.location)), end = Int32(byteIndex(range.location + range.length))
        var rects: [CGRect] = []
        forEachLine(in: nil) { line, top, height, _, lineStart, lineLength in
            guard lineStart < end, lineStart + lineLength >= start else { return }
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, max(start, lineStart), min(end, lineStart + lineLength), &ranges, &count)
            defer { g_free(ranges) }
            for i in 0..<Int(count) {
                let x0 = CGFloat(ranges![2 * i]) / Self.scale, x1 = CGFloat(ranges![2 * i + 1]) / Self.scale
                if x1 > x0 { rects.append(CGRect(x: x0, y: top, width: x1 - x0, height: height)) }
            }
        }
        return rects
    }

    // MARK: Drawing

    /// Draws the lines that intersect `visible` (layout coordinates; nil: every line) with the
    /// layout's top-left at `origin`. Only those lines are rasterized, so a long text costs what
    /// shows, not what it holds.
    func draw(at origin: CGPoint, color: CGColor, visible: CGRect?, in ctx: CGContext) {
        guard color.alpha > 0 else { return }
        ctx.withCairoContext { cr in
            cairo_save(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            forEachLine(in: visible) { line, _, _, baseline, _, _ in
                cairo_move_to(cr, origin.x + baseline.x, origin.y + baseline.y)
                pango_cairo_show_layout_line(cr, line)
            }
            cairo_restore(cr)
        }
    }

    /// Calls `body` for each line (whose vertical extent meets `visible`, when given) with the line,
    /// its top and height, its baseline origin, and its first byte and byte length.
    private func forEachLine(in visible: CGRect?,
                             _ body: (UnsafeMutablePointer<PangoLayoutLine>, CGFloat, CGFloat, CGPoint, Int32, Int32) -> Void) {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let top = CGFloat(logical.y) / Self.scale, height = CGFloat(logical.height) / Self.scale
            if let visible, top > visible.maxY { break }
            if visible == nil || top + height >= visible!.minY, let line = pango_layout_iter_get_line_readonly(iter) {
                let baseline = CGPoint(x: CGFloat(logical.x) / Self.scale, y: CGFloat(pango_layout_iter_get_baseline(iter)) / Self.scale)
                body(line, top, height, baseline, line.pointee.start_index, line.pointee.length)
            }
        } while pango_layout_iter_next_line(iter) != 0
    }
}

private extension String.UTF8View {
    subscript(safe offset: Int) -> UInt8? {
        guard offset >= 0, offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)]
    }
}
