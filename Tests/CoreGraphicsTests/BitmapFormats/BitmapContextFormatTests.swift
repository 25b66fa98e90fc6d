import Testing
import CoreGraphics

/// iOS code makes bitmap contexts over its own bytes and reads them right after drawing. Each test
/// fills with a known colour and checks the caller's bytes against the layout the bitmapInfo
/// names (Apple's CGImage.h: "first"/"last" is alpha's place in a big-endian word, byteOrder32Little
/// reverses the word's bytes).
@Suite(.serialized) @MainActor
struct BitmapContextFormatTests {
    /// Fills the whole 2×2 context with `color`, then returns the caller's bytes.
    func fill(bytesPerPixel: Int, space: CGColorSpace, bitmapInfo: UInt32, color: CGColor, bytesPerRow: Int = 0) -> [UInt8]? {
        let row = bytesPerRow == 0 ? 2 * bytesPerPixel : bytesPerRow
        var bytes = [UInt8](repeating: 0, count: row * 2)
        let ok = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let ctx = CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8,
                                      bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo) else { return false }
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            return true
        }
        return ok ? bytes : nil
    }

    let halfRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)   // premultiplied red 128 (127.5 rounded), alpha 128

    @Test func premultipliedLastIsRGBAInMemory() {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info,
                     color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)).map { Array($0.prefix(4)) } == [255, 0, 0, 255])
        let half = fill(bytesPerPixel: 4, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                        bitmapInfo: info | CGBitmapInfo.byteOrder32Big.rawValue, color: halfRed)!
        #expect(Array(half.prefix(4)) == [128, 0, 0, 128])
        #expect(Array(half.suffix(4)) == [128, 0, 0, 128])
    }

    @Test func premultipliedFirstLittleIsBGRAInMemory() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let bytes = fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info,
                         color: CGColor(red: 0, green: 0.2, blue: 1, alpha: 1))!   // 0.2 × 255 = 51
        #expect(Array(bytes.prefix(4)) == [255, 51, 0, 255])
    }

    @Test func premultipliedFirstBigIsARGBInMemory() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue
        let bytes = fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, color: halfRed)!
        #expect(Array(bytes.prefix(4)) == [128, 128, 0, 0])
    }

    @Test func premultipliedLastLittleIsABGRInMemory() {
        let info = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let bytes = fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info,
                         color: CGColor(red: 1, green: 0.2, blue: 0, alpha: 1))!
        #expect(Array(bytes.prefix(4)) == [255, 0, 51, 255])
    }

    @Test func skipLayoutsAreOpaqueWithTheSkippedByteAt255() {
        let last = fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue,
                        color: CGColor(red: 0, green: 1, blue: 0, alpha: 1))!
        #expect(Array(last.prefix(4)) == [0, 255, 0, 255])
        let first = fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(),
                         bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                         color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))!
        #expect(Array(first.prefix(4)) == [255, 0, 0, 255])
        // Half-transparent red over the opaque black start: 50 % red, still opaque.
        let blended = fill(bytesPerPixel: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue,
                           color: halfRed)!
        #expect(Array(blended.prefix(4)) == [128, 0, 0, 255])
    }

    @Test func grayContextStoresLuminance() {
        let gray = CGColorSpaceCreateDeviceGray()
        let info = CGImageAlphaInfo.none.rawValue
        #expect(fill(bytesPerPixel: 1, space: gray, bitmapInfo: info, color: CGColor(gray: 0.6, alpha: 1)) == [153, 153, 153, 153])
        // Rec. 709 luma of pure red: 0.2126 × 255 = 54.2.
        #expect(fill(bytesPerPixel: 1, space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!, bitmapInfo: info,
                     color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)) == [54, 54, 54, 54])
    }

    @Test func alphaOnlyContextStoresCoverage() {
        let bytes = fill(bytesPerPixel: 1, space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue,
                         color: CGColor(red: 0.3, green: 0.9, blue: 0.1, alpha: 0.25))   // 0.25 × 255 = 63.75
        #expect(bytes == [64, 64, 64, 64])
    }

    @Test func paddedRowsLeaveThePaddingAlone() {
        // 2 pixels × 1 byte + 3 padding bytes per row: cairo cannot draw into this stride directly.
        var bytes = [UInt8](repeating: 7, count: 10)
        bytes.withUnsafeMutableBytes { buffer in
            let ctx = CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 5,
                                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            ctx.setFillColor(.white)
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        // The starting bytes (7) are the context's first picture; only column 1 turns white.
        #expect(bytes == [7, 255, 7, 7, 7, 7, 255, 7, 7, 7])
    }

    @Test func contextAllocatedDataIsReadableAndMatchesMakeImage() {
        let ctx = CGContext(data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(ctx.bytesPerRow == 12)
        #expect(ctx.bitsPerPixel == 32)
        #expect(ctx.alphaInfo == .premultipliedLast)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect((0..<12).map { p[$0] } == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255])
        #expect(ctx.makeImage()!.rgba(atX: 2, y: 0)! == (0, 0, 255, 255))
        #expect(ctx.makeImage()!.rgba(atX: 0, y: 0)! == (0, 0, 0, 0))
    }

    @Test func drawingAnImageIntoRGBABytesReadsItsPixels() {
        // The classic "colour of a pixel" recipe: draw a 1×1 image into a 1×1 RGBA context.
        let source = CGContext(width: 1, height: 1)!
        source.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        var rgba = [UInt8](repeating: 0, count: 4)
        rgba.withUnsafeMutableBytes { buffer in
            let ctx = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)!
            ctx.draw(source.makeImage()!, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(rgba == [255, 128, 0, 255])
    }

    @Test func unsupportedCombinationsGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
        func make(_ bpc: Int, _ space: CGColorSpace, _ info: UInt32, bytesPerRow: Int = 0) -> CGContext? {
            CGContext(data: nil, width: 4, height: 4, bitsPerComponent: bpc, bytesPerRow: bytesPerRow, space: space, bitmapInfo: info)
        }
        #expect(make(8, rgb, CGImageAlphaInfo.last.rawValue) == nil)             // non-premultiplied: iOS refuses too
        #expect(make(8, rgb, CGImageAlphaInfo.first.rawValue) == nil)
        #expect(make(8, rgb, CGImageAlphaInfo.none.rawValue) == nil)             // 24-bit RGB
        #expect(make(8, gray, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(make(16, rgb, CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(make(8, rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) == nil)
        #expect(make(8, rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue) == nil)
        #expect(make(8, rgb, CGImageAlphaInfo.premultipliedLast.rawValue, bytesPerRow: 15) == nil)   // < 4 × 4
        #expect(make(8, rgb, CGImageAlphaInfo.premultipliedLast.rawValue, bytesPerRow: 16) != nil)
    }

    @Test func colorSpacesByName() {
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.linearSRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)?.model == .monochrome)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceNoSuchSpace") == nil)
    }
}
