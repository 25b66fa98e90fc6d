import Foundation

/// How a shape layer's open stroke ends look (Apple's string-valued type).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends flat at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half line width of square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cg: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer's stroke corners look (Apple's string-valued type).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, cut at `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut straight across.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    var cg: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// Which points a shape layer fills (Apple's string-valued type).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Fills where the winding number is not zero (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Fills where the winding number is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a path (Apple's `CAShapeLayer`): filled with `fillColor` by `fillRule`, then
/// stroked with `strokeColor` from `strokeStart` to `strokeEnd` of its length, above the background
/// and below sublayers. The path is in the layer's coordinates and may reach outside the bounds
/// (it is not clipped unless `masksToBounds`), as on iOS.
///
/// Works as a view's `layerClass`. `strokeStart`, `strokeEnd`, `lineWidth` and the shadow animate
/// with CABasicAnimation (number values), and so does the path (`.path` values: paths with the same
/// elements move point by point, others jump at the end; CGPath+Interpolation); as a standalone layer
/// they all animate implicitly (CALayer+Actions). Bad input: a nil or empty path draws nothing; non-finite or negative line widths and
/// stroke fractions draw no stroke (fractions are clamped to 0…1; start ≥ end strokes nothing);
/// dash patterns with a non-finite, negative or all-zero length are ignored (a solid line).
open class CAShapeLayer: CALayer {
    public required init() { super.init() }

    /// The shape, in layer coordinates; nil draws nothing.
    open var path: CGPath? {
        didSet {
            guard let old = oldValue, let new = path else { return }
            propertyDidChange("path", from: .path(old), to: .path(new))
        }
    }
    /// The fill; opaque black by default, nil for none.
    open var fillColor: CGColor? = .black
    /// How overlapping parts of the path are filled: `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke; nil (the default) for none.
    open var strokeColor: CGColor?
    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat = 0 { didSet { propertyDidChange("strokeStart", from: .scalar(Double(oldValue)), to: .scalar(Double(strokeStart))) } }
    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat = 1 { didSet { propertyDidChange("strokeEnd", from: .scalar(Double(oldValue)), to: .scalar(Double(strokeEnd))) } }
    /// The stroke's width in points (1 by default).
    open var lineWidth: CGFloat = 1 { didSet { propertyDidChange("lineWidth", from: .scalar(Double(oldValue)), to: .scalar(Double(lineWidth))) } }
    /// The miter limit (10 by default, as CoreGraphics').
    open var miterLimit: CGFloat = 10
    /// The ends of open strokes: `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The corners of strokes: `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Lengths of painted and unpainted segments, alternating, in points; nil for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { propertyDidChange("lineDashPhase", from: .scalar(Double(oldValue)), to: .scalar(Double(lineDashPhase))) } }

    override class var implicitlyAnimatedKeys: Set<String> {
        super.implicitlyAnimatedKeys.union(["path", "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase"])
    }

    override func makePresentationCopy() -> CALayer {
        let copy = CAShapeLayer()
        copy.path = path
        copy.fillColor = fillColor
        copy.fillRule = fillRule
        copy.strokeColor = strokeColor
        copy.strokeStart = strokeStart
        copy.strokeEnd = strokeEnd
        copy.lineWidth = lineWidth
        copy.miterLimit = miterLimit
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        return copy
    }

    override func apply(_ value: CAAnimatableValue, keyPath: String?) {
        switch (keyPath, value) {
        case let ("strokeStart", .scalar(v)): strokeStart = CGFloat(v)
        case let ("strokeEnd", .scalar(v)): strokeEnd = CGFloat(v)
        case let ("lineWidth", .scalar(v)): lineWidth = CGFloat(v)
        case let ("lineDashPhase", .scalar(v)): lineDashPhase = CGFloat(v)
        case let ("path", .path(p)): path = p
        default: super.apply(value, keyPath: keyPath)
        }
    }

    private var dashes: [CGFloat] {
        let d = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        guard !d.isEmpty, d.allSatisfy({ $0.isFinite && $0 >= 0 }), d.contains(where: { $0 > 0 }) else { return [] }
        return d
    }

