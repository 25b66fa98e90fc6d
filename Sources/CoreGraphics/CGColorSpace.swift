/// The colour space of a context, image or colour: Apple's `CGColorSpace` names and models.
///
/// ScrollKit has no colour management (cairo draws device values), so a space decides only how
/// many components a pixel has: every RGB space (sRGB, Display P3, linear sRGB, extended…) draws
/// its component values unchanged as if they were sRGB, and every gray space stores one luminance
/// byte (`CGContext` turns drawn colours into gray with Rec. 709 luma weights). UIKit's
/// `UIColor(displayP3Red:…)` converts P3 to sRGB itself, so P3 colours still look right.
/// Names are plain strings with Apple's identifiers (Apple's are `CFString`s with the same text).
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    public let name: String?
    public let model: CGColorSpaceModel

    // Apple's names (CGColorSpace.h). Gray spaces first, then RGB.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    public static let dcip3 = "kCGColorSpaceDCIP3"
    public static let itur_709 = "kCGColorSpaceITUR_709"
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
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
    case unknown = -1, monochrome = 0, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// Device RGB is drawn as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.deviceRGBName, model: .rgb) }

/// Device gray: one luminance component.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.deviceGrayName, model: .monochrome) }
