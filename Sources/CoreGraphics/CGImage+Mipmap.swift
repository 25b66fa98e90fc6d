@_implementationOnly import CImageScale
@_implementationOnly import Ccairo
import Synchronization

/// The half-size mipmap a large image keeps for being shown small.
///
/// Bilinear filtering reads 2×2 source pixels per output pixel: an image shown at a third of its
/// size skips most of its pixels (aliasing) yet still streams its rows through the cache. The
/// direct scaler (CGContext+DirectScale) draws such an image from its half-size mipmap instead: a
/// 2×2 box average (libyuv's ARGBScale, kFilterBox) made on first use, kept with the image until
/// it is freed, and counted (`mipmapByteCount`, `CGImage.mipmapBytesInUse`). A mipmap of a mipmap is
/// made the same way while it is still at least `DirectScale.mipmapMinimumPixels` large.
extension CGImage {
    /// Bytes of mipmap pixels held by all images alive now.
    package static var mipmapBytesInUse: Int { mipmapBytesCounter.load(ordering: .relaxed) }

    /// Bytes this image holds in its own half-size mipmap (0 until one is made; a mipmap's own
    /// mipmap counts with the mipmap).
    package var mipmapByteCount: Int { mipmapSlot.withLock { $0.image.map { $0.bytesPerRow * $0.height } ?? 0 } }

    /// The image at half its width and height (rounded up), a 2×2 box average of its pixels, made
    /// once and kept; nil for images under `DirectScale.mipmapMinimumPixels` or when it cannot be made.
    package var halfSizeMipmap: CGImage? {
        guard width * height >= DirectScale.mipmapMinimumPixels, width >= 2, height >= 2 else { return nil }
        return mipmapSlot.withLock { slot -> CGImage? in
            if slot.made { return slot.image }
            slot.made = true
            slot.image = makeHalfSize()
            if let image = slot.image { Self.mipmapBytesCounter.add(image.bytesPerRow * image.height, ordering: .relaxed) }
            return slot.image
        }
    }

    private func makeHalfSize() -> CGImage? {
        let w = (width + 1) / 2, h = (height + 1) / 2
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(s) else { return nil }
        cairo_surface_flush(s)
        let ok = withUnsafePixelBytes { src in
            cimage_halve_box(src.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(bytesPerRow), Int32(width), Int32(height),
                             dst, cairo_image_surface_get_stride(s)) == 0
        }
        guard ok else { cairo_surface_destroy(s); return nil }
        cairo_surface_mark_dirty(s)
        let half = CGImage(ownedSurface: s)
        // The average of opaque pixels is opaque.
        if isOpaque { half.opacity.store(1, ordering: .relaxed) }
        return half
    }

    /// Called by `deinit`: the mipmap's bytes leave the process-wide count.
    func releaseMipmapCount() {
        let bytes = mipmapByteCount
        if bytes > 0 { Self.mipmapBytesCounter.subtract(bytes, ordering: .relaxed) }
    }
}

/// An image's mipmap: whether it was made (made is true also when making it failed), and the image.
struct MipmapSlot {
    var made = false
    var image: CGImage?
}
