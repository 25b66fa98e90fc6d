/// Finds where a frame differs from the previous one: walks the layer tree as `render(in:)` does,
/// snapshots what decides each layer's pixels (CALayerSnapshot), and compares with the last frame.
///
/// The damage is: for a layer that appeared, its rect; for one that disappeared (removed, hidden,
/// moved out of the screen), its old extent; for one whose paint changed, its old and new extents
/// (a change of opacity or mask changes every descendant's pixels, so the whole subtree). A layer
/// that only moved is caught by its device transform, and so are its descendants, which moved too.
///
/// A layer with many sublayers has only those near the clip read (CALayer+SublayerIndex), so a
/// scrolled list of 10,000 rows costs its visible rows. The walk costs O(layers read) with no
/// allocation per layer beyond its dictionary entry (the two
/// dictionaries are swapped and reused). Like the compositor, it skips the sublayers of a masking
/// layer that is off screen, and off-screen leaves: they paint nothing, get no entry, and an entry
/// left from when they were on screen is swept up as "disappeared", whose old rect is the damage.
/// See also: CARetainedFrame (which repaints the damage), CADamageRegion.
@MainActor
final class CALayerDamageTracker {
    private var previous: [ObjectIdentifier: CALayerSnapshot] = [:]
    private var current: [ObjectIdentifier: CALayerSnapshot] = [:]
    private var damage = CADamageRegion()
    /// Set when a layer the compositor would reach has a non-finite box, corner radius or border
    /// width: compositing such a tree is not safe (Foundation traps on a NaN frame), so the caller
    /// skips the frame. (Non-finite translations and transforms alone are ignored by CGContext, and
    /// here the same way.)
    private(set) var sawNonFinite = false
    private var now: CFTimeInterval = 0

    /// Walks `root` drawn with `base` (points to device pixels) into a frame of `frame` (pixels),
    /// and returns what changed since the last walk.
    func damage(of root: CALayer, base: CGAffineTransform, frame: CGRect) -> CADamageRegion {
        damage = CADamageRegion()
        sawNonFinite = false
        now = HostClock.now
        current.removeAll(keepingCapacity: true)
        let values = root.hasAnimations ? (root.presentation() ?? root) : root
        if !values.isHidden, values.opacity > 0 {
            let box = Self.deviceBox(values.bounds.size, base)
            if Self.isFinite(box) {
                _ = visit(root, values: values, box: box, paint: Self.paintBox(values, base), parent: nil, index: 0, ctm: base, clip: frame)
            } else {
                sawNonFinite = true
            }
        }
        for (_, gone) in previous { damage.add(gone.extent) }
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        return damage.clipped(to: frame)
    }

