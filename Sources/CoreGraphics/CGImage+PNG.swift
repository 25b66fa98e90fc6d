@_implementationOnly import Ccairo

/// The key under which an ARGB32 surface sharing a decoded PNG's pixels keeps that PNG's surface
/// (cairo compares keys by address, so the key is allocated once and never moves).
nonisolated(unsafe) private let decodedPNGKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// PNG encoding and decoding through cairo's PNG stream functions (libpng underneath).
///
/// Apple does this with ImageIO (`CGImageDestination`/`CGImageSource`); ScrollKit has no ImageIO, so
/// the two calls live on `CGImage` (a porting-guide departure). JPEG and the other formats are
/// decoded and encoded through libvips in QuartzCore (`ImageDecoder`, `ImageEncoder`). See also: UIKit's `UIImage.pngData()`, `UIImage(data:)`.
extension CGImage {
    /// Why PNG data could not be decoded: cairo's status message (for example "error while reading
    /// from input stream" for a truncated or corrupt file).
    public struct PNGDecodingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The image as PNG bytes (8-bit RGBA, straight alpha as PNG requires); nil if cairo fails.
    public func pngData() -> Data? {
        final class Sink { var bytes = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : nil
    }

    /// Decodes PNG bytes; throws with cairo's reason when the data is not a readable PNG, and
    /// without decoding anything when its header gives a size `ImageSizePolicy` refuses (a 514 KB
    /// file can claim 23000×23000 pixels, which cairo would allocate, 2.1 GB, before reading a row).
    public static func decodePNG(_ data: Data) throws -> CGImage {
        if let (width, height) = ImageSizePolicy.pngHeaderSize(data),
           let refusal = ImageSizePolicy.refusal(width: width, height: height) {
            throw PNGDecodingError(description: "image refused: \(refusal) (ImageSizePolicy)")
        }
        final class Source {
            let bytes: Data
            var offset = 0
            init(_ bytes: Data) { self.bytes = bytes }
        }
        let source = Source(data)
        let png = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let src = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard src.offset + n <= src.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            src.bytes.withUnsafeBytes { raw in
                buffer.update(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + src.offset, count: n)
            }
            src.offset += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(png) }
        let status = cairo_surface_status(png)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PNGDecodingError(description: String(cString: cairo_status_to_string(status)))
        }
        guard let image = CGImage(adoptingDecodedPNG: png) ?? CGImage(cairoSurface: png) else {
            throw PNGDecodingError(description: "cairo could not copy the decoded surface")
        }
        return image
    }

    /// The pixels of a surface cairo's PNG reader made, without copying them; nil when they cannot
    /// be taken as ARGB32 as they are (the caller copies them then).
    ///
    /// An RGBA PNG comes out as ARGB32, taken over as it is. An opaque one (RGB or grey) comes out as
    /// RGB24, whose unused byte cairo 1.16's reader sets to 0xFF (it asks libpng for a 0xFF filler),
    /// so its words are already opaque ARGB32: they are checked (a cairo that left the byte
    /// undefined would fail the check and be copied) and shared by an ARGB32 surface that keeps the
    /// decoded one alive. Why: copying converted every 256 KiB tile once more on the drawing threads
    /// and left one more 256 KiB buffer behind on their heaps.
    convenience init?(adoptingDecodedPNG png: OpaquePointer) {
        cairo_surface_flush(png)
        let width = cairo_image_surface_get_width(png), height = cairo_image_surface_get_height(png)
        let stride = cairo_image_surface_get_stride(png)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(png) else { return nil }
        // cairo's file reader attaches the compressed file to the surface it makes (MIME type
        // image/png, for PDF output: 6,571 bytes on a 6.5 KB PNG with cairo 1.16); an adopted surface
        // would keep it as long as the image lives. cairo 1.16's stream reader, used here, attaches
        // nothing (CGImageTests.decodedPNGsKeepNoCopyOfTheirFile); dropped anyway for a cairo that does.
        cairo_surface_set_mime_data(png, "image/png", nil, 0, nil, nil)
        switch cairo_image_surface_get_format(png) {
        case CAIRO_FORMAT_ARGB32:
            self.init(ownedSurface: cairo_surface_reference(png))
        case CAIRO_FORMAT_RGB24:
            guard CGImage.allAlphaOpaque(UnsafeRawPointer(data), width: Int(width), height: Int(height), bytesPerRow: Int(stride)) else {
                return nil
            }
            guard let shared = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, height, stride),
                  cairo_surface_status(shared) == CAIRO_STATUS_SUCCESS else { return nil }
            let kept = cairo_surface_reference(png)
            let status = cairo_surface_set_user_data(shared, decodedPNGKey, UnsafeMutableRawPointer(kept)) { raw in
                cairo_surface_destroy(OpaquePointer(raw))
            }
            guard status == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(kept)
                cairo_surface_destroy(shared)
                return nil
            }
            self.init(ownedSurface: shared)
            opacity.store(1, ordering: .relaxed)   // just checked: every alpha byte is 0xFF
        default:
            return nil
        }
    }

    /// Bytes of encoded files (MIME data: image/png, image/jpeg) the image's pixels keep attached,
    /// on its own surface and on a decoded PNG surface it shares pixels with. Zero for every image
    /// ScrollKit makes; tests check decoded tiles hold nothing but their pixels.
    package var attachedEncodedByteCount: Int {
        var total = 0
        var surfaces = [surface]
        if let kept = cairo_surface_get_user_data(surface, decodedPNGKey) { surfaces.append(OpaquePointer(kept)) }
        for s in surfaces {
            for mime in ["image/png", "image/jpeg"] {
                var data: UnsafePointer<UInt8>?
                var length: UInt = 0
                cairo_surface_get_mime_data(s, mime, &data, &length)
                if data != nil { total += Int(length) }
            }
        }
        return total
    }

    /// Decodes PNG bytes, or nil when they are not a readable PNG (use `decodePNG` for the reason).
    public convenience init?(pngData data: Data) {
        guard let decoded = try? CGImage.decodePNG(data) else { return nil }
        // Take another reference on the decoded surface; `decoded` releases its own in deinit.
        self.init(ownedSurface: cairo_surface_reference(decoded.surface))
    }
}
