@_implementationOnly import Ccairo

/// Shadows: `setShadow(offset:blur:color:)` shadows every later painting call until the graphics
/// state is restored, and the compositor's layer shadows (`drawLayerShadow`) share the blur.
///
/// The blur is a Gaussian approximated by three successive box blurs, the method the SVG 1.1
/// specification publishes for feGaussianBlur: box width d = floor(σ · 3·√(2π)/4 + 0.5); an odd d
/// gives three boxes of d centred on the pixel, an even d two boxes of d (centred half a pixel left
/// and right) and one of d + 1. The result is within a few percent of a true Gaussian.
///
/// How Apple's blur numbers map to σ is documented only loosely. CoreGraphics' `blur` is taken as
/// a CSS blur radius (WebKit hands CSS shadow blur to CoreGraphics unchanged, and CSS defines the
/// blur radius as 2σ): σ = blur / 2. CALayer's `shadowRadius` is taken as σ itself (design tools
/// publish their CSS-style blur as 2 × shadowRadius). Offsets and blur of `setShadow` are in the
/// context's base space (device pixels, y down), not affected by the CTM, as Apple documents.
extension CGContext {
    /// The shadow set by `setShadow`, part of the graphics state.
    struct Shadow {
        var offset: CGSize
        /// σ in device pixels.
        var sigma: CGFloat
        var color: CGColor
    }

    /// The largest σ a shadow is blurred with, in device pixels: beyond it the blur costs more
    /// (margins of 3σ around what is drawn) and shows nothing a viewer could tell apart.
    package static let maximumShadowSigma: CGFloat = 128

