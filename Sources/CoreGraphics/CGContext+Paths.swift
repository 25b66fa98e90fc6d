import Ccairo

/// Colours, line style, the current path and painting it.
///
/// Painting calls (`fill`, `stroke`, `fillPath`, …) set cairo's source from the fill or stroke colour
/// times the global alpha just before painting, because cairo has a single source. Rect and ellipse
/// conveniences leave the current path untouched, as in CoreGraphics.
extension CGContext {
    // MARK: Colours and alpha

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The global alpha multiplied into every later paint (colours and images), clamped to [0, 1].
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }

    // MARK: Line style

    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        cairo_set_line_width(cr, width)
    }

    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][cap.rawValue])
    }

    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][join.rawValue])
    }

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

    public func beginPath() { cairo_new_path(cr) }

    public func move(to point: CGPoint) { cairo_move_to(cr, point.x, point.y) }

    public func addLine(to point: CGPoint) { cairo_line_to(cr, point.x, point.y) }

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

    public func closePath() { cairo_close_path(cr) }

    public func addRect(_ rect: CGRect) { addPath(CGPath(rect: rect)) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) { addPath(CGPath(ellipseIn: rect)) }
    public func addLines(between points: [CGPoint]) {
        let p = CGMutablePath()
        p.addLines(between: points)
        addPath(p)
    }

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

    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// The current path's bounding box in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        guard !isPathEmpty else { return .null }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Painting the current path (consumes it)

    public func fillPath(using rule: CGPathFillRule = .winding) {
        setSource(state.fillColor)
        cairo_set_fill_rule(cr, rule.cairo)
        fillBoundedByPath()
        didPaint()
    }

    public func strokePath() {
        setSource(state.strokeColor)
        cairo_stroke(cr)
        didPaint()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            setSource(state.fillColor)
            cairo_set_fill_rule(cr, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill_preserve(cr)
            strokePath()   // copies the pixels out for both
        }
    }

    // MARK: Shape conveniences (leave the current path alone)

    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        withIsolatedPath {
            rects.forEach(addRect)
            fillPath()
        }
    }

    public func fillEllipse(in rect: CGRect) { withIsolatedPath { addEllipse(in: rect); fillPath() } }
    public func strokeEllipse(in rect: CGRect) { withIsolatedPath { addEllipse(in: rect); strokePath() } }
    public func stroke(_ rect: CGRect) { withIsolatedPath { addRect(rect); strokePath() } }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

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
        didPaint()
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

public enum CGLineCap: Int, Sendable { case butt, round, square }
public enum CGLineJoin: Int, Sendable { case miter, round, bevel }
public enum CGPathDrawingMode: Int, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
