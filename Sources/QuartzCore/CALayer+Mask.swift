/// `mask` bookkeeping and the settable `frame` (the drawing of a mask is in CALayer+Rendering).
extension CALayer {
    /// A mask is nobody's sublayer: one that has a superlayer is taken from it (iOS leaves such a
    /// layer's behaviour undefined), with one log line; a layer masking itself is refused.
    func maskDidChange(from old: CALayer?) {
        guard CALayer.presentationDepth == 0, let mask else { return }
        if mask === self {
            Log.quartzCore.warning("CALayer.mask set to the layer itself; ignored")
            self.mask = old
            return
        }
        if mask.superlayer != nil {
            Log.quartzCore.warning("CALayer.mask was a sublayer of another layer; it was removed from it")
            mask.removeFromSuperlayer()
        }
    }

    /// `frame`'s setter (see `frame`).
    func setFrame(_ newValue: CGRect) {
        let r = newValue.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            Log.quartzCore.warning("CALayer.frame set to a non-finite rectangle; ignored")
            return
        }
        let t = drawnAffineTransform
        var size = r.size
        if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
            size = CGSize(width: r.width / abs(t.a), height: r.height / abs(t.d))
        } else if !t.isIdentity, t.a * t.d - t.b * t.c != 0 {
            size = bounds.size  // rotation or shear: no single answer, only the layer moves
        }
        // The anchor point lands where it sits in the frame (its unit position, through the transform).
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let box = local.applying(t)
        position = CGPoint(x: r.minX - box.minX, y: r.minY - box.minY)
        bounds.size = size
    }
}

/// How a layer's `contents` image is placed in its bounds (Core Animation's
/// `CALayerContentsGravity`); the image's size in points is its pixel size over `contentsScale`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    /// Centred at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its own size, centred along the top edge (top in the layer's y-down space).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its own size, centred along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its own size, centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its own size, centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its own size in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its own size in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its own size in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its own size in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
}
