import HostContextTesting
import Testing
@testable import UIKit

/// `UIImage.jpegData(compressionQuality:)` through libvips: the bytes decode back to the same size and
/// nearly the same pixels; more quality costs more bytes; quality is clamped to 0…1 (NaN is 0.75);
/// alpha is dropped as on iOS (transparent → black); an image without pixels gives nil.
@Suite(.freshHostContext) @MainActor
struct JPEGEncodingTests {
    /// A 64 × 48-point image at `scale`: red left half, blue right half, and a detailed strip of
    /// thin stripes at the bottom (so that quality changes the byte count).
    func renderedImage(scale: CGFloat = 1, opaque: Bool = true) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48), format: format).image { ctx in
            if !opaque {
                UIColor.green.setFill()
                ctx.fill(CGRect(x: 16, y: 12, width: 32, height: 16))
                return
            }
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 32))
            for i in 0..<64 {
                UIColor(hue: CGFloat(i) / 64, saturation: 1, brightness: 1, alpha: 1).setFill()
                ctx.fill(CGRect(x: CGFloat(i), y: 32, width: 1, height: 16))
            }
        }
    }

    @Test func aRenderedImageSurvivesTheRoundTrip() throws {
        let image = renderedImage()
        let data = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(data.prefix(3) == Data([0xFF, 0xD8, 0xFF]))                   // a JPEG start-of-image marker
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.size == CGSize(width: 64, height: 48))
        #expect(isNear(rgba(decoded, at: CGPoint(x: 10, y: 10)), [255, 0, 0, 255], tolerance: 10))
        #expect(isNear(rgba(decoded, at: CGPoint(x: 50, y: 20)), [0, 0, 255, 255], tolerance: 10))
        // Every pixel of the smooth halves, away from the edge between them, stays close.
        var worst = 0
        for y in 0..<28 {
            for x in Array(0..<28) + Array(36..<64) {
                let a = rgba(image, at: CGPoint(x: x, y: y)), b = rgba(decoded, at: CGPoint(x: x, y: y))
                worst = max(worst, zip(a, b).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst <= 12)
    }

    @Test func aScaledImageKeepsItsPixelCount() throws {
        let data = try #require(renderedImage(scale: 2).jpegData(compressionQuality: 0.8))
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage?.width == 128 && decoded.cgImage?.height == 96)
    }

    @Test func higherQualityGivesMoreBytes() throws {
        let image = renderedImage()
        let sizes = try [0.1, 0.5, 0.95].map { try #require(image.jpegData(compressionQuality: $0)).count }
        #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2])
    }

    @Test func qualityIsClampedAndNaNMeansThreeQuarters() {
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: 0) == 1)
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: 1) == 100)
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: 0.5) == 51)
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: -3) == 1)
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: 7) == 100)
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: .infinity) == 100)
        #expect(ImageEncoder.jpegQuality(forCompressionQuality: .nan) == 75)
        let image = renderedImage()
        #expect(image.jpegData(compressionQuality: -3) == image.jpegData(compressionQuality: 0))
        #expect(image.jpegData(compressionQuality: 7) == image.jpegData(compressionQuality: 1))
        #expect(image.jpegData(compressionQuality: .nan) == image.jpegData(compressionQuality: 0.75))
        #expect(image.jpegData(compressionQuality: .nan) != nil)
    }

    @Test func transparentPixelsComeOutBlack() throws {
        let data = try #require(renderedImage(opaque: false).jpegData(compressionQuality: 0.9))
        let decoded = try #require(UIImage(data: data))
        #expect(isNear(rgba(decoded, at: CGPoint(x: 4, y: 4)), [0, 0, 0, 255], tolerance: 6))
        #expect(isNear(rgba(decoded, at: CGPoint(x: 32, y: 20)), [0, 255, 0, 255], tolerance: 12))
    }

    @Test func anImageWithoutPixelsGivesNil() {
        // What a renderer returns when cairo cannot make a context (a zero-size renderer draws 1×1).
        let empty = UIImage(emptyWithScale: 2)
        #expect(empty.cgImage == nil)
        #expect(empty.jpegData(compressionQuality: 0.8) == nil)
    }
}
