@_implementationOnly import CJPEGDecode
@_implementationOnly import Ccairo

/// JPEG decoding straight into an image's pixels, with libjpeg-turbo (the JPEG library libvips
/// itself uses on Debian, `libjpeg62-turbo`).
///
/// Apple decodes with ImageIO (`CGImageSource`); ScrollKit has none, so, like `decodePNG`, the call
/// lives on `CGImage` (a porting-guide departure). Why not libvips, which `ImageDecoder` uses for
/// every other format: for a 256-px tile its pipeline (load, colour space, add alpha, cast, write
/// to memory) cost several times the decode itself, and its output was converted and copied twice
/// more (RGBA → premultiplied ARGB32 in Swift, then into a cairo surface). Here libjpeg writes
/// each row as opaque ARGB32 words (its `JCS_EXT_BGRA` output on little-endian machines) into the
/// image's own buffer, taken from `CGBitmapPool.tiles` (so the drawing threads' tiles reuse the
/// same mapped pages), and the image is known opaque without a scan.
extension CGImage {
    /// Why JPEG data could not be decoded, in libjpeg's words (for example "Premature end of JPEG
    /// file" for a truncated file, "Not a JPEG file: starts with 0x89 0x50" for a PNG).
    public struct JPEGDecodingError: Error, CustomStringConvertible {
        public let description: String
        /// The data is a sound JPEG in a colour space libjpeg cannot turn into RGB (CMYK, YCCK):
        /// a colour-managed decoder (libvips, `ImageDecoder`) should be asked instead.
        public let isUnsupportedColourSpace: Bool
    }

    /// JPEGs larger than this many pixels are refused (256 MiB of ARGB32): `ImageSizePolicy.maximumPixels`.
    public static let maximumJPEGPixels = ImageSizePolicy.maximumPixels

    /// Whether `data` starts like a JPEG file: the SOI marker followed by another marker (FF D8 FF).
    public static func looksLikeJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// Decodes JPEG bytes (grey, YCbCr or RGB; baseline or progressive) into an opaque image; throws
    /// `JPEGDecodingError` for corrupt or truncated data (libjpeg's warnings count as failures: a
    /// truncated tile is not drawn half grey), for sizes over `maximumJPEGPixels`, and for CMYK
    /// or YCCK files (`isUnsupportedColourSpace`). Thread-safe: every call has its own decoder.
    public static func decodeJPEG(_ data: Data) throws -> CGImage {
        final class Target {
            var surface: OpaquePointer?
            var refusal: String?
        }
        let target = Target()
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes -> Int32 in
            cjpeg_decode_argb32(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, { context, width, height, stride in
                let target = Unmanaged<Target>.fromOpaque(context!).takeUnretainedValue()
                if let refusal = ImageSizePolicy.refusal(width: Int(width), height: Int(height)) {
                    target.refusal = "image refused: \(refusal) (ImageSizePolicy)"
                    return nil
                }
                let bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
                // The tile pool when it takes the size (tiles, thumbnails), cairo's own memory otherwise;
                // not cleared first, since libjpeg writes every pixel (a failed decode throws the image away).
                let surface = CGBitmapLease.surface(width: Int(width), height: Int(height), stride: bytesPerRow, pool: .tiles,
                                                    zeroed: false)
                    ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
                guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                      let pixels = cairo_image_surface_get_data(surface) else {
                    if let surface { cairo_surface_destroy(surface) }
                    target.refusal = "cannot allocate a \(width)×\(height) image"
                    return nil
                }
                target.surface = surface
                stride?.pointee = Int(cairo_image_surface_get_stride(surface))
                return pixels
            }, Unmanaged.passUnretained(target).toOpaque(), &message, message.count)
        }
        guard status == Int32(CJPEG_OK), let surface = target.surface else {
            if let surface = target.surface { cairo_surface_destroy(surface) }
            let reason = target.refusal ?? String(cString: message)
            throw JPEGDecodingError(description: reason.isEmpty ? "not a readable JPEG" : reason,
                                    isUnsupportedColourSpace: status == Int32(CJPEG_UNSUPPORTED_COLOUR_SPACE))
        }
        cairo_surface_mark_dirty(surface)
        let image = CGImage(ownedSurface: surface)
        image.opacity.store(1, ordering: .relaxed)   // libjpeg wrote 0xFF into every alpha byte
        return image
    }
}
