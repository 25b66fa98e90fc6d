/// Everything that decides the pixels one layer paints in a frame, as the compositor saw it.
///
/// Two snapshots of a layer in consecutive frames that compare equal (`paintsSame(as:)`) mean the
/// layer's own paint did not change: same place on screen (its full device transform, so a layer
/// that only moved or only rotated is caught), same size, same paint (background, border, corner
/// radius, contents image, tiles) and same composition (opacity, whether it forms a transparency
/// group, its mask, its place among its siblings). What its sublayers paint is their own snapshots'
/// business. Strong references keep the layer and its contents image alive while the snapshot
/// exists, so a freed object's address cannot come back as "the same" layer or image.
/// See also: CALayerDamageTracker (which takes and compares them), CALayer+Rendering (what they mirror).
struct CALayerSnapshot {
    let layer: CALayer
    /// The superlayer and the index in its `sublayers`: a change of z-order changes the pixels.
    var parent: ObjectIdentifier?
    var index: Int
    /// Layer space (top-left of the bounds at the origin) to device pixels, as `render(in:)` sets it.
    var ctm: CGAffineTransform
    var size: CGSize
    /// What the layer covers on screen (device pixels, exact): its bounds' bounding box inside the
    /// ancestors' masks and the frame.
    var rect: CGRect
    /// `rect` and the extents of all drawn descendants: what a change of opacity or mask repaints.
    var extent: CGRect
    var opacity: Float
    /// Composited as one group (opacity below 1 over several paints), which rounds differently.
    var grouped: Bool
    var masksToBounds: Bool
    var cornerRadius: CGFloat
    var background: CGColor?
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var contents: AnyObject?
    /// CATiledLayer: bumps when tiles are drawn, evicted or invalidated (0 for other layers).
    var tilesVersion: Int
    /// CATiledLayer: a tile is still fading in, so the layer looks different at every time.
    var isFading: Bool
    /// Drawn from presentation values that depend on the time: different in every frame.
    var isAnimating: Bool
    /// What a subclass paints (CAGradientLayer, CAShapeLayer), nil for a plain layer.
    var subclassPaint: CALayerPaintKey?
    /// The shadow's values, nil when the layer draws none.
    var shadow: CALayerShadowKey?
    /// How the contents image is placed: gravity, `contentsRect` and `contentsScale`.
    var contentsPlacement: CALayerContentsKey? = nil

    /// True when the layer's own paint is certainly identical to `old`'s. A layer that animates or
    /// fades now is never the same; one that did last frame and stopped differs in that flag.
    func paintsSame(as old: CALayerSnapshot) -> Bool {
        !isAnimating && !isFading && !old.isAnimating && !old.isFading
            && parent == old.parent && index == old.index
            && ctm == old.ctm && size == old.size && rect == old.rect
            && opacity == old.opacity && grouped == old.grouped
            && masksToBounds == old.masksToBounds && cornerRadius == old.cornerRadius
            && background == old.background && borderWidth == old.borderWidth && borderColor == old.borderColor
            && contents === old.contents && tilesVersion == old.tilesVersion
            && subclassPaint == old.subclassPaint && shadow == old.shadow && contentsPlacement == old.contentsPlacement
    }
}

/// How a layer's contents image is placed (CALayer+Contents.swift); nil without an image.
struct CALayerContentsKey: Equatable {
    var gravity: CALayerContentsGravity
    var rect: CGRect
    var scale: CGFloat
}

/// A layer's shadow values as the compositor reads them; nil for a layer that draws no shadow.
struct CALayerShadowKey: Equatable {
    var color: CGColor
    var opacity: Float
    var offset: CGSize
    var radius: CGFloat
    var path: [CGPathElement]?

    @MainActor init?(_ v: CALayer) {
        guard let color = v.shadowColor, v.shadowOpacity > 0, color.alpha > 0 else { return nil }
        self.color = color
        opacity = v.shadowOpacity
        offset = v.shadowOffset
        radius = v.shadowRadius
        path = v.shadowPath?.elements
    }
}