    /// Apple's `setShadow(offset:blur:)`: black at one-third alpha, Apple's documented default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Shadows every later painting call (fills, strokes, images, gradients) until the graphics
    /// state is restored: what a call paints is also painted in `color`, blurred by `blur`, moved by
    /// `offset` (base space: device pixels, y down as in UIKit's contexts), underneath. A nil or
    /// fully transparent colour turns shadows off. Bad input: non-finite offset components count as
    /// 0; a negative or NaN blur as 0 (a sharp shadow); an infinite blur spreads the shadow to
    /// nothing (no shadow); blurs above 2 × `maximumShadowSigma` are clamped.
    /// The shadow is made from what the call paints on the whole surface, before the clip; content
    /// painted outside the surface casts none.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, !blur.isInfinite else { state.shadow = nil; return }
        let o = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        let sigma = blur.isNaN ? 0 : min(max(0, blur / 2), Self.maximumShadowSigma)
        state.shadow = Shadow(offset: o, sigma: sigma, color: color)
    }

    /// Runs a painting call; with a shadow set, paints its shadow first, then what it painted.
    func withShadow(_ body: () -> Void) {
        guard let shadow = state.shadow else { body(); return }
        // The paint goes to a group covering the whole surface (the clip is lifted while it is
        // drawn, so content just outside the clip still casts its shadow in).
        cairo_save(cr)
        cairo_reset_clip(cr)
        cairo_push_group(cr)
        body()
        guard let group = cairo_pop_group(cr) else { cairo_restore(cr); return }
        cairo_restore(cr)
        let region = CGRect(x: 0, y: 0, width: width, height: height)
        if let mask = ShadowMask(region: region, sigma: shadow.sigma, draw: { mcr in
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_set_matrix(mcr, &m)
            cairo_set_source(mcr, group)
            cairo_paint(mcr)
        }) {
            mask.paint(on: cr, color: shadow.color, alpha: 1, offset: shadow.offset)
        }
        cairo_set_source(cr, group)
        cairo_paint(cr)
        cairo_pattern_destroy(group)
    }

    /// A layer's shadow (the compositor's): `color` × `opacity`, blurred by `sigma` (user-space
    /// units, scaled to pixels by the CTM), moved by `offset` (user space), made from `path` when
    /// given, else from what `drawContent` paints. Returns without drawing the content when `path`
    /// is given (the caller draws it as usual); otherwise it draws `drawContent`'s pixels itself
    /// after the shadow, with the global alpha, and returns true.
    ///
    /// `extent` (user space) bounds what the content paints. The shadow is computed over that extent
    /// within the surface widened by the blur's reach, never over the clip, so the same pixels come
    /// out whatever the clip (retained frames repaint only damaged rects). `shadowClip`, when given,
    /// clips the shadow alone (a layer that masks to its bounds clips its shadow away).
    ///
    /// With a `path`, a blur of at least a pixel and a `cache`, the blurred mask is kept in the
    /// cache and reused while the path, blur and the CTM's scale and rotation stay the same: a
    /// card scrolling in a list blurs its shadow once, not every frame. Such a mask is made at the
    /// CTM's whole-pixel translation (it moves by at most half a pixel, invisible under a blur of a
    /// pixel or more), so a cached and a fresh mask give the same pixels.
    package func drawLayerShadow(color: CGColor, opacity: CGFloat, offset: CGSize, sigma: CGFloat, path: CGPath?,
                                 extent: CGRect, shadowClip: CGPath?, cache: CGShadowMaskCache? = nil,
                                 drawContent: (CGContext) -> Void) -> Bool {
        let m = ctm
        let scale = sqrt(abs(m.a * m.d - m.b * m.c))
        let deviceSigma = sigma.isFinite ? min(max(0, sigma * scale), Self.maximumShadowSigma) : 0
        let o = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        let deviceOffset = CGSize(width: m.a * o.width + m.c * o.height, height: m.b * o.width + m.d * o.height)
        let reach = 3 * deviceSigma + 2 + max(abs(deviceOffset.width), abs(deviceOffset.height))
        let surface = CGRect(x: 0, y: 0, width: width, height: height).insetBy(dx: -reach, dy: -reach)
        let shape = path.map { $0.boundingBox.union(extent) } ?? extent
        let region = shape.applying(m).intersection(surface).integral
        let alpha = state.alpha * (opacity.isFinite ? min(max(opacity, 0), 1) : 0)
        guard !region.isNull, region.width >= 1, region.height >= 1, region.width * region.height <= 64_000_000 else {
            if path == nil { drawContent(self) }
            return path == nil
        }
        var content: CGContext?
        let mask: ShadowMask?
        var maskOffset = deviceOffset
        if let path, let cache, deviceSigma >= 1,
           let cached = cache.mask(for: path, transform: m, sigma: deviceSigma) {
            mask = cached
            maskOffset.width += m.tx.rounded()
            maskOffset.height += m.ty.rounded()
        } else if let path {
            mask = ShadowMask(region: region, sigma: deviceSigma) { mcr in
                var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
                cairo_set_matrix(mcr, &cm)
                CGContext.append(path, to: mcr)
                cairo_fill(mcr)
            }
        } else {
            guard let off = CGContext(width: Int(region.width), height: Int(region.height)) else {
                drawContent(self)
                return true
            }
            off.translateBy(x: -region.minX, y: -region.minY)
            off.concatenate(m)
            off.interpolationQuality = interpolationQuality
            drawContent(off)
            content = off
            cairo_surface_flush(off.surface)
            mask = ShadowMask(region: region, sigma: deviceSigma) { mcr in
                cairo_set_source_surface(mcr, off.surface, region.minX, region.minY)
                cairo_paint(mcr)
            }
        }
        if let mask {
            cairo_save(cr)
            if let shadowClip { cairo_new_path(cr); Self.append(shadowClip, to: cr); cairo_clip(cr) }
            mask.paint(on: cr, color: color, alpha: alpha, offset: maskOffset)
            cairo_restore(cr)
            didDraw = true
        }
        if let content {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, content.surface, region.minX, region.minY)
            if state.alpha < 1 { cairo_paint_with_alpha(cr, state.alpha) } else { cairo_paint(cr) }
            cairo_restore(cr)
            didDraw = true
        }
        didPaint(.clip)
        return path == nil
    }
}

