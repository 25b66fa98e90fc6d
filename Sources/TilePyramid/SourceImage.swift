import Cvips
import Foundation

/// Opening an input image and bringing it to the tiles' pixel format: 8-bit sRGB or grey, with
/// alpha kept, EXIF orientation applied.
enum SourceImage {
    /// Opens any format libvips loads (PNG, JPEG, TIFF, WebP, …). A missing file, an unknown format
    /// or a damaged header fails here; damage further into the pixels fails when the builder reads
    /// the first strip that reaches it (the loader is sequential and streams).
    static func open(_ url: URL) throws -> VipsImageRef {
        VipsRuntime.start()
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PyramidError.inputMissing(path: path)
        }
        guard !isDirectory.boolValue else {
            throw PyramidError.unreadableImage(path: path, reason: "it is a directory")
        }
        guard let loaded = cvips_load(path, 1) else {
            throw PyramidError.unreadableImage(path: path, reason: VipsRuntime.takeErrorMessage())
        }
        var image = VipsImageRef(loaded)
        // Rotating needs random access, so only images that are actually rotated are re-opened that way.
        if image.withPointer({ vips_image_get_orientation($0) }) > 1 {
            guard let random = cvips_load(path, 0) else {
                throw PyramidError.unreadableImage(path: path, reason: VipsRuntime.takeErrorMessage())
            }
            image = try VipsImageRef(random).apply("apply the EXIF orientation") { cvips_autorot($0) }
        }
        do {
            return try normalized(image)
        } catch let error as PyramidError {
            throw PyramidError.unreadableImage(path: path, reason: error.description)
        }
    }

    /// 8-bit sRGB (or grey when the input is grey), alpha kept: what PNG tiles and the viewer use.
    static func normalized(_ image: VipsImageRef) throws -> VipsImageRef {
        let interpretation = image.withPointer { vips_image_guess_interpretation($0) }
        let grey = interpretation == VIPS_INTERPRETATION_B_W || interpretation == VIPS_INTERPRETATION_GREY16
        let target = grey ? VIPS_INTERPRETATION_B_W : VIPS_INTERPRETATION_sRGB
        var result = image
        if interpretation != target {
            result = try result.apply("convert to \(grey ? "grey" : "sRGB")") { cvips_colourspace($0, target) }
        }
        if result.withPointer({ vips_image_get_format($0) }) != VIPS_FORMAT_UCHAR {
            result = try result.apply("convert to 8 bits per sample") { cvips_cast($0, VIPS_FORMAT_UCHAR) }
        }
        guard (1...4).contains(result.bands) else {
            throw PyramidError.vips(operation: "use the image", message: "\(result.bands) bands is not grey, RGB or RGBA")
        }
        return result
    }
}
