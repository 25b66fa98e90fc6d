import Ccairo

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

    /// Decodes PNG bytes; throws with cairo's reason when the data is not a readable PNG.
    public static func decodePNG(_ data: Data) throws -> CGImage {
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
        guard let image = CGImage(cairoSurface: png) else {
            throw PNGDecodingError(description: "cairo could not copy the decoded surface")
        }
        return image
    }

    /// Decodes PNG bytes, or nil when they are not a readable PNG (use `decodePNG` for the reason).
    public convenience init?(pngData data: Data) {
        guard let decoded = try? CGImage.decodePNG(data) else { return nil }
        // Take another reference on the decoded surface; `decoded` releases its own in deinit.
        self.init(ownedSurface: cairo_surface_reference(decoded.surface))
    }
}
