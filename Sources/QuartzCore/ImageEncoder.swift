@_implementationOnly import Cvips

/// Encodes `CGImage`s as JPEG with libvips (`vips_jpegsave_buffer`), the counterpart of
/// `ImageDecoder`. PNG encoding stays with cairo (`CGImage.pngData()`).
///
/// JPEG has no alpha. As iOS's `UIImage.jpegData(compressionQuality:)` does, the alpha channel is
/// dropped and the premultiplied colour kept, which is the image composited over black: transparent
/// pixels come out black, opaque pixels unchanged. See also: `ImageDecoder`, UIKit's
/// `UIImage.jpegData(compressionQuality:)`.
public enum ImageEncoder {
    /// The quality used for NaN: libvips' own default `Q` of 75 (vips_jpegsave documentation).
    public static let defaultCompressionQuality: Double = 0.75

    /// Why an image could not be encoded, in libvips' words or ScrollKit's (`description`).
    public struct EncodingError: Error, CustomStringConvertible {
        public let description: String
    }


    /// libvips' `Q` (1…100) for a UIKit compression quality: 0…1 maps linearly onto 1…100, rounded;
    /// values outside are clamped, and NaN means `defaultCompressionQuality`.
    public static func jpegQuality(forCompressionQuality quality: Double) -> Int {
        let q = quality.isNaN ? defaultCompressionQuality : min(max(quality, 0), 1)
        return 1 + Int((q * 99).rounded())
    }

    /// The image as baseline JPEG bytes (sRGB, 8 bits, no alpha) at libvips quality `quality` (1…100,
    /// clamped), or throws with libvips' reason.
    public static func jpegData(_ image: CGImage, quality: Int) throws -> Data {
        guard VipsLibrary.started else { throw EncodingError(description: "libvips could not start") }
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { throw EncodingError(description: "image has no pixels") }
        // cairo ARGB32 premultiplied, native little-endian (B, G, R, A) → packed RGB, alpha dropped.
        let size = width * height * 3
        guard let memory = g_malloc(gsize(size)) else { throw EncodingError(description: "cannot allocate \(size) bytes") }
        let rgb = memory.assumingMemoryBound(to: UInt8.self)
        image.withUnsafePixelBytes { src in
            let stride = image.bytesPerRow
            for y in 0..<height {
                for x in 0..<width {
                    let s = y * stride + 4 * x, d = 3 * (y * width + x)
                    rgb[d] = src[s + 2]
                    rgb[d + 1] = src[s + 1]
                    rgb[d + 2] = src[s]
                }
            }
        }
        // The image takes ownership of `memory` (freed with it, or at once on failure).
        guard let raw = cvips_image_from_owned_memory(memory, size, Int32(width), Int32(height), 3) else {
            throw EncodingError(description: lastError())
        }
        defer { cvips_unref(raw) }
        guard let srgb = cvips_copy_interpretation(raw, VIPS_INTERPRETATION_sRGB) else {
            throw EncodingError(description: lastError())
        }
        defer { cvips_unref(srgb) }
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        guard cvips_jpegsave_buffer(srgb, &buffer, &length, Int32(min(max(quality, 1), 100))) == 0, let buffer else {
            throw EncodingError(description: lastError())
        }
        defer { cvips_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    private static func lastError() -> String { VipsLibrary.takeError(or: "libvips could not encode the image") }
}
