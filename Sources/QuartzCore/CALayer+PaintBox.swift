/// Where a layer paints beyond its bounds: subclass paint (a shape layer's path and stroke), its
/// shadow, and sublayers of a layer that does not mask. The compositor culls with these boxes and
/// sizes shadows by them, so a shadow or a path outside the bounds is never cut off.
extension CALayer {
    /// What the layer itself paints in its own space (bounds' top-left at the origin): the bounds,
    /// and subclass paint; with `masksToBounds` only the bounds.
    var ownPaintBox: CGRect {
        var rect = CGRect(origin: .zero, size: bounds.size)
        guard !masksToBounds else { return rect }
        // Contents placed beyond the bounds (CALayer+Contents.swift).
        if let image = contents.flatMap({ $0 as? CGImage }), let placed = contentsPlacement(of: image)?.rect, Self.isFinite(placed) {
            rect = rect.union(placed)
        }
        guard let extra = subclassPaintBox, !extra.isNull, Self.isFinite(extra) else { return rect }
        return rect.union(extra)
    }

    /// `ownPaintBox` and, unless the layer masks, its visible sublayers' boxes (recursively): what
    /// its content paints, which a shadow without a path is made from.
    var contentPaintBox: CGRect {
        var box = ownPaintBox
        guard !masksToBounds, let sublayers else { return box }
        for sub in sublayers {
            let v = sub.hasAnimations ? (sub.presentation() ?? sub) : sub
            guard !v.isHidden, v.opacity > 0 else { continue }
            let content = v.contentPaintBox
            let shadow = v.shadowBox(of: content)
            let r = v.toSuperlayer(shadow.isNull ? content : content.union(shadow))
            if Self.isFinite(r) { box = box.union(r.offsetBy(dx: -bounds.minX, dy: -bounds.minY)) }
        }
        return box
    }

    /// How far the shadow reaches around `box` (layer space), `.null` without a shadow: the box
    /// moved by the offset and widened by three standard deviations of the blur (and a point for
    /// the box blur's rounding). A layer that masks to its bounds clips its shadow to them.
    func shadowBox(of box: CGRect) -> CGRect {
        guard let shadow = CALayerShadowKey(self), !masksToBounds else { return .null }
        let reach = Self.shadowReach(shadow)
        let source = shadowPath.map { $0.boundingBox } ?? box
        let dx = shadow.offset.width.isFinite ? shadow.offset.width : 0
        let dy = shadow.offset.height.isFinite ? shadow.offset.height : 0
        let r = source.offsetBy(dx: dx, dy: dy).insetBy(dx: -reach, dy: -reach)
        return Self.isFinite(r) ? r : .null
    }

    /// How far a shadow's blur reaches past its source (layer points): three standard deviations,
    /// and a point for the box blur's rounding.
    static func shadowReach(_ shadow: CALayerShadowKey) -> CGFloat {
        3 * (shadow.radius.isFinite ? max(0, shadow.radius) : 0) + 1
    }

    /// The own paint box with the shadow, in the superlayer's coordinates (what `frame` is for the
    /// bounds): what the compositor culls a leaf or masking sublayer by.
    var paintFrame: CGRect {
        let box = ownPaintBox
        let shadow = shadowBox(of: box)
        return toSuperlayer(shadow.isNull ? box : box.union(shadow))
    }

    /// Maps a rect of layer space (bounds' top-left at the origin) to the superlayer's coordinates.
    func toSuperlayer(_ r: CGRect) -> CGRect {
        r.offsetBy(dx: -anchorPoint.x * bounds.width, dy: -anchorPoint.y * bounds.height)
            .applying(drawnAffineTransform).offsetBy(dx: position.x, dy: position.y)
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }
}
