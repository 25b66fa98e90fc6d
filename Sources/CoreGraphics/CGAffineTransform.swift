/// An affine transformation matrix for 2D graphics, laid out as Apple's `CGAffineTransform`.
///
/// The matrix is the 3×3 matrix
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// and points are *row* vectors multiplied on the left: `[x y 1] × M`. That convention is
/// why `t1.concatenating(t2)` means "apply t1, then t2" and why the `…By` methods prepend.
/// Only the first two columns are stored because the third is always `(0, 0, 1)`.
public struct CGAffineTransform: Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix (x translation).
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix (y translation).
    public var ty: CGFloat

    /// Creates a transform with every entry set to zero.
    ///
    /// This is deliberately *not* the identity: on Apple platforms `CGAffineTransform()` is the
    /// zero-filling initializer of the imported C struct, and code ported from there may rely
    /// on that. Use ``identity`` for a transform that leaves geometry unchanged.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six matrix entries, unlabeled, mirroring
    /// `CGAffineTransformMake(a, b, c, d, tx, ty)`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform that moves every point by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales about the origin by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates about the origin by `angle` radians.
    ///
    /// With the row-vector convention a positive angle turns +x toward +y: in UIKit's y-down
    /// coordinates that is clockwise on screen, as on iOS. The sine and cosine are not snapped
    /// to exact values, so `.pi / 2` leaves `a` and `d` at about 6e-17, exactly as Apple does.
    public init(rotationAngle angle: CGFloat) {
        let sine = sin(angle)
        let cosine = cos(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static var identity: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Whether this transform equals ``identity`` entry by entry (so `-0.0` still counts).
    public var isIdentity: Bool {
        self == .identity
    }
}

// Equality compares entries with IEEE `==`, like `CGAffineTransformEqualToTransform`; the
// synthesized conformances do exactly that, and CGFloat hashing keeps `-0.0`/`0.0` consistent.
extension CGAffineTransform: Equatable, Hashable {}

extension CGAffineTransform: CustomStringConvertible {
    /// Matches what `print` shows for the struct on Apple platforms, so logs read the same.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
