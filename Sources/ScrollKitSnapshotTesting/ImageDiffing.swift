import CoreGraphics
import Foundation
import SnapshotTesting
import UIKit

/// swift-snapshot-testing's image diffing for ScrollKit's `UIImage`, which the library compiles only
/// for iOS and tvOS. Same API and same meaning of the parameters:
/// - `precision`: the fraction of pixels that must match (1 = all of them);
/// - `perceptualPrecision`: how closely a pixel must match to count as matching, as 1 − ΔE94 / 100
///   (0.98–0.99 is about what an eye can tell apart; 1 = exactly).
/// The references are PNG files at `scale` (the trait collection's display scale, else the main screen's).
extension Diffing where Value == UIImage {
    /// Pixel diffing that requires every pixel to match exactly.
    public static var image: Diffing { .image() }

    /// Pixel diffing with a tolerance. On failure the message says by how much, and three PNG
    /// attachments are made: `reference.png`, `failure.png` and `difference.png` (each pixel's largest
    /// component difference, stretched so the largest is white).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { SnapshotImageCoding.pngData($0) },
            fromData: { SnapshotImageCoding.image(from: $0, scale: scale) }
        ) { reference, sample in
            guard let message = ImageComparisonVerdict.message(reference: reference, sample: sample, precision: precision,
                                                               perceptualPrecision: perceptualPrecision)
            else { return nil }
            var attachments: [DiffAttachment] = [
                .data(SnapshotImageCoding.pngData(reference), name: "reference.png"),
                .data(SnapshotImageCoding.pngData(sample), name: "failure.png"),
            ]
            if let difference = DifferenceImage.make(reference: reference, sample: sample) {
                attachments.append(.data(SnapshotImageCoding.pngData(difference), name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Compares images pixel by pixel, requiring an exact match.
    public static var image: Snapshotting { .image() }

    /// Compares images with the given tolerances (see `Diffing.image(precision:perceptualPrecision:scale:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// Reading and writing reference PNGs without trapping on a bad file.
enum SnapshotImageCoding {
    /// PNG bytes of `image`; for an image without pixels (a view of zero size), a 1×1 transparent PNG,
    /// so that the recorded file is still a PNG and the comparison reports the empty snapshot.
    static func pngData(_ image: UIImage) -> Data {
        if let data = image.pngData() { return data }
        guard let blank = CGContext(width: 1, height: 1)?.makeImage(), let data = blank.pngData() else { return Data() }
        return data
    }

    /// The reference decoded at `scale` (nil or 0: the main screen's, as on iOS). A file that is not an
    /// image gives an image without pixels (UIImage logs why), which the comparison reports as
    /// "Reference image could not be loaded." — iOS's version traps there.
    static func image(from data: Data, scale: CGFloat?) -> UIImage {
        let scale = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? mainScreenScale()
        return UIImage(data: data, scale: scale) ?? UIImage()
    }

    /// `UIScreen.main.scale` when on the main actor (diffing closures are not isolated); 1 elsewhere.
    /// Only the image's point size depends on it: comparisons are made on pixels.
    static func mainScreenScale() -> CGFloat {
        MainQueue.isCurrent ? MainActor.assumeIsolated { UIScreen.main.scale } : 1
    }
}
