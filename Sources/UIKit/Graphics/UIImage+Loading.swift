/// Reading and writing image files: PNG through cairo (`CGImage+PNG`), JPEG out through libvips
/// (`ImageEncoder`).
///
/// A file that cannot be read or decoded gives nil and logs why (iOS gives only nil, which leaves a
/// port guessing why). PNG is decoded by cairo; JPEG and the other formats libvips
/// reads from memory (WebP, TIFF, GIF; no other format reaches libvips' loaders) by `ImageDecoder`; a sound JPEG by libjpeg-turbo (`CGImage.decodeJPEG`).
extension UIImage {
    /// Decodes image bytes at scale 1; nil (with a logged reason) when they are not an image.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes image bytes (PNG, JPEG, …) at `scale` pixels per point; nil, with a logged reason,
    /// when they are not an image.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cg = UIImage.decode(data, source: "data") else { return nil }
        self.init(cgImage: cg, scale: scale, orientation: .up)
    }

    /// Loads an image file (PNG, JPEG, …). A name ending in `@2x` or `@3x` (before the extension) sets the scale, as
    /// iOS does for bundle images.
    public convenience init?(contentsOfFile path: String) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            Log.uikit.error("UIImage(contentsOfFile: \(path)): cannot read the file (\(error.localizedDescription)); returning nil")
            return nil
        }
        guard let cg = UIImage.decode(data, source: path) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(cgImage: cg, scale: scale, orientation: .up)
    }

    /// The image as PNG bytes; nil for an image without pixels.
    public func pngData() -> Data? { cgImage?.pngData() }

    /// The image as JPEG bytes, encoded by libvips (`ImageEncoder`); nil for an image without pixels.
    ///
    /// `compressionQuality` 0 (smallest) … 1 (best) maps onto libvips' Q 1…100; values outside are
    /// clamped and NaN means 0.75 (libvips' default Q 75). JPEG has no alpha: as on iOS the alpha is
    /// dropped from the premultiplied pixels, so transparent areas come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cg = cgImage else { return nil }
        do {
            return try ImageEncoder.jpegData(cg, quality: ImageEncoder.jpegQuality(forCompressionQuality: Double(compressionQuality)))
        } catch {
            Log.uikit.error("UIImage.jpegData: cannot encode \(cg.width)×\(cg.height) pixels (\(error)); returning nil")
            return nil
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func decode(_ data: Data, source: String) -> CGImage? {
        let head = [UInt8](data.prefix(8))
        // Sound JPEGs (grey, YCbCr, RGB) go straight into pixels with libjpeg-turbo; libvips takes
        // the rest (CMYK, and damaged files, which it decodes as far as it can, as before).
        if CGImage.looksLikeJPEG(data), let image = try? CGImage.decodeJPEG(data) { return image }
        guard head == pngSignature else {
            do {
                return try ImageDecoder.decode(data)
            } catch {
                Log.uikit.error("UIImage(\(source)): cannot decode \(data.count) bytes (\(error)); returning nil")
                return nil
            }
        }
        do {
            return try CGImage.decodePNG(data)
        } catch {
            Log.uikit.error("UIImage(\(source)): cannot decode PNG (\(error)); returning nil")
            return nil
        }
    }
}
