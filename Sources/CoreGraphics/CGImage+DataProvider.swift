@_implementationOnly import Ccairo

/// Images from raw bytes and their bytes back: `CGDataProvider` and CGImage's full initializer.
///
/// iOS code builds images from pixel buffers with
/// `CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`
/// and reads an image's bytes through `dataProvider?.data`. The bytes are converted to ScrollKit's
/// one image format (ARGB32 premultiplied) on the way in, so every layout a bitmap context takes
/// works, plus non-premultiplied `.first`/`.last`. `decode` arrays and rendering intents are not
/// applied (colour is not managed); an unsupported layout or too few bytes gives nil and one line.
/// `dataProvider` of any image gives its ARGB32 bytes (`bitmapInfo` says so: premultiplied first,
/// 32-bit little endian), not the bytes it was made from.
// @unchecked: the data is immutable.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes the provider holds; Apple's `CGDataProvider.data`, here a Swift `Data`.
    public let data: CFData?

    /// A provider over `data`, which it keeps unchanged; never nil in ScrollKit.
    public init?(data: CFData) { self.data = data }
}

/// Swift on Apple platforms spells data providers' bytes `CFData` (`data as CFData`); here it is `Data`.
public typealias CFData = Data

/// How colours are mapped between spaces; accepted and not applied (ScrollKit draws sRGB as is).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// Let the context choose the mapping.
    case defaultIntent
    /// Keep in-gamut colours exact, without adapting the white point; clip the rest.
    case absoluteColorimetric
    /// Keep in-gamut colours exact relative to the white point; clip the rest.
    case relativeColorimetric
    /// Compress the whole gamut to keep colour relationships, for photographs.
    case perceptual
    /// Keep colours vivid rather than exact, for charts and graphics.
    case saturation
}

extension CGImage {
    /// Makes an image from the raw pixels in `provider`, laid out as the other arguments describe,
    /// converting them to ARGB32 premultiplied; nil (and one logged line) for a layout ScrollKit
    /// cannot read or too few bytes. `decode`, `shouldInterpolate` and `intent` are ignored.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let layout = CGBitmapLayout(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo.rawValue,
                                          allowsStraightAlpha: true),
              bitsPerPixel == 8 * layout.bytesPerPixel else {
            let parameters = CGBitmapLayout.describe(bitsPerComponent: bitsPerComponent, space: space,
                                                     bitmapInfo: bitmapInfo.rawValue)
            Log.coreGraphics.warning("CGImageCreate: unsupported parameter combination (\(parameters), \(bitsPerPixel) bits/pixel); returning nil")
            return nil
        }
        let data = provider.data ?? Data()
        guard ImageSizePolicy.permits(width: width, height: height), bytesPerRow >= width * layout.bytesPerPixel,
              data.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            Log.coreGraphics.warning("CGImageCreate: \(width)×\(height) pixels, \(bytesPerRow) bytes/row need more than the \(provider.data?.count ?? 0) bytes given; returning nil")
            return nil
        }
        data.withUnsafeBytes { layout.load(from: $0.baseAddress!, bytesPerRow: bytesPerRow, into: surface, asARGB32: true) }
        self.init(ownedSurface: surface)
    }

    /// The image's bytes (ARGB32 premultiplied, host-order words, `bytesPerRow` apart).
    public var dataProvider: CGDataProvider? { CGDataProvider(data: pixelData) }
}
