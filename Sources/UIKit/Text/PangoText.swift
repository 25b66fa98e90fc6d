@_implementationOnly import CPangoCairo

/// Lays out, measures and draws text with Pango; the one place that talks to Pango.
///
/// Measuring and drawing configure layouts the same way and with the same font options (no hinting, unrounded
/// glyph positions), so a label's `sizeThatFits` is exactly the size its drawing takes, at any scale. Pango's
/// default font map is per thread, so the measuring context is kept per thread too. See also: `UIFont`,
/// `UILabel`, NSString+Drawing.
enum PangoText {
    /// What shapes the text besides its characters.
    struct Style: Equatable {
        var font: UIFont
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// 0 means no limit.
        var numberOfLines = 0
        /// An attributed label's character attributes (nil: the font and colour above throughout).
        var runs: TextRuns? = nil
    }

    struct FontMetrics {
        var ascender: CGFloat
        var descender: CGFloat
        var lineHeight: CGFloat
    }

    /// The size the text takes when laid out `width` points wide (nil: one line per paragraph).
    static func measure(_ text: String, style: Style, width: CGFloat?) -> CGSize {
        measureKeepingLayout(text, style: style, width: width, keep: false).size
    }

    /// A one-line, left-to-right layout `measure` made with no width, kept to be drawn: laid out at
    /// any width it fits in, with natural or left alignment, the text makes the same single line at
    /// the same place (Pango wraps, ellipsizes or aligns only when there is room to fill or too
    /// little), so drawing it draws what a new layout at that width would (LabelMeasurementCacheTests
    /// compare them byte for byte). Drawing with the layout of the measuring context is what Pango
    /// itself does when hint metrics are off (pango_cairo_update_layout keeps the lines).
    final class OneLineLayout {
        fileprivate let layout: OpaquePointer
        fileprivate init(_ layout: OpaquePointer) { self.layout = layout }
        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// `measure`, and with `keep` the layout too when it qualifies as a `OneLineLayout`.
    static func measureKeepingLayout(_ text: String, style: Style, width: CGFloat?, keep: Bool) -> (size: CGSize, kept: OneLineLayout?) {
        guard !text.isEmpty else { return (.zero, nil) }
        let perThread = PerThread.current
        perThread.measurements += 1
        let layout = pango_layout_new(perThread.context)!
        let height = configure(layout, text: text, style: style, width: width)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let size = CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: height)
        if keep, style.runs == nil, width == nil, style.numberOfLines == 1, style.alignment == .natural || style.alignment == .left,
           pango_layout_get_line_count(layout) == 1, logical.x == 0,
           let line = pango_layout_get_line_readonly(layout, 0), line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue {
            return (size, OneLineLayout(layout))
        }
        g_object_unref(UnsafeMutableRawPointer(layout))
        return (size, nil)
    }

    /// Draws a kept one-line layout with its top-left at `origin` (see `OneLineLayout`).
    static func draw(_ kept: OneLineLayout, color: CGColor, at origin: CGPoint, in ctx: CGContext) {
        guard color.alpha > 0 else { return }
        PerThread.current.layoutsDrawn += 1
        ctx.withCairoContext { cr in
            cairo_save(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, kept.layout)
            cairo_restore(cr)
        }
    }

    /// Whether a line `naturalWidth` wide (a one-line `measure` with no width) fits in a layout
    /// `width` wide, as Pango decides when it wraps: in Pango units, the width `configure` sets.
    static func fitsOnOneLine(naturalWidth: CGFloat, in width: CGFloat) -> Bool {
        guard width.isFinite, width > 0, naturalWidth.isFinite else { return false }
        let scale = CGFloat(PANGO_SCALE)
        return (naturalWidth * scale).rounded(.up) <= (min(width, 1e6) * scale).rounded(.towardZero)
    }

    /// Draws the text with its layout box's top-left at `origin`; `width` as in `measure`.
    static func draw(_ text: String, style: Style, color: CGColor, at origin: CGPoint, width: CGFloat?, in ctx: CGContext) {
        guard !text.isEmpty, color.alpha > 0 else { return }
        let perThread = PerThread.current
        perThread.layoutsDrawn += 1
        perThread.layoutsMadeToDraw += 1
        let context = perThread.drawingContext
        ctx.withCairoContext { cr in
            // The context takes the cairo context's transform (less its translation) and surface
            // font options, as pango_cairo_create_layout's new one would, with ours on top.
            pango_cairo_update_context(cr, context)
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let height = configure(layout, text: text, style: style, width: width)
            cairo_save(cr)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            if height < CGFloat(logical.height) / CGFloat(PANGO_SCALE) {
                // Lines beyond numberOfLines (non-truncating modes) are cut off, as UILabel does.
                cairo_rectangle(cr, origin.x - 1e4, origin.y, 2e4, height)
                cairo_clip(cr)
            }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
            if let runs = style.runs, runs.hasStroke {
                strokeOutlines(runs, layout: layout, defaultFont: style.font, defaultColor: color, origin: origin, cr: cr)
            }
            cairo_restore(cr)
        }
    }

