/// Walks a layer tree as the compositor draws it (CALayer+Rendering: presentation values while
/// animating, sublayers in their parent's bounds coordinates, `masksToBounds` clipping) and lists
/// every layer that paints something (a background, contents, or tiles) with its device-pixel
/// rectangle, whether it is blended, and whether it is off the pixel grid. It only reads layers.
@MainActor
struct DebugOverlayLayerWalk {
    struct PaintedLayer {
        /// The layer's bounds in device pixels (the bounding box when rotated or skewed).
        var rect: CGRect
        /// The four corners when the layer is rotated or skewed; nil when axis-aligned.
        var corners: [CGPoint]?
        /// What clips it (its masking ancestors and the frame).
        var clip: CGRect
        /// Composited with blending: it or an ancestor is translucent, or it does not declare or
        /// paint every pixel opaquely (Core Animation blends any layer not known to be opaque).
        var isBlended: Bool
        /// Its edges are not on whole device pixels (axis-aligned layers only): the compositor
        /// must resample it, which blurs and costs (the seeds' "misaligned images").
        var isMisaligned: Bool
    }

    /// A hundredth of a pixel: edges closer than this to a pixel boundary count as aligned (the
    /// accumulated rounding of a few transforms, not a real offset).
    static let alignmentTolerance: CGFloat = 0.01

    let bounds: CGRect
    private(set) var painted: [PaintedLayer] = []

    init(bounds: CGRect) { self.bounds = bounds }

    /// Visits `root` drawn as `render(in:)` draws it into a context scaled by `scale`.
    mutating func visit(_ root: CALayer, scale: CGFloat) {
        visit(root, toDevice: CGAffineTransform(scaleX: scale, y: scale), clip: bounds, alpha: 1)
    }

    private mutating func visit(_ layer: CALayer, toDevice t: CGAffineTransform, clip: CGRect, alpha: CGFloat) {
        let v = layer.hasAnimations ? (layer.presentation() ?? layer) : layer
        guard !v.isHidden, v.opacity > 0, !clip.isEmpty else { return }
        let alpha = alpha * CGFloat(v.opacity)
        let local = CGRect(origin: .zero, size: v.bounds.size)
        let device = local.applying(t)
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else { return }
        let axisAligned = t.b == 0 && t.c == 0
        let background = v.backgroundColor.map { $0.alpha > 0 } ?? false
        let paints = background || v.contents is CGImage || layer is CATiledLayer
        if paints, device.intersects(clip) {
            // Opaque: a square background of full alpha, or a backing store the layer declares
            // opaque (`isOpaque` speaks of drawn contents, not of a background colour).
            let opaqueFill = (v.backgroundColor?.alpha ?? 0) >= 1 && v.cornerRadius <= 0
                || v.isOpaque && v.contents is CGImage
            let corners = axisAligned ? nil : [CGPoint(x: 0, y: 0), CGPoint(x: local.maxX, y: 0),
                                               CGPoint(x: local.maxX, y: local.maxY), CGPoint(x: 0, y: local.maxY)].map { $0.applying(t) }
            painted.append(PaintedLayer(rect: device, corners: corners, clip: clip,
                                        isBlended: alpha < 1 || !opaqueFill,
                                        isMisaligned: axisAligned && !Self.isOnPixelGrid(device)))
        }
        guard let sublayers = v.sublayers ?? layer.sublayers, !sublayers.isEmpty else { return }
        let childClip = v.masksToBounds ? clip.intersection(device) : clip
        let inBounds = CGAffineTransform(translationX: -v.bounds.minX, y: -v.bounds.minY).concatenating(t)
        for sub in sublayers {
            let s = sub.hasAnimations ? (sub.presentation() ?? sub) : sub
            let placed = CGAffineTransform(translationX: -s.anchorPoint.x * s.bounds.width, y: -s.anchorPoint.y * s.bounds.height)
                .concatenating(s.affineTransform())
                .concatenating(CGAffineTransform(translationX: s.position.x, y: s.position.y))
                .concatenating(inBounds)
            visit(sub, toDevice: placed, clip: childClip, alpha: alpha)
        }
    }

    static func isOnPixelGrid(_ r: CGRect) -> Bool {
        [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { abs($0 - $0.rounded()) <= alignmentTolerance }
    }
}
