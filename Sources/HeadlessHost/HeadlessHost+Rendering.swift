import Foundation
import UIKit

extension HeadlessHost {
    /// The window's current frame at its screen's scale (`window.screen.scale`), as a host would show
    /// it: the frame pipeline's display, tile and composite stages, offscreen. Tiled layers ask here
    /// for the tiles they lack (a snapshot, `layer.render(in:)`, would draw them at once instead).
    public func render() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = window.screen.scale
        return UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { context in
            window.framePipeline.composite(into: context.cgContext)
        }
    }

    /// Renders the window and writes it as PNG at `path` (folders are created). Returns whether the
    /// file was written.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        guard let data = render().pngData() else { return false }
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? data.write(to: url)) != nil
    }

    /// A 64-bit hash of an image's pixels and size (FNV-1a over 8-byte words): equal frames hash
    /// equal, and a frame that differs in one pixel almost surely does not. A fixed, seedless hash,
    /// unlike `Hasher`, which Swift seeds per process, so hashes can be compared across runs.
    public static func pixelHash(_ image: UIImage) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        guard let cg = image.cgImage else { return hash }
        hash = (hash ^ UInt64(cg.width)) &* prime
        hash = (hash ^ UInt64(cg.height)) &* prime
        let rowBytes = cg.width * 4
        cg.withUnsafePixelBytes { bytes in
            for y in 0..<cg.height {
                // Only the pixels of each row, not the stride's padding (which nothing defines).
                let row = UnsafeRawBufferPointer(rebasing: bytes[(y * cg.bytesPerRow)..<(y * cg.bytesPerRow + rowBytes)])
                var x = 0
                while x + 8 <= rowBytes {
                    hash = (hash ^ row.loadUnaligned(fromByteOffset: x, as: UInt64.self)) &* prime
                    x += 8
                }
                while x < rowBytes {
                    hash = (hash ^ UInt64(row[x])) &* prime
                    x += 1
                }
            }
        }
        return hash
    }
}
