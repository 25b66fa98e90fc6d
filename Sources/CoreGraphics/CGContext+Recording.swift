@_implementationOnly import Ccairo

/// A context that keeps the drawing calls made into it instead of pixels (cairo's recording
/// surface), to be replayed into a bitmap context later, or thrown away when nothing was drawn.
///
/// Why: the display pass does not know whether a view's `draw(_:)` paints anything until it has
/// run (Swift cannot ask whether a method is overridden). A container view's draw paints nothing,
/// and a full-screen backing store allocated and zeroed for it costs 8 MB on the first frame. A
/// recording has the view's whole bounds as its clip, as a real backing store would (a `draw(_:)`
/// that skips what lies outside `boundingBoxOfClipPath` draws the same), and costs no pixels.
extension CGContext {
    /// A recording context of `width × height` device pixels (its clip), or nil for a size no
    /// context can have. `data` is nil and images cannot be made of it; `replay(into:)` draws it.
    package convenience init?(recordingWidth width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let s = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        self.init(ownedNonImageSurface: s, width: width, height: height)
    }

    /// True for a context made with `init(recordingWidth:height:)`.
    package var isRecording: Bool { cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_RECORDING }

    /// Replays the calls recorded in `self` into `target`, device pixel onto device pixel (the
    /// target's transform is not applied; its clip is), as if they had been made on `target`.
    package func replay(into target: CGContext) {
        guard isRecording else { return }
        cairo_surface_flush(surface)
        target.withCairoContext { cr in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }
}
