/// An immutable outline made of straight lines and Bézier curves, as Apple's `CGPath`.
///
/// Elements are kept as plain Swift values (not a cairo path) so a path can be built without a
/// context, shared between contexts with different transforms, and measured (`boundingBox`).
/// Shapes (rects, ellipses, rounded rects, arcs) are reduced to cubic Béziers when they are added,
/// exactly as CoreGraphics does. See also: `CGMutablePath`, `CGContext.addPath(_:)`, `UIBezierPath`.
// @unchecked: a CGPath never changes after init; only CGMutablePath mutates (not thread-safe, as Apple documents).
public class CGPath: @unchecked Sendable, Equatable {
    /// The path's elements in order; a ScrollKit addition (Apple iterates with `applyWithBlock`).
    public internal(set) var elements: [CGPathElement]

    init(elements: [CGPathElement]) { self.elements = elements }

    /// A path holding `rect` as one closed subpath, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A path holding the ellipse that fits inside `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A path holding `rect` with elliptical corners of the given size, optionally transformed;
    /// corner sizes are clamped to half the rect's side, so oversized ones give a capsule or ellipse.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the start of the subpath after a close), `.zero` if empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case let .moveToPoint(p): start = p; current = p
            case let .addLineToPoint(p): current = p
            case let .addQuadCurveToPoint(_, p): current = p
            case let .addCurveToPoint(_, _, p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included (as Apple's
    /// `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for e in elements {
            switch e {
            case let .moveToPoint(p), let .addLineToPoint(p): points.append(p)
            case let .addQuadCurveToPoint(c, p): points += [c, p]
            case let .addCurveToPoint(c1, c2, p): points += [c1, c2, p]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// An immutable copy of the path, unaffected by later changes to a mutable original.
    public func copy() -> CGPath? { CGPath(elements: elements) }
    /// A mutable copy of the path to add to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// The path with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `body` with each element in order (Apple's `applyWithBlock`, with Swift values).
    public func forEachElement(_ body: (CGPathElement) -> Void) { elements.forEach(body) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }
}

/// One step of a path. Apple exposes these as a C struct with a points buffer; a Swift enum says the
/// same thing without unsafe pointers.
public enum CGPathElement: Equatable, Sendable {
    /// Starts a new subpath at the point.
    case moveToPoint(CGPoint)
    /// A straight line from the current point.
    case addLineToPoint(CGPoint)
    /// A quadratic Bézier curve from the current point, with one control point.
    case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
    /// A cubic Bézier curve from the current point, with two control points.
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
    /// A line back to the start of the current subpath, closing it.
    case closeSubpath

    func applying(_ t: CGAffineTransform) -> CGPathElement {
        switch self {
        case let .moveToPoint(p): return .moveToPoint(p.applying(t))
        case let .addLineToPoint(p): return .addLineToPoint(p.applying(t))
        case let .addQuadCurveToPoint(c, p): return .addQuadCurveToPoint(control: c.applying(t), to: p.applying(t))
        case let .addCurveToPoint(c1, c2, p):
            return .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