    /// Applies the style to `layout`; returns the height of the lines that show.
    private static func configure(_ layout: OpaquePointer, text: String, style: Style, width: CGFloat?) -> CGFloat {
        let description = style.font.makePangoDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let runs = style.runs { apply(runs, to: layout) }
        let lines = max(0, style.numberOfLines)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1e6) * CGFloat(PANGO_SCALE)))
            switch style.alignment {
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified: pango_layout_set_justify(layout, 1)
            case .left, .natural: pango_layout_set_auto_dir(layout, 1)
            }
            pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            let ellipsize: PangoEllipsizeMode
            switch style.lineBreakMode {
            case .byTruncatingTail: ellipsize = PANGO_ELLIPSIZE_END
            case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
            default: ellipsize = PANGO_ELLIPSIZE_NONE
            }
            if ellipsize != PANGO_ELLIPSIZE_NONE, lines > 0 {
                pango_layout_set_ellipsize(layout, ellipsize)
                // A negative height is a line count: Pango ellipsizes the last line that fits.
                pango_layout_set_height(layout, -Int32(lines))
            }
        }
        if lines == 1 { pango_layout_set_single_paragraph_mode(layout, 1) }
        return heightOfLines(layout, limit: lines)
    }

    /// The height of the first `limit` lines (all of them when 0).
    private static func heightOfLines(_ layout: OpaquePointer, limit: Int) -> CGFloat {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var bottom: Int32 = 0, count = 0
        repeat {
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            bottom = y1
            count += 1
        } while (limit == 0 || count < limit) && pango_layout_iter_next_line(iter) != 0
        return CGFloat(bottom) / CGFloat(PANGO_SCALE)
    }

    static func metrics(for font: UIFont) -> FontMetrics {
        let cache = PerThread.current
        if let m = cache.metrics[font] { return m }
        let description = font.makePangoDescription()
        defer { pango_font_description_free(description) }
        let m = pango_context_get_metrics(cache.context, description, nil)!
        defer { pango_font_metrics_unref(m) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(m)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(m)) / scale
        // The same line height a one-line layout reports, so lineHeight matches label heights.
        let lineHeight = measure("Xg", style: Style(font: font), width: nil).height
        let result = FontMetrics(ascender: ascent, descender: -descent, lineHeight: lineHeight)
        cache.metrics[font] = result
        return result
    }

    static func hasFamily(_ name: String) -> Bool {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        defer { g_free(families) }
        guard let families else { return false }
        for i in 0..<Int(count) {
            if let f = families[i], let cName = pango_font_family_get_name(f),
               String(cString: cName).caseInsensitiveCompare(name) == .orderedSame { return true }
        }
        return false
    }

    /// The measuring and drawing contexts and metrics cache of one thread.
    final class PerThread {
        let context: OpaquePointer
        /// Brought up to date with each cairo context drawn into (`pango_cairo_update_context`)
        /// instead of a new one per draw: making, configuring and freeing a context was a tenth of
        /// drawing a label (`make bench`, first_frame_labels).
        let drawingContext: OpaquePointer
        var metrics: [UIFont: FontMetrics] = [:]
        /// How many layouts `measure` has made on this thread (tests count what caches save).
        var measurements = 0
        /// How many texts `draw` has drawn on this thread, and for how many it made a layout.
        var layoutsDrawn = 0, layoutsMadeToDraw = 0

        init() {
            context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
            PerThread.applyOptions(to: context)
            drawingContext = pango_font_map_create_context(pango_cairo_font_map_get_default())!
            PerThread.applyOptions(to: drawingContext)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(drawingContext))
        }

        /// Kept in a pthread key, as GraphicsThreadState is: every measure and draw asks for it, and
        /// `Thread.current.threadDictionary` (a bridged dictionary lookup) was 4% of drawing a label.
        /// Released when its thread exits.
        static var current: PerThread {
            if let raw = pthread_getspecific(key) { return Unmanaged<PerThread>.fromOpaque(raw).takeUnretainedValue() }
            let made = PerThread()
            pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
            return made
        }

        /// Created once (Swift globals are initialised exactly once, thread-safely).
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { raw in
                if let raw { Unmanaged<PerThread>.fromOpaque(raw).release() }
            }
            return key
        }()

        /// No hinting and unrounded positions: metrics independent of scale, so measuring equals drawing.
        static func applyOptions(to context: OpaquePointer) {
            let options = cairo_font_options_create()
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, 0)
        }
    }
}
