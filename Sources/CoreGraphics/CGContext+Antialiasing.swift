@_implementationOnly import Ccairo

extension CGContext {
    /// Turns antialiasing of shapes and clips on (the default) or off, as Core Graphics'
    /// `setShouldAntialias(_:)`. Saved and restored with the graphics state.
    ///
    /// Off, edges snap to whole pixels: CATiledLayer composites tiles this way, so two tiles
    /// meeting inside a pixel do not each paint it half-covered, which leaves a see-through seam
    /// (0.5 over 0.5 is 0.75 opaque) at fractional zooms.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}
