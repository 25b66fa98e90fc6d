@_implementationOnly import Ccairo

/// Drawing images and grouping drawing into transparency layers.
///
/// Images are composited straight from their cairo surfaces. The sampling filter follows
/// `interpolationQuality`; cairo's default (GOOD) measured on this project's machine at
/// 2.5× the cost of BILINEAR for downscaled layers, so the compositor picks it per frame.
extension CGContext {
    /// How smoothly images are resampled when drawn scaled; part of the graphics state.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Draws `image` scaled to fill `rect`, upright in this y-down space (Apple's CGContext draws
    /// images bottom-up and UIKit code flips; ScrollKit never flips, see the porting guide).
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
              r.width.isFinite, r.height.isFinite else { return }
        didDraw = true
        // A scaled opaque draw aligned to the axes goes to the direct scaler when nothing else
        // (a shadow, a clip that is not whole pixels) needs cairo; the clip is only asked for then.
        if directScaling, state.shadow == nil, state.interpolationQuality == .low, let clip = deviceClipRects() {
            directlyScaledPixels += Self.paint(image, in: r, alpha: state.alpha, filter: state.interpolationQuality.cairoFilter, on: cr,
                                               direct: DirectScaleRequest(clip: clip, commandClip: nil, bands: bandCount))
        } else {
            withShadow { Self.paint(image, in: r, alpha: state.alpha, filter: state.interpolationQuality.cairoFilter, on: cr) }
        }
        didPaint(.user(r))
    }

    /// The cairo calls that draw `image` filling the finite, non-empty rect `r` of `cr`'s user
    /// space; shared with the banded compositor (CGContext+Bands), whose bands must paint exactly
    /// as this context does.
    ///
    /// With `opaqueAsSource`, an opaque image drawn with alpha 1 and OVER is drawn with SOURCE:
    /// the same bytes (an opaque source, bilinear or not, leaves nothing of the destination
    /// under OVER), without reading and blending the destination. Only for clips of whole-pixel
    /// rects: through an anti-aliased clip edge pixman rounds the two operators differently.
    ///
    /// With `direct`, a draw the direct scaler takes (CGContext+DirectScale) is written by it, and
    /// cairo paints only its antialiased rim. Returns the pixels the direct scaler wrote.
    @discardableResult
    static func paint(_ image: CGImage, in r: CGRect, alpha: CGFloat, filter: cairo_filter_t, on cr: OpaquePointer,
                      opaqueAsSource: Bool = false, direct: DirectScaleRequest? = nil) -> Int {
        guard let direct, let plan = DirectScale.plan(image, in: r, alpha: alpha, filter: filter, on: cr, clip: direct.clip,
                                                      commandClip: direct.commandClip) else {
            paintWithCairo(image, in: r, alpha: alpha, filter: filter, on: cr, opaqueAsSource: opaqueAsSource)
            return 0
        }
        let written = DirectScale.write(plan, bands: direct.bands)
        if !plan.rim.isEmpty {
            cairo_save(cr)
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            for rect in plan.rim { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
            cairo_set_matrix(cr, &m)
            cairo_clip(cr)
            paintWithCairo(image, in: r, alpha: alpha, filter: filter, on: cr, opaqueAsSource: opaqueAsSource)
            cairo_restore(cr)
        }
        return written
    }

    /// The cairo calls of `paint`.
    private static func paintWithCairo(_ image: CGImage, in r: CGRect, alpha: CGFloat, filter: cairo_filter_t, on cr: OpaquePointer,
                                       opaqueAsSource: Bool) {
        cairo_save(cr)
        if opaqueAsSource, alpha >= 1, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER,
           cairo_get_antialias(cr) == CAIRO_ANTIALIAS_NONE, image.isOpaque {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        }
        cairo_translate(cr, r.minX, r.minY)
        let sx = r.width / CGFloat(image.width), sy = r.height / CGFloat(image.height)
        if sx != 1 || sy != 1 { cairo_scale(cr, sx, sy) }
        cairo_set_source_surface(cr, image.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        // PAD keeps scaled edges sharp instead of fading them against transparent surroundings.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }

    /// Starts a group: drawing until `endTransparencyLayer()` goes to an offscreen layer that is then
    /// composited once with the global alpha in effect now (so overlapping children of a half-opaque
    /// layer do not show through each other). Inside the group the alpha starts at 1.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]? = nil) {
        savedStates.append(state)
        state.alpha = 1
        // CoreGraphics shadows the layer as a whole when it ends, not each drawing inside it.
        state.shadow = nil
        cairo_push_group(cr)
    }

    /// Ends the group begun by `beginTransparencyLayer(auxiliaryInfo:)` and composites it; an
    /// unbalanced call is ignored.
    public func endTransparencyLayer() {
        guard let outer = savedStates.popLast() else { return }
        state = outer
        guard let group = cairo_pop_group(cr) else { return }
        withShadow {
            cairo_set_source(cr, group)
            if outer.alpha < 1 { cairo_paint_with_alpha(cr, outer.alpha) } else { cairo_paint(cr) }
        }
        cairo_pattern_destroy(group)
        didDraw = true
        didPaint(.clip)
    }
}

/// What the direct scaler needs from the caller of `CGContext.paint`: the clip in device space as
/// whole-pixel rects, the draw's own clip (user space) and how many bands a large draw may use.
struct DirectScaleRequest {
    var clip: [CGRect]
    var commandClip: [CGRect]?
    var bands: Int
}

/// How images are sampled when scaled. `.low` is bilinear, the fast choice while scrolling.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's usual quality; cairo's GOOD filter, the same as `.medium`.
    case `default` = 0
    /// No interpolation: the nearest pixel, blocky when magnified.
    case none = 1
    /// Fast bilinear filtering.
    case low = 2
    /// Better than `.low`, cheaper than `.high`; cairo's GOOD filter.
    case medium = 4
    /// The best and slowest filtering; cairo's BEST filter.
    case high = 3

    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
