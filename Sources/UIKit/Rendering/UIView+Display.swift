/// The display pass: runs `draw(_:)` for views whose content is stale and keeps the result as the
/// layer's backing store (`layer.contents`, a `CGImage` at `contentScaleFactor`).
///
/// A view is redrawn only when `setNeedsDisplay()`/`setNeedsDisplay(_:)` marked it, or the first
/// time it is displayed (as iOS draws a view when it first appears). Everything else — scrolling,
/// moving, fading, transforming — reuses the backing store; the compositor (`CALayer.render(in:)`)
/// only copies it. A partial `setNeedsDisplay(_:)` keeps the old pixels outside the rect and passes
/// the rect to `draw(_:)`. A view whose `draw(_:)` paints nothing (containers, scroll views) keeps
/// no backing store at all. Hidden subtrees are skipped and keep their marks until shown.
/// See also: CALayer+Rendering (compositing), UIGraphicsContextStack.
extension UIView {
    /// Displays every stale view in the subtree. The window runs it once per frame after layout.
    ///
    /// Run on a window, it draws only the views that intersect the window's bounds (as iOS draws a
    /// view when it comes on screen): the first frame of a list of 1,000 labels draws the 39 on
    /// screen, not all 1,000 (`make bench`, first_frame_labels). A view left stale keeps its mark and
    /// is drawn by the pass of the frame that scrolls it in; anything the compositor reaches that is
    /// still stale is displayed by `render(in:)` itself, so culling never shows a blank view. Run on
    /// any other view (a snapshot of a view outside a window), the whole subtree is displayed.
    public func displayIfNeeded() {
        displaySubtree(visible: self is UIWindow ? bounds : nil)
    }

    /// `visible`: the part of the window that can show, in this view's bounds coordinates; nil
    /// when that is not known (no culling below).
    ///
    /// Every view of the window is visited, on screen or not (a scroll view of 1,000 labels shows
    /// 39), so the visit is kept lean: no closures, no protocol casts, no `CGRect.applying` for
    /// untransformed layers (`make bench`, first_frame_labels).
    private func displaySubtree(visible: CGRect?) {
        guard !isHidden else { return }
        (self as? ScrollIndicatorView)?.updateLayerAppearance()
        let bounds = self.bounds
        var shows = true
        if let visible { shows = bounds.intersects(visible) }
        // A tiled layer keeps no backing store: its tiles are drawn on demand (CATiledLayer).
        if shows, needsDisplayRect != nil || layer.needsDisplay(), !(layer is CATiledLayer) {
            redrawBackingStore()
        }
        let subviews = _subviews
        guard !subviews.isEmpty else { return }
        // A clipping view shows nothing of its subviews outside its bounds.
        var shown = visible
        if let visible, clipsToBounds {
            let clipped = visible.intersection(bounds)
            if clipped.isNull || clipped.isEmpty { return }
            shown = clipped
        } else if let visible, visible.isNull || visible.isEmpty {
            return
        }
        guard let shown else {
            for view in subviews { view.displaySubtree(visible: nil) }
            return
        }
        // Many subviews (a scroll view of 10,000 rows): the layer's index names the few near the
        // visible rect; every other one is an untransformed leaf or clipping view outside it, which
        // the visit below would leave untouched (CALayer+SublayerIndex). The slack covers rounding
        // between the layer's box and `visibleRect(from:)`.
        if let slots = layer.sublayerSlots(near: shown, slack: 1), let sublayers = layer.sublayers {
            for slot in slots {
                guard let view = sublayers[slot].delegate as? UIView, view.superview === self else { continue }
                UIView.displayPassVisits += 1
                view.displaySubtree(visible: view.visibleRect(from: shown))
            }
            return
        }
        for view in subviews {
            UIView.displayPassVisits += 1
            view.displaySubtree(visible: view.visibleRect(from: shown))
        }
    }

