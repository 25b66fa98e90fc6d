/// Path animation (a CAShapeLayer's `path` in a CABasicAnimation or an implicit animation).
extension CGPath {
    /// The path part way (`f`, 0…1 or beyond for a spring) from `a` to `b`, point by point; nil
    /// when the two do not have the same elements in the same order (kinds and count), which Core
    /// Animation also cannot interpolate (the animation then jumps to the new path at its end).
    static func interpolated(from a: CGPath, to b: CGPath, _ f: Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(f), y: p.y + (q.y - p.y) * CGFloat(f))
        }
        let out = CGMutablePath()
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.moveToPoint(p), .moveToPoint(q)): out.move(to: mix(p, q))
            case let (.addLineToPoint(p), .addLineToPoint(q)): out.addLine(to: mix(p, q))
            case let (.addQuadCurveToPoint(c, p), .addQuadCurveToPoint(d, q)):
                out.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case let (.addCurveToPoint(c1, c2, p), .addCurveToPoint(d1, d2, q)):
                out.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath): out.closeSubpath()
            default: return nil
            }
        }
        return out
    }
}
