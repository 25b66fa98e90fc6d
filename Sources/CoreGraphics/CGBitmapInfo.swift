/// How a bitmap's pixels are laid out, with Apple's names and raw values (CGImage.h).
///
/// A bitmap-context or image `bitmapInfo` is one `UInt32`: the alpha info in the low five bits
/// (`alphaInfoMask`), float components in bit 8 and the byte order in bits 12–14 (`byteOrderMask`).
/// iOS code writes `CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue`.
/// See also: `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a `CGImageAlphaInfo` value; mask with it to read the alpha info back.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that describe floating-point components.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floats rather than integers; ScrollKit's contexts and images reject it (8-bit only).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order; mask with it to read a `CGImageByteOrderInfo` value back.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// No byte order given: pixels are read in memory order, which for 32-bit pixels means big endian.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit pixel words stored little endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit pixel words stored little endian, so the bytes of `premultipliedFirst` ARGB are B, G, R, A.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit pixel words stored big endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit pixel words stored big endian, so the bytes are in the order the alpha info names them.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The byte order in which this machine's 32-bit words are stored (little on x86 and ARM).
    public static let byteOrder32Host: CGBitmapInfo = {
        #if _endian(little)
        return .byteOrder32Little
        #else
        return .byteOrder32Big
        #endif
    }()
    /// The byte order in which this machine's 16-bit words are stored (little on x86 and ARM).
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
    /// No alpha: every pixel is opaque and holds colour components only.
    case none
    /// Alpha is the last component (RGBA) and colour is already multiplied by it.
    case premultipliedLast
    /// Alpha is the first component (ARGB) and colour is already multiplied by it; cairo's own layout.
    case premultipliedFirst
    /// Alpha is the last component (RGBA), colour not multiplied by it; bitmap contexts reject it, as on iOS.
    case last
    /// Alpha is the first component (ARGB), colour not multiplied by it; bitmap contexts reject it, as on iOS.
    case first
    /// No alpha, but the pixel has an unused last byte (RGBX), so pixels stay 32 bits wide.
    case noneSkipLast
    /// No alpha, but the pixel has an unused first byte (XRGB), so pixels stay 32 bits wide.
    case noneSkipFirst
    /// Only alpha, no colour components: a coverage mask (ScrollKit takes it at 8 bits per pixel).
    case alphaOnly
}

/// The byte order of a bitmap's 16- or 32-bit pixel words (`CGImageByteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// No byte order given: the components are read in memory order (big endian for 32-bit pixels).
    case orderDefault = 0
    /// 16-bit pixel words stored little endian.
    case order16Little = 0x1000
    /// 32-bit pixel words stored little endian; ScrollKit's own images on x86 and ARM.
    case order32Little = 0x2000
    /// 16-bit pixel words stored big endian.
    case order16Big = 0x3000
    /// 32-bit pixel words stored big endian.
    case order32Big = 0x4000
    /// The bits of a `CGBitmapInfo` raw value that hold the byte order.
    public static let orderMask: UInt32 = 0x7000
}