    /// How many subviews the display pass has visited in this process (a debug counter for tests:
    /// a frame's count follows what is on screen, not the size of the tree; nothing reads it).
    package static var displayPassVisits = 0

    /// `rect` (in the superview's bounds coordinates) in this view's bounds coordinates, the way the
    /// compositor places the layer (position and anchor point); nil when the layer is transformed
    /// or animating, where the model geometry is not what shows.
    private func visibleRect(from rect: CGRect) -> CGRect? {
        let layer = self.layer
        guard layer.animationKeys() == nil, layer.affineTransform().isIdentity else { return nil }
        // The layer's frame origin, untransformed: position less the anchor point's offset.
        let size = layer.bounds.size, position = layer.position, anchor = layer.anchorPoint
        let originX = position.x - anchor.x * size.width, originY = position.y - anchor.y * size.height
        return rect.offsetBy(dx: bounds.minX - originX, dy: bounds.minY - originY)
    }

    /// The layer's delegate fills its contents (CALayerDelegate): `CALayer.display()` lands here when
    /// `render(in:)` meets a view that was never displayed (not in a window, so no display pass ran),
    /// and `draw(_:)` runs as it would on screen. Layers are main-actor isolated in ScrollKit (iOS
    /// lets apps render thumbnails on background queues; here `render(in:)` is main-thread code, see
    /// docs/PORTING.md), so this runs on the main thread like every other display.
    public func display(_ layer: CALayer) {
        guard layer === self.layer, !(layer is CATiledLayer) else { return }
        (self as? ScrollIndicatorView)?.updateLayerAppearance()
        if needsDisplayRect != nil || layer.needsDisplay() { redrawBackingStore() }
    }

