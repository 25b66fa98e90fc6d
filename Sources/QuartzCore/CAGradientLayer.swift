import Foundation

/// The shape of a `CAGradientLayer`'s gradient (Apple's string-valued type).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from `startPoint` to the ellipse through `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around `startPoint`, starting at the direction of `endPoint`, clockwise.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient (Apple's `CAGradientLayer`), drawn by the
/// compositor above `backgroundColor`, below `contents` and sublayers, rounded by `cornerRadius`.
///
/// Works as a view's `layerClass` (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
/// Bad input draws nothing: `colors` nil, empty or holding no `CGColor`, non-finite points. A
/// `locations` array whose count differs from the colours' is ignored (colours are spaced evenly),
/// as Apple documents for nil. Colours are interpolated by CGGradient (cairo), so they match what
/// `CGContext.drawLinearGradient` draws.
open class CAGradientLayer: CALayer {
    public required init() { super.init() }

    /// The colours, as `CGColor`s (`[UIColor.red.cgColor, UIColor.blue.cgColor]`); other elements are ignored.
    open var colors: [Any]?
    /// Where each colour sits, 0 to 1 along the gradient; nil spaces them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds: (0.5, 0), the top centre.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds: (0.5, 1), the bottom centre.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// `.axial` (the default), `.radial` or `.conic`.
    open var type: CAGradientLayerType = .axial

    override func makePresentationCopy() -> CALayer {
        let copy = CAGradientLayer()
        copy.colors = colors
        copy.locations = locations
        copy.startPoint = startPoint
        copy.endPoint = endPoint
        copy.type = type
        return copy
    }

    override func apply(_ value: CAAnimatableValue, keyPath: String?) {
        switch (keyPath, value) {
        case let ("startPoint", .point(p)): startPoint = p
        case let ("endPoint", .point(p)): endPoint = p
        default: super.apply(value, keyPath: keyPath)
        }
    }

    override var ownPaintCount: Int { gradientColors.isEmpty ? 0 : 1 }

    /// The colours that are `CGColor`s.
    var gradientColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

    override var subclassPaint: CALayerPaintKey? {
        CALayerPaintKey(numbers: [startPoint.x, startPoint.y, endPoint.x, endPoint.y] + (locations ?? []).map { CGFloat($0.doubleValue) },
                        colors: gradientColors, names: [type.rawValue])
    }

    /// Fills `rect` (the bounds at the origin) with the gradient; the caller has clipped to the
    /// rounded bounds.
    func drawGradient(in ctx: CGContext, rect: CGRect) {
        let colors = gradientColors
        guard !colors.isEmpty, rect.width > 0, rect.height > 0 else { return }
        var locs = locations.map { $0.map { CGFloat($0.doubleValue) } }
        if locs?.count != colors.count { locs = nil }
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: locs) else { return }
        let start = CGPoint(x: rect.minX + startPoint.x * rect.width, y: rect.minY + startPoint.y * rect.height)
        let end = CGPoint(x: rect.minX + endPoint.x * rect.width, y: rect.minY + endPoint.y * rect.height)
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        let both: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            // The end point gives the ellipse's radii: its distances from the centre along x and y.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { ctx.setFillColor(colors[colors.count - 1]); ctx.fill(rect); return }
            ctx.saveGState()
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: rx, y: ry)
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: both)
            ctx.restoreGState()
        case .conic:
            drawConic(gradient, colors: colors, center: start, toward: end, rect: rect, in: ctx)
        default:
            if start == end { ctx.setFillColor(colors[colors.count - 1]); ctx.fill(rect); return }
            ctx.drawLinearGradient(gradient, start: start, end: end, options: both)
        }
    }

    /// Conic: cairo has no conic pattern, so the turn is drawn as 360 thin wedges (one per degree),
    /// each filled with the gradient's colour at its middle angle, without antialiasing (antialiased
    /// seams would let the background show through) and each reaching over the next (no gaps).
    private func drawConic(_ gradient: CGGradient, colors: [CGColor], center: CGPoint, toward end: CGPoint, rect: CGRect, in ctx: CGContext) {
        let start = end == center ? 0 : atan2(end.y - center.y, end.x - center.x)
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        let steps = 360
        ctx.saveGState()
        ctx.setShouldAntialias(false)
        defer { ctx.restoreGState() }
        for i in 0..<steps {
            let a0 = start + 2 * .pi * CGFloat(i) / CGFloat(steps)
            let a1 = start + 2 * .pi * CGFloat(i + 2) / CGFloat(steps)
            ctx.setFillColor(gradient.color(at: (CGFloat(i) + 0.5) / CGFloat(steps)))
            ctx.beginPath()
            ctx.move(to: center)
            ctx.addLine(to: CGPoint(x: center.x + reach * cos(a0), y: center.y + reach * sin(a0)))
            ctx.addLine(to: CGPoint(x: center.x + reach * cos(a1), y: center.y + reach * sin(a1)))
            ctx.closePath()
            ctx.fillPath()
        }
    }
}
