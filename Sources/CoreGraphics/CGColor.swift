/// A colour as CoreGraphics draws it: sRGB red, green, blue and alpha, each clamped to [0, 1].
///
/// ScrollKit has one colour space (sRGB, what cairo's ARGB32 surfaces hold), so a colour is always
/// four components; `CGColor(gray:alpha:)` is stored as equal red, green and blue. It is an immutable
/// class, as on Apple platforms, so it can be shared by layers and contexts without copying.
/// See also: `CGContext.setFillColor(_:)`, UIKit's `UIColor.cgColor`.
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Non-finite components would poison cairo's state; they become 0 like other bad input.
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// `CGColor(srgbRed:green:blue:alpha:)`, the name Apple uses for the sRGB initializer.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components in sRGB order (red, green, blue, alpha), as Apple returns them for RGB colours.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
