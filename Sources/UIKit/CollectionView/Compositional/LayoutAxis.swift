import Foundation

/// One axis of a compositional layout, so the same code lays out along x or y: a horizontal group
/// or a vertically scrolling section's groups use `main` for their own axis and `cross` for the
/// other one.
enum LayoutAxis: Sendable {
    case horizontal, vertical

    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
    func main(_ s: CGSize) -> CGFloat { self == .horizontal ? s.width : s.height }
    func cross(_ s: CGSize) -> CGFloat { self == .horizontal ? s.height : s.width }
    func main(_ p: CGPoint) -> CGFloat { self == .horizontal ? p.x : p.y }
    func cross(_ p: CGPoint) -> CGFloat { self == .horizontal ? p.y : p.x }
    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
    }
    func minMain(_ r: CGRect) -> CGFloat { self == .horizontal ? r.minX : r.minY }
    func maxMain(_ r: CGRect) -> CGFloat { self == .horizontal ? r.maxX : r.maxY }
    /// Whether a dimension of `size` along this axis is an estimate.
    @MainActor func isEstimated(_ size: NSCollectionLayoutSize) -> Bool {
        (self == .horizontal ? size.widthDimension : size.heightDimension).isEstimated
    }
    /// The insets before and after content along this axis.
    func leadingInset(_ i: NSDirectionalEdgeInsets) -> CGFloat { self == .horizontal ? i.leading : i.top }
    func trailingInset(_ i: NSDirectionalEdgeInsets) -> CGFloat { self == .horizontal ? i.trailing : i.bottom }
    /// The edge spacings before and after an item along this axis.
    @MainActor func spacings(_ e: NSCollectionLayoutEdgeSpacing?) -> (NSCollectionLayoutSpacing?, NSCollectionLayoutSpacing?) {
        guard let e else { return (nil, nil) }
        return self == .horizontal ? (e.leading, e.trailing) : (e.top, e.bottom)
    }
}
