/// How a control places its content (a button's title and image) inside its bounds: UIKit's
/// `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment`.
///
/// ScrollKit lays out left to right only, so `leading` behaves as `left` and `trailing` as `right`.
/// Only `UIButton` reads them for now (its `contentHorizontalAlignment` and
/// `contentVerticalAlignment`, both `.center` by default as on iOS). See also: `UIButton`.
extension UIControl {
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}

extension UIControl.ContentHorizontalAlignment {
    /// Where content `width` wide starts, and how wide it is, in `[minX, minX + available]`.
    func place(_ width: CGFloat, in minX: CGFloat, _ available: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let w = min(width, available)
        switch self {
        case .center: return (minX + (available - w) / 2, w)
        case .left, .leading: return (minX, w)
        case .right, .trailing: return (minX + available - w, w)
        case .fill: return (minX, available)
        }
    }
}

extension UIControl.ContentVerticalAlignment {
    /// Where content `height` tall starts, and how tall it is, in `[minY, minY + available]`. Content
    /// taller than the space keeps its height (a title is not squashed) and overflows as placed.
    func place(_ height: CGFloat, in minY: CGFloat, _ available: CGFloat) -> (y: CGFloat, height: CGFloat) {
        let h = height
        switch self {
        case .center: return (minY + (available - h) / 2, h)
        case .top: return (minY, h)
        case .bottom: return (minY + available - h, h)
        case .fill: return (minY, available)
        }
    }
}
