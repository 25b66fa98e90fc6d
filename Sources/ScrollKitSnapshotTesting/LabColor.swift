import Foundation

/// A colour in CIE L*a*b* (D65 white), for measuring how different two pixels look.
///
/// The perceptual precision of swift-snapshot-testing is defined on iOS by Core Image's Lab ΔE filter
/// (`CILabDeltaE`), which Apple documents as giving ΔE 1994 values from 0 to 100. ScrollKit has no
/// Core Image, so the same measure is computed here from the published formulas: sRGB (IEC 61966-2-1)
/// to linear light, to CIE XYZ with the sRGB/D65 primaries, to L*a*b* (CIE 15), then CIE94.
struct LabColor: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// The Lab colour of an opaque sRGB colour with 8-bit components.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear[Int(red)], g = LabColor.linear[Int(green)], b = LabColor.linear[Int(blue)]
        // sRGB primaries with the D65 white point (IEC 61966-2-1), linear RGB → XYZ.
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
        // D65 reference white (CIE 15), Y normalised to 1.
        let fx = LabColor.f(x / 0.95047), fy = LabColor.f(y / 1.0), fz = LabColor.f(z / 1.08883)
        self.l = 116 * fy - 16
        self.a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// CIE 1976 ΔE*ab: the straight-line distance in Lab.
    func deltaE76(_ other: LabColor) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIE 1994 ΔE*94 with `self` as the reference, graphic-arts weights (kL = 1, K1 = 0.045,
    /// K2 = 0.015, kC = kH = 1), the measure Core Image's `CILabDeltaE` reports.
    func deltaE94(_ sample: LabColor) -> Double {
        let k1 = 0.045, k2 = 0.015
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dl = l - sample.l, dc = c1 - c2
        let da = a - sample.a, db = b - sample.b
        // ΔH² = Δa² + Δb² − ΔC²; rounding can make it a hair below zero for equal hues.
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + k1 * c1, sh = 1 + k2 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// sRGB's transfer function undone for each 8-bit value (IEC 61966-2-1: linear below 0.04045).
    private static let linear: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE 15's cube root with the linear segment below (6/29)³.
    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29.0
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }
}
