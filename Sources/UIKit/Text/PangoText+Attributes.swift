@_implementationOnly import CPangoCairo

/// An attributed label's runs as Pango attributes (font, colour, letter spacing, underline,
/// strikethrough, line spacing), and the outline pass Pango has no attribute for.
extension PangoText {
    /// Pango colours are 16-bit per channel.
    private static func channel(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(1, v)) * 65535) }

    /// Sets `runs` on `layout` as an attribute list (a layout keeps its own reference).
    static func apply(_ runs: TextRuns, to layout: OpaquePointer) {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: TextRuns.Run) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(run.start)
            attribute.pointee.end_index = guint(run.end)
            pango_attr_list_insert(list, attribute)
        }
        for run in runs.runs {
            if let font = run.font {
                let description = font.makePangoDescription()
                insert(pango_attr_font_desc_new(description), run)
                pango_font_description_free(description)
            }
            if let c = run.color {
                insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), run)
            }
            // Outline only (positive stroke width): the fill is transparent, the outline pass draws.
            // Pango reads an alpha of 0 as "not set" (opaque), so the fill gets 1/65535: invisible.
            if run.strokeWidth > 0 {
                insert(pango_attr_foreground_alpha_new(1), run)
            } else if let alpha = run.color?.alpha, alpha < 1 {
                insert(pango_attr_foreground_alpha_new(max(1, channel(alpha))), run)
            }
            if let kern = run.kern, kern != 0 {
                insert(pango_attr_letter_spacing_new(Int32(kern * CGFloat(PANGO_SCALE))), run)
            }
            if !run.underline.isEmpty {
                let style = run.underline.contains(.double) && run.underline != .single ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE
                insert(pango_attr_underline_new(style), run)
                if let c = run.underlineColor { insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)), run) }
            }
            if !run.strikethrough.isEmpty {
                insert(pango_attr_strikethrough_new(1), run)
                if let c = run.strikethroughColor { insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)), run) }
            }
            if let c = run.background {
                insert(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), run)
                insert(pango_attr_background_alpha_new(channel(c.alpha)), run)
            }
        }
        pango_layout_set_attributes(layout, list)
        if runs.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32(runs.lineSpacing * CGFloat(PANGO_SCALE))) }
    }

    /// Outlines the runs with a stroke width: each run's glyph outlines (the layout's path, clipped
    /// to the run's boxes line by line) stroked `|strokeWidth|` percent of the point size wide, in
    /// the stroke colour (default: the run's colour, then the label's). The layout's top-left is
    /// at the cairo context's current point.
    static func strokeOutlines(_ runs: TextRuns, layout: OpaquePointer, defaultFont: UIFont, defaultColor: CGColor,
                               origin: CGPoint, cr: OpaquePointer) {
        let scale = CGFloat(PANGO_SCALE)
        for run in runs.runs where run.strokeWidth != 0 {
            let font = run.font ?? defaultFont
            let color = run.strokeColor ?? run.color
            cairo_save(cr)
            cairo_new_path(cr)
            // The run's boxes: per line, the x ranges its characters cover, the line's full height.
            let iter = pango_layout_get_iter(layout)!
            repeat {
                var y0: Int32 = 0, y1: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &y0, &y1)
                if let line = pango_layout_iter_get_line_readonly(iter) {
                    var ranges: UnsafeMutablePointer<Int32>?
                    var count: Int32 = 0
                    pango_layout_line_get_x_ranges(line, Int32(run.start), Int32(run.end), &ranges, &count)
                    for i in 0..<Int(count) {
                        let x0 = CGFloat(ranges![2 * i]) / scale, x1 = CGFloat(ranges![2 * i + 1]) / scale
                        // Widened by the stroke so the outline's outer half is not cut at the run's ends.
                        let pad = abs(run.strokeWidth) / 100 * font.pointSize
                        cairo_rectangle(cr, origin.x + x0 - pad, origin.y + CGFloat(y0) / scale, x1 - x0 + 2 * pad, CGFloat(y1 - y0) / scale)
                    }
                    g_free(ranges)
                }
            } while pango_layout_iter_next_line(iter) != 0
            pango_layout_iter_free(iter)
            cairo_clip(cr)
            cairo_new_path(cr)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_layout_path(cr, layout)
            if let color {
                cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            } else {
                cairo_set_source_rgba(cr, defaultColor.red, defaultColor.green, defaultColor.blue, defaultColor.alpha)
            }
            cairo_set_line_width(cr, abs(run.strokeWidth) / 100 * font.pointSize)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }
}
