extension CGAffineTransform {
    /// Returns the transform that applies `self` first and then `t2`.
    ///
    /// Because points are row vectors (`p' = p × M`), "self then t2" is the matrix product
    /// `self × t2`. This is `CGAffineTransformConcat(self, t2)`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns `self` with a translation applied *before* it.
    ///
    /// Equivalent to `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`: the
    /// translation happens in the transform's own (pre-transform) coordinate space, which is
    /// why `identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)` maps (1, 1) to (12, 2).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns `self` with a scale applied *before* it
    /// (`CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns `self` with a rotation applied *before* it
    /// (`CGAffineTransform(rotationAngle: angle).concatenating(self)`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged when there is none.
    ///
    /// Apple documents that a transform that cannot be inverted is returned unchanged rather
    /// than producing NaNs or infinities; callers (hit testing, `convert(_:from:)`) rely on
    /// getting a finite matrix back. Only an exactly zero determinant counts as singular.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant == 0 {
            return self
        }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}