    /// Renders the view's subtree (after displaying what is stale) scaled into `rect` of the current
    /// context, as iOS's snapshot call does: what the view shows on screen, so a scrolled scroll
    /// view draws its visible content (`layer.render(in:)` draws the layer's own coordinate space,
    /// where that content sits at the bounds origin). Returns false without a current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else { return false }
        displayIfNeeded()
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0, bounds.height > 0 { ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height) }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A bigger backing store than this (in pixels) is refused: `ImageSizePolicy` (32767 per side,
    /// 64 Mi pixels, 256 MiB), far beyond any drawing view (tiles are CATiledLayer's job).
    static let maximumBackingStorePixels = ImageSizePolicy.maximumPixels

    /// How many backing-store bitmaps the display pass has allocated in this process (tests check
    /// that views of a learned class cost none).
    package static var backingStoresAllocated = 0

    /// Set by `UIView.draw(_:)`'s default implementation each time it runs.
    static var defaultDrawRan = false

    /// Classes whose `draw(_:)` drew nothing and reached UIView's default: most likely they do not
    /// override it (containers, scroll views, windows). Their views draw into a recording context
    /// (`CGContext(recordingWidth:height:)`: the bounds as clip, no pixels) instead of a backing
    /// store the size of their bounds (8 MB for a full-screen window, which the first frame would
    /// allocate and zero for nothing: `make bench`, first_frame_labels); what they record, if
    /// anything, is replayed into a real backing store, so `draw(_:)` runs once either way.
    /// Swift cannot ask whether a method is overridden, so this is learned; a subclass that calls
    /// `super.draw(_:)` and draws only sometimes leaves the set the first time it draws.
    private static var classesDrawingNothing: Set<ObjectIdentifier> = []

    /// Runs `draw(rect)` into `ctx`; true when it drew nothing and UIView's default ran.
    private func runDraw(_ rect: CGRect, into ctx: CGContext) -> Bool {
        let outer = UIView.defaultDrawRan
        UIView.defaultDrawRan = false
        UIGraphicsPushContext(ctx)
        draw(rect)
        UIGraphicsPopContext()
        let drewNothing = UIView.defaultDrawRan && !ctx.didDraw
        UIView.defaultDrawRan = outer
        return drewNothing
    }

    /// Drops the backing store the display pass drew, keeping `contents` an app assigned (a view
    /// that does not draw on iOS never has its contents replaced).
    private func dropBackingStore() {
        if layer.contentsAreBackingStore || layer.contents == nil { layer.contents = nil }
    }

    private func redrawBackingStore() {
        let dirty = needsDisplayRect
        needsDisplayRect = nil
        let scale = contentScaleFactor
        // Checked in floating point before any Int conversion: bounds of 1e19 points must not trap.
        guard let pixelWidth = ImageSizePolicy.pixels(Double(bounds.width * scale - 1e-6)),
              let pixelHeight = ImageSizePolicy.pixels(Double(bounds.height * scale - 1e-6)),
              ImageSizePolicy.permits(width: pixelWidth, height: pixelHeight) else {
            dropBackingStore()
            return
        }
        // Partial redraw: keep the old pixels and redraw only the dirty rect, rounded out to whole
        // pixels so no half-cleared edge remains.
        var rect = bounds
        var old: CGImage?
        if let dirty, layer.contentsAreBackingStore, let image = layer.contents as? CGImage,
           image.width == pixelWidth, image.height == pixelHeight, !dirty.contains(bounds) {
            let pixels = dirty.intersection(bounds).applying(CGAffineTransform(scaleX: scale, y: scale)).integral
            rect = pixels.applying(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
            old = image
        }
        let kind = ObjectIdentifier(type(of: self))
        var recording: CGContext?
        var drawnIntoProbe = false
        if Self.classesDrawingNothing.contains(kind), let probe = CGContext(recordingWidth: pixelWidth, height: pixelHeight) {
            probe.scaleBy(x: scale, y: scale)
            probe.translateBy(x: -bounds.minX, y: -bounds.minY)
            if old != nil { probe.clip(to: rect) }
            drawnIntoProbe = true
            if runDraw(rect, into: probe) {
                // Nothing drawn: no backing store, unless this is a partial redraw, which keeps
                // the old pixels outside the dirty rect and clears it (below).
                guard old != nil else {
                    dropBackingStore()
                    return
                }
            } else {
                Self.classesDrawingNothing.remove(kind)
                recording = probe
            }
        }
        guard var ctx = CGContext(width: pixelWidth, height: pixelHeight) else {
            dropBackingStore()
            return
        }
        Self.backingStoresAllocated += 1
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        if let old {
            ctx.draw(old, in: bounds)
            ctx.clip(to: rect)
            ctx.clear(rect)
        }
        var reachedDefaultDraw = false
        if let recording {
            recording.replay(into: ctx)
        } else if !drawnIntoProbe, runDraw(rect, into: ctx) {
            Self.classesDrawingNothing.insert(kind)
            reachedDefaultDraw = true
        }
        guard ctx.didDraw else {
            // An overridden `draw(_:)` that painted nothing gives a blank backing store on iOS,
            // replacing any contents; UIView's own draw leaves them.
            if reachedDefaultDraw { dropBackingStore() } else { layer.contents = nil }
            return
        }
        // The context is thrown away, so its pixels become the image without a copy, unless
        // `draw(_:)` kept the context to draw into later (it would change the backing store).
        let image = isKnownUniquelyReferenced(&ctx) ? ctx.handOffImage() ?? ctx.makeImage() : ctx.makeImage()
        layer.contents = image
        layer.contentsAreBackingStore = image != nil
    }
}

/// `layer.setNeedsDisplay(_:)` on a view's layer marks the rect on the view, as iOS does: the next
/// `draw(_:)` gets that rect and the pixels outside it are kept.
extension UIView: CALayerPartialDisplayDelegate {
    package func layer(_ layer: CALayer, needsDisplayIn rect: CGRect) {
        guard layer === self.layer else { return layer.setNeedsDisplay() }
        setNeedsDisplay(rect)
    }
}
