/// A colour for drawing and for views: UIKit's `UIColor`, held as sRGB red, green, blue and alpha.
///
/// ScrollKit draws in sRGB only (see `CGColorSpace`), so every colour is kept as clamped sRGB
/// components; what it was made from (gray, RGB, Display P3, a system colour, a pattern image) is
/// remembered for `description` and for `getWhite`. Display P3 components are converted to sRGB
/// and clamped, so colours outside sRGB's gamut become their nearest sRGB edge (iOS keeps them as
/// extended-range components). Equality compares the sRGB components (and the pattern image), so
/// `.white == UIColor(red: 1, green: 1, blue: 1, alpha: 1)` here, while iOS also compares spaces.
/// System and semantic colours are in UIColor+System. See also: UIColor+Drawing (`cgColor`, `set()`).
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component in sRGB, in [0, 1]; ScrollKit-only (iOS reads it with `getRed(_:green:blue:alpha:)`).
    public let red: CGFloat
    /// The green component in sRGB, in [0, 1]; ScrollKit-only (iOS reads it with `getRed(_:green:blue:alpha:)`).
    public let green: CGFloat
    /// The blue component in sRGB, in [0, 1]; ScrollKit-only (iOS reads it with `getRed(_:green:blue:alpha:)`).
    public let blue: CGFloat
    /// The opacity, in [0, 1] (0 transparent, 1 opaque); ScrollKit-only (iOS reads it with `getRed` or `getWhite`).
    public let alpha: CGFloat

    /// What the colour was made from.
    enum Origin: Equatable, Sendable {
        case rgb, gray, displayP3(red: CGFloat, green: CGFloat, blue: CGFloat)
        /// A system or semantic colour, by UIKit's selector name ("systemRedColor").
        case system(String)
        case pattern
    }
    let origin: Origin
    /// The tile of a pattern colour.
    let patternImage: UIImage?
    /// A dynamic colour's provider, kept for `resolvedColor(with:)`. Its argument is a
    /// `UITraitCollection`, typed `Any` here so this storage does not depend on that type;
    /// `UIColor(dynamicProvider:)` (added with `UITraitCollection`) wraps the user's closure.
    let traitResolver: (@Sendable (Any) -> UIColor)?

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, origin: Origin, patternImage: UIImage? = nil,
         traitResolver: (@Sendable (Any) -> UIColor)? = nil) {
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = c(red); self.green = c(green); self.blue = c(blue); self.alpha = c(alpha)
        self.origin = origin
        self.patternImage = patternImage
        self.traitResolver = traitResolver
    }

    /// A dynamic colour whose components are `resolved`'s (the light appearance) and which asks
    /// `resolver` again for other traits.
    convenience init(resolved: UIColor, traitResolver: @escaping @Sendable (Any) -> UIColor) {
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha,
                  origin: resolved.origin, patternImage: resolved.patternImage, traitResolver: traitResolver)
    }

    /// sRGB components in [0, 1]; values outside are clamped and NaN becomes 0.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, origin: .rgb)
    }

    /// A gray: `white` from 0 (black) to 1 (white), with `alpha`; values outside [0, 1] are clamped
    /// and NaN becomes 0.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha, origin: .gray)
    }

    /// Hue, saturation and brightness in [0, 1], converted to RGB (the standard HSV formula).
    public convenience init(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Display P3 components, converted to sRGB: decode the sRGB-shaped transfer curve both spaces
    /// use, apply the P3 → sRGB matrix (from the two spaces' primaries and D65 white, IEC 61966-2-1
    /// and SMPTE EG 432-1), encode, clamp.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: CGFloat) -> CGFloat { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        let r = linear(finite(red)), g = linear(finite(green)), b = linear(finite(blue))
        self.init(red: encoded(max(0, 1.2249401 * r - 0.2249404 * g)),
                  green: encoded(max(0, -0.0420569 * r + 1.0420571 * g)),
                  blue: encoded(max(0, -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)),
                  alpha: alpha, origin: .displayP3(red: finite(red), green: finite(green), blue: finite(blue)))
    }

    /// A colour that paints by repeating `image` (at its scale) from the drawing's origin, as a
    /// view's `backgroundColor` or a fill colour. An image without pixels gives clear.
    public convenience init(patternImage image: UIImage) {
        self.init(red: 0, green: 0, blue: 0, alpha: image.cgImage == nil ? 0 : 1, origin: .pattern,
                  patternImage: image.cgImage == nil ? nil : image)
    }

    // MARK: Components

    /// The sRGB components; false (pointers untouched) for a pattern colour, as on iOS.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard origin != .pattern else { return false }
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    /// The gray level; true only for a gray colour (equal red, green and blue), false otherwise.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard origin != .pattern, red == green, green == blue else { return false }
        white?.pointee = red; alpha?.pointee = self.alpha
        return true
    }

    /// Hue, saturation and brightness in [0, 1] (hue 0 for grays); false for a pattern colour.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard origin != .pattern else { return false }
        let maxC = max(red, green, blue), minC = min(red, green, blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red { h = (green - blue) / delta } else if maxC == green { h = 2 + (blue - red) / delta } else { h = 4 + (red - green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    /// The same colour with another alpha (a pattern colour is returned unchanged).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch origin {
        case .pattern: return self
        case .gray, .displayP3: return UIColor(red: red, green: green, blue: blue, alpha: alpha, origin: origin)
        case .rgb, .system: return UIColor(red: red, green: green, blue: blue, alpha: alpha, origin: .rgb)
        }
    }

    /// Black (white 0), opaque.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White (white 1), opaque.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent black (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Middle gray (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light gray (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark gray (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Pure red (RGB 1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green (RGB 0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue (RGB 0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Yellow (RGB 1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Orange (RGB 1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Cyan (RGB 0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (RGB 1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Purple (RGB 0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (RGB 0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.patternImage === b.patternImage
    }
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }

    /// iOS's format: the colour space, then the components as `%g` ("UIExtendedSRGBColorSpace 1 0 0 1",
    /// "UIExtendedGrayColorSpace 0.5 1"); system colours name themselves as UIKit's dynamic colours do.
    public var description: String {
        func g(_ values: CGFloat...) -> String { values.map { String(format: "%g", Double($0)) }.joined(separator: " ") }
        switch origin {
        case .rgb: return "UIExtendedSRGBColorSpace " + g(red, green, blue, alpha)
        case .gray: return "UIExtendedGrayColorSpace " + g(red, alpha)
        case let .displayP3(r, gr, b): return "UIDisplayP3ColorSpace " + g(r, gr, b, alpha)
        case let .system(name): return "<UIDynamicSystemColor; name = \(name)>"
        case .pattern: return "UIPatternColor (\(patternImage.map { "\($0)" } ?? "no image"))"
        }
    }
}
