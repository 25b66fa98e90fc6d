import Testing
@testable import CoreGraphics
import Foundation

/// CGImage holds ARGB32 premultiplied pixels; PNG goes through cairo both ways and bad data is refused.
@Suite(.serialized) @MainActor
struct CGImageTests {
    /// A 4×2 image: red, green, blue, half-transparent white / transparent row.
    func sample() -> CGImage {
        let ctx = CGContext(width: 4, height: 2)!
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1)); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1)); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1)); ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)); ctx.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        return ctx.makeImage()!
    }

    @Test func pixelLayoutIsPremultipliedARGB32() {
        let image = sample()
        #expect(image.width == 4 && image.height == 2 && image.bitsPerPixel == 32 && image.alphaInfo == .premultipliedFirst)
        let words = image.withUnsafePixelBytes { raw in (0..<4).map { raw.load(fromByteOffset: 4 * $0, as: UInt32.self) } }
        #expect(words[0] == 0xFFFF_0000)
        #expect(words[1] == 0xFF00_FF00)
        #expect(words[2] == 0xFF00_00FF)
        #expect(words[3] >> 24 == 0x80 && words[3] & 0xFF == 0x80)   // white premultiplied by 0.5
        #expect(image.rgba(atX: 0, y: 1)! == (0, 0, 0, 0))
        #expect(image.rgba(atX: 4, y: 0) == nil)
    }

    @Test func rawPixelsRoundTrip() {
        let image = sample()
        let copy = CGImage(width: 4, height: 2, bytesPerRow: image.bytesPerRow, premultipliedARGB32: [UInt8](image.pixelData))!
        #expect(copy.pixelData == image.pixelData)
        #expect(CGImage(width: 4, height: 2, bytesPerRow: 16, premultipliedARGB32: [0, 0, 0]) == nil)
    }

    @Test func croppingKeepsTheChosenPixels() {
        let crop = sample().cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1))!
        #expect(crop.width == 2 && crop.height == 1)
        #expect(crop.rgba(atX: 0, y: 0)! == (0, 255, 0, 255))
        #expect(crop.rgba(atX: 1, y: 0)! == (0, 0, 255, 255))
        #expect(sample().cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }

    @Test func pngRoundTripKeepsEveryPixel() throws {
        let image = sample()
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try CGImage.decodePNG(png)
        #expect(decoded.width == 4 && decoded.height == 2)
        for x in 0..<4 {
            let a = image.rgba(atX: x, y: 0)!, b = decoded.rgba(atX: x, y: 0)!
            #expect(abs(Int(a.red) - Int(b.red)) <= 1 && a.alpha == b.alpha)
        }
        #expect(decoded.rgba(atX: 2, y: 1)! == (0, 0, 0, 0))
    }

    @Test func opaquePNGsBecomeARGB32WithFullAlpha() throws {
        let ctx = CGContext(width: 3, height: 3)!
        ctx.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let decoded = try CGImage.decodePNG(ctx.makeImage()!.pngData()!)
        #expect(decoded.rgba(atX: 1, y: 1)!.alpha == 255)
    }

    /// cairo decodes RGB and grey PNGs to RGB24, whose pixels the image takes over as opaque ARGB32
    /// without a copy (CGImage(adoptingDecodedPNG:)); RGBA ones to ARGB32, taken over as they are.
    /// The pixels must read back exactly, and the opacity the compositor relies on must be right.
    @Test func decodedPNGsOfEveryColourTypeKeepTheirPixelsAndOpacity() throws {
        // 2×2 RGB: red, green / blue, (10, 20, 30).
        let rgb = try CGImage.decodePNG(TinyPNG.make(width: 2, height: 2, colourType: 2,
                                                     rows: [[255, 0, 0, 0, 255, 0], [0, 0, 255, 10, 20, 30]]))
        #expect(rgb.rgba(atX: 0, y: 0)! == (255, 0, 0, 255) && rgb.rgba(atX: 1, y: 0)! == (0, 255, 0, 255))
        #expect(rgb.rgba(atX: 0, y: 1)! == (0, 0, 255, 255) && rgb.rgba(atX: 1, y: 1)! == (10, 20, 30, 255))
        #expect(rgb.opacity.load(ordering: .relaxed) == 1)   // known from the decode, not scanned later
        #expect(rgb.isOpaque)
        // 3×1 grey: 0, 128, 255.
        let grey = try CGImage.decodePNG(TinyPNG.make(width: 3, height: 1, colourType: 0, rows: [[0, 128, 255]]))
        #expect(grey.rgba(atX: 0, y: 0)! == (0, 0, 0, 255) && grey.rgba(atX: 1, y: 0)! == (128, 128, 128, 255))
        #expect(grey.rgba(atX: 2, y: 0)! == (255, 255, 255, 255) && grey.isOpaque)
        // 2×1 RGBA: opaque red, then half-transparent white: not opaque.
        let rgba = try CGImage.decodePNG(TinyPNG.make(width: 2, height: 1, colourType: 6, rows: [[255, 0, 0, 255, 255, 255, 255, 128]]))
        #expect(rgba.rgba(atX: 0, y: 0)! == (255, 0, 0, 255))
        #expect(rgba.rgba(atX: 1, y: 0)!.alpha == 128 && !rgba.isOpaque)
        // The same through UIImage's door, CGImage(pngData:), which shares the decoded pixels.
        let again = try #require(CGImage(pngData: TinyPNG.make(width: 2, height: 2, colourType: 2,
                                                              rows: [[255, 0, 0, 0, 255, 0], [0, 0, 255, 10, 20, 30]])))
        #expect(again.pixelData == rgb.pixelData)
    }

    /// cairo's file reader attaches the whole compressed file to the surface it makes (for PDF
    /// output); a decoded image, which takes its surface over, must not keep such a copy alive.
    /// (cairo 1.16's stream reader attaches none, so this guards against a cairo that does.)
    @Test func decodedPNGsKeepNoCopyOfTheirFile() throws {
        var rows: [[UInt8]] = [], rgbaRows: [[UInt8]] = []
        for y in 0..<64 {
            var row: [UInt8] = [], rgbaRow: [UInt8] = []
            for x in 0..<64 {
                let pixel: [UInt8] = [UInt8(x * 4), UInt8(y * 4), UInt8(x ^ y)]
                row += pixel
                rgbaRow += pixel + [200]
            }
            rows.append(row)
            rgbaRows.append(rgbaRow)
        }
        let rgb = TinyPNG.make(width: 64, height: 64, colourType: 2, rows: rows)
        let rgba = TinyPNG.make(width: 64, height: 64, colourType: 6, rows: rgbaRows)
        for (name, file) in [("RGB", rgb), ("RGBA", rgba)] {
            let decoded = try CGImage.decodePNG(file)
            #expect(decoded.width == 64)
            #expect(decoded.attachedEncodedByteCount == 0, "\(name)")
            #expect(try #require(CGImage(pngData: file)).attachedEncodedByteCount == 0, "\(name)")
        }
    }

    @Test func corruptPNGDataIsRefusedWithAReason() {
        let png = sample().pngData()!
        var corrupt = png
        corrupt.replaceSubrange(40..<60, with: [UInt8](repeating: 0x42, count: 20))
        let truncated = png.prefix(png.count / 2)
        for bad in [corrupt, Data(truncated), Data("not a png".utf8), Data()] {
            #expect(CGImage(pngData: bad) == nil)
            #expect(throws: CGImage.PNGDecodingError.self) { try CGImage.decodePNG(bad) }
        }
    }
}

