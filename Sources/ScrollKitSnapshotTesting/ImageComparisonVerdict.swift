import UIKit

/// Whether a new snapshot matches its reference, and the failure message when it does not; the
/// messages are swift-snapshot-testing's own, so a failure reads the same as on iOS.
enum ImageComparisonVerdict {
    /// nil when `sample` matches `reference` within the tolerances.
    ///
    /// - `precision` < 1 with `perceptualPrecision` = 1: at most 1 − `precision` of the pixels may
    ///   differ at all. (iOS's library counts differing bytes here, four per pixel, so a pixel that
    ///   changed in one channel counts a quarter there and fully here: this is never more lenient.)
    /// - `perceptualPrecision` < 1: a pixel fails when its ΔE94 is above (1 − `perceptualPrecision`) × 100,
    ///   and at most 1 − `precision` of the pixels may fail (as iOS's library does with Core Image).
    static func message(reference: UIImage, sample: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard let old = reference.cgImage else { return "Reference image could not be loaded." }
        guard let new = sample.cgImage, new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard let comparison = PixelComparison(reference: old, sample: new) else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) px does not match reference@\(old.width)×\(old.height) px."
        }
        if comparison.differingPixels == 0 { return nil }
        if precision >= 1, perceptualPrecision >= 1 {
            return "Newly-taken snapshot does not match reference. "
                + "\(comparison.differingPixels) of \(comparison.pixelCount) pixels differ."
        }
        let total = Float(comparison.pixelCount)
        if perceptualPrecision < 1 {
            let threshold = Double((1 - perceptualPrecision) * 100)
            let failing = comparison.pixels(aboveDeltaE: threshold)
            let actual = 1 - Float(failing) / total
            guard actual < precision else { return nil }
            let lowest = 1 - min(comparison.maximumDeltaE / 100, 1)
            return """
                The percentage of pixels that match \(actual) is less than required \(precision)
                The lowest perceptual color precision \(Float(lowest)) is less than required \(perceptualPrecision)
                """
        }
        let actual = 1 - Float(comparison.differingPixels) / total
        guard actual < precision else { return nil }
        return "Actual image precision \(actual) is less than required \(precision)"
    }
}
