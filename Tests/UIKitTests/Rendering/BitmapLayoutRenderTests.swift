import HostContextTesting
import Testing
import HeadlessHost
import UIKit

/// A window rendered into bitmap contexts of a layout that is not cairo's own: big-endian ARGB
/// (`CGImageAlphaInfo.premultipliedFirst` with the default byte order), what iOS code often asks
/// for (issue 24, item 1). On iOS the context draws straight into its memory, so:
/// - bytes a drawing call does not touch stay as they are (the app's own writes included);
/// - a context that owns its memory (`data: nil`) shows its drawing when its bytes are read.
/// ScrollKit draws into a cairo surface and converts to the layout; these tests pin down that the
/// conversion covers only what a call touched, and that a `data: nil` context converts when read.
///
/// The window (100×60 pt, clear, rendered at 2×) holds an opaque red view and a half-transparent
/// blue one overlapping it. Expected bytes come from Porter-Duff "over" on premultiplied colour:
/// blue at alpha ½ alone is (A, R, G, B) = (128, 0, 0, 128); over red it is (255, 128, 0, 128).
@Suite(.freshHostContext) @MainActor
struct BitmapLayoutRenderTests {
    static let width = 200, height = 120
    /// Big-endian ARGB: A, R, G, B in memory.
    static let argb = CGImageAlphaInfo.premultipliedFirst.rawValue

    func window() -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 100, height: 60), scale: 2)
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: CGRect(x: 30, y: 20, width: 40, height: 30))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        host.window.addSubview(red)
        host.window.addSubview(blue)
        host.runFrames(1)
        return host
    }

    /// The four bytes of pixel (x, y).
    func bytes(_ data: UnsafeRawPointer, _ x: Int, _ y: Int) -> [Int] {
        (0..<4).map { Int(data.load(fromByteOffset: (y * Self.width + x) * 4 + $0, as: UInt8.self)) }
    }

    func isNear(_ a: [Int], _ b: [Int]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    /// The drawn pixels, in device pixels (points × 2): red alone, blue alone, the overlap.
    func expectDrawn(_ data: UnsafeRawPointer, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bytes(data, 30, 30) == [255, 255, 0, 0], sourceLocation: sourceLocation)           // red (20…80 × 20…60)
        #expect(isNear(bytes(data, 100, 80), [128, 0, 0, 128]), sourceLocation: sourceLocation)    // blue alone (60…140 × 40…100)
        #expect(isNear(bytes(data, 70, 50), [255, 128, 0, 128]), sourceLocation: sourceLocation)   // blue over red
        #expect(bytes(data, 5, 5) == [0, 0, 0, 0], sourceLocation: sourceLocation)                 // nothing drawn
    }

    /// The app's buffer: after every drawing call the bytes the call drew are there, and bytes it did
    /// not touch are left as they were — the app's own writes included, as on iOS, where the context
    /// draws in place. (Converting the whole bitmap after every call overwrote them.)
    @Test func aCallersBufferGetsWhatEachCallDrewAndKeepsTheRest() {
        let host = window()
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.width * Self.height * 4, alignment: 16)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: Self.width * Self.height * 4)
        let ctx = CGContext(data: buffer, width: Self.width, height: Self.height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.argb)!
        // The app marks a pixel no view covers, after making the context.
        let mark: [UInt8] = [1, 2, 3, 4]
        for (i, b) in mark.enumerated() { buffer.storeBytes(of: b, toByteOffset: (110 * Self.width + 190) * 4 + i, as: UInt8.self) }
        ctx.scaleBy(x: 2, y: 2)
        host.window.layer.render(in: ctx)
        expectDrawn(buffer)
        #expect(bytes(buffer, 190, 110) == [1, 2, 3, 4])
        // The conversion covered the views' pixels (the window is clear), not the whole bitmap.
        let drawnBox = (140 - 20 + 2) * (100 - 20 + 2)            // their union, a pixel of margin each way
        #expect(ctx.pixelsConvertedToLayout <= 2 * drawnBox)      // the two views' boxes, each at most this
        #expect(ctx.pixelsConvertedToLayout < Self.width * Self.height)
        // A later call is in the buffer as soon as it returns.
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 90, y: 0, width: 10, height: 5))      // pixels 180…200 × 0…10
        #expect(bytes(buffer, 185, 5) == [255, 0, 255, 0])
        #expect(bytes(buffer, 190, 110) == [1, 2, 3, 4])
    }

    /// `data: nil`: drawing converts nothing until the bytes can be seen; reading `data` brings in
    /// everything drawn so far, and from then on every call is in the bytes when it returns (the
    /// app holds the pointer).
    @Test func aContextsOwnMemoryIsConvertedWhenItIsRead() {
        let host = window()
        let ctx = CGContext(data: nil, width: Self.width, height: Self.height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.argb)!
        ctx.scaleBy(x: 2, y: 2)
        host.window.layer.render(in: ctx)
        #expect(ctx.pixelsConvertedToLayout == 0)
        // makeImage() reads the drawing, not the bytes: still nothing converted, and the same image
        // as the same render into cairo's own layout.
        let image = ctx.makeImage()!
        #expect(ctx.pixelsConvertedToLayout == 0)
        let native = CGContext(width: Self.width, height: Self.height)!
        native.scaleBy(x: 2, y: 2)
        host.window.layer.render(in: native)
        #expect(HeadlessHost.pixelHash(UIImage(cgImage: image)) == HeadlessHost.pixelHash(UIImage(cgImage: native.makeImage()!)))

        let data = ctx.data!
        expectDrawn(data)
        #expect(ctx.pixelsConvertedToLayout >= 120 * 80)           // every drawn pixel…
        #expect(ctx.pixelsConvertedToLayout <= 122 * 82)           // …in one box around them
        // The pointer is out: the next call lands in it without another read of `data`.
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))           // pixels 0…10 × 0…10
        #expect(bytes(data, 5, 5) == [255, 0, 255, 0])
    }

    /// Gray contexts convert colour to luma; their images are gray too, from the bytes.
    @Test func aGrayContextReadsAsLumaThroughDataAndMakeImage() {
        let host = window()
        let ctx = CGContext(data: nil, width: Self.width, height: Self.height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        ctx.scaleBy(x: 2, y: 2)
        host.window.layer.render(in: ctx)
        // Rec. 709 luma of pure red: 0.2126 × 255 = 54.2.
        let red = Int(ctx.makeImage()!.rgba(atX: 30, y: 30)!.red)
        #expect(red == 54)
        let data = ctx.data!
        #expect(data.load(fromByteOffset: 30 * Self.width + 30, as: UInt8.self) == 54)
    }
}
