import FuzzSupport
import UIKit

/// libFuzzer target: `UIImage(data:)` on arbitrary bytes (PNG by cairo, JPEG by libjpeg-turbo, the
/// other documented formats by libvips), then the image drawn into a small renderer and encoded
/// again. A decoded image must have a finite size within `ImageSizePolicy`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoding(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = fuzzInput(bytes, count)
    MainActor.assumeIsolated {
        guard let image = UIImage(data: data) else { return }
        let size = image.size
        FiniteState.check([size.width, size.height], "image size", step: "UIImage(data:)")
        guard let cg = image.cgImage, ImageSizePolicy.permits(width: cg.width, height: cg.height) else {
            fatalError("decoded an image ImageSizePolicy refuses: \(size)")
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        _ = image.pngData()
    }
    return 0
}
