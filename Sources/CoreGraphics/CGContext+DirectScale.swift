@_implementationOnly import CImageScale
@_implementationOnly import Ccairo
import Dispatch

/// Scaled opaque image draws aligned to the axes, written straight into the frame by a SIMD
/// scaler instead of pixman.
///
/// Why: pixman's bilinear scaler (cairo's only one) costs ~1.5–2 ns an output pixel, 11–13× a
/// memcpy of the frame for a screen of scaled tiles: cairo's floor, not the machine's
/// (docs/bench/README.md). An opaque image drawn with alpha 1 over an axis-aligned transform needs
/// no compositing at all, only resampling: each destination pixel is one bilinear sample of the
/// image; drawn with an alpha below 1 (a tile fading in), each sample is blended over the frame
/// with pixman's arithmetic for an opaque source through a solid mask (an AVX2 row kernel).
/// `cimage_scale_bilinear` (C target CImageScale) does that with libyuv's row kernels at the
/// sample positions pixman uses (cairo's EXTEND_PAD edges, 7-bit weights), so the result is within
/// a few levels of cairo's (DirectScaleTests), and bands split it by rows over the cores.
///
/// Which draws qualify (`DirectScale.plan`): the image is opaque, the alpha above 0, the operator
/// OVER or SOURCE (the two are the same for an opaque image, with or without an alpha: both move
/// the destination towards the image by the alpha), the filter bilinear (`.low`, what the
/// compositor uses), the transform a positive scale and a translation, the context not inside a
/// transparency layer or drawing a shadow, its clip whole-pixel rects. Everything else (images
/// with transparency, rotations, rounded clips) is drawn by cairo exactly as before.
///
/// Edges: with antialiasing off (tiles), the image covers the pixels whose centres lie inside its
/// device rect, as cairo rasterises an unantialiased rect, and the scaler writes all of them.
/// With antialiasing on (a photo's contents), the scaler writes the pixels entirely inside the
/// rect and cairo paints the partly covered rim around them, clipped to it, as it always did.
enum DirectScale {
    /// A device-space box of whole pixels, half-open: columns `x0..<x1`, rows `y0..<y1`.
    struct PixelBox: Equatable, Sendable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }
        func intersection(_ o: PixelBox) -> PixelBox {
            PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        }
        /// The pixels of the device rect `r` whose centres lie inside it (an unantialiased fill).
        init(centresIn r: CGRect) {
            func first(_ v: CGFloat) -> Int { Int(max(-1e9, min(1e9, (v - 0.5).rounded(.up)))) }
            self.init(x0: first(r.minX), y0: first(r.minY), x1: first(r.maxX), y1: first(r.maxY))
        }
        /// The pixels entirely inside the device rect `r`.
        init(inside r: CGRect) {
            func clamp(_ v: CGFloat) -> Int { Int(max(-1e9, min(1e9, v))) }
            self.init(x0: clamp(r.minX.rounded(.up)), y0: clamp(r.minY.rounded(.up)),
                      x1: clamp(r.maxX.rounded(.down)), y1: clamp(r.maxY.rounded(.down)))
        }
        /// The pixels the device rect `r` touches (rounded out). Coordinates are clamped to ±10⁹
        /// first, so a rect far outside the frame (a tile at y = 10³⁰⁰) makes an empty box, not a trap.
        init(outside r: CGRect) {
            func clamp(_ v: CGFloat) -> Int { Int(max(-1e9, min(1e9, v))) }
            self.init(x0: clamp(r.minX.rounded(.down)), y0: clamp(r.minY.rounded(.down)),
                      x1: clamp(r.maxX.rounded(.up)), y1: clamp(r.maxY.rounded(.up)))
        }
        init(x0: Int, y0: Int, x1: Int, y1: Int) { (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1) }
        var rect: CGRect { CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
    }

    /// Whether a tiled layer's batch (`CGContext.drawImages`) goes to the direct scaler: yes, each
    /// qualifying tile (fading ones too) written by the scaler inside its band. Measured on this
    /// project's 2-core machine (scripts/scaler-bench.sh: CPU time, pixman in the same run;
    /// docs/bench/README.md, "Issue 28 part 2, continued"): with the column table computed once per
    /// draw and an AVX2 column kernel, a 256-px tile costs the scaler 1/1.1–1/1.6 of pixman's time
    /// (at 0.5 reading the source dominates both), a fading one 1/1.5–1/1.8; the gigapixel
    /// composite fell from 7.1 to 4.8 ms of CPU a frame. The first version's column kernel (a 64-bit
    /// position and a weight vector built per pair of pixels) was slower than pixman per tile.
    static let scalesTileBatches = true

    /// Images at least this large keep a half-size mipmap when shown at under half their size: a
    /// 4000×3000 photo shown at a third of its size reads 12 M pixels a frame for 1.3 M written. Tiles
    /// (256²) are never shown that small (a pyramid's next level is the mipmap).
    static let mipmapMinimumPixels = 1 << 20

    /// The frame memory a draw writes to: the target surface of `cr`, when it is a plain ARGB32
    /// image surface (not a transparency layer's group).
    struct Frame {
        let data: UnsafeMutableRawPointer
        let stride: Int
        let width: Int, height: Int
        let surface: OpaquePointer
    }

    static func frame(of cr: OpaquePointer) -> Frame? {
        guard let s = cairo_get_target(cr), cairo_get_group_target(cr) == s,
              cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(s) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(s) else { return nil }
        return Frame(data: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(s)),
                     width: Int(cairo_image_surface_get_width(s)), height: Int(cairo_image_surface_get_height(s)), surface: s)
    }

    /// What a qualifying draw does: the boxes the scaler writes, the rim cairo paints.
    struct Plan {
        let image: CGImage
        /// The image's rect in device space (fractional).
        let device: CGRect
        /// Where the scaler writes (within the frame and the clip).
        let boxes: [PixelBox]
        /// Whole-pixel device rects around the boxes that cairo paints (the antialiased rim), in
        /// the frame and the clip; empty with antialiasing off.
        let rim: [CGRect]
        let frame: Frame
        /// The draw's alpha in 255ths, as pixman gets it from cairo (255: the samples are written;
        /// below: blended over the frame as pixman's OVER through a solid mask).
        let opacity: Int32
    }

    /// The plan for drawing `image` into the user-space rect `r` of `cr` with the given
    /// parameters, or nil when the draw does not qualify. `clip` is the clip in device space as
    /// whole-pixel rects (the context's, a band's rows); `commandClip` extra user-space rects.
    static func plan(_ image: CGImage, in r: CGRect, alpha: CGFloat, filter: cairo_filter_t, on cr: OpaquePointer,
                     clip: [CGRect]?, commandClip: [CGRect]?) -> Plan? {
        // The alpha as cairo hands it to pixman, the scaler's opacity: 16 bits rounded, then the top
        // 8 (cairo's color to pixman's). One that comes to 0 is cairo's (it draws nothing).
        let opacity = alpha.isFinite ? Int((min(alpha, 1) * 65535).rounded()) >> 8 : 0
        guard let clip, opacity > 0, filter == CAIRO_FILTER_BILINEAR,
              cairo_get_operator(cr) == CAIRO_OPERATOR_OVER || cairo_get_operator(cr) == CAIRO_OPERATOR_SOURCE,
              image.width <= 32767, let frame = frame(of: cr) else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, m.xx.isFinite, m.yy.isFinite, m.x0.isFinite, m.y0.isFinite else { return nil }
        let device = CGRect(x: m.xx * r.minX + m.x0, y: m.yy * r.minY + m.y0, width: m.xx * r.width, height: m.yy * r.height)
        // The source step per destination pixel must fit the scaler's 16.16 fixed point: under
        // 16384 pixels, and at least a 65536th (magnified 32768× at most; beyond, cairo draws it).
        guard device.width > 0, device.height > 0,
              Double(image.width) / device.width < 16384, Double(image.height) / device.height < 16384,
              device.width < Double(image.width) * 32768, device.height < Double(image.height) * 32768 else { return nil }
        let antialiased = cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE
        // A clip of the draw's own, in device space: only for unantialiased draws, whose clip
        // edges snap to pixel centres as the image's edges do.
        var ownClip: [PixelBox]?
        if let commandClip {
            guard !antialiased else { return nil }
            ownClip = commandClip.map { c in
                PixelBox(centresIn: CGRect(x: m.xx * c.minX + m.x0, y: m.yy * c.minY + m.y0, width: m.xx * c.width, height: m.yy * c.height))
            }
        }
        // Checked last: it scans the image once.
        guard image.isOpaque else { return nil }
        let whole = PixelBox(x0: 0, y0: 0, x1: frame.width, y1: frame.height)
        let inner = antialiased ? PixelBox(inside: device) : PixelBox(centresIn: device)
        var boxes: [PixelBox] = []
        var rim: [CGRect] = []
        for c in clip {
            let region = PixelBox(x0: Int(c.minX), y0: Int(c.minY), x1: Int(c.maxX), y1: Int(c.maxY)).intersection(whole)
            for own in ownClip ?? [whole] {
                let b = inner.intersection(region).intersection(own)
                if !b.isEmpty { boxes.append(b) }
                guard antialiased else { continue }
                // The rim: what the rect's pixels (rounded out) hold beyond the inner box.
                let outer = PixelBox(outside: device).intersection(region)
                guard !outer.isEmpty else { continue }
                if b.isEmpty { rim.append(outer.rect); continue }
                let strips = [PixelBox(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: b.y0),
                              PixelBox(x0: outer.x0, y0: b.y1, x1: outer.x1, y1: outer.y1),
                              PixelBox(x0: outer.x0, y0: b.y0, x1: b.x0, y1: b.y1),
                              PixelBox(x0: b.x1, y0: b.y0, x1: outer.x1, y1: b.y1)]
                rim += strips.filter { !$0.isEmpty }.map(\.rect)
            }
        }
        // Shown under half its size, a large image is read from its mipmap (the nearest level above).
        var source = image
        while device.width * 2 < CGFloat(source.width), device.height * 2 < CGFloat(source.height),
              source.width * source.height >= mipmapMinimumPixels, let half = source.halfSizeMipmap {
            source = half
        }
        return Plan(image: source, device: device, boxes: boxes, rim: rim, frame: frame, opacity: Int32(opacity))
    }

    /// Writes the plan's boxes with the scaler, in `bands` horizontal bands on as many threads when
    /// they cover at least `CGContext.minimumBandedPixels`. Returns the pixels written.
    static func write(_ plan: Plan, bands: Int) -> Int {
        let pixels = plan.boxes.reduce(0) { $0 + $1.area }
        guard pixels > 0 else { return 0 }
        cairo_surface_flush(plan.frame.surface)
        let job = ScaleJob(plan: plan)
        if bands > 1, pixels >= CGContext.minimumBandedPixels {
            DispatchQueue.concurrentPerform(iterations: bands) { band in job.run(band: band, of: bands) }
        } else {
            job.run(band: 0, of: 1)
        }
        for b in plan.boxes {
            cairo_surface_mark_dirty_rectangle(plan.frame.surface, Int32(b.x0), Int32(b.y0), Int32(b.x1 - b.x0), Int32(b.y1 - b.y0))
        }
        return pixels
    }
}

