import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import ScrollKitSnapshotTesting

/// `Diffing<UIImage>.image(precision:perceptualPrecision:)` on images made pixel by pixel, so the
/// fraction of differing pixels and each pixel's colour difference are known in advance.
@Suite struct ImageDiffingTests {
    typealias F = SnapshotFixtures
    static let white = F.grey(255)

    /// The failure message, or nil when the diffing accepts `sample`.
    static func verdict(_ diffing: Diffing<UIImage>, _ reference: UIImage, _ sample: UIImage) -> String? {
        diffing.diffV2(reference, sample)?.0
    }

    @Test func identicalImagesMatchAndAnyDifferenceFailsAtFullPrecision() {
        let reference = F.image(width: 10, height: 10, fill: Self.white)
        #expect(Self.verdict(.image, reference, F.image(width: 10, height: 10, fill: Self.white)) == nil)
        let onePixel = F.image(width: 10, height: 10, fill: Self.white, changed: [57], changedFill: F.grey(254))
        #expect(Self.verdict(.image, reference, onePixel) == "Newly-taken snapshot does not match reference. 1 of 100 pixels differ.")
    }

    @Test(arguments: [(7, Float(0.92), true), (7, 0.93, true), (7, 0.94, false), (25, 0.75, true), (25, 0.76, false), (1, 0.99, true)])
    func precisionIsTheFractionOfPixelsThatMustMatch(changedPixels: Int, precision: Float, passes: Bool) {
        // changedPixels of 100 differ, in one channel only (blue 255 → 0): 1 − changed/100 match.
        let reference = F.image(width: 10, height: 10, fill: Self.white)
        let sample = F.image(width: 10, height: 10, fill: Self.white, changed: Set((0..<changedPixels).map { $0 * 3 % 100 }),
                             changedFill: 0xFFFF_FF00)
        let message = Self.verdict(.image(precision: precision), reference, sample)
        #expect((message == nil) == passes, "\(message ?? "matched")")
        if !passes { #expect(message == "Actual image precision \(1 - Float(changedPixels) / 100) is less than required \(precision)") }
    }

    /// CIE L* of an sRGB grey, from the published definitions (IEC 61966-2-1 transfer curve; a grey's
    /// relative luminance Y is its linear value; L* = 116 ∛Y − 16 above (6/29)³), written out here apart
    /// from the code under test. For greys a* = b* = 0, so ΔE94 between two greys is |ΔL*|.
    static func lightness(ofGrey v: Int) -> Double {
        let c = Double(v) / 255
        let y = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return y > pow(6.0 / 29, 3) ? 116 * cbrt(y) - 16 : 903.3 * y
    }

    @Test func perceptualPrecisionIsTheLargestColourDifferenceAPixelMayHave() {
        let deltaL = Self.lightness(ofGrey: 110) - Self.lightness(ofGrey: 100)   // ≈ 3.9
        #expect(deltaL > 3 && deltaL < 5)
        // 30 of 100 pixels go from grey 100 to grey 110.
        let reference = F.image(width: 10, height: 10, fill: F.grey(100))
        let sample = F.image(width: 10, height: 10, fill: F.grey(100), changed: Set(0..<30), changedFill: F.grey(110))
        // Tolerating a ΔE just above the change: every pixel counts as matching, even at precision 1.
        let tolerant = Float(1 - (deltaL + 0.05) / 100)
        #expect(Self.verdict(.image(precision: 1, perceptualPrecision: tolerant), reference, sample) == nil)
        // Just below it: the 30 pixels fail, 70 % match.
        let tight = Float(1 - (deltaL - 0.05) / 100)
        #expect(Self.verdict(.image(precision: 0.69, perceptualPrecision: tight), reference, sample) == nil)
        let message = Self.verdict(.image(precision: 0.71, perceptualPrecision: tight), reference, sample)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.7 is less than required 0.71") == true)
        // The lowest perceptual precision reported is 1 − ΔE/100 of the worst pixel.
        let secondLine = message?.split(separator: "\n").last.map(String.init) ?? ""
        let lowest = secondLine.split(separator: " ").compactMap { Double($0) }.first
        #expect(secondLine.hasPrefix("The lowest perceptual color precision "))
        #expect(abs((lowest ?? 0) - (1 - deltaL / 100)) < 1e-4)
    }

    @Test func alphaAloneIsAPerceptualDifference() {
        // Transparent and opaque black look the same over black but not over white (ΔE = L*(white) = 100).
        let reference = F.image(width: 4, height: 1, fill: 0xFF00_0000)
        let sample = F.image(width: 4, height: 1, fill: 0xFF00_0000, changed: [0], changedFill: 0)
        #expect(Self.verdict(.image(precision: 0.8, perceptualPrecision: 0.5), reference, sample) != nil)
        #expect(Self.verdict(.image(precision: 0.75, perceptualPrecision: 0.5), reference, sample) == nil)
    }

    @Test func labConversionMatchesAPublishedDeltaE() {
        // MathWorks' deltaE documentation: pure red (255, 0, 0) against (255, 10, 50) is ΔE76 18.6206.
        let red = LabColor(red: 255, green: 0, blue: 0), darkRed = LabColor(red: 255, green: 10, blue: 50)
        #expect(abs(red.deltaE76(darkRed) - 18.6206) < 0.01)
        // White is L* 100, a* = b* = 0 (the D65 reference white).
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    }

    @Test func differentSizesFailWithBothSizes() {
        let message = Self.verdict(.image(precision: 0), F.image(width: 4, height: 2, fill: Self.white), F.image(width: 2, height: 4, fill: Self.white))
        #expect(message == "Newly-taken snapshot@2×4 px does not match reference@4×2 px.")
    }

    @Test func failureHasReferenceFailureAndDifferenceAttachments() throws {
        let reference = F.image(width: 3, height: 1, fill: F.grey(0))
        let sample = F.image(width: 3, height: 1, fill: F.grey(0), changed: [1], changedFill: F.grey(10))
        let (_, attachments) = try #require(Diffing<UIImage>.image.diffV2(reference, sample))
        var named: [String: Data] = [:]
        for case let .data(data, name) in attachments { named[name] = data }
        #expect(named.keys.sorted() == ["difference.png", "failure.png", "reference.png"])
        // The difference image stretches the largest difference (10) to white; unchanged pixels are black.
        let difference = try #require(named["difference.png"].flatMap { UIImage(data: $0)?.cgImage })
        #expect(difference.rgba(atX: 0, y: 0).map { [$0.red, $0.alpha] } == [0, 255])
        #expect(difference.rgba(atX: 1, y: 0).map { [$0.red, $0.green, $0.blue] } == [255, 255, 255])
    }

    @Test func unreadableReferenceIsReportedNotTrapped() {
        let diffing = Diffing<UIImage>.image
        let reference = diffing.fromData(Data([0x00, 0x01, 0x02]))
        #expect(reference.cgImage == nil)
        #expect(Self.verdict(diffing, reference, F.image(width: 1, height: 1, fill: Self.white)) == "Reference image could not be loaded.")
        // A snapshot without pixels (a view of zero size) still records as a PNG, and is reported.
        #expect(UIImage(data: diffing.toData(UIImage())) != nil)
        #expect(Self.verdict(diffing, F.image(width: 1, height: 1, fill: Self.white), UIImage()) == "Newly-taken snapshot is empty.")
    }
}
