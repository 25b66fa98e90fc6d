extension UIView.ContentMode {
    /// Where content of `size` goes inside `bounds` for this mode (UIKit's documented placement).
    /// Non-positive or non-finite sizes give an empty rect at the bounds origin.
    public func rect(forContentSize size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat, y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
