/// A path under construction: the same calls as Apple's `CGMutablePath`.
///
/// Every `add…` takes an optional transform applied to the points as they are added (Apple's
/// semantics). Shapes become cubic Béziers here, so the drawing side only knows four element kinds.
/// See also: `CGPath`, `UIBezierPath`, `CGContext.addPath(_:)`.
// @unchecked: as Apple documents, a mutable path is not thread-safe: build it on one thread, then share it.
public class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path, ready for `move(to:transform:)`.
    public init() { super.init(elements: []) }
    override init(elements: [CGPathElement]) { super.init(elements: elements) }

    /// After a close the current point is the subpath's start, so any element means there is one.
    private var hasCurrentPoint: Bool { !elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// Adds a line from the current point; with no current point it starts a subpath there instead.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// Starts a new subpath at the first point and adds lines through the rest; nothing for an empty array.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a cubic Bézier curve from the current point to `end`; with no current point, the
    /// curve starts at `control1`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control1, transform: transform) }
        elements.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform),
                                         to: end.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point to `end`; with no current point, the
    /// curve starts at `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control, transform: transform) }
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; ignored on an empty path.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        elements.append(.closeSubpath)
    }

    /// A closed subpath going clockwise on screen from the rect's origin, as Apple builds it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath, as `addRect(_:transform:)` does.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// An ellipse inscribed in `rect`, as four cubic Béziers (the standard 0.5523 control distance).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
    }

    /// A rectangle with elliptical corners; the corner size is clamped to half the rect, so a corner
    /// of half the side gives a capsule (scroll indicators) and half of both sides gives an ellipse.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull else { return }
        let rx = min(max(0, cornerWidth.isFinite ? cornerWidth : 0), r.width / 2)
        let ry = min(max(0, cornerHeight.isFinite ? cornerHeight : 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        // Control-point distance for a quarter ellipse: 4/3 · tan(π/8) ≈ 0.5523.
        let k: CGFloat = 4.0 / 3.0 * tan(.pi / 8)
        let kx = rx * k, ky = ry * k
        let t = transform
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: t)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - ky), transform: t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: t)
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
                 control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY), transform: t)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: t)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + ky), transform: t)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: t)
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
                 control2: CGPoint(x: r.minX + rx - kx, y: r.minY), transform: t)
        closeSubpath()
    }

    /// A circular arc. `clockwise` has CoreGraphics' meaning: clockwise in a y-up space, so angles
    /// *decrease* (which appears counter-clockwise on a y-down UIKit screen; UIBezierPath flips it).
    /// A line joins the current point to the arc's start, as on Apple platforms.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 { sweep -= full * (sweep / full).rounded(.up) }
            sweep = max(sweep, -full)
        } else {
            if sweep < 0 { sweep += full * (-sweep / full).rounded(.up) }
            sweep = min(sweep, full)
        }
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let start = point(startAngle)
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a = startAngle
        for _ in 0..<segments {
            let b = a + step
            let c1 = CGPoint(x: center.x + radius * cos(a) - k * sin(a), y: center.y + radius * sin(a) + k * cos(a))
            let c2 = CGPoint(x: center.x + radius * cos(b) + k * sin(b), y: center.y + radius * sin(b) - k * cos(b))
            addCurve(to: point(b), control1: c1, control2: c2, transform: transform)
            a = b
        }
    }

    /// Appends every element of `path`, transformed, after this path's own (its subpaths stay separate).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }
}
