/// The colour space of a context, image or colour: Apple's `CGColorSpace` names and models.
///
/// ScrollKit has no colour management (cairo draws device values), so a space decides only how
/// many components a pixel has: every RGB space (sRGB, Display P3, linear sRGB, extended…) draws
/// its component values unchanged as if they were sRGB, and every gray space stores one luminance
/// byte (`CGContext` turns drawn colours into gray with Rec. 709 luma weights). UIKit's
/// `UIColor(displayP3Red:…)` converts P3 to sRGB itself, so P3 colours still look right.
/// Names are plain strings with Apple's identifiers (Apple's are `CFString`s with the same text).
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The Apple identifier the space was made from (one of the names below, or a device space's).
    public let name: String?
    /// Whether the space is gray (`.monochrome`) or RGB; the only two models ScrollKit creates.
    public let model: CGColorSpaceModel

    // Apple's names (CGColorSpace.h). Gray spaces first, then RGB.
    /// Gray with a 2.2 gamma; stored as one luminance byte.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with linear (gamma 1.0) values; stored as one luminance byte, no conversion.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended-range gray (values beyond [0, 1] on iOS); stored as one clamped luminance byte.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Extended-range linear gray; stored as one clamped luminance byte.
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    /// Standard RGB, the space of every ScrollKit colour and image.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB primaries with values beyond [0, 1] on iOS; drawn as plain sRGB (values clamped).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer curve; values are drawn unconverted, as if sRGB.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Extended-range linear sRGB; values are drawn unconverted and clamped, as if sRGB.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Apple's generic linear RGB; values are drawn unconverted, as if sRGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Display P3, the wide gamut of recent iPhone screens; values are drawn unconverted, as if sRGB.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Extended-range Display P3; values are drawn unconverted and clamped, as if sRGB.
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    /// The DCI-P3 cinema gamut; values are drawn unconverted, as if sRGB.
    public static let dcip3 = "kCGColorSpaceDCIP3"
    /// ITU-R BT.709, the HD video space; values are drawn unconverted, as if sRGB.
    public static let itur_709 = "kCGColorSpaceITUR_709"
    /// ITU-R BT.2020, the UHD video space; values are drawn unconverted, as if sRGB.
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// Adobe RGB (1998), a print-oriented wide gamut; values are drawn unconverted, as if sRGB.
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"

    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"

    private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray, extendedLinearGray, deviceGrayName]
    private static let rgbNames: Set<String> = [sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, genericRGBLinear, displayP3,
                                                extendedDisplayP3, dcip3, itur_709, itur_2020, adobeRGB1998, deviceRGBName]

    init(named name: String?, model: CGColorSpaceModel = .rgb) {
        self.name = name
        self.model = model
    }

    /// A space by Apple name; nil for a name Apple does not define or ScrollKit cannot draw in
    /// (CMYK, Lab), as iOS returns nil for unknown names.
    public convenience init?(name: String) {
        if CGColorSpace.grayNames.contains(name) {
            self.init(named: name, model: .monochrome)
        } else if CGColorSpace.rgbNames.contains(name) {
            self.init(named: name, model: .rgb)
        } else {
            return nil
        }
    }

    /// Colour components per pixel, alpha not counted.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.model == b.model }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public var description: String { "<CGColorSpace \(name ?? "unnamed") (\(model))>" }
}

/// What kind of components a colour space has (`CGColorSpaceModel`, Apple's raw values).
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model CoreGraphics cannot name; ScrollKit never makes a space with it.
    case unknown = -1
    /// One gray (luminance) component; ScrollKit's gray spaces.
    case monochrome = 0
    /// Red, green and blue components; ScrollKit's RGB spaces.
    case rgb
    /// Cyan, magenta, yellow and black for print; ScrollKit has no CMYK space (`init(name:)` gives nil).
    case cmyk
    /// CIE L*a*b* components; ScrollKit has no Lab space.
    case lab
    /// Any number of named ink components; ScrollKit has no such space.
    case deviceN
    /// Pixels are indexes into a colour table; ScrollKit has no indexed space.
    case indexed
    /// Colours that paint a repeating pattern; ScrollKit never makes a space with this model.
    case pattern
    /// CIE XYZ components; ScrollKit has no XYZ space.
    case XYZ
}

/// Device RGB is drawn as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.deviceRGBName, model: .rgb) }

/// Device gray: one luminance component.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.deviceGrayName, model: .monochrome) }
