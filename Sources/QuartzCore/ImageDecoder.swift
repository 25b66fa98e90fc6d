@_implementationOnly import Cvips

/// Decodes the image formats cairo cannot (JPEG, WebP, TIFF, GIF) with libvips, the library
/// ScrollKit uses for large images (docs/ARCHITECTURE.md#native-libraries). PNG stays with cairo.
/// Only those formats (and PNG) reach libvips' loaders; any other bytes (SVG, PDF, HEIF, what
/// ImageMagick reads) are refused before a loader sees them (Cvips' `cvips_load_buffer`), since
/// the bytes may come from a server.
public enum ImageDecoder {
    /// Images larger than this many pixels are refused rather than decoded (256 MiB of RGBA):
    /// `ImageSizePolicy.maximumPixels`, checked on the header libvips reads before any pixel.
    public static let maximumPixels = ImageSizePolicy.maximumPixels

    /// Why bytes could not be decoded, in libvips' words or ScrollKit's (`description`).
    public struct DecodingError: Error, CustomStringConvertible {
        public let description: String
    }


    /// Decodes `data` into a premultiplied ARGB32 `CGImage`, or throws with libvips' reason.
    public static func decode(_ data: Data) throws -> CGImage {
        guard VipsLibrary.started else { throw DecodingError(description: "libvips could not start") }
        guard let loaded = data.withUnsafeBytes({ cvips_load_buffer($0.baseAddress, $0.count) }) else {
            throw DecodingError(description: lastError())
        }
        defer { cvips_unref(loaded) }
        let width = Int(vips_image_get_width(loaded)), height = Int(vips_image_get_height(loaded))
        if let refusal = ImageSizePolicy.refusal(width: width, height: height) {
            throw DecodingError(description: "image refused: \(refusal) (ImageSizePolicy)")
        }
        guard let srgb = cvips_colourspace(loaded, VIPS_INTERPRETATION_sRGB) else { throw DecodingError(description: lastError()) }
        defer { cvips_unref(srgb) }
        // Four bands: RGB plus alpha (an opaque alpha is added to RGB images).
        let withAlpha: UnsafeMutablePointer<VipsImage>?
        if vips_image_get_bands(srgb) == 4 { withAlpha = cvips_cast(srgb, VIPS_FORMAT_UCHAR) } else { withAlpha = cvips_addalpha(srgb) }
        guard let withAlpha else { throw DecodingError(description: lastError()) }
        defer { cvips_unref(withAlpha) }
        guard let bytes = cvips_cast(withAlpha, VIPS_FORMAT_UCHAR) else { throw DecodingError(description: lastError()) }
        defer { cvips_unref(bytes) }
        var size = 0
        guard let memory = vips_image_write_to_memory(bytes, &size), size >= width * height * 4 else {
            throw DecodingError(description: lastError())
        }
        defer { cvips_free(memory) }
        // RGBA (straight) → cairo ARGB32 premultiplied, native (little-endian: B, G, R, A) byte order.
        let src = memory.assumingMemoryBound(to: UInt8.self)
        var argb = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let r = UInt16(src[4 * i]), g = UInt16(src[4 * i + 1]), b = UInt16(src[4 * i + 2]), a = UInt16(src[4 * i + 3])
            argb[4 * i] = UInt8((b * a + 127) / 255)
            argb[4 * i + 1] = UInt8((g * a + 127) / 255)
            argb[4 * i + 2] = UInt8((r * a + 127) / 255)
            argb[4 * i + 3] = UInt8(a)
        }
        guard let image = CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedARGB32: argb) else {
            throw DecodingError(description: "cannot allocate a \(width)×\(height) image")
        }
        return image
    }

    private static func lastError() -> String { VipsLibrary.takeError(or: "libvips could not decode the data") }
}