@Suite(.serialized) @MainActor
struct CGPathTests {
    @Test func rectPathIsAClosedClockwiseSubpath() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [.moveToPoint(CGPoint(x: 1, y: 2)), .addLineToPoint(CGPoint(x: 4, y: 2)),
                                  .addLineToPoint(CGPoint(x: 4, y: 6)), .addLineToPoint(CGPoint(x: 1, y: 6)), .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func roundedRectCornersAreClampedToHalfTheSide() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 10), cornerWidth: 50, cornerHeight: 50)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 10))
        // Each axis is clamped on its own: 50 × 5 corners, so the top edge starts at x = 50.
        #expect(path.elements.first == .moveToPoint(CGPoint(x: 50, y: 0)))
    }

    @Test func arcEndsWhereTheAngleSays() {
        let p = CGMutablePath()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(isClose(p.currentPoint, CGPoint(x: 10, y: 15)))
        #expect(isClose(p.boundingBox, CGRect(x: 10, y: 10, width: 5, height: 5), within: 1e-9))
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters of the circle the other way round: the box covers x < 0 and y < 0.
        #expect(cw.boundingBox.minX < -0.9 && cw.boundingBox.minY < -0.9)
        #expect(isClose(cw.currentPoint, CGPoint(x: 0, y: 1), within: 1e-9))
    }

    @Test func transformsApplyToAddedPoints() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 1), transform: CGAffineTransform(translationX: 10, y: 0))
        p.addLine(to: CGPoint(x: 2, y: 1))
        #expect(p.elements == [.moveToPoint(CGPoint(x: 11, y: 1)), .addLineToPoint(CGPoint(x: 2, y: 1))])
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull)
    }
}

/// Writes tiny 8-bit PNGs by hand (PNG specification: signature, IHDR, one IDAT of zlib "stored"
/// deflate blocks, IEND; filter type 0 on every row), so a test can have colour types cairo never
/// writes (it writes only RGBA).
enum TinyPNG {
    static func make(width: Int, height: Int, colourType: UInt8, rows: [[UInt8]]) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            png.append(contentsOf: be32(body.count))
            let typed = Array(type.utf8) + body
            png.append(contentsOf: typed)
            png.append(contentsOf: be32(Int(crc32(typed))))
        }
        chunk("IHDR", be32(width) + be32(height) + [8, colourType, 0, 0, 0])
        let raw: [UInt8] = rows.flatMap { [UInt8(0)] + $0 }
        // zlib: CMF/FLG for deflate with no compression, one final stored block, Adler-32.
        var zlib: [UInt8] = [0x78, 0x01, 0x01]
        let length = UInt16(raw.count)
        zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        zlib += raw
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += be32(Int(b << 16 | a))
        chunk("IDAT", zlib)
        chunk("IEND", [])
        return png
    }

    static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
