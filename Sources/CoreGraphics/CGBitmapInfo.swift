/// How a bitmap's pixels are laid out, with Apple's names and raw values (CGImage.h).
///
/// A bitmap-context or image `bitmapInfo` is one `UInt32`: the alpha info in the low five bits
/// (`alphaInfoMask`), float components in bit 8 and the byte order in bits 12–14 (`byteOrderMask`).
/// iOS code writes `CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue`.
/// See also: `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The byte order in which this machine's 32-bit words are stored (little on x86 and ARM).
    public static let byteOrder32Host: CGBitmapInfo = {
        #if _endian(little)
        return .byteOrder32Little
        #else
        return .byteOrder32Big
        #endif
    }()
    public static let byteOrder16Host: CGBitmapInfo = {
        #if _endian(little)
        return .byteOrder16Little
        #else
        return .byteOrder16Big
        #endif
    }()

    /// The alpha info part (nil for a value outside Apple's enumeration).
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue) }
    var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue) }
}

/// Whether and where a pixel has alpha, and whether colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The byte order of a bitmap's 16- or 32-bit pixel words (`CGImageByteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
    public static let orderMask: UInt32 = 0x7000
}
