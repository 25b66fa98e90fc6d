import CoreGraphics
import Foundation

/// What two images of the same pixel size differ by: the counts swift-snapshot-testing's `precision`
/// and `perceptualPrecision` are judged on.
///
/// A pixel "differs" when any of its four premultiplied components differs. Its perceptual
/// difference is the CIE94 ΔE (`LabColor.deltaE94`) of the two colours as they would show over black
/// and over white, whichever is larger, so a change of alpha alone (transparent vs opaque black)
/// counts as well as a change of colour, and fully transparent pixels are equal whatever their colour.
struct PixelComparison {
    /// Pixels in each image (width × height).
    let pixelCount: Int
    /// Pixels whose components differ at all.
    let differingPixels: Int
    /// Per differing pixel, its ΔE94 (0…100); identical pixels have 0 and are not listed.
    let deltaEs: [Double]
    /// Largest component difference (0…255) at each pixel, row by row: the difference image's source.
    let componentDifference: [UInt8]
    let width: Int
    let height: Int

    /// Compares `reference` and `sample` pixel by pixel; nil when their pixel sizes differ.
    init?(reference: CGImage, sample: CGImage) {
        guard reference.width == sample.width, reference.height == sample.height else { return nil }
        width = reference.width
        height = reference.height
        pixelCount = width * height
        var differing = 0
        var deltas: [Double] = []
        var componentDifference = [UInt8](repeating: 0, count: pixelCount)
        let w = width, h = height
        reference.withUnsafePixelBytes { old in
            sample.withUnsafePixelBytes { new in
                for y in 0..<h {
                    let oldRow = y * reference.bytesPerRow, newRow = y * sample.bytesPerRow
                    var x = 0
                    while x < w {
                        // ScrollKit's images are native-endian 0xAARRGGBB words, premultiplied (CGImage).
                        let p = old.loadUnaligned(fromByteOffset: oldRow + 4 * x, as: UInt32.self)
                        let q = new.loadUnaligned(fromByteOffset: newRow + 4 * x, as: UInt32.self)
                        if p != q {
                            differing += 1
                            let a = ARGB(p), b = ARGB(q)
                            componentDifference[y * w + x] = a.largestComponentDifference(b)
                            deltas.append(a.perceptualDifference(b))
                        }
                        x += 1
                    }
                }
            }
        }
        differingPixels = differing
        deltaEs = deltas
        self.componentDifference = componentDifference
    }

    /// Pixels whose ΔE94 is above `threshold` (on the 0…100 scale).
    func pixels(aboveDeltaE threshold: Double) -> Int { deltaEs.reduce(0) { $0 + ($1 > threshold ? 1 : 0) } }

    /// The largest ΔE94 of any pixel (0 for identical images).
    var maximumDeltaE: Double { deltaEs.max() ?? 0 }
}

/// One premultiplied pixel.
struct ARGB {
    var a: UInt8, r: UInt8, g: UInt8, b: UInt8

    init(_ word: UInt32) {
        a = UInt8(truncatingIfNeeded: word >> 24)
        r = UInt8(truncatingIfNeeded: word >> 16)
        g = UInt8(truncatingIfNeeded: word >> 8)
        b = UInt8(truncatingIfNeeded: word)
    }

    func largestComponentDifference(_ other: ARGB) -> UInt8 {
        func d(_ x: UInt8, _ y: UInt8) -> UInt8 { x > y ? x - y : y - x }
        return max(d(a, other.a), d(r, other.r), d(g, other.g), d(b, other.b))
    }

    /// The colour shown over black is the premultiplied colour itself; over white, each component
    /// gains 255 − alpha.
    private func over(white: Bool) -> LabColor {
        let lift = white ? 255 - Int(a) : 0
        // Saturating, for pixels whose colour exceeds their alpha (not premultiplied as they should be).
        func shown(_ c: UInt8) -> UInt8 { UInt8(min(255, Int(c) + lift)) }
        return LabColor(red: shown(r), green: shown(g), blue: shown(b))
    }

    /// ΔE94 of the two pixels over black and over white, the larger; `self` is the reference.
    func perceptualDifference(_ other: ARGB) -> Double {
        max(over(white: false).deltaE94(other.over(white: false)),
            over(white: true).deltaE94(other.over(white: true)))
    }
}
