@_implementationOnly import Ccairo

/// Core Foundation's array type as iOS code spells it when making a gradient
/// (`[top.cgColor, bottom.cgColor] as CFArray`). Foundation on Linux has no `CFArray`; this alias
/// makes that cast an ordinary upcast to `[Any]`, so the iOS line compiles unchanged.
public typealias CFArray = [Any]

/// A smooth transition between colours, drawn with `CGContext.drawLinearGradient` or
/// `drawRadialGradient` (Apple's `CGGradient`).
///
/// Colours are held as sRGB with alpha (gray spaces are widened to gray RGB); each has a location
/// in [0, 1] along the gradient. As in CoreGraphics, the first colour also fills from 0 to the first
/// location and the last from the last location to 1. Colours are interpolated by cairo's gradient
/// patterns (pixman), component by component.
public final class CGGradient: @unchecked Sendable {
    /// The colour stops, sorted by location (stable for equal locations).
    let stops: [(location: CGFloat, color: CGColor)]
    /// The colour space the gradient was made with.
    public let colorSpace: CGColorSpace?

    /// Apple's `CGGradient(colorsSpace:colors:locations:)`. `colors` holds `CGColor`s (other
    /// elements are skipped); `locations` has one value in [0, 1] per colour (outside values are
    /// clamped, NaN becomes 0), or nil to space the colours evenly from 0 to 1. Returns nil, and logs,
    /// when there are no colours or `locations` has a different count (iOS reads past the buffer).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else {
            Log.coreGraphics.warning("CGGradient: no CGColor in colors; returning nil")
            return nil
        }
        if let locations, locations.count != cgColors.count {
            Log.coreGraphics.warning("CGGradient: \(locations.count) locations for \(cgColors.count) colors; returning nil")
            return nil
        }
        colorSpace = space
        stops = Self.sorted(cgColors, locations)
    }

    /// Apple's `CGGradient(colorSpace:colorComponents:locations:count:)`: `count` colours of
    /// `space.numberOfComponents + 1` components each (the last is alpha). Returns nil, and logs, for
    /// a count below 1 or fewer components or locations than `count` needs.
    public init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int) {
        let n = space.numberOfComponents + 1
        guard count >= 1, components.count >= count * n, (locations?.count ?? count) >= count else {
            Log.coreGraphics.warning("CGGradient: \(count) colours need \(count * n) components and \(count) locations; got \(components.count) and \(locations?.count ?? count); returning nil")
            return nil
        }
        let colors = (0..<count).map { i -> CGColor in
            let c = components[(i * n)..<(i * n + n)].map { $0 }
            return n == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        colorSpace = space
        stops = Self.sorted(colors, locations.map { Array($0.prefix(count)) })
    }

    private static func sorted(_ colors: [CGColor], _ locations: [CGFloat]?) -> [(location: CGFloat, color: CGColor)] {
        let count = colors.count
        let stops = colors.enumerated().map { i, color -> (location: CGFloat, color: CGColor) in
            let l = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            return (l.isFinite ? min(max(l, 0), 1) : 0, color)
        }
        return stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
    }

    /// A cairo gradient pattern over this gradient's stops, extended by padding; `before` and
    /// `after` false add a transparent stop at 0 or 1, so the padding outside is transparent there
    /// (a hard step at the very end, as CoreGraphics stops drawing there). Caller destroys it.
    func makePattern(_ pattern: OpaquePointer, before: Bool, after: Bool) -> OpaquePointer {
        if !before { cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0) }
        if let first = stops.first, first.location > 0 { add(first.color, at: 0, to: pattern) }
        for stop in stops { add(stop.color, at: stop.location, to: pattern) }
        if let last = stops.last, last.location < 1 { add(last.color, at: 1, to: pattern) }
        if !after { cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, 0) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    private func add(_ color: CGColor, at offset: CGFloat, to pattern: OpaquePointer) {
        cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
    }

    /// The colour at `t` in [0, 1], interpolated component by component between the stops around
    /// it (non-premultiplied, as the stops are given). For drawing cairo has no pattern for.
    package func color(at t: CGFloat) -> CGColor {
        let t = t.isFinite ? min(max(t, 0), 1) : 0
        guard let after = stops.firstIndex(where: { $0.location >= t }) else { return lastColor }
        guard after > 0 else { return stops[0].color }
        let a = stops[after - 1], b = stops[after]
        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        return CGColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                       blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// The last colour (what a degenerate gradient's "after end" region shows).
    var lastColor: CGColor { stops[stops.count - 1].color }
}

/// Whether a gradient also paints before its start and after its end (Apple's option set).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extend the first colour before the start point (linear) or inside the start circle (radial).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the last colour past the end point (linear) or outside the end circle (radial).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` across the whole current clip (the
    /// gradient is not a path fill: clip first to limit it, as on iOS); lines perpendicular to the
    /// axis have one colour. Outside the start and end the first and last colours extend only with
    /// the matching `options`. Non-finite points, or `start == end`, draw nothing. The current path
    /// is left alone; the global alpha and blend mode apply.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end else { return }
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        paintGradient(gradient.makePattern(pattern, before: options.contains(.drawsBeforeStartLocation),
                                           after: options.contains(.drawsAfterEndLocation)))
    }

    /// Paints `gradient` across the current clip as circles interpolated from the start circle to
    /// the end circle (the PDF's radial shading, which CoreGraphics and cairo share). Negative radii
    /// are clamped to 0; non-finite centres or radii, or two identical zero-radius circles, draw
    /// nothing. `options` extend the first colour inside the start and the last outside the end.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite) else { return }
        let r0 = max(0, startRadius), r1 = max(0, endRadius)
        guard !(startCenter == endCenter && r0 == r1) else { return }
        guard let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, r0, endCenter.x, endCenter.y, r1) else { return }
        paintGradient(gradient.makePattern(pattern, before: options.contains(.drawsBeforeStartLocation),
                                           after: options.contains(.drawsAfterEndLocation)))
    }

    /// Paints `pattern` (consumed) over the clip with the global alpha.
    private func paintGradient(_ pattern: OpaquePointer) {
        didDraw = true
        withShadow {
            cairo_set_source(cr, pattern)
            if state.alpha < 1 { cairo_paint_with_alpha(cr, state.alpha) } else { cairo_paint(cr) }
        }
        cairo_pattern_destroy(pattern)
        didPaint(.clip)
    }
}
