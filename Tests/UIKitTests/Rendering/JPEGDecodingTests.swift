import Cvips
import Foundation
import Testing
import UIKit
@testable import CoreGraphics

/// `CGImage.decodeJPEG`: libjpeg-turbo straight into an opaque ARGB32 bitmap. Checked against an
/// independent decode of the same bytes (libvips' own pipeline, `ImageDecoder`), against the
/// pixels that were encoded (within JPEG's loss), and for bad bytes, which must throw with a reason
/// and never crash or exit the process (libjpeg's default error handler calls exit()).
@Suite(.serialized) struct JPEGDecodingTests {
    /// A `width` × `height` picture with detail in every channel: gradients across, a checker of
    /// 8-px squares (JPEG's block size, so block edges are exercised), and a diagonal.
    static func pattern(width: Int, height: Int) -> CGImage {
        var argb = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = 4 * (y * width + x)
                let checker = ((x / 8) + (y / 8)) % 2 == 0
                argb[i + 2] = UInt8(40 + 170 * x / max(1, width - 1))               // red: across
                argb[i + 1] = UInt8(checker ? 60 + 120 * y / max(1, height - 1) : 200)  // green
                argb[i] = UInt8(abs(x - y) < 3 ? 20 : 150)                          // blue: a diagonal
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedARGB32: argb)!
    }

    static func jpeg(_ image: CGImage, quality: Int = 90) throws -> Data {
        try ImageEncoder.jpegData(image, quality: quality)
    }

    /// The largest difference of any channel between two images of the same size, and the mean.
    static func difference(_ a: CGImage, _ b: CGImage) -> (worst: Int, mean: Double) {
        var worst = 0, total = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(atX: x, y: y)!, q = b.rgba(atX: x, y: y)!
                let d = [abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)),
                         abs(Int(p.alpha) - Int(q.alpha))]
                worst = max(worst, d.max()!)
                total += d.reduce(0, +)
            }
        }
        return (worst, Double(total) / Double(a.width * a.height * 4))
    }

    @Test(arguments: [(256, 256), (255, 131), (1, 1), (17, 300)])
    func decodesTheSamePixelsAsLibvipsAndCloseToTheOriginal(width: Int, height: Int) throws {
        let original = Self.pattern(width: width, height: height)
        let data = try Self.jpeg(original)
        let ours = try CGImage.decodeJPEG(data)
        let theirs = try ImageDecoder.decode(data)
        #expect(ours.width == width && ours.height == height)
        // The same library underneath, so the same pixels; a different IDCT or upsampling would
        // show as differences of a few levels.
        let againstLibvips = Self.difference(ours, theirs)
        #expect(againstLibvips.worst <= 2, "libjpeg-turbo direct vs libvips: \(againstLibvips)")
        // JPEG at quality 90 with 4:2:0 chroma: a few levels on average, more at the checker's edges.
        let againstOriginal = Self.difference(ours, original)
        #expect(againstOriginal.mean < 4, "vs the encoded pixels: \(againstOriginal)")
        // Opaque, and known so without a scan.
        #expect(ours.withUnsafePixelBytes { bytes in
            (0..<(ours.height)).allSatisfy { y in (0..<ours.width).allSatisfy { x in bytes[y * ours.bytesPerRow + 4 * x + 3] == 255 } }
        })
        #expect(ours.isOpaque)
    }

    @Test func aSolidColourComesBackWithinJPEGsTolerance() throws {
        var argb = [UInt8](repeating: 0, count: 64 * 48 * 4)
        for i in stride(from: 0, to: argb.count, by: 4) { (argb[i], argb[i + 1], argb[i + 2], argb[i + 3]) = (90, 40, 200, 255) }
        let image = try CGImage.decodeJPEG(try Self.jpeg(CGImage(width: 64, height: 48, bytesPerRow: 256, premultipliedARGB32: argb)!))
        for (x, y) in [(0, 0), (30, 20), (63, 47)] {
            let p = try #require(image.rgba(atX: x, y: y))
            #expect(abs(Int(p.red) - 200) <= 3 && abs(Int(p.green) - 40) <= 3 && abs(Int(p.blue) - 90) <= 3 && p.alpha == 255, "\(p)")
        }
    }

    @Test func aGreyJPEGDecodesToEqualChannels() throws {
        _ = try? ImageDecoder.decode(Data([0]))   // starts libvips
        let xyz = try #require(cvips_xyz(40, 24))
        let x = try #require(cvips_extract_band(xyz, 0))
        let scaled = try #require(cvips_linear1(x, 5, 20))
        let uchar = try #require(cvips_cast(scaled, VIPS_FORMAT_UCHAR))
        let grey = try #require(cvips_copy_interpretation(uchar, VIPS_INTERPRETATION_B_W))
        defer { for image in [xyz, x, scaled, uchar, grey] { cvips_unref(image) } }
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        #expect(cvips_jpegsave_buffer(grey, &buffer, &length, 95) == 0)
        let data = Data(bytes: try #require(buffer), count: length)
        cvips_free(buffer)
        let image = try CGImage.decodeJPEG(data)
        #expect(image.width == 40 && image.height == 24)
        let p = try #require(image.rgba(atX: 20, y: 10))
        #expect(p.red == p.green && p.green == p.blue && p.alpha == 255)
        #expect(abs(Int(p.red) - (20 + 5 * 20)) <= 4, "\(p)")
        #expect(Self.difference(image, try ImageDecoder.decode(data)).worst <= 2)
    }

    @Test func aTilesBitmapComesFromTheTilePool() throws {
        let image = try CGImage.decodeJPEG(try Self.jpeg(Self.pattern(width: 256, height: 256)))
        #expect(image.bitmapPool === CGBitmapPool.tiles)
    }

    @Test func badBytesThrowWithLibjpegsReasonNeverCrash() throws {
        let data = try Self.jpeg(Self.pattern(width: 256, height: 256))
        func reason(_ bytes: Data) -> String? {
            do { _ = try CGImage.decodeJPEG(bytes); return nil } catch let error as CGImage.JPEGDecodingError {
                #expect(!error.isUnsupportedColourSpace)
                return error.description
            } catch { return "\(error)" }
        }
        // Truncated in the entropy-coded data: libjpeg pads with grey and warns; that is a failure here.
        let truncated = reason(data.prefix(data.count / 2))
        #expect(truncated?.contains("Premature end of JPEG file") == true, "\(truncated ?? "decoded")")
        // Truncated inside the headers.
        #expect(reason(data.prefix(40)) != nil)
        #expect(reason(data.prefix(3)) != nil)
        #expect(reason(Data()) == "no data")
        // Not a JPEG at all.
        #expect(reason(Data("hello, world".utf8))?.contains("Not a JPEG file") == true)
        #expect(reason(try #require(Self.pattern(width: 8, height: 8).pngData()))?.contains("Not a JPEG file") == true)
        // Damaged entropy-coded data (a run of bytes overwritten in the middle): whatever libjpeg
        // makes of it, it must come back as an error or as an image of the right size, never a crash.
        for seed in 0..<8 {
            var damaged = data
            let start = data.count / 3 + seed * 97
            for i in start..<min(data.count - 2, start + 64) { damaged[i] = UInt8(truncatingIfNeeded: i &* 31 &+ seed) }
            if reason(damaged) == nil {
                let image = try CGImage.decodeJPEG(damaged)
                #expect(image.width == 256 && image.height == 256)
            }
        }
    }

    @Test func aFrameHeaderClaimingTooManyPixelsIsRefusedBeforeAllocating() throws {
        var data = try Self.jpeg(Self.pattern(width: 16, height: 16))
        // The SOF0 marker (FF C0): length (2), precision (1), then height and width, big-endian.
        let bytes = [UInt8](data)
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for (offset, value) in [(5, 0xFF), (6, 0x00), (7, 0xFF), (8, 0x00)] { data[sof + offset] = UInt8(value) }   // 65280 × 65280
        do {
            _ = try CGImage.decodeJPEG(data)
            Issue.record("a 65280 × 65280 JPEG was decoded")
        } catch let error as CGImage.JPEGDecodingError {
            #expect(error.description.contains("too large"), "\(error)")
        }
    }

    /// Bytes between two markers (some encoders leave them) make libjpeg warn "extraneous bytes";
    /// the picture is whole, so it decodes, as in every viewer.
    @Test func harmlessWarningsStillDecode() throws {
        let data = try Self.jpeg(Self.pattern(width: 32, height: 32))
        let bytes = [UInt8](data)
        // Before the first DQT marker (FF DB), three stray bytes.
        let dqt = try #require((2..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDB })
        let padded = Data(bytes[..<dqt] + [0x12, 0x34, 0x56] + bytes[dqt...])
        let image = try CGImage.decodeJPEG(padded)
        #expect(Self.difference(image, try CGImage.decodeJPEG(data)).worst == 0)
    }

    @Test func uiImageDecodesJPEGWithLibjpegAndStillReadsWhatLibvipsReads() throws {
        let data = try Self.jpeg(Self.pattern(width: 64, height: 64))
        let image = try #require(UIImage(data: data)?.cgImage)
        #expect(image.bitmapPool === CGBitmapPool.tiles)   // libjpeg-turbo's path
        #expect(Self.difference(image, try ImageDecoder.decode(data)).worst <= 2)
    }
}
