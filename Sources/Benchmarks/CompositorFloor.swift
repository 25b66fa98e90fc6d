import Foundation
import UIKit

/// What cairo itself charges for a scaled composite, measured in the same run as the compositor, so
/// a ratio over 1 is ScrollKit's overhead and the rest is the floor of the renderer it sits on.
///
/// Issue 15's composite goal (3× a memcpy of the frame) is a GPU's figure: a GPU samples textures
/// bilinearly for free. On the CPU every scaled pixel goes through pixman's bilinear path (SSE2 on
/// x86-64; a perf profile of the gigapixel session puts 51–55 % of its samples in libpixman). These
/// cases draw the same pixels with plain CGContext calls, no layer tree: what a cairo-based
/// compositor cannot go under, whatever its tree walk, culling or caching.
///
/// How exact each is: the pinch floor is exact (the same image into the same rect as the frame).
/// The screen floors are estimates of a typical frame, not of a given one: one scale (0.75, the
/// middle of the 0.5…1 range a tiled layer's level is drawn at) and one tile grid, where a real
/// frame's scale and tile count vary with the zoom; `composite_gigapixel_x_floor` compares the
/// session's median frame with them, so read it as "about the floor", not as a bound.
///
/// Both draw the way the compositor does (CALayer+Rendering): bilinear sampling (`.low`), opaque
/// images with the copy operator (cairo SOURCE), whole-pixel clips (no anti-aliasing).
@MainActor
enum CompositorFloor {
    /// CPU seconds (BenchClock) to fill `ctx` with the background and draw `image` filling `rect`
    /// (device pixels): the least a frame showing only that image costs in cairo.
    static func time(filling ctx: CGContext, background: CGColor, drawing image: CGImage, in rect: CGRect) -> Double {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        // cairo's floor: not the direct scaler (CGContext+DirectScale), which the compositor may use.
        let direct = ctx.directScaling
        ctx.directScaling = false
        defer { ctx.directScaling = direct }
        ctx.setShouldAntialias(false)
        ctx.interpolationQuality = .low
        ctx.setBlendMode(.copy)
        let start = BenchClock.thread()
        ctx.setFillColor(background)
        ctx.fill(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
        ctx.draw(image, in: rect)
        return BenchClock.thread() - start
    }

    /// Median CPU seconds of one screen of scaled tiles: opaque `tileSize`² images (CATiledLayer's
    /// default 256, each its own memory, as a tile cache holds them) drawn scaled by `scale` (tile
    /// pixels to device pixels) edge to edge so they cover the whole `width × height` frame, a
    /// little off the pixel grid each time (as a pan leaves them), over a filled background. With
    /// `alpha` below 1 they are drawn blended (source-over with that opacity), as a tile fading in
    /// is. A tiled layer between two levels draws its level at a scale in 0.5…1 (CATiledLayer's
    /// level rule), so the gigapixel floor uses 0.75.
    static func screen(width: Int, height: Int, scale: CGFloat, tileSize: Int = 256, alpha: CGFloat = 1,
                       frames: Int = 31) -> Double {
        let step = CGFloat(tileSize) * scale
        let columns = Int((CGFloat(width) / step).rounded(.up)) + 1, rows = Int((CGFloat(height) / step).rounded(.up)) + 1
        guard let ctx = CGContext(width: width, height: height),
              let picture = pattern(width: columns * tileSize, height: rows * tileSize) else { return .nan }
        ctx.directScaling = false
        let tiles = (0..<rows).flatMap { r in (0..<columns).compactMap { c in
            picture.cropping(to: CGRect(x: c * tileSize, y: r * tileSize, width: tileSize, height: tileSize)) } }
        guard tiles.count == rows * columns else { return .nan }
        var samples: [Double] = []
        for i in 0..<frames {
            // A fractional offset that changes every frame: no frame hits an integer-aligned shortcut.
            let dx = -CGFloat(i % 7) * 0.37 - 0.21
            ctx.saveGState()
            ctx.setShouldAntialias(false)
            ctx.interpolationQuality = .low
            let start = BenchClock.thread()
            ctx.setBlendMode(.copy)
            ctx.setFillColor(CGColor(gray: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
            // Opaque tiles copy (cairo SOURCE), as the compositor draws them; fading ones blend.
            ctx.setBlendMode(alpha < 1 ? .normal : .copy)
            ctx.setAlpha(alpha)
            for (k, tile) in tiles.enumerated() {
                let rect = CGRect(x: dx + CGFloat(k % columns) * step, y: dx * 0.5 + CGFloat(k / columns) * step,
                                  width: step, height: step)
                ctx.draw(tile, in: rect)
            }
            samples.append(BenchClock.thread() - start)
            ctx.restoreGState()
        }
        return RenderBenchmark.median(samples)
    }

    /// Median CPU seconds of the memory traffic one screen of scaled tiles cannot avoid, whatever
    /// the scaler: reading every byte of the distinct `tileSize`² tiles that cover a `width × height`
    /// frame at `scale` (a reduced bilinear draw reads every source row), then writing the frame
    /// once. The tiles come from a pool larger than the caches (400 tiles, 100 MiB), each read
    /// whole with glibc's vectorised `memchr` looking for a byte none holds; the frame is written
    /// with `memset`. Why: after the direct scaler (issue 28) the composite's largest cost is
    /// libyuv's row kernel waiting on tile memory, so this is the floor a CPU compositor with
    /// CATiledLayer's level rule (tiles drawn at 0.5…1) can approach, next to a memcpy of the frame.
    static func memoryScreen(width: Int, height: Int, scale: CGFloat, tileSize: Int = 256, frames: Int = 41) -> Double {
        let tileBytes = tileSize * tileSize * 4, poolCount = 400
        let step = CGFloat(tileSize) * scale
        let perScreen = (Int((CGFloat(width) / step).rounded(.up)) + 1) * (Int((CGFloat(height) / step).rounded(.up)) + 1)
        let pool = UnsafeMutableRawPointer.allocate(byteCount: tileBytes * poolCount, alignment: 64)
        let frame = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
        defer { pool.deallocate(); frame.deallocate() }
        pool.initializeMemory(as: UInt8.self, repeating: 1, count: tileBytes * poolCount)
        frame.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
        var next = 0, found = 0
        var samples: [Double] = []
        for i in 0..<frames {
            let start = BenchClock.thread()
            for _ in 0..<perScreen {
                if memchr(pool + (next % poolCount) * tileBytes, 0xFF, tileBytes) != nil { found += 1 }
                next += 1
            }
            memset(frame, Int32(i & 0x7F), width * height * 4)
            samples.append(BenchClock.thread() - start)
        }
        precondition(found == 0, "the tile pool holds only 1s")
        return RenderBenchmark.median(samples)
    }

    /// An opaque picture with detail in every pixel (so no run-length or solid-colour shortcut
    /// applies), from a fixed formula.
    static func pattern(width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0, let ctx = CGContext(width: width, height: height) else { return nil }
        for band in 0..<8 {
            let t = CGFloat(band) / 7
            ctx.setFillColor(CGColor(red: 0.2 + 0.7 * t, green: 0.5, blue: 0.9 - 0.7 * t, alpha: 1))
            ctx.fill(CGRect(x: 0, y: CGFloat(height * band / 8), width: CGFloat(width), height: CGFloat(height / 8 + 1)))
        }
        ctx.setFillColor(CGColor(gray: 1, alpha: 0.5))
        for x in stride(from: 0, to: width, by: 3) { ctx.fill(CGRect(x: CGFloat(x), y: 0, width: 1, height: CGFloat(height))) }
        return ctx.makeImage()
    }
}