/// One direct scale, handed to the band threads. @unchecked: the frame memory is written only in
/// the boxes' rows of each band (bands share no rows), the image only read.
private struct ScaleJob: @unchecked Sendable {
    let plan: DirectScale.Plan

    /// Writes band `band` of `bands` of every box (its share of the box's rows).
    ///
    /// Destination pixel (x, y) samples the image at ((x + 0.5 − minX) / sx − 0.5, …), pixel
    /// centres at whole numbers: pixman's bilinear sample position. The 16.16 positions are
    /// anchored at the draw's first covered pixel and stepped from there, so any split of the
    /// draw into boxes and bands samples the same positions (a banded frame is the one-band frame).
    func run(band: Int, of bands: Int) {
        let image = plan.image, frame = plan.frame, d = plan.device
        let sx = Double(d.width) / Double(image.width), sy = Double(d.height) / Double(image.height)
        let one = 65536.0
        let dx = Int64((one / sx).rounded()), dy = Int64((one / sy).rounded())
        let anchor = DirectScale.PixelBox(centresIn: d)
        let ax = Int64((((Double(anchor.x0) + 0.5 - Double(d.minX)) / sx - 0.5) * one).rounded())
        let ay = Int64((((Double(anchor.y0) + 0.5 - Double(d.minY)) / sy - 0.5) * one).rounded())
        image.withUnsafePixelBytes { src in
            guard let base = src.baseAddress else { return }
            for box in plan.boxes {
                let rows = box.y1 - box.y0
                let top = box.y0 + rows * band / bands, bottom = box.y0 + rows * (band + 1) / bands
                guard bottom > top else { continue }
                let x0 = ax + Int64(box.x0 - anchor.x0) * dx, y0 = ay + Int64(top - anchor.y0) * dy
                let dst = frame.data + top * frame.stride + box.x0 * 4
                _ = cimage_scale_bilinear(base.assumingMemoryBound(to: UInt8.self), Int32(image.bytesPerRow),
                                          Int32(image.width), Int32(image.height), dst.assumingMemoryBound(to: UInt8.self),
                                          Int32(frame.stride), Int32(box.x1 - box.x0), Int32(bottom - top), x0, dx, y0, dy, plan.opacity)
            }
        }
    }
}

extension CGContext {
    /// The bytes on which the direct scaler's SIMD kernels for this CPU (AVX2, SSSE3) differ from its
    /// portable C ones on seeded rows of every length up to 203 pixels, counting a byte written
    /// past a row's end (`cimage_scale_kernels_disagree`): 0 when they agree. For tests: a CPU with
    /// AVX2 draws with the AVX2 kernel only, so the SSSE3 one would otherwise never run here.
    package static var directScalerKernelMismatches: Int { Int(cimage_scale_kernels_disagree()) }
}
