/// The compositor: draws a layer tree into a `CGContext`.
///
/// Each layer is drawn in Core Animation's order: its shadow (CGContext+Shadow), background (rounded
/// by `cornerRadius`), a CAGradientLayer's gradient, contents (the backing store, a `CGImage`
/// filling the bounds), a CAShapeLayer's path, sublayers in the layer's bounds coordinates
/// (so a scroll view's `bounds.origin`, its content offset, shifts them), then the border on top.
/// `masksToBounds` clips contents and sublayers (to the rounded rect when there is a corner radius);
/// `opacity` below 1 composites the layer as one group, so overlapping children do not show
/// through each other. Animating layers are drawn with their presentation values, so a render
/// shows what the screen shows. Backing stores come from the display pass (UIKit's
/// `UIView.displayIfNeeded()`, run every frame before compositing), and are only composited here,
/// which keeps scrolling cheap. A visible layer that still needs display when it is rendered (one
/// that was never on screen: a label built in code and rendered into an image) is displayed first,
/// as iOS's `render(in:)` does; on screen the display pass has already run, so this changes nothing
/// there.
///
/// The same walk serves three passes (`CompositorPass`): a snapshot (`render(in:)`), a host frame's
/// composite and the frame's tile pass (`composite(in:)` and `prepareTiles(in:)`; FramePipeline
/// runs the tile pass first). Sharing the walk keeps the tile pass's idea of where each
/// tiled layer shows identical to what the composite then draws. Only the tile pass changes tile
/// state; the composite and a snapshot only read it.
/// See also: CALayer (model values), CGContext+Images, CATiledLayer+Compositing.
extension CALayer {
    /// Renders the layer and its sublayers into `ctx` in the layer's own coordinate space, as Core
    /// Animation does: a point of the layer's bounds coordinates lands on the same point of the
    /// context, so the bounds origin is not subtracted. A scroll view's layer scrolled to y 300 draws
    /// its content at y 300 below the context's origin: the iOS idioms
    /// `ctx.translateBy(x: -sv.contentOffset.x, y: -sv.contentOffset.y); sv.layer.render(in: ctx)` and
    /// `UIGraphicsImageRenderer(bounds: sv.bounds).image { sv.layer.render(in: $0.cgContext) }`
    /// both capture what is visible. Its own position and transform are ignored; its opacity,
    /// background, contents, border and mask are not.
    ///
    /// A snapshot: tiled layers start, cancel and cache nothing; tiles they lack are drawn
    /// synchronously into `ctx`, as iOS's `render(in:)` does, so later frames load the same tiles
    /// whether or not a snapshot was taken.
    public func render(in ctx: CGContext) {
        // One call for the app: a context in a foreign layout converts what the walk drew once, at the end.
        ctx.batchingLayoutConversion { render(in: ctx, pass: .snapshot) }
    }

    /// A host frame's composite (FramePipeline): draws as `render(in:)` does, but tiled layers show
    /// what the frame's tile pass (`prepareTiles(in:)`) chose, and tiles still missing stay missing
    /// (coarser tiles or nothing show there) until drawing threads deliver them. Reads only.
    package func composite(in ctx: CGContext) { render(in: ctx, pass: .frame) }

    /// A frame's tile pass: walks the tree exactly as a composite into `ctx` would (same transforms,
    /// clips and culling), painting nothing, and lets each tiled layer it reaches decide the tiles
    /// this frame needs: level, requests, cancellations, drawing jobs, cache use. The context's state
    /// is left as it was. Layers still needing display are displayed, as the composite would.
    package func prepareTiles(in ctx: CGContext) {
        // The stage runs whatever the geometry: finished tiles are installed and inputs applied
        // even when no layer can be reached.
        TileManager.current.runTileStage {
            guard hasFiniteGeometry else { return }
            render(in: ctx, pass: .tiles)
        }
    }

    private func render(in ctx: CGContext, pass: CompositorPass) {
        if !isHidden { displayIfNeeded() }
        let values = visualValues
        guard !values.isHidden, values.opacity > 0 else { return }
        ctx.saveGState()
        // A snapshot draws in the layer's own space: the walk draws a layer with the top-left of its
        // bounds at the origin, so the context moves there first. A host frame shows a window at its
        // frame, where its bounds origin does shift its content, as on screen.
        if pass == .snapshot { ctx.translateBy(x: values.bounds.minX, y: values.bounds.minY) }
        // Core Animation's default minification and magnification filters are linear: bilinear
        // sampling of backing stores (cairo's default GOOD filter costs ~2.5× more while zooming).
        ctx.interpolationQuality = .low
        drawMasked(values, alpha: CGFloat(values.opacity), in: ctx, pass: pass)
        ctx.restoreGState()
    }

