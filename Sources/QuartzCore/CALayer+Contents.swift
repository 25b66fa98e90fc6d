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
        guard let (pixels, rect) = contentsPlacement(of: image) else { return nil }
        guard let pixels else { return (image, rect) }
        guard let cut = image.cropping(to: pixels) else { return nil }
        return (cut, rect)
    }

    /// The pixels of `image` that `contentsRect` selects (nil: the whole image, uncut) and where they
    /// go; nil when nothing is selected. Cheap (no pixels copied), for the paint box of every frame.
    func contentsPlacement(of image: CGImage) -> (pixels: CGRect?, rect: CGRect)? {
        let rect = CGRect(origin: .zero, size: bounds.size)
        if contentsAreBackingStore || (contentsGravity == .resize && contentsRect == Self.wholeContents) { return (nil, rect) }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        var pixels: CGRect?
        let unit = contentsRect.standardized
        if unit != Self.wholeContents {
            guard unit.minX.isFinite, unit.minY.isFinite, unit.width.isFinite, unit.height.isFinite else { return nil }
            // Whole pixels, as `cropping(to:)` cuts them.
            let selected = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
                .integral.intersection(CGRect(x: 0, y: 0, width: w, height: h))
            guard !selected.isNull, selected.width >= 1, selected.height >= 1 else { return nil }
            pixels = selected
        }
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        let size = CGSize(width: (pixels?.width ?? w) / scale, height: (pixels?.height ?? h) / scale)
        return (pixels, Self.place(size, in: rect, gravity: contentsGravity))
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
