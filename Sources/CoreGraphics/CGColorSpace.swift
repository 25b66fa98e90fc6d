/// The colour space of a context or image. ScrollKit draws in sRGB only (cairo has no colour
/// management), so this exists for source compatibility with `CGContext(data:…space:bitmapInfo:)`.
public final class CGColorSpace: Sendable {
    public let name: String?

    /// Apple's names are CFStrings; here they are plain strings with the same identifiers.
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

    init(named name: String?) { self.name = name }

    /// Nil for a name ScrollKit cannot draw in (anything but sRGB / device RGB).
    public convenience init?(name: String) {
        guard name == CGColorSpace.sRGB || name == "kCGColorSpaceDeviceRGB" else { return nil }
        self.init(named: name)
    }
}

/// Device RGB is sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }

/// Bitmap layout flags as Apple defines them (`CGBitmapInfo`): only the byte-order bits matter here.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
}
