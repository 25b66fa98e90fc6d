/// Converting points and rects between any two views, through bounds origins and transforms.
///
/// A point in a view's bounds maps to its superview as `center + T·(p − boundsCentre)`. Views with no
/// common ancestor are related through their roots, which are taken to share one space (the window's).
extension UIView {
    /// The point in the superview (or root space) for a point in this view's bounds.
    func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(transform)
        return CGPoint(x: local.x + center.x, y: local.y + center.y)
    }

    /// The inverse of `pointInSuperview`. A singular transform maps everything to the bounds centre.
    func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let inv = transform.inverted()
        let local = CGPoint(x: p.x - center.x, y: p.y - center.y)
        let isSingular = transform.a * transform.d - transform.b * transform.c == 0
        let q = isSingular ? .zero : local.applying(inv)
        return CGPoint(x: q.x + bounds.midX, y: q.y + bounds.midY)
    }

    /// Converts to the root's coordinate space (the window's, for a view in a window).
    func pointInRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var v: UIView = self
        while let parent = v.superview, !(v is UIWindow) {
            point = v.pointInSuperview(point)
            v = parent
        }
        return point
    }

    func pointFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView = self
        while let parent = v.superview, !(v is UIWindow) { chain.append(v); v = parent }
        return chain.reversed().reduce(p) { $1.pointFromSuperview($0) }
    }

    func _convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = pointInRoot(point)
        return view?.pointFromRoot(root) ?? root
    }

    func _convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let root = view?.pointInRoot(point) ?? point
        return pointFromRoot(root)
    }

    /// The bounding box of the converted corners (exact for translations and scales, as on iOS).
    func _convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        convertCorners(of: rect) { self.convert($0, to: view) }
    }

    func _convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        convertCorners(of: rect) { self.convert($0, from: view) }
    }

    private func convertCorners(of rect: CGRect, _ f: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        let r = rect.standardized
        let pts = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(f)
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
