import Testing
import CoreGraphics

/// `drawImages(_:)` in horizontal bands on several threads paints exactly the bytes one band does:
/// scaled up and down, bilinear and nearest, with alpha, per-draw clips, a transformed and clipped
/// context, and over a picture already there.
@Suite(.serialized) @MainActor
struct CGContextBandTests {
    /// A deterministic, busy premultiplied image (every pixel differs from its neighbours, so a
    /// sample position off by one step of pixman's bilinear weights changes bytes); `opaque` false
    /// gives varying alpha.
    static func image(width: Int, height: Int, seed: UInt32, opaque: Bool) -> CGImage {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let a = opaque ? 255 : Int(state >> 24) | 0x20
            let r = Int((state >> 16) & 0xFF) * a / 255, g = Int((state >> 8) & 0xFF) * a / 255
            let b = (i % width * 255 / max(1, width - 1)) * a / 255
            bytes[i * 4] = UInt8(b); bytes[i * 4 + 1] = UInt8(g); bytes[i * 4 + 2] = UInt8(r); bytes[i * 4 + 3] = UInt8(a)
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedARGB32: bytes)!
    }

    /// A batch like a tiled layer's frame: a coarse level magnified under gaps (each a run of tiles
    /// in one row), a fine level of tiles scaled (one fading in), and one tile at its own
    /// resolution with nearest sampling. Its tile rows' edges are where bands may meet.
    static func batch() -> [CGImageDrawCommand] {
        let coarse = image(width: 64, height: 48, seed: 1, opaque: true)
        let tiles = (0..<6).map { image(width: 128, height: 128, seed: UInt32(10 + $0), opaque: $0 != 4) }
        let gaps = [CGRect(x: 0, y: 0.6, width: 300.5, height: 140), CGRect(x: 410, y: 200.25, width: 230, height: 41.65),
                    CGRect(x: 410, y: 241.9, width: 230, height: 238.1)]
        var commands = gaps.map { gap in
            CGImageDrawCommand(image: coarse, rect: CGRect(x: -3.3, y: -1.7, width: 700, height: 530), alpha: 1, quality: .low, clip: [gap])
        }
        for (k, tile) in tiles.enumerated() {
            let column = k % 3, row = k / 3
            let rect = CGRect(x: CGFloat(column) * 233.7 - 10.2, y: CGFloat(row) * 241.3 + 0.6, width: 233.7, height: 241.3)
            commands.append(CGImageDrawCommand(image: tile, rect: rect, alpha: k == 2 ? 0.37 : 1, quality: .low))
        }
        commands.append(CGImageDrawCommand(image: tiles[5], rect: CGRect(x: 300, y: 250, width: 128, height: 128),
                                           alpha: 1, quality: .none))
        return commands
    }

    /// The bytes of a 640×480 frame: a picture already there, then the batch under a transform and
    /// a clip, drawn in `bands` bands. Also returns how many batches went banded.
    static func render(bands: Int, transform: CGAffineTransform, clip: (CGContext) -> Void) -> ([UInt8], Int) {
        let ctx = CGContext(width: 640, height: 480)!
        ctx.bandCount = bands
        ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6))
        ctx.fill(CGRect(x: 0, y: 0, width: 640, height: 300))
        ctx.saveGState()
        clip(ctx)
        ctx.concatenate(transform)
        ctx.setShouldAntialias(false)
        ctx.drawImages(batch())
        ctx.restoreGState()
        let data = ctx.data!.assumingMemoryBound(to: UInt8.self)
        return (Array(UnsafeBufferPointer(start: data, count: ctx.bytesPerRow * ctx.height)), ctx.bandedBatchCount)
    }

    static let transforms: [CGAffineTransform] = [
        .identity,
        CGAffineTransform(a: 0.931, b: 0, c: 0, d: 0.931, tx: 17.37, ty: -3.61),
        CGAffineTransform(a: 1.29, b: 0, c: 0, d: 1.29, tx: -40.5, ty: 11.25),
    ]

    @Test(arguments: [2, 3, 7])
    func bandedFrameEqualsSingleBandByteForByte(bands: Int) {
        for t in Self.transforms {
            let clip: (CGContext) -> Void = { $0.clip(to: CGRect(x: 5, y: 9, width: 600, height: 455)) }
            let (single, singleBanded) = Self.render(bands: 1, transform: t, clip: clip)
            let (banded, bandedCount) = Self.render(bands: bands, transform: t, clip: clip)
            #expect(singleBanded == 0)
            #expect(bandedCount == 1, "the batch was drawn in bands, not on the calling thread")
            let differing = zip(single, banded).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ with \(bands) bands under \(t)")
            #expect(single.contains { $0 != 0 })
        }
    }

    /// Opaque images drawn with SOURCE (no blending) leave the bytes OVER leaves: the batch equals
    /// the same images drawn one by one with `draw(_:in:)`.
    @Test func theBatchEqualsDrawingEachImageWithDrawIn() {
        for t in Self.transforms {
            let clip: (CGContext) -> Void = { $0.clip(to: CGRect(x: 5, y: 9, width: 600, height: 455)) }
            let (batched, _) = Self.render(bands: 1, transform: t, clip: clip)
            let ctx = CGContext(width: 640, height: 480)!
            // Opaque tiles go to the direct scaler in batches (DirectScale.scalesTileBatches) as in
            // draw(_:in:): both sample at the positions anchored at each draw's first covered pixel.
            ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6))
            ctx.fill(CGRect(x: 0, y: 0, width: 640, height: 300))
            ctx.saveGState()
            clip(ctx)
            ctx.concatenate(t)
            ctx.setShouldAntialias(false)
            for c in Self.batch() {
                ctx.saveGState()
                if let rects = c.clip { ctx.clip(to: rects) }
                ctx.setAlpha(c.alpha)
                ctx.interpolationQuality = c.quality
                ctx.draw(c.image, in: c.rect)
                ctx.restoreGState()
            }
            ctx.restoreGState()
            let one = Array(UnsafeBufferPointer(start: ctx.data!.assumingMemoryBound(to: UInt8.self), count: ctx.bytesPerRow * 480))
            let differing = zip(one, batched).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ under \(t)")
        }
    }

    @Test func aClipThatIsNotWholePixelRectsDrawsOnTheCallingThreadAlike() {
        let rounded: (CGContext) -> Void = { ctx in
            ctx.addPath(CGPath(roundedRect: CGRect(x: 20, y: 20, width: 560, height: 420), cornerWidth: 40, cornerHeight: 40))
            ctx.clip()
        }
        let (single, _) = Self.render(bands: 1, transform: .identity, clip: rounded)
        let (other, bandedCount) = Self.render(bands: 2, transform: .identity, clip: rounded)
        #expect(bandedCount == 0)
        #expect(single == other)
    }

    @Test func aBatchWhoseDrawsAllStraddleTheMiddleIsNotBandedAndStaysAlike() {
        let big = Self.image(width: 100, height: 100, seed: 7, opaque: true)
        let commands = [CGImageDrawCommand(image: big, rect: CGRect(x: 0.3, y: 0.6, width: 639, height: 479), alpha: 1, quality: .low)]
        var frames: [[UInt8]] = []
        for bands in [1, 2] {
            let ctx = CGContext(width: 640, height: 480)!
            ctx.bandCount = bands
            ctx.setShouldAntialias(false)
            ctx.drawImages(commands)
            #expect(ctx.bandedBatchCount == 0)
            frames.append(Array(UnsafeBufferPointer(start: ctx.data!.assumingMemoryBound(to: UInt8.self), count: ctx.bytesPerRow * 480)))
        }
        #expect(frames[0] == frames[1])
    }

    @Test func drawsFarOutsideTheFrameOrNotFiniteAreSkippedWithoutTrapping() {
        let ctx = CGContext(width: 640, height: 480)!
        ctx.bandCount = 2
        let tile = Self.image(width: 32, height: 32, seed: 5, opaque: true)
        ctx.drawImages([
            CGImageDrawCommand(image: tile, rect: CGRect(x: 0, y: 0, width: 640, height: 240), alpha: 1, quality: .low),
            CGImageDrawCommand(image: tile, rect: CGRect(x: 0, y: 240, width: 640, height: 240), alpha: 1, quality: .low),
            CGImageDrawCommand(image: tile, rect: CGRect(x: 0, y: 1e300, width: 10, height: 1e300), alpha: 1, quality: .low),
            CGImageDrawCommand(image: tile, rect: CGRect(x: 0, y: -1e300, width: 10, height: 10), alpha: 1, quality: .low),
            CGImageDrawCommand(image: tile, rect: CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 10, height: 10), alpha: CGFloat.nan, quality: .low),
        ])
        #expect(ctx.bandedBatchCount == 1)
        #expect(pixel(ctx, 320, 100)[3] == 255 && pixel(ctx, 320, 400)[3] == 255)
    }

    @Test func aSmallBatchIsNotBanded() {
        let ctx = CGContext(width: 640, height: 480)!
        ctx.bandCount = 2
        let tile = Self.image(width: 32, height: 32, seed: 3, opaque: true)
        ctx.drawImages([CGImageDrawCommand(image: tile, rect: CGRect(x: 0, y: 0, width: 100, height: 100), alpha: 1, quality: .low)])
        #expect(ctx.bandedBatchCount == 0)
        #expect(pixel(ctx, 50, 50)[3] == 255)
    }
}