    /// Records `layer` (drawn with `v`, its model or presentation values, covering `box` in device
    /// pixels) and its subtree; returns the subtree's extent on screen (`.null` when it paints
    /// nothing visible).
    private func visit(_ layer: CALayer, values v: CALayer, box: CGRect, paint: CGRect, parent: ObjectIdentifier?, index: Int,
                       ctm: CGAffineTransform, clip: CGRect) -> CGRect {
        // `box` is the bounds on screen (what a mask clips to); `paint` adds what the layer paints
        // outside them (a shape layer's path, its shadow: CALayer+PaintBox).
        let rect = paint.intersection(clip)
        let paintsOnScreen = !rect.isNull && !rect.isEmpty
        var extent = paintsOnScreen ? rect : .null
        let id = ObjectIdentifier(layer)
        if let sublayers = layer.sublayers, paintsOnScreen || !v.masksToBounds {
            let childClip = v.masksToBounds ? box.intersection(clip) : clip
            let content = Self.translated(ctm, -v.bounds.minX, -v.bounds.minY)
            // The hot loop (10,000 rows of a list): off-screen leaves and masking layers are
            // rejected from their device box before anything else is read or recorded.
            func consider(_ i: Int, _ sub: CALayer) {
                let sv = sub.hasAnimations ? (sub.presentation() ?? sub) : sub
                guard !sv.isHidden, sv.opacity > 0 else {
                    // The compositor reads a skipped sublayer's frame too (to cull it).
                    if !Self.isFinite(sub.bounds) || !sub.position.x.isFinite || !sub.position.y.isFinite { sawNonFinite = true }
                    return
                }
                let bounds = sv.bounds
                var m = Self.translated(content, sv.position.x, sv.position.y)
                let t = sv.drawnAffineTransform
                // `CGContext.concatenate` ignores a singular or non-finite transform; so does this.
                if !t.isIdentity, Self.isFinite(t), t.a * t.d - t.b * t.c != 0 { m = t.concatenating(m) }
                m = Self.translated(m, -sv.anchorPoint.x * bounds.width, -sv.anchorPoint.y * bounds.height)
                let subBox = Self.deviceBox(bounds.size, m)
                guard Self.isFinite(subBox) else { sawNonFinite = true; return }
                let subPaint = Self.paintBox(sv, m, boundsBox: subBox)
                if sv.masksToBounds || sub.sublayers == nil, !Self.overlaps(subPaint, childClip) { return }
                extent = extent.union(visit(sub, values: sv, box: subBox, paint: subPaint, parent: id, index: i, ctm: m, clip: childClip))
            }
            // Many sublayers: the index names those near the clip (CALayer+SublayerIndex); every
            // other one is a finite, untransformed, still leaf or masking layer that the test above
            // rejects. The clip is widened by two pixels (the paint box's antialiasing pixel, and
            // rounding) before it is mapped back into the layer's bounds coordinates.
            if let near = Self.layerRect(of: childClip.insetBy(dx: -2, dy: -2), under: content).flatMap({ layer.sublayerSlots(near: $0) }) {
                for i in near { consider(i, sublayers[i]) }
            } else {
                for (i, sub) in sublayers.enumerated() { consider(i, sub) }
            }
        }
        // A shadow made from the sublayers too reaches around all of them.
        if let shadow = CALayerShadowKey(v), !v.masksToBounds, v.shadowPath == nil, layer.sublayers != nil, !extent.isNull {
            let scale = (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
            let offset = max(abs(shadow.offset.width.isFinite ? shadow.offset.width : 0), abs(shadow.offset.height.isFinite ? shadow.offset.height : 0))
            let reach = (CALayer.shadowReach(shadow) + offset) * scale + 2
            let widened = extent.insetBy(dx: -reach, dy: -reach).intersection(clip)
            if Self.isFinite(widened), !widened.isNull { extent = extent.union(widened) }
        }
        guard !extent.isNull, !extent.isEmpty else { return .null }
        if !v.cornerRadius.isFinite || !v.borderWidth.isFinite { sawNonFinite = true }
        record(layer, values: v, parent: parent, index: index, ctm: ctm, rect: paintsOnScreen ? rect : .null,
               extent: extent)
        return extent
    }

    private func record(_ layer: CALayer, values v: CALayer, parent: ObjectIdentifier?, index: Int,
                        ctm: CGAffineTransform, rect: CGRect, extent: CGRect) {
        let tiled = layer as? CATiledLayer
        let image = v.contents.flatMap { $0 as? CGImage }
        let paints = (v.backgroundColor != nil ? 1 : 0) + (image != nil ? 1 : 0) + (v.borderWidth > 0 ? 1 : 0)
            + (layer.sublayers?.count ?? 0) + v.ownPaintCount
        let snapshot = CALayerSnapshot(
            layer: layer, parent: parent, index: index, ctm: ctm, size: v.bounds.size, rect: rect, extent: extent,
            opacity: v.opacity, grouped: v.opacity < 1 && paints > 1,
            masksToBounds: v.masksToBounds, cornerRadius: v.cornerRadius, background: v.backgroundColor,
            borderWidth: v.borderWidth, borderColor: v.borderWidth > 0 ? v.borderColor : nil, contents: image,
            tilesVersion: tiled?.tilesVersion ?? 0, isFading: tiled?.isFading(at: now) ?? false,
            // A masked layer, or one whose siblings are ordered by zPosition, is repainted every
            // frame: the snapshot does not compare masks' pixels or the drawing order.
            isAnimating: layer.hasAnimations || v.mask != nil || v.zPosition != 0, subclassPaint: v.subclassPaint,
            shadow: CALayerShadowKey(v),
            contentsPlacement: image.map { _ in CALayerContentsKey(gravity: v.contentsGravity, rect: v.contentsRect, scale: v.contentsScale) })
        let id = ObjectIdentifier(layer)
        if let old = previous.removeValue(forKey: id) {
            if !snapshot.paintsSame(as: old) {
                damage.add(old.extent)
                damage.add(extent)
            }
        } else {
            damage.add(extent)
        }
        current[id] = snapshot
    }

    // MARK: Geometry, as CGContext computes it

    /// `CGContext.translateBy`: a translation applied before `m`; non-finite ones are ignored.
    private static func translated(_ m: CGAffineTransform, _ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
        guard x.isFinite, y.isFinite else { return m }
        var r = m
        r.tx = m.a * x + m.c * y + m.tx
        r.ty = m.b * x + m.d * y + m.ty
        return r
    }

    /// The device box of what `v` paints (its bounds, subclass paint and shadow), drawn with `m`,
    /// widened by a pixel for antialiasing and the blur's rounding when it reaches past the bounds.
    private static func paintBox(_ v: CALayer, _ m: CGAffineTransform, boundsBox: CGRect? = nil) -> CGRect {
        let own = v.ownPaintBox
        let shadow = v.shadowBox(of: own)
        let local = shadow.isNull ? own : own.union(shadow)
        guard local != CGRect(origin: .zero, size: v.bounds.size) else { return boundsBox ?? deviceBox(v.bounds.size, m) }
        let moved = translated(m, local.minX, local.minY)
        return deviceBox(local.size, moved).insetBy(dx: -1, dy: -1)
    }

    /// The device bounding box of a layer's bounds rect (origin zero), without allocating.
    private static func deviceBox(_ size: CGSize, _ m: CGAffineTransform) -> CGRect {
        let w = size.width, h = size.height
        if m.b == 0 && m.c == 0 {
            let x0 = m.tx, x1 = m.a * w + m.tx, y0 = m.ty, y1 = m.d * h + m.ty
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let xs = (m.tx, m.a * w + m.tx, m.c * h + m.tx, m.a * w + m.c * h + m.tx)
        let ys = (m.ty, m.b * w + m.ty, m.d * h + m.ty, m.b * w + m.d * h + m.ty)
        let minX = min(xs.0, xs.1, xs.2, xs.3), maxX = max(xs.0, xs.1, xs.2, xs.3)
        let minY = min(ys.0, ys.1, ys.2, ys.3), maxY = max(ys.0, ys.1, ys.2, ys.3)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box, in the space `m` maps to device pixels, of the device rect `r`; nil when
    /// `m` cannot be inverted or the box is not finite (the caller then reads every sublayer).
    private static func layerRect(of r: CGRect, under m: CGAffineTransform) -> CGRect? {
        let det = m.a * m.d - m.b * m.c
        guard !r.isNull, isFinite(r), isFinite(m), det != 0, det.isFinite else { return nil }
        let box = r.applying(m.inverted())
        return isFinite(box) ? box : nil
    }

    private static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    private static func isFinite(_ t: CGAffineTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// Whether two standardized rects share area (`CGRect.intersects` without its standardizing).
    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
            && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
    }
}
