import Ccairo

/// A drawing destination: Apple's `CGContext` API over a cairo context on an ARGB32 image surface.
///
/// cairo already has CoreGraphics' model (a current transform, a clip, a current path that
/// painting consumes, save/restore), so most calls map one to one. What cairo lacks is kept here:
/// separate fill and stroke colours and a global alpha, saved and restored with the cairo state.
/// Coordinates are y-down with no flip: `ctm` of a fresh context is the identity, or the scale of a
/// UIKit image renderer (Apple's UIKit contexts also carry a y-flip; the porting guide lists this).
/// See also: CGContext+Paths (building and painting), CGContext+Images (images, transparency layers),
/// `CGPath`, `CGImage`.
public final class CGContext {
    /// The cairo context (`cairo_t *`) and its image surface (`cairo_surface_t *`).
    let cr: OpaquePointer
    let surface: OpaquePointer

    /// What cairo's gstate does not hold; pushed and popped with `saveGState`/`restoreGState`.
    struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var interpolationQuality = CGInterpolationQuality.default
    }
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []

    /// True once anything has been painted. The display pass keeps no backing store for a view whose
    /// `draw(_:)` painted nothing (plain container views), so they cost no memory.
    public internal(set) var didDraw = false

    /// Width and height of the surface in pixels.
    public let width: Int
    public let height: Int
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }

    /// The pixel memory (ARGB32 premultiplied, native endian), for hosts that copy finished frames.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) }
    }

    /// Apple's bitmap-context initializer. Only 8-bit premultiplied-first RGB (cairo's ARGB32) is
    /// supported; other layouts give nil with a printed reason. With `data` nil the context owns
    /// zeroed (transparent) memory; otherwise it draws into the caller's buffer, which must outlive it.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        guard bitsPerComponent == 8, alpha == .premultipliedFirst || alpha == .noneSkipFirst else {
            Log.coreGraphics.warning("CGContext(bitsPerComponent: \(bitsPerComponent), bitmapInfo: \(bitmapInfo)): only 8-bit premultipliedFirst/noneSkipFirst ARGB (cairo ARGB32) is supported; returning nil")
            return nil
        }
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let s: OpaquePointer?
        if let data {
            let stride = bytesPerRow > 0 ? bytesPerRow : Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
            s = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                    Int32(width), Int32(height), Int32(stride))
        } else {
            s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(ownedSurface: s)
    }

    /// Takes over one reference to an ARGB32 image surface.
    init(ownedSurface: OpaquePointer) {
        surface = ownedSurface
        cr = cairo_create(ownedSurface)
        // CoreGraphics' default line width is 1; cairo's is 2.
        cairo_set_line_width(cr, 1)
        width = Int(cairo_image_surface_get_width(ownedSurface))
        height = Int(cairo_image_surface_get_height(ownedSurface))
    }

    /// A transparent context of `width × height` pixels (nil for sizes cairo cannot allocate).
    public convenience init?(width: Int, height: Int) {
        self.init(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// A snapshot of the pixels drawn so far; later drawing does not change it.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        return CGImage(cairoSurface: surface)
    }

    /// Lends the underlying `cairo_t *` for drawing CoreGraphics has no call for (UIKit's Pango text).
    /// The context counts as drawn into afterwards; leave cairo's save/restore depth as you found it.
    public func withCairoContext<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        didDraw = true
        return try body(cr)
    }

    // MARK: Graphics state

    public func saveGState() {
        savedStates.append(state)
        cairo_save(cr)
    }

    /// Restores the last saved state; an unbalanced restore is ignored (CoreGraphics logs and ignores it).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cr)
    }

    // MARK: Current transform

    /// The current transformation matrix: user space to device pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return }
        cairo_translate(cr, x, y)
    }

    /// A zero or non-finite scale would make the matrix singular, which puts cairo into a permanent
    /// error state; such calls are ignored.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else { return }
        cairo_scale(cr, x, y)
    }

    /// Rotates user space by `angle` radians (clockwise on screen for positive angles, y-down).
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return }
        cairo_rotate(cr, angle)
    }

    /// Prepends `transform` to the CTM: points are transformed by it, then by the old CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), t.a * t.d - t.b * t.c != 0 else { return }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// Maps a point from user space to device pixels with the current transform.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    // MARK: Clipping

    /// Intersects the clip with `rect` (the current path is left alone, as in CoreGraphics).
    public func clip(to rect: CGRect) {
        withIsolatedPath {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
        }
    }

    public func clip(to rects: [CGRect]) {
        withIsolatedPath {
            for r in rects { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
            cairo_clip(cr)
        }
    }

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule.cairo)
        cairo_clip(cr)
    }

    /// The clip's bounding box in user space; the whole surface when nothing clips, `.null` when
    /// the clip is empty.
    public var clipBoundingBox: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard x2 > x1, y2 > y1 else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Runs `body` with an empty path, then puts the caller's path back: rect fills and clips must
    /// not consume a path the caller is still building.
    func withIsolatedPath(_ body: () -> Void) {
        guard cairo_has_current_point(cr) != 0, let saved = cairo_copy_path(cr) else {
            cairo_new_path(cr)
            body()
            return
        }
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
        cairo_path_destroy(saved)
    }
}

/// How overlapping subpaths decide what is inside.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var cairo: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}
