extension CGPoint {
    /// Returns the point mapped through `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx,
                y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size mapped through `t` as a vector: `(a·w + c·h, b·w + d·h)`.
    ///
    /// A size is a distance, not a position, so translation is ignored. The result is not
    /// made positive: a flip yields a negative dimension, as `CGSizeApplyAffineTransform` does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height,
               height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing the four transformed corners of `self`.
    ///
    /// Transforms do not preserve axis-aligned rectangles in general (rotation, shear), so
    /// Apple returns the bounding box. Consequences kept here on purpose:
    /// - the result is always standardized (non-negative width and height);
    /// - the null rectangle stays null and the infinite rectangle stays infinite, since they
    ///   are sentinels rather than real geometry and would otherwise turn into NaN/garbage.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite {
            return self
        }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var low = corners[0]
        var high = corners[0]
        for corner in corners.dropFirst() {
            low.x = Swift.min(low.x, corner.x)
            low.y = Swift.min(low.y, corner.y)
            high.x = Swift.max(high.x, corner.x)
            high.y = Swift.max(high.y, corner.y)
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