    /// What the layer looks like now: the presentation copy while animating, the model otherwise.
    private var visualValues: CALayer { hasAnimations ? (presentation() ?? self) : self }

    /// Places a sublayer (position, transform about the anchor point) and draws it.
    private func renderAsSublayer(in ctx: CGContext, parentAlpha: CGFloat, pass: CompositorPass) {
        if !isHidden { displayIfNeeded() }
        let v = visualValues
        guard !v.isHidden, v.opacity > 0 else { return }
        ctx.saveGState()
        ctx.translateBy(x: v.position.x, y: v.position.y)
        // The 2D map of a 3D transform (CALayer+Transform3D); a map that flattens the layer to a
        // line or a point draws nothing, as on iOS.
        let t = v.drawnAffineTransform
        if !t.isIdentity {
            guard t.a * t.d - t.b * t.c != 0 else { return ctx.restoreGState() }
            ctx.concatenate(t)
        }
        ctx.translateBy(x: -v.anchorPoint.x * v.bounds.width, y: -v.anchorPoint.y * v.bounds.height)
        drawMasked(v, alpha: parentAlpha * CGFloat(v.opacity), in: ctx, pass: pass)
        ctx.restoreGState()
    }

    /// Draws the layer, cut by its `mask`'s alpha when it has one: the layer is drawn into a group,
    /// the mask into another, composited onto the first with destination-in (the layer's pixels
    /// times the mask's alpha), and the result over the context. The tile pass ignores the mask.
    private func drawMasked(_ v: CALayer, alpha: CGFloat, in ctx: CGContext, pass: CompositorPass) {
        guard pass != .tiles, let mask = v.mask else { return drawContentsAndSublayers(v, alpha: alpha, in: ctx, pass: pass) }
        ctx.saveGState()
        ctx.setAlpha(alpha)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        drawContentsAndSublayers(v, alpha: 1, in: ctx, pass: pass)
        ctx.setBlendMode(.destinationIn)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setBlendMode(.normal)
        ctx.translateBy(x: -v.bounds.minX, y: -v.bounds.minY)
        mask.renderAsSublayer(in: ctx, parentAlpha: 1, pass: pass)
        ctx.endTransparencyLayer()
        ctx.setBlendMode(.normal)
        ctx.endTransparencyLayer()
        ctx.restoreGState()
    }

    /// Sublayers back to front: by `zPosition`, ties in `sublayers` order (a stable sort).
    private func sublayersInDrawingOrder(_ sublayers: [CALayer]) -> [CALayer] {
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Draws with the context's origin at the top-left of the bounds. `alpha` is the product of the
    /// opacities above (1 inside a group). The tile pass paints nothing: it only sets the clips and
    /// transforms the paints would see.
    private func drawContentsAndSublayers(_ v: CALayer, alpha: CGFloat, in ctx: CGContext, pass: CompositorPass) {
        if pass != .tiles, let shadow = CALayerShadowKey(v) {
            // The shadow goes under everything the layer paints (CALayer+Shadow).
            let rect = CGRect(origin: .zero, size: v.bounds.size)
            let radius = min(max(0, v.cornerRadius), min(rect.width, rect.height) / 2)
            let clip: CGPath? = v.masksToBounds
                ? (radius > 0 ? CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius) : CGPath(rect: rect)) : nil
            ctx.setAlpha(alpha)
            let drewContent = ctx.drawLayerShadow(color: shadow.color, opacity: CGFloat(shadow.opacity), offset: shadow.offset,
                                                  sigma: shadow.radius, path: v.shadowPath, extent: v.contentPaintBox,
                                                  shadowClip: clip, cache: shadowMaskCache) { target in
                drawLayer(v, alpha: 1, in: target, pass: pass)
            }
            if drewContent { return }
        }
        drawLayer(v, alpha: alpha, in: ctx, pass: pass)
    }

