@_implementationOnly import Ccairo

/// Colours, line style, the current path and painting it.
///
/// Painting calls (`fill`, `stroke`, `fillPath`, …) set cairo's source from the fill or stroke colour
/// times the global alpha just before painting, because cairo has a single source. Rect and ellipse
/// conveniences leave the current path untouched, as in CoreGraphics.
extension CGContext {
    // MARK: Colours and alpha

    /// Sets the colour that later fills paint with; part of the graphics state (black initially).
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the colour that later strokes paint with; part of the graphics state (black initially).
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill colour from sRGB components in [0, 1] (clamped, as `CGColor` clamps them).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour from sRGB components in [0, 1] (clamped, as `CGColor` clamps them).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The global alpha multiplied into every later paint (colours and images), clamped to [0, 1].
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }

    // MARK: Line style

    /// Sets the width of later strokes in user-space units (1 initially); a negative or non-finite
    /// width is ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cr, width)
    }

    /// Sets how the open ends of stroked lines are drawn (`.butt` initially).
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][cap.rawValue])
    }

    /// Sets how stroked segments meet at corners (`.miter` initially).
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][join.rawValue])
    }

    /// Sets how long a mitered corner may grow, relative to the line width, before it is drawn
    /// bevelled instead (10 initially); a limit that is not positive and finite is ignored.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cr, limit)
    }

    /// Dashes as lengths in user space, starting `phase` into the pattern; an empty array is solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map { Double($0) }
        guard dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.isEmpty || dashes.contains(where: { $0 > 0 }) else { return }
        cairo_set_dash(cr, dashes, Int32(dashes.count), phase.isFinite ? phase : 0)
    }

    // MARK: Building the current path

    /// Discards the current path and starts an empty one.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cr, point.x, point.y) }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { cairo_line_to(cr, point.x, point.y) }

    /// Adds a cubic Bézier curve from the current point to `end`, shaped by two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// cairo has no quadratic segment; it is raised to the equivalent cubic.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        var x0 = 0.0, y0 = 0.0
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { x0 = control.x; y0 = control.y }
        cairo_curve_to(cr, x0 + 2 / 3 * (control.x - x0), y0 + 2 / 3 * (control.y - y0),
                       end.x + 2 / 3 * (control.x - end.x), end.y + 2 / 3 * (control.y - end.y), end.x, end.y)
    }

    /// Closes the current subpath with a line back to its start, so strokes join there.
    public func closePath() { cairo_close_path(cr) }

    /// Adds `rect` to the current path as a closed subpath.
    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect)) }
    /// Adds each rectangle to the current path as its own closed subpath.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// Adds the ellipse that fits inside `rect` to the current path as a closed subpath.
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect)) }
    /// Adds a subpath that starts at the first point and draws lines through the rest.
    public func addLines(between points: [CGPoint]) {
        let p = CGMutablePath()
        p.addLines(between: points)
        addPath(p)
    }

    /// Adds a circular arc, with a line from the current point to its start; `clockwise` has
    /// CoreGraphics' y-up meaning, as in `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let p = CGMutablePath()
        if cairo_has_current_point(cr) != 0 {
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            p.move(to: CGPoint(x: x, y: y))
        }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        // Skip the helper move: the arc's leading line starts from the real current point.
        addPath(p, skippingLeadingMove: cairo_has_current_point(cr) != 0)
    }

    /// Appends `path` to the current path, transformed by the current CTM (as every point is).
    public func addPath(_ path: CGPath) { addPath(path, skippingLeadingMove: false) }

    private func addPath(_ path: CGPath, skippingLeadingMove: Bool) {
        for (i, element) in path.elements.enumerated() {
            switch element {
            case let .moveToPoint(p): if !(skippingLeadingMove && i == 0) { move(to: p) }
            case let .addLineToPoint(p): addLine(to: p)
            case let .addQuadCurveToPoint(c, p): addQuadCurve(to: p, control: c)
            case let .addCurveToPoint(c1, c2, p): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    /// True when the current path has no elements, for example after painting consumed it.
    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// The current path's bounding box in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Painting the current path (consumes it)

    /// Fills the current path with the fill colour by `rule`, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let box = devicePathBox()
        withShadow {
            setSource(state.fillColor)
            cairo_set_fill_rule(cr, rule.cairo)
            fillBoundedByPath()
        }
        didPaint(box.map { .device($0) } ?? .nothing)
    }

    /// Strokes the current path with the stroke colour and line style, then clears the path.
    public func strokePath() {
        let box = deviceStrokeBox()
        withShadow {
            setSource(state.strokeColor)
            cairo_stroke(cr)
        }
        didPaint(box.map { .device($0) } ?? .nothing)
    }

    /// Fills, strokes or does both to the current path as `mode` says, then clears the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            // One shadow for the fill and the stroke together, as CoreGraphics casts it.
            let box = deviceStrokeBox().map { stroke in devicePathBox().map { $0.union(stroke) } ?? stroke }
            withShadow {
                setSource(state.fillColor)
                cairo_set_fill_rule(cr, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
                cairo_fill_preserve(cr)
                setSource(state.strokeColor)
                cairo_stroke(cr)
            }
            didPaint(box.map { .device($0) } ?? .nothing)
        }
    }

    // MARK: Shape conveniences (leave the current path alone)

    /// Fills `rect` with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills every rectangle in `rects` with the fill colour; the current path is left alone.
    public func fill(_ rects: [CGRect]) {
        withIsolatedPath {
            rects.forEach(addRect)
            fillPath()
        }
    }

    /// Fills the ellipse inside `rect` with the fill colour; the current path is left alone.
    public func fillEllipse(in rect: CGRect) { withIsolatedPath { addEllipse(in: rect); fillPath() } }
    /// Strokes the ellipse inside `rect` with the stroke colour; the current path is left alone.
    public func strokeEllipse(in rect: CGRect) { withIsolatedPath { addEllipse(in: rect); strokePath() } }
    /// Strokes the outline of `rect` with the stroke colour; the current path is left alone.
    public func stroke(_ rect: CGRect) { withIsolatedPath { addRect(rect); strokePath() } }

    /// Strokes the outline of `rect` with a line `width` units wide, without changing the
    /// context's line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes a separate line for each pair of points (0–1, 2–3, …); an odd last point is
    /// ignored and the current path is left alone.
    public func strokeLineSegments(between points: [CGPoint]) {
        withIsolatedPath {
            var i = 0
            while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
            strokePath()
        }
    }

    /// Makes `rect` fully transparent (cairo's CLEAR operator), whatever the colours and alpha.
    public func clear(_ rect: CGRect) {
        withIsolatedPath {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            addRect(rect)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        didDraw = true
        didPaint(.user(rect))
    }

    /// Sets cairo's source to `color` times the global alpha, and records that painting happened.
    func setSource(_ color: CGColor) {
        didDraw = true
        guard let image = color.patternImage else {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * state.alpha)
            return
        }
        // A pattern colour repeats its image; the pattern matrix maps user space to image pixels.
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, color.patternScale, color.patternScale)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }
}

/// How the open ends of a stroked line are drawn (`CGContext.setLineCap(_:)`).
public enum CGLineCap: Int, Sendable {
    /// The line stops square at its end point, the default.
    case butt
    /// A half circle of the line's width is added beyond the end point.
    case round
    /// A half square of the line's width is added beyond the end point.
    case square
}

/// How stroked segments are joined at corners (`CGContext.setLineJoin(_:)`).
public enum CGLineJoin: Int, Sendable {
    /// Outer edges extend to a sharp point (bevelled past the miter limit), the default.
    case miter
    /// Corners are rounded off with a circle of the line's width.
    case round
    /// Corners are cut off flat.
    case bevel
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int, Sendable {
    /// Fill by the nonzero winding rule.
    case fill
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke only.
    case stroke
    /// Fill by the nonzero winding rule, then stroke on top.
    case fillStroke
    /// Fill by the even-odd rule, then stroke on top.
    case eoFillStroke
}
