/// UIKit's rectangle drawing functions, into `UIGraphicsGetCurrentContext()` (nothing without one).
///
/// As Apple documents them: `UIRectFill` and `UIRectFrame` paint with the fill colour in the
/// `.copy` blend mode (so a half-transparent colour replaces what is there rather than blending),
/// the `…UsingBlendMode` forms with the mode given; each restores the context's own blend mode.
/// `UIRectFrame` paints a frame one unit wide just inside `rect`. See also: `CGBlendMode`.
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` with the current fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Paints a one-point frame just inside `rect` with the fill colour in the `.copy` blend mode.
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .copy) }

/// Paints a one-point frame just inside `rect` with the fill colour in `blendMode`; an empty
/// rect paints nothing.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard !r.isNull, r.width > 0, r.height > 0 else { return }
    ctx.saveGState()
    ctx.setBlendMode(blendMode)
    ctx.fill(frameEdges(of: r, width: 1))
    ctx.restoreGState()
}

/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

/// The four non-overlapping strips of a frame `width` thick inside `r` (all of `r` when it is thinner).
func frameEdges(of r: CGRect, width: CGFloat) -> [CGRect] {
    guard r.width > 2 * width, r.height > 2 * width else { return [r] }
    return [CGRect(x: r.minX, y: r.minY, width: r.width, height: width),
            CGRect(x: r.minX, y: r.maxY - width, width: r.width, height: width),
            CGRect(x: r.minX, y: r.minY + width, width: width, height: r.height - 2 * width),
            CGRect(x: r.maxX - width, y: r.minY + width, width: width, height: r.height - 2 * width)]
}

extension UIGraphicsImageRendererContext {
    /// Fills `rect` with the current fill colour in `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke colour and line width in `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
}

extension UIImage {
    /// Draws the image into `rect` in `blendMode` with an extra alpha.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        draw(in: rect, alpha: alpha)
        ctx.restoreGState()
    }

    /// Draws the image at its point size with its top-left at `point`, in `blendMode` with an extra alpha.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
