/// A colour as CoreGraphics draws it: sRGB red, green, blue and alpha, each clamped to [0, 1].
///
/// ScrollKit has one colour space (sRGB, what cairo's ARGB32 surfaces hold), so a colour is always
/// four components; `CGColor(gray:alpha:)` is stored as equal red, green and blue. It is an immutable
/// class, as on Apple platforms, so it can be shared by layers and contexts without copying.
/// See also: `CGContext.setFillColor(_:)`, UIKit's `UIColor.cgColor`.
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The sRGB red component in [0, 1]; a ScrollKit addition (iOS code reads `components[0]`).
    public let red: CGFloat
    /// The sRGB green component in [0, 1]; a ScrollKit addition (iOS code reads `components[1]`).
    public let green: CGFloat
    /// The sRGB blue component in [0, 1]; a ScrollKit addition (iOS code reads `components[2]`).
    public let blue: CGFloat
    /// The opacity in [0, 1], as iOS's `alpha`: 0 is fully transparent, 1 fully opaque.
    public let alpha: CGFloat
    /// For a pattern colour (UIKit's `UIColor(patternImage:)`): the image that tiles what is
    /// painted, and its scale (pixels per user-space unit); nil for a plain colour.
    package let patternImage: CGImage?
    package let patternScale: CGFloat

    /// A pattern colour: painting with it repeats `image` from the user-space origin of the moment
    /// it is painted, `scale` image pixels per unit. Its components read as opaque black.
    package init(patternImage image: CGImage, scale: CGFloat) {
        red = 0; green = 0; blue = 0; alpha = 1
        patternImage = image
        patternScale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// An sRGB colour from components in [0, 1]; values outside are clamped and NaN or infinity
    /// becomes 0, so bad input never reaches cairo.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        patternImage = nil
        patternScale = 1
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

    /// A gray colour: `gray` 0 is black and 1 white, stored as equal red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The components in sRGB order (red, green, blue, alpha), as Apple returns them for RGB colours.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Always 4 (red, green, blue, alpha), since every ScrollKit colour is sRGB; on iOS a gray colour has 2.
    public var numberOfComponents: Int { 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        patternImage == nil ? CGColor(red: red, green: green, blue: blue, alpha: alpha) : self
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, the colour of a fresh bitmap context's pixels.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
            && a.patternImage === b.patternImage && a.patternScale == b.patternScale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
