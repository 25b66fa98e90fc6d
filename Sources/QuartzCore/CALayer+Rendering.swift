/// The compositor: draws a layer tree into a `CGContext`.
///
/// Each layer is drawn in Core Animation's order: background (rounded by `cornerRadius`), contents
/// (the backing store, a `CGImage` filling the bounds), sublayers in the layer's bounds coordinates
/// (so a scroll view's `bounds.origin`, its content offset, shifts them), then the border on top.
/// `masksToBounds` clips contents and sublayers (to the rounded rect when there is a corner radius);
/// `opacity` below 1 composites the layer as one group, so overlapping children do not show
/// through each other. Animating layers are drawn with their presentation values, so a render
/// shows what the screen shows. Backing stores come from the display pass (UIKit's
/// `UIView.displayIfNeeded()`, run every frame before compositing), and are only composited here,
/// which keeps scrolling cheap. A visible layer that still needs display when it is rendered (one
/// that was never on screen: a label built in code and rendered into an image) is displayed first,
/// as iOS's `render(in:)` does; on screen the display pass has already run, so this changes nothing
/// there. See also: CALayer (model values), CGContext+Images.
extension CALayer {
    /// Renders the layer and its sublayers into `ctx` in the layer's own space: the top-left of its
    /// bounds lands at the context's origin. Its own position and transform are ignored; its opacity,
    /// background, contents, border and mask are not.
    public func render(in ctx: CGContext) {
        if !isHidden { displayIfNeeded() }
        let values = visualValues
        guard !values.isHidden, values.opacity > 0 else { return }
        ctx.saveGState()
        // Core Animation's default minification and magnification filters are linear: bilinear
        // sampling of backing stores (cairo's default GOOD filter costs ~2.5× more while zooming).
        ctx.interpolationQuality = .low
        drawContentsAndSublayers(values, alpha: CGFloat(values.opacity), in: ctx)
        ctx.restoreGState()
    }

    /// What the layer looks like now: the presentation copy while animating, the model otherwise.
    private var visualValues: CALayer { hasAnimations ? (presentation() ?? self) : self }

    /// Places a sublayer (position, transform about the anchor point) and draws it.
    private func renderAsSublayer(in ctx: CGContext, parentAlpha: CGFloat) {
        if !isHidden { displayIfNeeded() }
        let v = visualValues
        guard !v.isHidden, v.opacity > 0 else { return }
        ctx.saveGState()
        ctx.translateBy(x: v.position.x, y: v.position.y)
        let t = v.affineTransform()
        if !t.isIdentity { ctx.concatenate(t) }
        ctx.translateBy(x: -v.anchorPoint.x * v.bounds.width, y: -v.anchorPoint.y * v.bounds.height)
        drawContentsAndSublayers(v, alpha: parentAlpha * CGFloat(v.opacity), in: ctx)
        ctx.restoreGState()
    }

    /// Draws with the context's origin at the top-left of the bounds. `alpha` is the product of the
    /// opacities above (1 inside a group).
    private func drawContentsAndSublayers(_ v: CALayer, alpha: CGFloat, in ctx: CGContext) {
        let rect = CGRect(origin: .zero, size: v.bounds.size)
        let image = v.contents.flatMap { $0 as? CGImage }
        let border = v.borderWidth > 0 ? v.borderColor : nil
        let paints = (v.backgroundColor != nil ? 1 : 0) + (image != nil ? 1 : 0) + (border != nil ? 1 : 0)
            + (sublayers?.count ?? 0)
        // A group costs an offscreen buffer; it is only needed when two paints could overlap.
        let grouped = alpha < 1 && paints > 1
        ctx.setAlpha(alpha)
        if grouped { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
        let childAlpha = grouped ? 1 : alpha
        let radius = min(max(0, v.cornerRadius), min(rect.width, rect.height) / 2)

        if let background = v.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            if radius > 0 { ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)); ctx.fillPath() }
            else { ctx.fill(rect) }
        }

        ctx.saveGState()
        if v.masksToBounds {
            if radius > 0 { ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)); ctx.clip() }
            else { ctx.clip(to: rect) }
        }
        if let image { ctx.draw(image, in: rect) }
        if let tiled = self as? CATiledLayer { tiled.drawTiles(in: ctx, alpha: childAlpha) }
        if let sublayers, !sublayers.isEmpty {
            ctx.translateBy(x: -v.bounds.minX, y: -v.bounds.minY)
            let visible = ctx.clipBoundingBox
            for sub in sublayers {
                // Off-screen rows of a long list are skipped without recursion; a layer that does
                // not mask may have children outside its frame, so only masking or leaf layers are culled.
                if sub.masksToBounds || sub.sublayers == nil, !sub.isAnimatingGeometry, !sub.frame.intersects(visible) { continue }
                sub.renderAsSublayer(in: ctx, parentAlpha: childAlpha)
            }
        }
        ctx.restoreGState()

        if let border {
            let w = min(v.borderWidth, min(rect.width, rect.height) / 2)
            ctx.setStrokeColor(border)
            ctx.setLineWidth(w)
            let inner = rect.insetBy(dx: w / 2, dy: w / 2)
            let r = max(0, radius - w / 2)
            ctx.addPath(r > 0 ? CGPath(roundedRect: inner, cornerWidth: r, cornerHeight: r) : CGPath(rect: inner))
            ctx.strokePath()
        }
        if grouped { ctx.endTransparencyLayer() }
    }

    /// While animating, the model frame is not where the layer is drawn, so it is never culled.
    private var isAnimatingGeometry: Bool { hasAnimations }
}
