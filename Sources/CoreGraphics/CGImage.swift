@_implementationOnly import Ccairo
import Synchronization

/// A bitmap image: pixels in cairo's ARGB32 layout, premultiplied alpha, immutable once made.
///
/// Each pixel is one native-endian 32-bit word `0xAARRGGBB` with colour premultiplied by alpha (so
/// on x86 and ARM the bytes in memory are B, G, R, A). That is exactly cairo's
/// `CAIRO_FORMAT_ARGB32` and SDL's `ARGB8888`, so images go to the screen and into layers without
/// conversion (docs/ARCHITECTURE.md#native-libraries). The pixels live in a cairo image surface the image
/// owns, which `CGContext.draw(_:in:)` composites directly. See also: `CGContext.makeImage()`,
/// `CGImage+PNG.swift`, UIKit's `UIImage`.
// @unchecked: the cairo surface is never drawn into after the image is made; every stored property is a constant.
public final class CGImage: @unchecked Sendable {
    // @unchecked: the surface is written only while the image is being made, then never again.
    let surface: OpaquePointer

    /// Width of the image in pixels.
    public let width: Int
    /// Height of the image in pixels.
    public let height: Int
    /// Bytes from one row of pixels to the next (cairo's stride, at least 4 × `width`).
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// Always 8: ScrollKit images have 8-bit components.
    public var bitsPerComponent: Int { 8 }
    /// Always 32: one ARGB word per pixel.
    public var bitsPerPixel: Int { 32 }
    /// ScrollKit images always hold cairo's ARGB32: premultiplied first, 32-bit host-order words.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// Premultiplied-first alpha in 32-bit host-order words, whatever layout the image was made from.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Host) }
    /// The byte order of the pixel words: this machine's 32-bit order (little on x86 and ARM).
    public var byteOrderInfo: CGImageByteOrderInfo { CGBitmapInfo.byteOrder32Host.byteOrder ?? .orderDefault }
    /// Always sRGB, the one space ScrollKit draws in; a gray source image also reports sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(named: CGColorSpace.sRGB) }

    /// Takes over one reference to an ARGB32 image surface (callers make sure of the format).
    init(ownedSurface: OpaquePointer) {
        surface = ownedSurface
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        releaseMipmapCount()
        cairo_surface_destroy(surface)
    }

    /// The half-size mipmap, once made (CGImage+Mipmap).
    let mipmapSlot = Mutex(MipmapSlot())
    /// Bytes of all live images' mipmaps (CGImage+Mipmap).
    static let mipmapBytesCounter = Atomic<Int>(0)

    /// 0 not yet known, 1 opaque, 2 not: whether every pixel has alpha 255, found on first use (or
    /// set by the maker of the image when it already knows, `CGImage(adoptingDecodedPNG:)`).
    let opacity = Atomic<UInt8>(0)

    /// Whether every pixel is fully opaque (alpha 255), so drawing the image over anything with
    /// alpha 1 replaces what is under it: the compositor then copies it with cairo's SOURCE
    /// operator, which skips reading and blending the destination. Scanned once (two threads
    /// may both scan; they find the same answer).
    package var isOpaque: Bool {
        switch opacity.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default:
            let opaque = Self.allAlphaOpaque(UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
                                             width: width, height: height, bytesPerRow: bytesPerRow)
            opacity.store(opaque ? 1 : 2, ordering: .relaxed)
            return opaque
        }
    }

    /// Whether every 32-bit pixel word of the rows has 0xFF in its top (alpha) byte. Each row is
    /// and-ed together without an early exit, which the compiler turns into vector code (an early
    /// exit per pixel made this scan cost as much as a tile's copy); rows stop at the first
    /// transparent one.
    static func allAlphaOpaque(_ base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeBufferPointer(start: (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
            var all: UInt32 = 0xFFFF_FFFF
            for word in row { all &= word }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Copies the pixels of any cairo image surface (a `cairo_surface_t *`), converting RGB24 or A8
    /// to ARGB32. Nil for a surface in an error state or one that is not an image surface. This is
    /// the door for hosts that already hold cairo surfaces.
    public convenience init?(cairoSurface source: OpaquePointer) {
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let w = cairo_image_surface_get_width(source), h = cairo_image_surface_get_height(source)
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
              cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(copy)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        self.init(ownedSurface: copy)
    }

    /// Copies raw ARGB32 premultiplied pixels (`bytesPerRow` ≥ 4·width). Nil when the buffer is too
    /// short or the size is not positive.
    public convenience init?(width: Int, height: Int, bytesPerRow: Int, premultipliedARGB32 pixels: [UInt8]) {
        guard width > 0, height > 0, bytesPerRow >= 4 * width, pixels.count >= bytesPerRow * (height - 1) + 4 * width,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(s)
        let stride = Int(cairo_image_surface_get_stride(s))
        let dst = cairo_image_surface_get_data(s)!
        pixels.withUnsafeBytes { src in
            for row in 0..<height {
                memcpy(dst + row * stride, src.baseAddress! + row * bytesPerRow, 4 * width)
            }
        }
        cairo_surface_mark_dirty(s)
        self.init(ownedSurface: s)
    }

    /// Calls `body` with the pixel bytes (`bytesPerRow × height`, ARGB32 premultiplied, native endian).
    public func withUnsafePixelBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: base, count: bytesPerRow * height))
    }

    /// A copy of the pixel bytes, laid out as `withUnsafePixelBytes` describes.
    public var pixelData: Data { withUnsafePixelBytes { Data($0) } }

    /// The pixel at (x, y) from the top-left, un-premultiplied to straight 8-bit RGBA; nil outside.
    /// Tests read renders back with it.
    public func rgba(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let word = withUnsafePixelBytes { $0.load(fromByteOffset: y * bytesPerRow + 4 * x, as: UInt32.self) }
        let a = UInt32(word >> 24), r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        guard a > 0 else { return (0, 0, 0, 0) }
        func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (straight(r), straight(g), straight(b), UInt8(a))
    }

    /// The part of the image inside `rect` (in pixels, rounded out to whole pixels and clipped to the
    /// image), as a new image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(r.width), Int32(r.height)) else { return nil }
        let cr = cairo_create(s)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -Double(r.minX), -Double(r.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(ownedSurface: s)
    }
}