    private var strokes: Bool {
        strokeColor != nil && lineWidth.isFinite && lineWidth > 0 && strokeStart.isFinite && strokeEnd.isFinite
            && max(0, strokeStart) < min(1, strokeEnd)
    }

    override var ownPaintCount: Int { (path == nil ? 0 : 1) * ((fillColor != nil ? 1 : 0) + (strokes ? 1 : 0)) }

    override var subclassPaint: CALayerPaintKey? {
        CALayerPaintKey(numbers: [strokeStart, strokeEnd, lineWidth, miterLimit, lineDashPhase] + dashes,
                        colors: [fillColor, strokeColor], paths: [path?.elements],
                        names: [fillRule.rawValue, lineCap.rawValue, lineJoin.rawValue])
    }

    override var subclassPaintBox: CGRect? {
        guard let path, !path.isEmpty else { return nil }
        let box = path.boundingBox
        guard strokes else { return box }
        // Half the line, times the miter limit for sharp miter joins (√2 covers square caps), and
        // a point for antialiasing.
        let reach = lineWidth / 2 * (lineJoin == .miter ? max(miterLimit, 1.5) : 1.5) + 1
        return box.insetBy(dx: -reach, dy: -reach)
    }

    /// Fills and strokes the path in layer coordinates (the caller has set up the layer's space).
    func drawShape(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard strokes, let strokeColor else { return }
        let start = max(0, strokeStart), end = min(1, strokeEnd)
        let stroked = start <= 0 && end >= 1 ? path : CGPathTrimming.trim(path, from: start, to: end)
        guard !stroked.isEmpty else { return }
        ctx.saveGState()
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap.cg)
        ctx.setLineJoin(lineJoin.cg)
        if miterLimit.isFinite, miterLimit > 0 { ctx.setMiterLimit(miterLimit) }
        let d = dashes
        if !d.isEmpty { ctx.setLineDash(phase: lineDashPhase.isFinite ? lineDashPhase : 0, lengths: d) }
        ctx.addPath(stroked)
        ctx.strokePath()
        ctx.restoreGState()
    }
}

/// Cuts a path to the part between two fractions of its length (CAShapeLayer's `strokeStart` and
/// `strokeEnd`). Curves are flattened into short chords first (`segmentsPerCurve` each), so lengths
/// are within a fraction of a per cent of the true arc length for the curves of rounded rects,
/// circles and arcs; the trimmed part is a polyline of those chords.
enum CGPathTrimming {
    /// Chords per Bézier curve: 64 keeps a quarter circle's chord length within 0.01 % of its arc.
    static let segmentsPerCurve = 64

    /// One subpath as points (its first point repeated last when closed).
    struct Polyline { var points: [CGPoint]; var closed: Bool }

    static func flatten(_ path: CGPath) -> [Polyline] {
        var lines: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { lines.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        var start = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .moveToPoint(p):
                finish(closed: false); current = [p]; start = p
            case let .addLineToPoint(p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case let .addQuadCurveToPoint(c, p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .addCurveToPoint(c1, c2, p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if !current.isEmpty {
                    current.append(current[0])
                    let first = current[0]
                    finish(closed: true)
                    start = first
                }
            }
        }
        finish(closed: false)
        return lines
    }

    /// The part of `path` from `start` to `end` (fractions of its total length, 0 ≤ start < end ≤ 1).
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let lines = flatten(path)
        var total: CGFloat = 0
        for line in lines { for i in 1..<line.points.count { total += distance(line.points[i - 1], line.points[i]) } }
        let result = CGMutablePath()
        guard total > 0, total.isFinite else { return result }
        let from = start * total, to = end * total
        var walked: CGFloat = 0
        for line in lines {
            var open = false
            for i in 1..<line.points.count {
                let a = line.points[i - 1], b = line.points[i]
                let length = distance(a, b)
                let s = walked, e = walked + length
                walked = e
                guard e > from, s < to, length > 0 else { continue }
                let t0 = max(0, (from - s) / length), t1 = min(1, (to - s) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !open { result.move(to: p0); open = true }
                result.addLine(to: p1)
            }
        }
        return result
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
