/// A path with its own line style, drawn into the current context: UIKit's `UIBezierPath`.
///
/// It wraps a `CGMutablePath`; `fill()` and `stroke()` save the context state, apply the path's
/// line width, cap, join and fill rule, paint, and restore, so drawing a path never leaks style
/// into later drawing (as on iOS). Arcs use UIKit's sense of `clockwise` (clockwise on a y-down
/// screen), the opposite of `CGMutablePath.addArc`. Rounded rects use circular corners, not iOS's
/// continuous ("squircle") curve. See also: `CGPath`, `UIColor.setFill()`.
open class UIBezierPath: CustomStringConvertible {
    private var path = CGMutablePath()

    /// The stroke width in points; 1 by default.
    public var lineWidth: CGFloat = 1
    /// How open ends of strokes are drawn; `.butt` by default.
    public var lineCapStyle: CGLineCap = .butt
    /// How stroked segments meet at corners; `.miter` by default.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width beyond which a mitered corner is bevelled; 10 by default.
    public var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule instead of the non-zero winding rule
    /// (the default), so overlapping subpaths leave holes.
    public var usesEvenOddFillRule = false

    /// An empty path with the default line style, to build with `move(to:)`, `addLine(to:)` and the rest.
    public init() {}

    /// A closed rectangular path.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect` (a circle when `rect` is square).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rect with circular corners of `cornerRadius`, clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(cornerRadius, min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// A rect whose `corners` are rounded with elliptical corners of `cornerRadii` (each clamped to
    /// half the side it lies along); the other corners stay square. The path starts at the top
    /// left and runs clockwise on screen, as iOS's does.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, r.width / 2))
        let ry = max(0, min(cornerRadii.height.isFinite ? cornerRadii.height : 0, r.height / 2))
        // κ: a cubic Bézier's control distance for a quarter ellipse, 4(√2 − 1)/3.
        let k: CGFloat = 0.5522847498
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY),
                      control2: CGPoint(x: r.maxX, y: r.minY + try_ - try_ * k))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        path.addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k),
                      control2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY),
                      control2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        path.addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly - tly * k),
                      control2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY))
        path.closeSubpath()
    }

    /// An open path along a circular arc; angles are in radians from the positive x axis, and
    /// `clockwise` has UIKit's on-screen meaning.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a copy of `cgPath`'s outline and the default line style.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The outline as a CGPath (a copy; setting replaces the outline, keeping the line style).
    public var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements at all (a lone `move(to:)` makes it non-empty).
    public var isEmpty: Bool { path.isEmpty }
    /// The box around every point, control points included (as iOS's `bounds`).
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// Where the next segment starts: the end of the last one (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a straight segment from the current point to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier segment from the current point to `end`, bent by the two control points.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier segment from the current point to `end`, bent by one control point.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// Adds a circular arc (radians, UIKit's `clockwise`), with a straight line to its start if a
    /// subpath is open.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a straight line back to its start.
    public func close() { path.closeSubpath() }
    /// Empties the path; the line style is kept.
    public func removeAllPoints() { path = CGMutablePath() }
    /// Adds `other`'s subpaths to this path (its line style is not copied).
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Transforms every point of the path by `transform` (line widths are not scaled).
    public func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath().then { $0.addPath(path, transform: transform) }
    }

    /// Fills the enclosed area with the current fill colour.
    public func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.beginPath()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes the outline with the current stroke colour and this path's line style.
    public func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.beginPath()
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open var description: String { "UIBezierPath(\(path.elements.count) elements, bounds: \(bounds))" }
}

private extension CGMutablePath {
    func then(_ body: (CGMutablePath) -> Void) -> CGMutablePath { body(self); return self }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// (UIKit's raw values).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (on screen, y down).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}
