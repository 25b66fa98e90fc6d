@_implementationOnly import Ccairo

extension CGContext {
    /// A transparent ARGB32 context of `width × height` pixels, like `CGContext(width:height:)`,
    /// whose pixel memory comes from `pool` and goes back to it when the last holder of its surface
    /// lets go: the context, or the image `handOffImage()` made from it (a tile in CATiledLayer's
    /// cache, freed when the tile is evicted).
    ///
    /// A size the pool refuses (more than `CGBitmapPool.maximumByteCount`) or a pool that cannot
    /// map memory gives a context with cairo's own memory instead; a size no context can have
    /// (one `ImageSizePolicy` refuses) gives nil and one warning, as `CGContext(width:height:)` does.
    package convenience init?(width: Int, height: Int, pool: CGBitmapPool) {
        guard ImageSizePolicy.permits(width: width, height: height) else {
            self.init(width: width, height: height)   // logs and gives nil
            return
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0, let surface = CGBitmapLease.surface(width: width, height: height, stride: stride, pool: pool) else {
            self.init(width: width, height: height)
            return
        }
        self.init(ownedSurface: surface)
    }
}

extension CGImage {
    /// The pool the pixels were lent from (a tile drawn by CATiledLayer); nil when they are cairo's
    /// own memory. Tests and diagnostics tell pooled tiles with it.
    package var bitmapPool: CGBitmapPool? { CGBitmapLease.pool(of: surface) }
}

/// One buffer of a `CGBitmapPool` lent to a cairo surface: attached to the surface as user data, so
/// cairo gives it back when it finalises the surface, on whichever thread drops the last reference.
final class CGBitmapLease {
    let pool: CGBitmapPool
    let bytes: UnsafeMutableRawPointer
    let byteCount: Int

    private init(pool: CGBitmapPool, bytes: UnsafeMutableRawPointer, byteCount: Int) {
        self.pool = pool
        self.bytes = bytes
        self.byteCount = byteCount
    }

    /// The key the lease is attached under (cairo compares keys by address, so it needs a fixed one).
    nonisolated(unsafe) private static let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// The pool whose buffer holds `surface`'s pixels; nil for memory of cairo's own or a caller's.
    static func pool(of surface: OpaquePointer) -> CGBitmapPool? {
        cairo_surface_get_user_data(surface, key).map { Unmanaged<CGBitmapLease>.fromOpaque($0).takeUnretainedValue().pool }
    }

    /// A new ARGB32 image surface over a buffer from `pool` (one reference, for the caller); nil when
    /// the pool refuses the size or cairo cannot make the surface (the buffer is then given back).
    /// Transparent unless `zeroed` is false (for a caller that writes every pixel; see `CGBitmapPool.take`).
    static func surface(width: Int, height: Int, stride: Int, pool: CGBitmapPool, zeroed: Bool = true) -> OpaquePointer? {
        let byteCount = stride * height
        guard let bytes = pool.take(byteCount: byteCount, zeroed: zeroed) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            pool.giveBack(bytes, byteCount: byteCount)
            return nil
        }
        let lease = Unmanaged.passRetained(CGBitmapLease(pool: pool, bytes: bytes, byteCount: byteCount))
        let status = cairo_surface_set_user_data(surface, key, lease.toOpaque()) { raw in
            guard let raw else { return }
            let lease = Unmanaged<CGBitmapLease>.fromOpaque(raw).takeRetainedValue()
            lease.pool.giveBack(lease.bytes, byteCount: lease.byteCount)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            // Not attached: cairo will not call the destroy function, so the buffer is given back here.
            cairo_surface_destroy(surface)
            lease.release()
            pool.giveBack(bytes, byteCount: byteCount)
            return nil
        }
        return surface
    }
}
