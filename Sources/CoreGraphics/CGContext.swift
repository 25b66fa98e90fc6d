@_implementationOnly import Ccairo
import Synchronization

/// A drawing destination: Apple's `CGContext` API over a cairo context on an image surface
/// (ARGB32, or the bitmap layout the caller asked for, see `CGBitmapLayout`).
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
        /// `setShadow(offset:blur:color:)`'s shadow (CGContext+Shadow); nil: none.
        var shadow: Shadow?
    }
    var state = GraphicsState()
    var savedStates: [GraphicsState] = []

    /// True once anything has been painted. The display pass keeps no backing store for a view whose
    /// `draw(_:)` painted nothing (plain container views), so they cost no memory.
    public internal(set) var didDraw = false

    /// How many horizontal bands (threads) `drawImages(_:)` splits a large batch into; 1 draws
    /// everything on the calling thread. `CGContext.defaultBandCount` (the cores) unless changed.
    package var bandCount = CGContext.defaultBandCount
    /// For benchmarks: a CPU clock of the calling thread (the library reads none itself). When set,
    /// banded drawing adds the time its bands ran on other threads to `bandWorkOffCallingThread`,
    /// so the work of a composite can be counted whole.
    package var bandTimer: (@Sendable () -> Double)?
    /// Seconds of band work done off the calling thread so far (measured with `bandTimer`).
    package var bandWorkOffCallingThread = 0.0
    /// How many batches `drawImages(_:)` has drawn in bands (tests tell banded from serial).
    package var bandedBatchCount = 0
    /// Whether scaled opaque draws aligned to the axes are written by the direct scaler
    /// (CGContext+DirectScale) instead of cairo; tests turn it off to compare with cairo.
    package var directScaling = CGContext.directScalingByDefault.load(ordering: .relaxed)
    /// What `directScaling` starts as in new contexts: true; the benchmarks' `--cairo-scaler` turns
    /// it off for the whole run, to measure cairo's path in the same binary.
    package static let directScalingByDefault = Atomic<Bool>(true)
    /// Destination pixels the direct scaler has written so far (tests tell its draws from cairo's).
    package var directlyScaledPixels = 0
    /// What `drawImages(_:)` has drawn so far (benchmarks read and reset it).
    package var imageDrawTally = CGImageDrawTally()

    /// Width of the surface in pixels.
    public let width: Int
    /// Height of the surface in pixels.
    public let height: Int
    /// The pixel layout the context was made with, and the caller's bytes when cairo cannot draw
    /// into them directly (nil: cairo draws in place).
    let layout: CGBitmapLayout
    let mirror: CGBitmapMirror?
    /// Pixels converted to the context's layout so far (0 for cairo's own layouts): tests and the
    /// bitmap-layout benchmark check that a drawing call converts only what it touched, and a
    /// context that owns its memory nothing until its bytes are read.
    package var pixelsConvertedToLayout: Int { mirror?.pixelsConverted ?? 0 }
    /// Memory the context allocated for `data: nil` with an explicit layout; freed with it.
    private(set) var ownedBytes: UnsafeMutableRawPointer?

    /// Bytes from one row of `data` to the next: the caller's value, or the one chosen for `0`.
    public var bytesPerRow: Int { mirror?.bytesPerRow ?? Int(cairo_image_surface_get_stride(surface)) }
    /// Always 8: ScrollKit's contexts have 8-bit components only.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel of `data`: 32 for RGB layouts, 8 for gray and alpha-only.
    public var bitsPerPixel: Int { 8 * layout.bytesPerPixel }
    /// The alpha info and byte order the context was made with.
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }
    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    /// The colour space the context was made with.
    public var colorSpace: CGColorSpace? { layout.space }

    /// The pixel memory in the layout the context was made with (for `CGContext(width:height:)`,
    /// cairo's ARGB32 premultiplied host-order words, which hosts copy as finished frames). It is
    /// up to date after every drawing call returns, so iOS code can read it (or its own `data`
    /// buffer) right after drawing. Writes into it between drawing calls are not seen by cairo
    /// when the layout is not cairo's own (see `CGBitmapLayout`).
    ///
    /// A context in a layout that is not cairo's own, made with `data: nil`, converts its pixels
    /// into that layout only when this is read (the first read brings the bytes up to date, and
    /// from then on every drawing call keeps the pixels it touched up to date, since the caller
    /// holds the pointer); until then drawing costs what it costs in cairo's layout (`CGBitmapMirror`).
    public var data: UnsafeMutableRawPointer? {
        if let mirror {
            mirror.sync(from: surface, handingOut: true)
            return mirror.bytes
        }
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) }
    }

    /// Apple's bitmap-context initializer, in the layouts iOS supports (`CGBitmapLayout`): 8-bit
    /// RGB premultiplied or skipping alpha, first or last, in default/big or little 32-bit order;
    /// 8-bit gray with `.none`; 8-bit `.alphaOnly`. With `data` nil the context allocates zeroed
    /// memory (read it through `data`); otherwise it draws into the caller's buffer (whose current
    /// bytes are the starting picture), which must outlive the context. `bytesPerRow` 0 means
    /// `width × bytes per pixel`. Any other combination, a too-small `bytesPerRow` or a size cairo
    /// cannot allocate gives nil and logs one warning, as iOS logs "CGBitmapContextCreate: …".
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard let layout = CGBitmapLayout(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo) else {
            let parameters = CGBitmapLayout.describe(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
            Log.coreGraphics.warning("CGBitmapContextCreate: unsupported parameter combination (\(parameters)); returning nil")
            return nil
        }
        if let refusal = ImageSizePolicy.refusal(width: width, height: height) {
            Log.coreGraphics.warning("CGBitmapContextCreate: invalid size (\(refusal), ImageSizePolicy); returning nil")
            return nil
        }
        let minimumRow = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow == 0 ? minimumRow : bytesPerRow
        guard rowBytes >= minimumRow else {
            Log.coreGraphics.warning("CGBitmapContextCreate: invalid data bytes/row: should be at least \(minimumRow) for \(width) pixels; returning nil")
            return nil
        }
        var owned: UnsafeMutableRawPointer?
        let bytes: UnsafeMutableRawPointer?
        if let data {
            bytes = data
        } else if layout.isCairoNative, bytesPerRow == 0 {
            bytes = nil   // cairo allocates, with its own stride
        } else {
            owned = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
            owned!.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
            bytes = owned
        }
        let s: OpaquePointer?
        var mirror: CGBitmapMirror?
        if layout.isCairoNative, rowBytes % 4 == 0 {
            s = bytes.map { cairo_image_surface_create_for_data($0.assumingMemoryBound(to: UInt8.self), layout.cairoFormat,
                                                                  Int32(width), Int32(height), Int32(rowBytes)) }
                ?? cairo_image_surface_create(layout.cairoFormat, Int32(width), Int32(height))
        } else {
            s = cairo_image_surface_create(layout.cairoFormat, Int32(width), Int32(height))
            // The caller's own buffer can be read at any moment: it is kept up to date after every call.
            mirror = CGBitmapMirror(layout: layout, bytes: bytes!, bytesPerRow: rowBytes, isEager: data != nil)
        }
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            Log.coreGraphics.warning("CGBitmapContextCreate: cannot allocate \(width)×\(height) pixels; returning nil")
            owned?.deallocate()
            return nil
        }
        // The caller's bytes are the starting picture; memory allocated here is zero, as cairo's surface is.
        if let mirror, data != nil { layout.load(from: mirror.bytes, bytesPerRow: rowBytes, into: s) }
        self.init(ownedSurface: s, layout: layout, mirror: mirror)
        ownedBytes = owned
    }

    /// Takes over one reference to an image surface of `layout.cairoFormat`.
    init(ownedSurface: OpaquePointer, layout: CGBitmapLayout = .native, mirror: CGBitmapMirror? = nil) {
        surface = ownedSurface
        self.layout = layout
        self.mirror = mirror
        cr = cairo_create(ownedSurface)
        // CoreGraphics' default line width is 1; cairo's is 2.
        cairo_set_line_width(cr, 1)
        width = Int(cairo_image_surface_get_width(ownedSurface))
        height = Int(cairo_image_surface_get_height(ownedSurface))
    }

    /// Takes over one reference to a surface that is not an image (a recording surface), whose
    /// size cairo cannot report.
    init(ownedNonImageSurface: OpaquePointer, width: Int, height: Int) {
        surface = ownedNonImageSurface
        layout = .native
        mirror = nil
        cr = cairo_create(ownedNonImageSurface)
        cairo_set_line_width(cr, 1)
        self.width = width
        self.height = height
    }

    /// A transparent context of `width × height` pixels (nil for sizes cairo cannot allocate).
    public convenience init?(width: Int, height: Int) {
        self.init(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapLayout.native.bitmapInfo.rawValue)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        ownedBytes?.deallocate()
    }

    /// A snapshot of the pixels drawn so far (always ARGB32 premultiplied; a gray context gives
    /// gray pixels, an alpha-only one black with its alpha); later drawing does not change it.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        // The surface holds what was drawn: for RGB layouts an ARGB32 (or, skipping alpha, RGB24)
        // picture, for alpha-only an A8 one, which `CGImage(cairoSurface:)` copies as the bytes
        // would read (RGB24 opaque, A8 black with its alpha). Only gray needs its bytes (luma).
        guard let mirror, mirror.layout.kind == .gray8 else { return CGImage(cairoSurface: surface) }
        mirror.sync(from: surface, handingOut: false)
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return nil }
        mirror.layout.load(from: mirror.bytes, bytesPerRow: mirror.bytesPerRow, into: copy, asARGB32: true)
        return CGImage(ownedSurface: copy)
    }

    /// Lends the underlying `cairo_t *` for drawing CoreGraphics has no call for (UIKit's Pango text).
    /// The context counts as drawn into afterwards; leave cairo's save/restore depth as you found it.
    /// `touching` (user space) bounds what the body paints, when the caller knows; nil: anything
    /// inside the clip.
    public func withCairoContext<R>(touching bounds: CGRect? = nil, _ body: (OpaquePointer) throws -> R) rethrows -> R {
        didDraw = true
        defer { didPaint(bounds.map { .user($0) } ?? .clip) }
        return try body(cr)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, alpha, line style, blend
    /// mode) for a later `restoreGState()`; the current path is not part of it.
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

    /// Moves the origin of user space by `x` and `y` units; non-finite offsets are ignored.
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

    /// Intersects the clip with the union of `rects` (the current path is left alone).
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

    /// The clip's bounding box in user space (Apple's `boundingBoxOfClipPath`); the whole surface
    /// when nothing clips, `.null` when the clip is empty.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        guard x2 > x1, y2 > y1 else { return .null }
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Lifts every clip set since the context was made (Apple's `resetClip()`): the whole surface
    /// is drawable again. Saved states still restore the clip they saved.
    public func resetClip() { cairo_reset_clip(cr) }

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
    /// Nonzero winding: a point is inside when paths around it do not cancel out by direction.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd

    var cairo: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}
