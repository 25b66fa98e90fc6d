import Testing
import CoreGraphics

/// Opaque images drawn scaled and aligned to the axes are written by the direct scaler
/// (CGContext+DirectScale) within 2 levels per channel of cairo's bilinear result, covering the same
/// pixels; every other draw is cairo's, byte for byte as before.
@Suite struct DirectScaleTests {
    /// A photographic image: smooth gradients in each channel plus a little seeded noise, so
    /// neighbouring pixels differ by at most 24 levels (as in a photo or a tile of one at its own
    /// resolution). `opaque` false gives an alpha ramp.
    static func photo(width: Int, height: Int, seed: UInt32 = 7, opaque: Bool = true) -> CGImage {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let noise = Int(state >> 28) - 8
                let a = opaque ? 255 : 80 + 175 * x / max(1, width - 1)
                let r = min(255, max(0, 128 + Int(100 * sin(Double(x) / 9 + Double(y) / 23)) + noise))
                let g = min(255, max(0, 255 * y / max(1, height - 1) + noise / 2))
                let b = min(255, max(0, 128 + Int(90 * cos(Double(x + 2 * y) / 14)) - noise))
                let i = (y * width + x) * 4
                bytes[i] = UInt8(b * a / 255); bytes[i + 1] = UInt8(g * a / 255); bytes[i + 2] = UInt8(r * a / 255); bytes[i + 3] = UInt8(a)
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedARGB32: bytes)!
    }

    /// The bytes of a 320×240 frame (cleared to transparent) after `draw`, with the direct scaler
    /// on or off, and the pixels it wrote.
    static func render(direct: Bool, bands: Int = 1, width: Int = 320, height: Int = 240,
                       _ draw: (CGContext) -> Void) -> (bytes: [UInt32], directPixels: Int) {
        let ctx = CGContext(width: width, height: height)!
        ctx.directScaling = direct
        ctx.bandCount = bands
        ctx.interpolationQuality = .low
        draw(ctx)
        let words = ctx.data!.assumingMemoryBound(to: UInt32.self)
        let stride = ctx.bytesPerRow / 4
        var out: [UInt32] = []
        for y in 0..<height { out += UnsafeBufferPointer(start: words + y * stride, count: width) }
        return (out, ctx.directlyScaledPixels)
    }

    /// The largest difference of one channel between two frames, and the pixels where one is
    /// painted (not 0) and the other not.
    static func compare(_ a: [UInt32], _ b: [UInt32]) -> (maxLevels: Int, coverageMismatch: Int) {
        var worst = 0, mismatch = 0
        for (p, q) in zip(a, b) {
            if (p == 0) != (q == 0) { mismatch += 1 }
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return (worst, mismatch)
    }

    /// Scales down and up, with whole and fractional destination rects.
    static let rects: [CGRect] = [
        CGRect(x: 10, y: 20, width: 94.72, height: 94.72),        // 256 → 0.37
        CGRect(x: 10.25, y: 20.75, width: 192, height: 144),      // 0.75, quarter-pixel offsets
        CGRect(x: 3.6, y: 7.1, width: 256, height: 192),          // 1.0 at a fractional offset
        CGRect(x: -20.5, y: -11.3, width: 332.8, height: 249.6),  // 1.3, beyond the frame's corner
        CGRect(x: 30.4, y: 12.6, width: 640, height: 480),        // 2.5, cut by the frame
        CGRect(x: 100.5, y: 60.5, width: 131.3, height: 97.9),    // edges on pixel centres' midpoints
    ]

    @Test(arguments: [false, true])
    func scaledOpaqueDrawIsWithinTwoLevelsOfCairo(antialiased: Bool) {
        let image = Self.photo(width: 256, height: 192)
        for rect in Self.rects {
            let draw: (CGContext) -> Void = { ctx in
                ctx.setShouldAntialias(antialiased)
                ctx.draw(image, in: rect)
            }
            let cairo = Self.render(direct: false, draw)
            let direct = Self.render(direct: true, draw)
            #expect(cairo.directPixels == 0)
            #expect(direct.directPixels > 0, "the draw into \(rect) took the direct path")
            let (levels, mismatch) = Self.compare(cairo.bytes, direct.bytes)
            #expect(levels <= 2, "\(levels) levels from cairo drawing into \(rect), antialiased \(antialiased)")
            #expect(mismatch == 0, "\(mismatch) pixels covered by one and not the other, \(rect)")
            // Opaque in, opaque out: the weights of every sample sum to one (an antialiased rim,
            // cairo's, has partly covered pixels).
            if !antialiased { #expect(direct.bytes.allSatisfy { $0 == 0 || $0 >> 24 == 0xFF }) }
        }
    }

    /// Without antialiasing the image covers exactly the pixels whose centres are inside its
    /// device rect (cairo's unantialiased rule), computed here from the rect alone; the rest of
    /// the frame is untouched.
    @Test func unantialiasedEdgesCoverThePixelCentresInsideTheRect() {
        let image = Self.photo(width: 64, height: 48)
        let rect = CGRect(x: 20.3, y: 10.7, width: 150.35, height: 101.2)
        let (bytes, pixels) = Self.render(direct: true) { ctx in
            ctx.setShouldAntialias(false)
            ctx.draw(image, in: rect)
        }
        // Columns 20 (centre 20.5 ≥ 20.3) … 170 (centre 170.5 < 170.65); rows 11 … 111 (111.5 < 111.9).
        let columns = 20...170, rows = 11...111
        #expect(pixels == columns.count * rows.count)
        for y in 0..<240 {
            for x in 0..<320 {
                let inside = columns.contains(x) && rows.contains(y)
                #expect((bytes[y * 320 + x] != 0) == inside, "pixel (\(x), \(y))")
                if (bytes[y * 320 + x] != 0) != inside { return }
            }
        }
    }

    /// Draws the direct scaler must leave to cairo: rotated, clipped to a rounded path, an image
    /// with transparency, nearest sampling, cairo's GOOD filter, inside a transparency layer, with a
    /// shadow, an alpha too small to draw anything. Each frame is byte for byte cairo's.
    @Test func ineligibleDrawsAreCairosByteForByte() {
        let opaque = Self.photo(width: 128, height: 96)
        let translucent = Self.photo(width: 128, height: 96, opaque: false)
        let rect = CGRect(x: 12.4, y: 9.8, width: 201.7, height: 150.2)
        let cases: [(String, (CGContext) -> Void)] = [
            ("rotated", { $0.rotate(by: 0.1); $0.draw(opaque, in: rect) }),
            ("rounded clip", { $0.addPath(CGPath(roundedRect: rect, cornerWidth: 20, cornerHeight: 20, transform: nil)); $0.clip(); $0.draw(opaque, in: rect) }),
            ("not opaque", { $0.draw(translucent, in: rect) }),
            ("nearest", { $0.interpolationQuality = .none; $0.draw(opaque, in: rect) }),
            ("GOOD filter", { $0.interpolationQuality = .default; $0.draw(opaque, in: rect) }),
            ("transparency layer", { $0.beginTransparencyLayer(auxiliaryInfo: nil); $0.draw(opaque, in: rect); $0.endTransparencyLayer() }),
            ("shadow", { $0.setShadow(offset: CGSize(width: 3, height: 3), blur: 2); $0.draw(opaque, in: rect) }),
            ("alpha under 1/512", { $0.fill(rect); $0.setAlpha(0.001); $0.draw(opaque, in: rect) }),
        ]
        for (name, draw) in cases {
            let cairo = Self.render(direct: false, draw)
            let direct = Self.render(direct: true, draw)
            #expect(direct.directPixels == 0, "\(name) was scaled directly")
            #expect(cairo.bytes == direct.bytes, "\(name): not cairo's bytes")
            #expect(cairo.bytes.contains { $0 != 0 }, "\(name) drew nothing")
        }
    }

    /// An opaque image drawn with an alpha below 1 (a tile fading in, a translucent photo) over a
    /// picture is blended by the scaler: within 2 levels of cairo's OVER with that alpha, the same
    /// pixels covered, opaque over opaque; alone (antialiased or not) and in a batch of tiles in
    /// one band and in two, which write the same bytes.
    @Test func fadingDrawsAreBlendedWithinTwoLevelsOfCairo() {
        let image = Self.photo(width: 256, height: 192, seed: 3)
        func background(_ ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 0.85, green: 0.3, blue: 0.1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 640, height: 480))
            ctx.setFillColor(CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 320, height: 480))
        }
        for alpha in [0.05, 0.93] as [CGFloat] {
            for rect in Self.rects {
                for antialiased in [false, true] {
                    let draw: (CGContext) -> Void = { ctx in
                        background(ctx)
                        ctx.setShouldAntialias(antialiased)
                        ctx.setAlpha(alpha)
                        ctx.draw(image, in: rect)
                    }
                    let cairo = Self.render(direct: false, width: 640, height: 480, draw)
                    let direct = Self.render(direct: true, width: 640, height: 480, draw)
                    #expect(direct.directPixels > 0, "alpha \(alpha) into \(rect) took the direct path")
                    let (levels, _) = Self.compare(cairo.bytes, direct.bytes)
                    #expect(levels <= 2, "\(levels) levels from cairo, alpha \(alpha), \(rect), antialiased \(antialiased)")
                    #expect(direct.bytes.allSatisfy { $0 >> 24 == 0xFF }, "opaque over opaque stays opaque")
                }
            }
        }
        // A batch: opaque tiles, one of them fading, as a tiled layer draws them.
        let tiles = (0..<6).map { Self.photo(width: 256, height: 256, seed: UInt32(40 + $0)) }
        let batch = tiles.enumerated().map { k, tile in
            CGImageDrawCommand(image: tile, rect: CGRect(x: CGFloat(k % 3) * 213.7 - 10.2, y: CGFloat(k / 3) * 241.3 + 0.6,
                                                         width: 213.7, height: 241.3), alpha: k == 4 ? 0.37 : 1, quality: .low)
        }
        var frames: [[UInt32]] = []
        for bands in [1, 2] {
            let draw: (CGContext) -> Void = { ctx in
                background(ctx)
                ctx.setShouldAntialias(false)
                ctx.drawImages(batch)
            }
            let cairo = Self.render(direct: false, bands: bands, width: 640, height: 480, draw)
            let direct = Self.render(direct: true, bands: bands, width: 640, height: 480, draw)
            #expect(direct.directPixels > 0)
            #expect(Self.compare(cairo.bytes, direct.bytes).maxLevels <= 2)
            frames.append(direct.bytes)
        }
        #expect(frames[0] == frames[1], "two bands wrote other bytes than one")
    }

    /// The SIMD kernels this CPU has (the AVX2 and SSSE3 column kernels, the AVX2 blend) write what
    /// the portable C kernels write, byte for byte, on rows of every length up to 203 pixels (every
    /// partial 4- and 8-pixel block), and nothing past a row's end.
    @Test func simdKernelsAgreeWithThePortableOnes() {
        #expect(CGContext.directScalerKernelMismatches == 0)
    }

    /// A large single draw (a photo being pinched) is split into bands over the threads: the same
    /// bytes in two bands as in one, within 2 levels of cairo.
    @Test func largeDrawInTwoBandsEqualsOneBand() {
        let image = Self.photo(width: 800, height: 600, seed: 5)
        let draw: (CGContext) -> Void = { $0.draw(image, in: CGRect(x: 20.3, y: 10.6, width: 601.7, height: 451.4)) }
        let cairo = Self.render(direct: false, width: 640, height: 480, draw)
        let one = Self.render(direct: true, bands: 1, width: 640, height: 480, draw)
        let two = Self.render(direct: true, bands: 2, width: 640, height: 480, draw)
        #expect(one.directPixels >= CGContext.minimumBandedPixels)
        #expect(one.bytes == two.bytes, "two bands wrote other bytes than one")
        let (levels, mismatch) = Self.compare(cairo.bytes, two.bytes)
        #expect(levels <= 2)
        #expect(mismatch == 0)
    }

    /// A tiled layer's batch (`drawImages`, opaque tiles at alpha 1, bilinear, unantialiased) is
    /// written by the direct scaler (`DirectScale.scalesTileBatches`), tile by tile inside each band:
    /// every pixel whose centre lies in a tile's device rect (counted here from the rects alone),
    /// within 2 levels of cairo, opaque, and the same bytes in two bands as in one.
    @Test func tileBatchesAreScaledDirectlyInsideTheBands() {
        let tiles = (0..<6).map { Self.photo(width: 256, height: 256, seed: UInt32(20 + $0)) }
        let rects = (0..<6).map { k in
            CGRect(x: CGFloat(k % 3) * 213.7 - 10.2, y: CGFloat(k / 3) * 241.3 + 0.6, width: 213.7, height: 241.3)
        }
        let batch = zip(tiles, rects).map { CGImageDrawCommand(image: $0, rect: $1, alpha: 1, quality: .low) }
        // Pixels whose centres (i + 0.5) lie in [min, max), within the 640×480 frame.
        func centres(_ lo: CGFloat, _ hi: CGFloat, _ limit: Int) -> Int {
            (0..<limit).filter { CGFloat($0) + 0.5 >= lo && CGFloat($0) + 0.5 < hi }.count
        }
        let covered = rects.reduce(0) { $0 + centres($1.minX, $1.maxX, 640) * centres($1.minY, $1.maxY, 480) }
        var frames: [[UInt32]] = []
        for bands in [1, 2] {
            let draw: (CGContext) -> Void = { ctx in
                ctx.setShouldAntialias(false)
                ctx.drawImages(batch)
                #expect(ctx.bandedBatchCount == (bands > 1 ? 1 : 0), "banded with \(bands) bands")
            }
            let cairo = Self.render(direct: false, bands: bands, width: 640, height: 480, draw)
            let direct = Self.render(direct: true, bands: bands, width: 640, height: 480, draw)
            #expect(cairo.directPixels == 0)
            #expect(direct.directPixels == covered, "\(bands) bands: the scaler wrote every covered pixel")
            let (levels, mismatch) = Self.compare(cairo.bytes, direct.bytes)
            #expect(levels <= 2, "\(levels) levels from cairo in \(bands) bands")
            #expect(mismatch == 0)
            #expect(direct.bytes.allSatisfy { $0 == 0 || $0 >> 24 == 0xFF })
            frames.append(direct.bytes)
        }
        #expect(frames[0] == frames[1], "two bands wrote other bytes than one")
    }

    /// Draws whose rect is finite but far outside the frame (y = 10³⁰⁰) or magnified beyond the
    /// scaler's 16.16 step are left to cairo, byte for byte, without trapping (the antialiased
    /// rim's pixel box is clamped), alone and in a batch.
    @Test func drawsFarOutsideTheFrameOrHugelyMagnifiedAreCairos() {
        let image = Self.photo(width: 32, height: 32)
        let far = [CGRect(x: 0, y: 1e300, width: 10, height: 1e300), CGRect(x: -1e300, y: 5, width: 10, height: 10),
                   CGRect(x: 3, y: 4, width: 1e300, height: 1e300)]
        for rect in far {
            for antialiased in [true, false] {
                let single: (CGContext) -> Void = { $0.setShouldAntialias(antialiased); $0.draw(image, in: rect) }
                let batch: (CGContext) -> Void = {
                    $0.setShouldAntialias(antialiased)
                    $0.drawImages([CGImageDrawCommand(image: image, rect: rect, alpha: 1, quality: .low)])
                }
                for draw in [single, batch] {
                    let direct = Self.render(direct: true, draw), cairo = Self.render(direct: false, draw)
                    #expect(direct.directPixels == 0, "\(rect)")
                    #expect(direct.bytes == cairo.bytes, "\(rect), antialiased \(antialiased)")
                }
            }
        }
    }

    /// A large image shown at under half its size is scaled from its half-size mipmap, made once
    /// and kept with the image (and counted): the frame is within 3 levels of cairo drawing a
    /// 2×2 box average of the image, computed here, into the same rect (3, not 2: at half size the
    /// photo's neighbouring pixels differ twice as much, so a sample position rounded differently
    /// from cairo's moves a level more).
    @Test func largeImageShownSmallScalesFromItsHalfSizeMipmap() {
        let w = 1024, h = 1024
        let image = Self.photo(width: w, height: h, seed: 11)
        // The box average, from the image's own bytes.
        var half = [UInt8](repeating: 0, count: (w / 2) * (h / 2) * 4)
        image.withUnsafePixelBytes { src in
            for y in 0..<(h / 2) {
                for x in 0..<(w / 2) {
                    for c in 0..<4 {
                        var sum = 0
                        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { sum += Int(src[(2 * y + dy) * image.bytesPerRow + (2 * x + dx) * 4 + c]) }
                        half[(y * (w / 2) + x) * 4 + c] = UInt8((sum + 2) / 4)
                    }
                }
            }
        }
        let halfImage = CGImage(width: w / 2, height: h / 2, bytesPerRow: w * 2, premultipliedARGB32: half)!
        let rect = CGRect(x: 5.5, y: 3.25, width: 300.3, height: 230.6)
        let direct = Self.render(direct: true) { $0.setShouldAntialias(false); $0.draw(image, in: rect) }
        let reference = Self.render(direct: false) { $0.setShouldAntialias(false); $0.draw(halfImage, in: rect) }
        let (levels, mismatch) = Self.compare(reference.bytes, direct.bytes)
        #expect(levels <= 3)
        #expect(mismatch == 0)
        #expect(direct.directPixels > 0)
        let mip = image.halfSizeMipmap
        #expect(mip?.width == w / 2 && mip?.height == h / 2)
        #expect(mip === image.halfSizeMipmap, "made once")
        #expect(image.mipmapByteCount == (w / 2) * (h / 2) * 4, "counted with the image")
        #expect(CGImage.mipmapBytesInUse >= image.mipmapByteCount, "and in the process-wide count")
        // A small image keeps none.
        let small = Self.photo(width: 256, height: 256)
        #expect(small.halfSizeMipmap == nil)
        #expect(small.mipmapByteCount == 0)
    }
}
