/// How a control places its content (a button's title and image) inside its bounds: UIKit's
/// `UIControl.ContentHorizontalAlignment` and `ContentVerticalAlignment`.
///
/// `leading` and `trailing` follow the control's layout direction (`effectiveContentHorizontalAlignment`).
/// The properties are declared on `UIControl`, as on iOS, so code that aligns any control compiles;
/// `UIButton` places its image and title by them (both `.center` by default, as on iOS); the other
/// controls store them. See also: `UIButton`.
extension UIControl {
    /// Where content sits across the control; raw values as the SDK's `UIControlContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred horizontally (the default).
        case center
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Stretched to the full width (a button gives the spare width to its title).
        case fill
        /// Against the leading edge: the left edge left to right, the right edge right to left.
        case leading
        /// Against the trailing edge: the right edge left to right, the left edge right to left.
        case trailing
    }

    /// Where content sits from top to bottom of the control; raw values as the SDK's `UIControlContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred vertically (the default).
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched to the full height.
        case fill
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
