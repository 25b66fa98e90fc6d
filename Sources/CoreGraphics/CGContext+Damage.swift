@_implementationOnly import Ccairo

/// Which pixels a drawing call can have changed, so a context in a layout that is not cairo's own
/// converts only those (`CGBitmapMirror`).
///
/// A call's box is its shape's bounding box in device space (a path's extents, a stroke's with its
/// width, joins and caps, an image's rect through the CTM), grown by a pixel for antialiasing and
/// cut to the clip's box. Where the shape does not bound the paint, the whole clip counts: a shadow
/// (it lands away from the shape), cairo's unbounded operators (IN, OUT, DEST_IN and DEST_ATOP
/// also clear what lies outside the shape), gradients and transparency layers (they paint the clip).
/// Inside a transparency layer nothing reaches the surface until the layer ends.
extension CGContext {
    /// What a drawing call can have changed.
    enum Touched {
        /// Anything inside the clip.
        case clip
        /// Nothing (an empty path was painted).
        case nothing
        /// Inside this rect of user space (its bounding box in device space), inside the clip.
        case user(CGRect)
        /// Inside this rect of device space, inside the clip.
        case device(CGRect)
    }

    /// A pixel either way: cairo's antialiasing touches the pixels a shape's edge passes through,
    /// which rounding the box outwards already includes; the extra pixel keeps a rounding
    /// difference between cairo's extents and its rasteriser from ever leaving one unconverted.
    static let damageMargin = 1

    /// Called at the end of every drawing call (the bytes of a context in a layout that is not
    /// cairo's own follow the surface there). Nothing to do for cairo's own layouts.
    func didPaint(_ touched: Touched) {
        guard let mirror else { return }
        // Inside a transparency layer cairo draws into the group, not the surface.
        guard cairo_get_group_target(cr) == surface else { return }
        guard let box = touchedBox(touched) else { return }
        mirror.didPaint(box, in: surface)
    }

    /// Runs `body`, drawing calls that together make one call of the caller's (`CALayer.render(in:)`
    /// draws a whole layer tree), and converts what they touched once, when it returns: nobody can
    /// look at the bytes in between, and a window's background and the views over it would
    /// otherwise be converted once each.
    package func batchingLayoutConversion<R>(_ body: () throws -> R) rethrows -> R {
        guard let mirror else { return try body() }
        mirror.beginBatch()
        defer { mirror.endBatch(surface: surface) }
        return try body()
    }

    /// The device pixels `touched` can have changed with the current state; nil when none.
    func touchedBox(_ touched: Touched) -> CGBitmapBox? {
        let whole = CGBitmapBox(x0: 0, y0: 0, x1: width, y1: height)
        guard let clip = deviceClipBox().flatMap({ $0.intersection(whole) }) else { return nil }
        let op = cairo_get_operator(cr)
        let unbounded = op == CAIRO_OPERATOR_IN || op == CAIRO_OPERATOR_OUT || op == CAIRO_OPERATOR_DEST_IN
            || op == CAIRO_OPERATOR_DEST_ATOP
        let shape: CGRect?
        switch touched {
        case .clip: shape = nil
        case .nothing: return nil
        case let .user(rect): shape = rect.applying(ctm)
        case let .device(rect): shape = rect
        }
        guard let shape, state.shadow == nil, !unbounded else { return clip }
        let r = shape.standardized
        // A shape reaching to infinity (a fill of `CGRect.infinite`) paints the whole clip.
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return r.isNull ? nil : clip }
        return CGBitmapBox(covering: r, margin: Self.damageMargin).flatMap { $0.intersection(clip) }
    }

    /// The clip's bounding box in device pixels (nil when the clip is empty).
    func deviceClipBox() -> CGBitmapBox? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        withDeviceSpace { cairo_clip_extents(cr, &x1, &y1, &x2, &y2) }
        return CGBitmapBox(covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }

    /// The current path's bounding box in device space (cairo keeps paths in device space, so
    /// with an identity matrix its extents are device coordinates); nil when there is no path.
    func devicePathBox() -> CGRect? {
        guard mirror != nil, !isPathEmpty else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        withDeviceSpace { cairo_path_extents(cr, &x1, &y1, &x2, &y2) }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// What stroking the current path would cover, in device space (the stroke's extents depend on
    /// the line width in user space, so they are taken there and mapped through the CTM).
    func deviceStrokeBox() -> CGRect? {
        guard mirror != nil, !isPathEmpty else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm)
    }

    /// Runs `body` with the identity matrix, then puts the CTM back.
    private func withDeviceSpace(_ body: () -> Void) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_identity_matrix(cr)
        body()
        cairo_set_matrix(cr, &m)
    }
}