extension CGContext {
    /// Appends `path` to `cr`'s current path in its user space (quadratic curves raised to cubics).
    static func append(_ path: CGPath, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case let .moveToPoint(p): cairo_move_to(cr, p.x, p.y)
            case let .addLineToPoint(p): cairo_line_to(cr, p.x, p.y)
            case let .addQuadCurveToPoint(c, p):
                var x = 0.0, y = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y) } else { cairo_move_to(cr, c.x, c.y); x = c.x; y = c.y }
                cairo_curve_to(cr, x + 2 / 3 * (c.x - x), y + 2 / 3 * (c.y - y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case let .addCurveToPoint(c1, c2, p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}

/// A blurred alpha mask over a device-pixel region (an A8 surface), made by `draw` into a cairo
/// context whose device space is the target's (the region's origin is set as a device offset).
final class ShadowMask {
    let surface: OpaquePointer
    let region: CGRect

    deinit { cairo_surface_destroy(surface) }

    init?(region: CGRect, sigma: CGFloat, draw: (OpaquePointer) -> Void) {
        let margin = sigma > 0 ? Int((3 * sigma).rounded(.up)) + 2 : 0
        let r = region.insetBy(dx: CGFloat(-margin), dy: CGFloat(-margin))
        let w = Int(r.width), h = Int(r.height)
        guard w > 0, h > 0, let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_set_device_offset(s, -r.minX, -r.minY)
        let mcr = cairo_create(s)!
        draw(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(s)
        if let data = cairo_image_surface_get_data(s) {
            ShadowBlur.blur(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(s)), sigma: sigma)
        }
        cairo_surface_mark_dirty(s)
        surface = s
        self.region = r
    }

    /// Paints `color` × `alpha` through the mask moved by `offset` (device pixels).
    func paint(on cr: OpaquePointer, color: CGColor, alpha: CGFloat, offset: CGSize) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
        // The device offset maps the mask's pixels to region coordinates; moving it shifts the shadow.
        cairo_surface_set_device_offset(surface, 0, 0)
        cairo_mask_surface(cr, surface, region.minX + offset.width, region.minY + offset.height)
        cairo_restore(cr)
    }
}

/// The three-box approximation of a Gaussian blur (SVG 1.1, feGaussianBlur), in place on 8-bit alpha.
enum ShadowBlur {
    /// The box width for `sigma`: floor(σ · 3·√(2π)/4 + 0.5), from the SVG 1.1 specification.
    static func boxWidth(sigma: CGFloat) -> Int { Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down)) }

    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        let d = boxWidth(sigma: sigma)
        guard d > 1 else { return }
        // (size, pixels before the output pixel) for each of the three passes.
        let passes = d % 2 == 1 ? [(d, d / 2), (d, d / 2), (d, d / 2)] : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        var line = [Float](repeating: 0, count: max(width, height))
        var out = line
        func run(count: Int) {
            for (size, before) in passes {
                var sum: Float = 0
                // Window for output i covers inputs i - before ... i - before + size - 1.
                for k in 0..<size { let j = k - before; if j >= 0, j < count { sum += line[j] } }
                for i in 0..<count {
                    out[i] = sum / Float(size)
                    let leaving = i - before, entering = i - before + size
                    if leaving >= 0, leaving < count { sum -= line[leaving] }
                    if entering >= 0, entering < count { sum += line[entering] }
                }
                swap(&line, &out)
            }
        }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = Float(row[x]) }
            run(count: width)
            for x in 0..<width { row[x] = UInt8(min(255, max(0, line[x].rounded()))) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Float(data[y * stride + x]) }
            run(count: height)
            for y in 0..<height { data[y * stride + x] = UInt8(min(255, max(0, line[y].rounded()))) }
        }
    }
}

/// One layer's blurred shadow-path mask, kept between frames (`CGContext.drawLayerShadow`): the
/// mask depends only on the path, the blur and the CTM's linear part, and is made at translation
/// zero, so any whole-pixel move reuses it. Holds one mask (a layer has one shadow).
package final class CGShadowMaskCache {
    private struct Key: Equatable {
        var elements: [CGPathElement]
        var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
        var sigma: CGFloat
    }
    private var key: Key?
    private var cached: ShadowMask?
    /// Masks made so far (tests and benchmarks tell reuse from remaking).
    package private(set) var masksMade = 0

    /// Masks above this many pixels are not kept (a shadow much larger than any screen).
    static let maximumPixels: CGFloat = 8_000_000

    package init() {}

    /// The mask of `path` under `transform` with its translation dropped; nil when it is too large
    /// or empty (the caller then draws without the cache).
    func mask(for path: CGPath, transform m: CGAffineTransform, sigma: CGFloat) -> ShadowMask? {
        let key = Key(elements: path.elements, a: m.a, b: m.b, c: m.c, d: m.d, sigma: sigma)
        if key == self.key, let cached { return cached }
        let linear = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
        let box = path.boundingBox.applying(linear).integral
        guard !box.isNull, box.width >= 1, box.height >= 1,
              (box.width + 6 * sigma) * (box.height + 6 * sigma) <= Self.maximumPixels else { return nil }
        let made = ShadowMask(region: box, sigma: sigma) { mcr in
            var cm = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: 0, y0: 0)
            cairo_set_matrix(mcr, &cm)
            CGContext.append(path, to: mcr)
            cairo_fill(mcr)
        }
        self.key = made == nil ? nil : key
        cached = made
        if made != nil { masksMade += 1 }
        return made
    }
}
