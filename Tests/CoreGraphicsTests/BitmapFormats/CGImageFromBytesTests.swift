import Testing
import CoreGraphics

/// Images made from caller bytes through a data provider, and read back through `dataProvider`.
@Suite(.serialized) @MainActor
struct CGImageFromBytesTests {
    func image(_ bytes: [UInt8], width: Int, bytesPerRow: Int, space: CGColorSpace = CGColorSpaceCreateDeviceRGB(),
               bitsPerPixel: Int = 32, info: UInt32) -> CGImage? {
        CGImage(width: width, height: 1, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space,
                bitmapInfo: CGBitmapInfo(rawValue: info), provider: CGDataProvider(data: Data(bytes) as CFData)!,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test func rgbaBytesBecomeAnImage() throws {
        // Two RGBA pixels: opaque orange, then half-transparent premultiplied blue (0, 0, 128, 128).
        let cg = try #require(image([255, 128, 0, 255, 0, 0, 128, 128], width: 2, bytesPerRow: 8,
                                    info: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(cg.rgba(atX: 0, y: 0)! == (255, 128, 0, 255))
        #expect(cg.rgba(atX: 1, y: 0)! == (0, 0, 255, 128))
    }

    @Test func straightAlphaIsPremultipliedOnTheWayIn() throws {
        // .last (not premultiplied): red at alpha 51 stores 255·51/255 = 51 premultiplied.
        let cg = try #require(image([255, 0, 0, 51], width: 1, bytesPerRow: 4, info: CGImageAlphaInfo.last.rawValue))
        let word = cg.withUnsafePixelBytes { $0.load(as: UInt32.self) }
        #expect(word == 0x3333_0000)
    }

    @Test func grayBytesAndDataProviderReadBack() throws {
        let cg = try #require(image([0, 128, 255], width: 3, bytesPerRow: 3, space: CGColorSpaceCreateDeviceGray(), bitsPerPixel: 8,
                                    info: CGImageAlphaInfo.none.rawValue))
        #expect(cg.rgba(atX: 1, y: 0)! == (128, 128, 128, 255))
        let bytes = try #require(cg.dataProvider?.data)
        #expect(bytes.count == cg.bytesPerRow)
        #expect(Array(bytes.prefix(12)) == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])   // B, G, R, A
    }

    @Test func badInputGivesNil() {
        #expect(image([1, 2, 3], width: 1, bytesPerRow: 4, info: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)   // too few bytes
        #expect(image([1, 2, 3, 4], width: 1, bytesPerRow: 4, bitsPerPixel: 24, info: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(image([1, 2, 3, 4], width: 1, bytesPerRow: 4, info: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue) == nil)
    }
}