    /// Draws the layer's own paints and sublayers (no shadow).
    private func drawLayer(_ v: CALayer, alpha: CGFloat, in ctx: CGContext, pass: CompositorPass) {
        let paints = pass != .tiles
        let rect = CGRect(origin: .zero, size: v.bounds.size)
        let image = v.contents.flatMap { $0 as? CGImage }
        let border = v.borderWidth > 0 ? v.borderColor : nil
        let paintCount = (v.backgroundColor != nil ? 1 : 0) + (image != nil ? 1 : 0) + (border != nil ? 1 : 0)
            + (sublayers?.count ?? 0) + v.ownPaintCount
        // A group costs an offscreen buffer; it is only needed when two paints could overlap.
        let grouped = paints && alpha < 1 && paintCount > 1
        if paints { ctx.setAlpha(alpha) }
        if grouped { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
        let childAlpha = grouped ? 1 : alpha
        let radius = min(max(0, v.cornerRadius), min(rect.width, rect.height) / 2)

        if paints, let background = v.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            if radius > 0 { ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)); ctx.fillPath() }
            else { ctx.fill(rect) }
        }

        if paints, let gradientLayer = v as? CAGradientLayer {
            // Where the background goes, above it, rounded like it (CAGradientLayer).
            ctx.saveGState()
            if radius > 0 { ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)); ctx.clip() }
            else { ctx.clip(to: rect) }
            gradientLayer.drawGradient(in: ctx, rect: rect)
            ctx.restoreGState()
        }

        ctx.saveGState()
        if v.masksToBounds {
            if radius > 0 { ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)); ctx.clip() }
            else { ctx.clip(to: rect) }
        }
        if paints, let image, let drawing = v.contentsDrawing(of: image) { ctx.draw(drawing.image, in: drawing.rect) }
        if paints, let shape = v as? CAShapeLayer { shape.drawShape(in: ctx) }
        if let tiled = self as? CATiledLayer {
            switch pass {
            case .tiles: tiled.runTilePass(in: ctx)
            case .frame: tiled.drawTiles(in: ctx, alpha: childAlpha, synchronouslyDrawingMissing: false)
            case .snapshot: tiled.drawTiles(in: ctx, alpha: childAlpha, synchronouslyDrawingMissing: true)
            }
        }
        if let sublayers, !sublayers.isEmpty {
            ctx.translateBy(x: -v.bounds.minX, y: -v.bounds.minY)
            let visible = ctx.boundingBoxOfClipPath
            // Many sublayers: only those the index finds near the clip are tested below; the rest
            // would all fail the test (CALayer+SublayerIndex). A snapshot culls the same way.
            let candidates = sublayerSlots(near: visible).map { $0.map { sublayers[$0] } }
            for sub in sublayersInDrawingOrder(candidates ?? sublayers) {
                CALayer.compositorSublayerVisits += 1
                // The tile pass runs before the retained frame finds out that a tree cannot be
                // composited (CALayerDamageTracker.sawNonFinite): it steps around such layers.
                if pass == .tiles, !sub.hasFiniteGeometry { continue }
                // Off-screen rows of a long list are skipped without recursion; a layer that does
                // not mask may have children outside its frame, so only masking or leaf layers are culled.
                if sub.masksToBounds || sub.sublayers == nil, !sub.isAnimatingGeometry, !sub.paintFrame.intersects(visible) { continue }
                sub.renderAsSublayer(in: ctx, parentAlpha: childAlpha, pass: pass)
            }
        }
        ctx.restoreGState()

        if paints, let border {
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

    /// Whether the model and presentation boxes the compositor reads are finite.
    private var hasFiniteGeometry: Bool {
        func finite(_ l: CALayer) -> Bool {
            l.bounds.origin.x.isFinite && l.bounds.origin.y.isFinite && l.bounds.width.isFinite && l.bounds.height.isFinite
                && l.position.x.isFinite && l.position.y.isFinite && l.anchorPoint.x.isFinite && l.anchorPoint.y.isFinite
        }
        return finite(self) && finite(visualValues)
    }

    /// While animating, the model frame is not where the layer is drawn, so it is never culled.
    private var isAnimatingGeometry: Bool { hasAnimations }
}

/// Which of the compositor's walks is running (CALayer+Rendering).
enum CompositorPass {
    /// `render(in:)`: an image of the layer now; changes no state that decides later frames.
    case snapshot
    /// A host frame's composite: shows what the frame's tile pass chose; reads only.
    case frame
    /// A host frame's tile pass: paints nothing, decides which tiles the frame needs.
    case tiles
}
