/// How a layer's 3D `transform` is drawn.
///
/// The compositor is 2D (cairo), so a layer is drawn with the 2D map its transform gives the
/// layer's plane (z = 0): a point (x, y) goes to ((x·m11 + y·m21 + m41) / w, (x·m12 + y·m22 + m42) / w)
/// with w = x·m14 + y·m24 + m44. When m14 = m24 = 0, w is the same everywhere and that map is
/// affine: it is drawn exactly. That covers every affine transform and, with a perspective
/// (`m34`), every layer that still faces the viewer: a translation in z then looks nearer or
/// farther, a rotation about z turns it, exactly as Core Animation projects them.
///
/// A layer tilted towards or away from the viewer (a rotation about x or y under a perspective) would need a
/// projective map, which the compositor cannot draw: it is drawn with its orthographic projection
/// (the entries above with m14 = m24 = 0), and one log line per layer says so. Sublayers are
/// not given depth of their own (no `sublayerTransform`, no depth sorting beyond `zPosition`).
extension CALayer {
    /// The 2D map the compositor draws the layer with (see the type's summary).
    var drawnAffineTransform: CGAffineTransform {
        let t = transform
        // w for the plane z = 0 when it is constant (m14 = m24 = 0); a zero or negative w puts the
        // plane behind the eye, which Core Animation does not draw either.
        let w = t.m44
        guard w > 0, w.isFinite else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        return CGAffineTransform(a: t.m11 / w, b: t.m12 / w, c: t.m21 / w, d: t.m22 / w, tx: t.m41 / w, ty: t.m42 / w)
    }

    /// Logs once per layer that its transform tilts it out of the screen's plane.
    func noteNonAffineTransformOnce() {
        guard !loggedNonAffineTransform, CALayer.presentationDepth == 0, transform.m14 != 0 || transform.m24 != 0 else { return }
        loggedNonAffineTransform = true
        Log.quartzCore.notice("CALayer \(name ?? "") transform tilts the layer out of the screen's plane (m14 or m24 non-zero); ScrollKit draws its orthographic projection, not the perspective")
    }
}
