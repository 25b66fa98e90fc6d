import Testing
import UIKit
import Cvips

@Suite(.serialized) @MainActor struct JPEGLoadingTests {
    /// A 64 × 48 JPEG of a solid colour, written with libvips.
    func writeJPEG(r: Double, g: Double, b: Double) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scrollkit-\(getpid())-test.jpg").path
        _ = try? ImageDecoder.decode(Data([0]))                       // starts libvips
        let black = cvips_xyz(64, 48)!
        let band = cvips_extract_band(black, 0)!
        let zero = cvips_linear1(band, 0, 0)!
        let rb = cvips_linear1(zero, 1, r)!, gb = cvips_linear1(zero, 1, g)!, bb = cvips_linear1(zero, 1, b)!
        let rgb = cvips_bandjoin3(rb, gb, bb)!
        let uchar = cvips_cast(rgb, VIPS_FORMAT_UCHAR)!
        let srgb = cvips_copy_interpretation(uchar, VIPS_INTERPRETATION_sRGB)!
        #expect(cvips_jpegsave(srgb, path, 95) == 0)
        for image in [black, band, zero, rb, gb, bb, rgb, uchar, srgb] { cvips_unref(image) }
        return path
    }

    @Test func aJPEGFileLoadsWithItsSizeAndColours() {
        let path = writeJPEG(r: 200, g: 40, b: 90)
        let image = UIImage(contentsOfFile: path)
        #expect(image?.size == CGSize(width: 64, height: 48))
        let view = UIImageView(image: image)
        let rendered = renderImage(of: view, scale: 1)
        #expect(isNear(rgba(rendered, at: CGPoint(x: 30, y: 20)), [200, 40, 90, 255], tolerance: 4))
    }

    @Test func aTruncatedJPEGGivesNilNotACrash() throws {
        let path = writeJPEG(r: 10, g: 20, b: 30)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(UIImage(data: bytes.prefix(40)) == nil)
        #expect(UIImage(data: Data("hello".utf8)) == nil)
    }
}
