import Foundation
import HeadlessHost
import HostSession
import LogCapture
import Testing
import UIKit

/// The four inputs of the fuzzing report (issue 30), through the public API: each ends with the
/// documented refusal (nil, a thrown error or an empty image, and one log line), never a trap, and
/// touches less memory than `ImageSizePolicy` allows one bitmap (`maximumBytes`, 256 MiB), where
/// trusting the input took 1 to 4.3 GB.
@Suite(.serialized) @MainActor
struct ImageSizePolicyTests {
    /// The policy's one-bitmap limit, from its documented figures: 64 Mi pixels of 4 bytes.
    static let limit = 64 * 1024 * 1024 * 4

    // MARK: Finding 3: small PNGs that describe huge images

    @Test(arguments: [(23000, 23000), (16384, 16384)])
    func aSmallPNGDescribingAHugeImageGivesNilWithoutDecodingIt(width: Int, height: Int) throws {
        let png = ZeroPNG.grey(width: width, height: height)
        #expect(png.count < 4 << 20)   // a few MB at most describe 268 M to 529 M pixels
        let ((image, records), rise) = PeakMemory.rise { LogCapture.capture { UIImage(data: png) } }
        #expect(image == nil)
        #expect(records.count == 1)
        #expect(records.first?.level == .error)
        #expect(records.first?.message.contains("\(width)×\(height) pixels") == true)
        #expect(records.first?.message.contains("ImageSizePolicy") == true)
        let bytes = try #require(rise)
        #expect(bytes < Self.limit, "peak rose by \(bytes >> 20) MiB")
    }

    @Test func aPNGWithinThePolicyStillDecodes() throws {
        // 2000×1000 grey zeros: 2 M pixels, well within 64 Mi; decoded black and opaque.
        let image = try #require(UIImage(data: ZeroPNG.grey(width: 2000, height: 1000)))
        #expect(image.size == CGSize(width: 2000, height: 1000))
    }

    // MARK: Finding 1: a size that cannot be converted to Int

    @Test func aRendererOneE19PointsWideGivesAnEmptyImageAndOneWarning() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var ran = false
        let ((image, records), rise) = PeakMemory.rise {
            LogCapture.capture {
                UIGraphicsImageRenderer(size: CGSize(width: 1e19, height: 100), format: format).image { context in
                    ran = true
                    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
            }
        }
        let bytes = try #require(rise)
        #expect(bytes < Self.limit, "peak rose by \(bytes >> 20) MiB")
        #expect(ran)   // the actions run, as on iOS
        #expect(image.size == .zero && image.cgImage == nil)
        #expect(records.count == 1)
        #expect(records.first?.level == .warning && records.first?.message.contains("ImageSizePolicy") == true)
    }

