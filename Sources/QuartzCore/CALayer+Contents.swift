/// Where a layer's `contents` image is drawn: the part `contentsRect` selects, placed in the bounds
/// by `contentsGravity` at `contentsScale` pixels per point, as Core Animation does. A view's own
/// backing store (the image its display pass drew) always fills the bounds.
///
/// Gravity names are read in the layer's y-down space: `top` is the edge at the bounds' minY (see
/// `CALayerContentsGravity`). `contentsRect` is in unit coordinates of the image with its origin
/// at the image's top-left; a rectangle reaching outside the image is cut to it. With
/// `resizeAspectFill` (or an image larger than the bounds) the image reaches beyond the bounds
/// unless `masksToBounds` is set, as on iOS.
extension CALayer {
    /// The unit rectangle: the whole image.
    static let wholeContents = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The image to draw for `image` (cut to `contentsRect`) and where, in the layer's space with
    /// the bounds' top-left at the origin; nil when `contentsRect` selects nothing.
    func contentsDrawing(of image: CGImage) -> (image: CGImage, rect: CGRect)? {
        let rect = CGRect(origin: .zero, size: bounds.size)
        if contentsAreBackingStore || (contentsGravity == .resize && contentsRect == Self.wholeContents) { return (image, rect) }
        var source = image
        let unit = contentsRect.standardized
        if unit != Self.wholeContents {
            guard unit.minX.isFinite, unit.minY.isFinite, unit.width.isFinite, unit.height.isFinite else { return nil }
            let w = CGFloat(image.width), h = CGFloat(image.height)
            let pixels = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
                .intersection(CGRect(x: 0, y: 0, width: w, height: h))
            guard !pixels.isNull, pixels.width > 0, pixels.height > 0, let cut = image.cropping(to: pixels) else { return nil }
            source = cut
        }
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let size = CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
        return (source, Self.place(size, in: rect, gravity: contentsGravity))
    }

    /// Where content of `size` points goes in `rect` under `gravity` (an unknown gravity resizes).
    static func place(_ size: CGSize, in rect: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        guard size.width > 0, size.height > 0 else { return rect }
        func centred(_ s: CGSize) -> CGRect {
            CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height)
        }
        switch gravity {
        case .resizeAspect:
            let k = min(rect.width / size.width, rect.height / size.height)
            return centred(CGSize(width: size.width * k, height: size.height * k))
        case .resizeAspectFill:
            let k = max(rect.width / size.width, rect.height / size.height)
            return centred(CGSize(width: size.width * k, height: size.height * k))
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = gravity.rawValue.lowercased()
            let x = name.hasSuffix("left") ? rect.minX : name.hasSuffix("right") ? rect.maxX - size.width : rect.midX - size.width / 2
            let y = name.hasPrefix("top") ? rect.minY : name.hasPrefix("bottom") ? rect.maxY - size.height : rect.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            return rect
        }
    }
}
