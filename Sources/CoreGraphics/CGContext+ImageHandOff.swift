@_implementationOnly import Ccairo

extension CGContext {
    /// The drawn pixels as an image without copying them, for a caller that draws nothing into the
    /// context afterwards (CATiledLayer's drawing jobs, whose context is thrown away once the tile
    /// is drawn). The image shares the context's cairo surface; nil when the context's pixels are
    /// not a cairo-owned ARGB32 surface (a mirrored layout, or caller-provided bytes), where only
    /// `makeImage()`'s copy is safe.
    ///
    /// Why: `makeImage()` copies every tile (256 KiB for a 256-px tile) into a second buffer while
    /// the first is freed, which doubles the drawing threads' allocations and fragments the heap.
    package func handOffImage() -> CGImage? {
        guard mirror == nil, ownedBytes == nil, cairo_image_surface_get_data(surface) != nil,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(surface)
        return CGImage(ownedSurface: cairo_surface_reference(surface))
    }
}
