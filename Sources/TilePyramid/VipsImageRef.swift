import Cvips
import Foundation

typealias VipsPointer = UnsafeMutablePointer<_VipsImage>

/// An owned reference to a libvips image (a GObject), released when the Swift value goes away.
///
/// libvips images are immutable pipelines, so sharing one between threads is safe; each operation
/// returns a new image, which holds its own references to its inputs. The raw pointer is private
/// and only lent out through `apply`, `combine` and `withPointer`: Swift may release an object
/// right after its last use, so `f(a.pointer)` could free `a` before `f` runs (it did: two
/// temporaries passed to vips_orimage were freed and reused as the same address, and libvips
/// crashed). Kept internal so no C type leaks out of the module.
// @unchecked: the pointer never changes, and libvips images are immutable and reference-counted thread-safely.
final class VipsImageRef: @unchecked Sendable {
    private let pointer: VipsPointer

    init(_ pointer: VipsPointer) {
        self.pointer = pointer
    }

    /// Wraps the result of a Cvips call, turning NULL into a thrown error carrying vips' message.
    convenience init(_ result: UnsafeMutablePointer<_VipsImage>?, _ what: @autoclosure () -> String) throws {
        guard let result else { throw VipsRuntime.error(what()) }
        self.init(result)
    }

    deinit { cvips_unref(pointer) }

    /// Runs `body` with the raw pointer while this wrapper is guaranteed to be alive.
    func withPointer<T>(_ body: (VipsPointer) throws -> T) rethrows -> T {
        try withExtendedLifetime(self) { try body(pointer) }
    }

    /// A libvips operation on this image (a Cvips wrapper returning a new image or NULL).
    func apply(_ what: @autoclosure () -> String, _ operation: (VipsPointer) -> VipsPointer?) throws -> VipsImageRef {
        try withPointer { try VipsImageRef(operation($0), what()) }
    }

    /// A libvips operation on several images, all kept alive through the call.
    static func combine(_ images: [VipsImageRef], _ what: @autoclosure () -> String,
                        _ operation: ([VipsPointer]) -> VipsPointer?) throws -> VipsImageRef {
        try withExtendedLifetime(images) { try VipsImageRef(operation(images.map { $0.pointer }), what()) }
    }

    var width: Int { Int(pointer.pointee.Xsize) }
    var height: Int { Int(pointer.pointee.Ysize) }
    var bands: Int { Int(pointer.pointee.Bands) }

    /// Wraps a packed 8-bit pixel buffer without copying it. The image takes the memory over and
    /// frees it when libvips finalises the image, however long pipelines derived from it live.
    static func consuming(_ buffer: PixelBuffer) throws -> VipsImageRef {
        let (width, height, bands, count) = (buffer.width, buffer.height, buffer.bands, buffer.count)
        guard let image = cvips_image_from_owned_memory(buffer.releaseMemory(), count,
                                                        Int32(width), Int32(height), Int32(bands)) else {
            throw VipsRuntime.error("wrap \(width)x\(height) pixels")
        }
        return VipsImageRef(image)
    }

    /// Computes the image into a packed buffer (libvips' thread pool does the work).
    func render() throws -> PixelBuffer {
        var size = 0
        guard let memory = vips_image_write_to_memory(pointer, &size) else {
            throw VipsRuntime.error("compute \(width)x\(height) pixels")
        }
        return PixelBuffer(owning: memory, count: size, width: width, height: height, bands: bands)
    }

    func extractArea(_ rect: PixelRect) throws -> VipsImageRef {
        try apply("extract \(rect)") {
            cvips_extract_area($0, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        }
    }

    func shrinkByTwo() throws -> VipsImageRef {
        try apply("shrink \(width)x\(height)") { cvips_halve($0) }
    }
}

/// A packed, row-major 8-bit pixel buffer allocated by GLib (freed with g_free).
// @unchecked: bytes and owned only change in releaseMemory(), called once by the buffer's single owner.
final class PixelBuffer: @unchecked Sendable {
    private(set) var bytes: UnsafeMutableRawPointer
    private var owned = true
    let count: Int
    let width: Int, height: Int, bands: Int

    init(owning bytes: UnsafeMutableRawPointer, count: Int, width: Int, height: Int, bands: Int) {
        self.bytes = bytes
        self.count = count
        self.width = width
        self.height = height
        self.bands = bands
    }

    /// Allocates a buffer with g_malloc so that both constructors share one release path.
    convenience init(width: Int, height: Int, bands: Int) {
        let count = width * height * bands
        self.init(owning: g_malloc(gsize(max(count, 1)))!, count: count, width: width, height: height, bands: bands)
    }

    deinit { if owned { cvips_free(bytes) } }

    /// Hands the memory to a new owner (a libvips image); the buffer must not be read afterwards.
    func releaseMemory() -> UnsafeMutableRawPointer {
        precondition(owned, "pixel memory already handed over")
        owned = false
        return bytes
    }

    var data: Data { Data(bytes: bytes, count: count) }
}