    @Test func aViewOneE19PointsWideGetsNoBackingStoreInsteadOfTrapping() {
        final class Drawing: UIView {
            override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        let window = makeTestWindow()
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 1e19, height: 50))
        window.addSubview(view)
        window.tick(timestamp: 1.0 / 60)
        #expect(view.layer.contents == nil)
    }

    // MARK: Finding 2: a window whose every frame would be 4.3 GB

    @Test func aRendererOver64MiPixelsGivesAnEmptyImageWithoutAllocating() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let ((image, records), rise) = PeakMemory.rise {
            LogCapture.capture { UIGraphicsImageRenderer(size: CGSize(width: 40000, height: 40000), format: format).image { _ in } }
        }
        #expect(image.size == .zero)
        #expect(records.count == 1)
        let bytes = try #require(rise)
        #expect(bytes < Self.limit, "peak rose by \(bytes >> 20) MiB")
    }

    @Test func aBitmapContextOver64MiPixelsIsNilWithOneWarning() {
        // 9000×9000 = 81 M pixels: within cairo's 32767 a side, over the policy's 64 Mi pixels.
        let (context, records) = LogCapture.capture { CGContext(width: 9000, height: 9000) }
        #expect(context == nil)
        #expect(records.count == 1 && records.first?.message.contains("ImageSizePolicy") == true)
        #expect(CGContext(width: 8192, height: 8192) != nil)   // exactly 64 Mi pixels is allowed
    }

    static func session(width: String, height: String) -> String {
        """
        {"app":"Gallery","format":"scrollkit-session","height":\(height),"safeArea":{"bottom":0,"left":0,"right":0,"top":0},"scale":1,"version":1,"width":\(width)}
        {"kind":"frame","presented":true,"t":0.016666666666666666}

        """
    }

    @Test(arguments: [("1e19", "480"), ("40000", "40000")])
    func aSessionWhoseWindowCannotBeRenderedIsRefusedByItsFirstLine(width: String, height: String) {
        let text = Self.session(width: width, height: height)
        #expect {
            try SessionRecording(jsonLines: text)
        } throws: { error in
            guard case let .invalidValue(line, detail) = error as? SessionFileError else { return false }
            return line == 1 && detail.contains("ImageSizePolicy")
        }
    }

    @Test(arguments: [(1e19, 480.0), (40000.0, 40000.0)])
    func replayingSuchAWindowUnvalidatedPresentsEmptyFramesWithoutTrappingOrAllocating(width: Double, height: Double) throws {
        let scale = UIScreen.main.scale
        defer { UIScreen.main.scale = scale }
        HostClock.reset()
        // SessionRecording(header:events:) does not validate: a replay must still not trap.
        let recording = SessionRecording(header: SessionHeader(app: "test", width: width, height: height, scale: 1),
                                         events: [.frame(time: 1.0 / 60, presented: true)])
        let ((images, records), rise) = PeakMemory.rise {
            LogCapture.capture {
                let host = HeadlessHost(replaying: recording.header) { UIViewController() }
                var images: [UIImage?] = []
                host.replay(recording) { images.append($0.image) }
                return images
            }
        }
        #expect(images.count == 1)
        #expect(images.first??.size == .zero)
        #expect(records.contains { $0.message.contains("ImageSizePolicy") })
        let bytes = try #require(rise)
        #expect(bytes < Self.limit, "peak rose by \(bytes >> 20) MiB")
    }

    // MARK: Finding 4: formats outside the documented ones never reach a libvips loader

    /// A 10×10 SVG (librsvg's loader) and a 1×1 BMP (only ImageMagick's loader reads BMP). Computed,
    /// not stored: a `Data` kept in a global is held through a tagged pointer that LeakSanitizer
    /// cannot follow, so `make sanitize` reported it as leaked.
    static var svg: Data { Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>"#.utf8) }
    static var bmp: Data {
        var d = Data("BM".utf8)
        func le32(_ v: UInt32) { d.append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]) }
        func le16(_ v: UInt16) { d.append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8)]) }
        le32(58); le32(0); le32(54)                         // file size, reserved, pixel offset
        le32(40); le32(1); le32(1); le16(1); le16(24)       // BITMAPINFOHEADER: 1×1, 1 plane, 24 bits
        le32(0); le32(4); le32(2835); le32(2835); le32(0); le32(0)
        d.append(contentsOf: [0, 0, 255, 0])                // one red pixel, row padded to 4 bytes
        return d
    }

    @Test(arguments: ["svg", "bmp"])
    func bytesInAFormatScrollKitDoesNotDocumentGiveNil(format: String) throws {
        let data = format == "svg" ? Self.svg : Self.bmp
        let ((image, records), rise) = PeakMemory.rise { LogCapture.capture { UIImage(data: data) } }
        #expect(image == nil)
        let bytes = try #require(rise)
        #expect(bytes < Self.limit, "peak rose by \(bytes >> 20) MiB")
        #expect(records.count == 1)
        #expect(records.first?.message.contains("is not a format ScrollKit decodes from memory") == true)
    }
}
