import CoreGraphics
import UIKit

/// The `difference.png` attachment: each pixel's largest component difference as grey, stretched so
/// the largest difference in the image is white (a one-level change would otherwise be invisible).
enum DifferenceImage {
    /// nil when the images have no pixels or different pixel sizes.
    static func make(reference: UIImage, sample: UIImage) -> UIImage? {
        guard let old = reference.cgImage, let new = sample.cgImage,
              let comparison = PixelComparison(reference: old, sample: new) else { return nil }
        let largest = max(1, Int(comparison.componentDifference.max() ?? 0))
        var pixels = [UInt8](repeating: 0, count: comparison.pixelCount * 4)
        for (i, d) in comparison.componentDifference.enumerated() {
            let grey = UInt8(Int(d) * 255 / largest)
            // One opaque native-endian 0xAARRGGBB word per pixel (CGImage's layout).
            let word = UInt32(0xFF00_0000) | UInt32(grey) << 16 | UInt32(grey) << 8 | UInt32(grey)
            withUnsafeBytes(of: word) { bytes in
                for k in 0..<4 { pixels[i * 4 + k] = bytes[k] }
            }
        }
        guard let image = CGImage(width: comparison.width, height: comparison.height, bytesPerRow: comparison.width * 4,
                                  premultipliedARGB32: pixels) else { return nil }
        return UIImage(cgImage: image, scale: reference.scale, orientation: .up)
    }
}
