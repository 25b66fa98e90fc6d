import Foundation

/// A 4×4 homogeneous transform, Core Animation's `CATransform3D`: row vectors, so a point
/// (x, y, z, 1) maps to (x, y, z, 1) × M and the translation sits in m41, m42, m43. `m34` is
/// where a perspective goes (`m34 = -1 / distance`). How layers draw one: CALayer+Transform3D.swift.
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1, column 1: row 1 is the image of the x axis.
    public var m11: CGFloat
    /// Row 1, column 2: row 1 is the image of the x axis.
    public var m12: CGFloat
    /// Row 1, column 3: row 1 is the image of the x axis.
    public var m13: CGFloat
    /// Row 1, column 4: row 1 is the image of the x axis.
    public var m14: CGFloat
    /// Row 2, column 1: row 2 is the image of the y axis.
    public var m21: CGFloat
    /// Row 2, column 2: row 2 is the image of the y axis.
    public var m22: CGFloat
    /// Row 2, column 3: row 2 is the image of the y axis.
    public var m23: CGFloat
    /// Row 2, column 4: row 2 is the image of the y axis.
    public var m24: CGFloat
    /// Row 3, column 1: row 3 is the image of the z axis.
    public var m31: CGFloat
    /// Row 3, column 2: row 3 is the image of the z axis.
    public var m32: CGFloat
    /// Row 3, column 3: row 3 is the image of the z axis.
    public var m33: CGFloat
    /// Row 3, column 4 (the perspective entry): row 3 is the image of the z axis.
    public var m34: CGFloat
    /// Row 4, column 1: row 4 is the translation.
    public var m41: CGFloat
    /// Row 4, column 2: row 4 is the translation.
    public var m42: CGFloat
    /// Row 4, column 3: row 4 is the translation.
    public var m43: CGFloat
    /// Row 4, column 4: row 4 is the translation.
    public var m44: CGFloat

    /// The zero matrix, as the imported C struct's `init()` is.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A matrix from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries row by row.
    var entries: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Whether every entry is finite.
    var isFinite: Bool { entries.allSatisfy(\.isFinite) }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z), which is normalized; a zero axis gives
/// the identity. Positive angles turn as `CGAffineTransform(rotationAngle:)` does about z.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors (so about z it matches
    // CGAffineTransform(rotationAngle:): a = cos, b = sin, c = -sin, d = cos).
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: a point is transformed by `a` first (row vectors: a × b).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.entries, y = b.entries
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[i * 4 + k] * y[k * 4 + j] }
            r[i * 4 + j] = sum
        }
    }
    return CATransform3D(entries: r)
}

/// A translation applied before `t` (Core Animation's order: the translation happens in `t`'s
/// own space).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`; a transform that has none is returned unchanged, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [t | I].
    var a = t.entries.map(Double.init)
    var inv: [Double] = CATransform3DIdentity.entries.map(Double.init)
    for col in 0..<4 {
        var pivot = col
        for row in col..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
        // Below this the matrix is singular to double precision.
        guard abs(a[pivot * 4 + col]) > 1e-12 else { return t }
        if pivot != col {
            for k in 0..<4 { a.swapAt(col * 4 + k, pivot * 4 + k); inv.swapAt(col * 4 + k, pivot * 4 + k) }
        }
        let p = a[col * 4 + col]
        for k in 0..<4 { a[col * 4 + k] /= p; inv[col * 4 + k] /= p }
        for row in 0..<4 where row != col {
            let f = a[row * 4 + col]
            guard f != 0 else { continue }
            for k in 0..<4 { a[row * 4 + k] -= f * a[col * 4 + k]; inv[row * 4 + k] -= f * inv[col * 4 + k] }
        }
    }
    return CATransform3D(entries: inv.map { CGFloat($0) })
}

/// The 3D form of an affine transform (z passes through unchanged).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly the 3D form of an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (m11, m12, m21, m22, m41, m42); the rest is dropped.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
