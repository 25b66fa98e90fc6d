@_implementationOnly import Ccairo
import Dispatch
import Foundation

/// One image of a batch that `CGContext.drawImages(_:)` composites: what `draw(_:in:)` would draw
/// with this alpha and sampling, inside `clip` (user space, the union of the rects) when there is one.
package struct CGImageDrawCommand: Sendable {
    /// The image to draw, scaled to fill `rect`.
    package var image: CGImage
    /// Where, in user space.
    package var rect: CGRect
    /// The global alpha to draw with.
    package var alpha: CGFloat
    /// How the image is sampled when scaled.
    package var quality: CGInterpolationQuality
    /// Nil, or rects (user space) the draw is clipped to, on top of the context's clip.
    package var clip: [CGRect]?

    /// A draw of `image` filling `rect`.
    package init(image: CGImage, rect: CGRect, alpha: CGFloat, quality: CGInterpolationQuality, clip: [CGRect]? = nil) {
        self.image = image
        self.rect = rect
        self.alpha = alpha
        self.quality = quality
        self.clip = clip
    }
}

/// Compositing a batch of images in horizontal bands, one per core.
///
/// A frame of scaled tiles costs pixman about 1.5 ns per output pixel (bilinear, SSE2), 11–13× a
/// memcpy of the frame (docs/bench/README.md, "Why the others do not hold"): one core cannot composite a
/// 1920×1080 frame of them in a 120 Hz frame. The work splits cleanly by rows: each band gets its
/// own `cairo_t` on its own cairo surface that aliases the frame's pixel memory (no cairo object is
/// shared between threads; the tile images are only read), clipped to its rows, with the same
/// transform, clip, operator and antialiasing as this context. Because every band draws with the
/// same matrix and pixman computes each pixel's sample position from its absolute coordinates
/// (exactly linear in the row in its fixed-point arithmetic), a banded frame is byte for byte the
/// single-band one (CGContextBandTests). The work does not shrink; the wall time divides by the
/// cores.
extension CGContext {
    /// The number of bands a large batch is split into: the cores this process may use
    /// (`ProcessInfo.activeProcessorCount`), read once.
    package static let defaultBandCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Below this many destination pixels a batch is drawn on the calling thread: handing bands to
    /// another thread costs tens of microseconds, the time pixman scales ~20,000 pixels in; a
    /// quarter of a 1920×1080 frame (518,400 pixels) is where two bands clearly pay.
    package static let minimumBandedPixels = 512 * 512

    /// Draws the batch in order, as `draw(_:in:)` with each command's alpha, sampling and clip
    /// would, in `bandCount` horizontal bands on as many threads when the batch covers at least
    /// `minimumBandedPixels` and this context can be banded (its clip is a set of whole-pixel
    /// rectangles and it is not drawing into a transparency layer); otherwise on this thread.
    package func drawImages(_ batch: [CGImageDrawCommand]) {
        // A rect that is empty or not finite draws nothing (as in `draw(_:in:)`); a clip rect that
        // is not finite clips nothing away (cairo would enter an error state for good).
        let commands = batch.compactMap { c -> CGImageDrawCommand? in
            guard let r = Self.drawableRect(c.rect) else { return nil }
            var c = c
            c.rect = r
            if let clip = c.clip {
                // Empty rects add nothing to the clip's union; one that is not finite lifts the clip.
                let finite = clip.allSatisfy { r in [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
                c.clip = finite ? clip.filter { Self.drawableRect($0) != nil } : nil
            }
            return c
        }
        guard !commands.isEmpty else { return }
        let pixels = tally(commands)
        // Opaque images copy with SOURCE where the clip is whole pixels (see `paint`).
        let deviceClip = deviceClipRects()
        if let deviceClip, let plan = bandPlan(for: commands, pixels: pixels, clip: deviceClip) {
            drawBanded(commands, plan: plan)
        } else {
            for c in commands { drawSerially(c, deviceClip: deviceClip) }
        }
    }

    /// One command on this context, with the calls `draw(_:in:)` makes.
    private func drawSerially(_ c: CGImageDrawCommand, deviceClip: [CGRect]?) {
        guard let r = Self.drawableRect(c.rect) else { return }
        saveGState()
        if let rects = c.clip { clip(to: rects) }
        didDraw = true
        let direct = directScaling && DirectScale.scalesTileBatches ? deviceClip.map { DirectScaleRequest(clip: $0, commandClip: c.clip, bands: 1) } : nil
        directlyScaledPixels += Self.paint(c.image, in: r, alpha: Self.clampedAlpha(c.alpha), filter: c.quality.cairoFilter, on: cr,
                                           opaqueAsSource: deviceClip != nil, direct: direct)
        restoreGState()
        didPaint(.user(r))
    }

    /// The rect `draw(_:in:)` fills: standardized, or nil when empty or not finite.
    static func drawableRect(_ rect: CGRect) -> CGRect? {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite,
              r.width.isFinite, r.height.isFinite else { return nil }
        return r
    }

    /// An alpha as `setAlpha(_:)` keeps it.
    static func clampedAlpha(_ alpha: CGFloat) -> CGFloat { alpha.isFinite ? min(max(alpha, 0), 1) : 1 }

    /// The clip in device space as whole-pixel rects; nil when it is not (a rounded or anti-aliased edge).
    func deviceClipRects() -> [CGRect]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).map { i -> CGRect in
            let r = list.pointee.rectangles[i]
            return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
        }
    }

    /// What every band needs from this context: the device-space clip rects, the transform, the
    /// operator and antialiasing, the pixel memory. Nil when the batch is drawn serially.
    private func bandPlan(for commands: [CGImageDrawCommand], pixels: Double, clip: [CGRect]) -> BandPlan? {
        let bands = min(bandCount, height / 64)
        guard bands > 1, pixels >= Double(Self.minimumBandedPixels), cairo_get_group_target(cr) == surface,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        let boundaries = bandBoundaries(for: commands, bands: bands)
        guard boundaries.count > 2 else { return nil }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return BandPlan(boundaries: boundaries, pixels: FramePixels(data: UnsafeMutableRawPointer(data)), width: width, height: height,
                        stride: Int(cairo_image_surface_get_stride(surface)), clip: clip, matrix: m,
                        op: cairo_get_operator(cr), antialias: cairo_get_antialias(cr), directScaling: directScaling)
    }

    /// The rows where bands meet, with 0 and `height` at the ends: as near the even split as a row
    /// that no draw straddles allows, and none where every row is straddled (a batch of one big
    /// image stays on one thread).
    ///
    /// Why no draw may straddle: cairo hands pixman a transform whose translation it corrects for
    /// the rounding of the scale to 16.16 fixed point at the centre of each draw's extents
    /// (`_cairo_matrix_to_pixman_matrix_offset`), so a draw cut in two by a band's clip samples a
    /// 65536th of a pixel elsewhere, and some pixels differ by one level from the uncut draw. A
    /// tiled layer's draws are whole tiles (and coarse levels clipped to runs of one row of
    /// them), so the tile rows' edges are where bands meet.
    private func bandBoundaries(for commands: [CGImageDrawCommand], bands: Int) -> [Int] {
        let t = ctm
        var spans: [(top: CGFloat, bottom: CGFloat)] = []
        var edges = Set<Int>()
        for c in commands {
            var r = c.rect.applying(t)
            if let clip = c.clip { r = r.intersection(clip.reduce(CGRect.null) { $0.union($1) }.applying(t)) }
            guard !r.isNull, !r.isEmpty, r.minY.isFinite, r.maxY.isFinite else { continue }
            spans.append((r.minY, r.maxY))
            // Edges beyond the frame are no use as boundaries (and clamping keeps Int() from trapping).
            let limit = CGFloat(height + 1)
            edges.insert(Int(min(max(r.minY, -1), limit).rounded()))
            edges.insert(Int(min(max(r.maxY, -1), limit).rounded()))
        }
        // A draw covers the rows its edges round to (cairo snaps unantialiased edges to the
        // nearest row; 0.49 leaves room for its 24.8 fixed point).
        func straddled(_ row: Int) -> Bool {
            let y = CGFloat(row)
            return spans.contains { $0.top < y - 0.49 && $0.bottom > y + 0.49 }
        }
        let candidates = edges.filter { $0 > 0 && $0 < height && !straddled($0) }.sorted()
        // A boundary more than half a band from the even split would leave one thread most of the work.
        let slack = height / (2 * bands)
        var boundaries = [0]
        for i in 1..<bands {
            let target = height * i / bands
            let near = candidates.filter { $0 > boundaries.last! && abs($0 - target) <= slack }
            if let best = near.min(by: { abs($0 - target) < abs($1 - target) }) { boundaries.append(best) }
        }
        boundaries.append(height)
        return boundaries
    }

    /// Adds the batch to `imageDrawTally` and returns the destination pixels it covers (each draw's
    /// device rect within the frame and its clip's bounds; an estimate for a rotated context).
    private func tally(_ commands: [CGImageDrawCommand]) -> Double {
        let t = ctm
        let frame = boundingBoxOfClipPath.applying(t).intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !frame.isNull else { return 0 }
        var total = 0.0
        for c in commands {
            var r = c.rect.applying(t).intersection(frame)
            if let clip = c.clip {
                let bounds = clip.reduce(CGRect.null) { $0.union($1) }
                r = r.intersection(bounds.applying(t))
            }
            guard !r.isNull else { continue }
            let area = Double(r.width * r.height)
            total += area
            imageDrawTally.draws += 1
            imageDrawTally.pixels += area
            if c.alpha < 1 { imageDrawTally.blendedPixels += area }
            if c.quality == .none { imageDrawTally.nearestPixels += area }
            if c.clip != nil { imageDrawTally.clippedPixels += area }
        }
        return total
    }

    /// Runs the bands concurrently (the calling thread takes one) and waits for all of them.
    private func drawBanded(_ commands: [CGImageDrawCommand], plan: BandPlan) {
        didDraw = true
        bandedBatchCount += 1
        cairo_surface_flush(surface)
        let timer = bandTimer
        let caller = pthread_self()
        let offCaller = BandTimes(count: plan.bands), written = BandTimes(count: plan.bands)
        defer { offCaller.release(); written.release() }
        DispatchQueue.concurrentPerform(iterations: plan.bands) { band in
            let start = timer?() ?? 0
            written.record(Double(plan.draw(commands, band: band)), band: band)
            if let timer, pthread_equal(pthread_self(), caller) == 0 { offCaller.record(timer() - start, band: band) }
        }
        bandWorkOffCallingThread += offCaller.total
        directlyScaledPixels += Int(written.total)
        cairo_surface_mark_dirty(surface)
        didPaint(.user(commands.dropFirst().reduce(commands[0].rect) { $0.union($1.rect) }))
    }
}

/// What `CGContext.drawImages(_:)` has drawn so far, in destination pixels (for benchmarks: how
/// much of a frame is painted more than once, faded or copied without filtering).
package struct CGImageDrawTally: Sendable {
    /// Images drawn (those inside the clip).
    package var draws = 0
    /// Destination pixels painted, summed over the draws.
    package var pixels = 0.0
    /// Of which with an alpha below 1 (tiles fading in).
    package var blendedPixels = 0.0
    /// Of which sampled with nearest (a level at its own resolution: a copy).
    package var nearestPixels = 0.0
    /// Of which clipped to a draw's own clip rects (a tiled layer's coarse levels under the gaps).
    package var clippedPixels = 0.0
    /// An empty tally.
    package init() {}
}

/// The frame's pixel memory, handed to the band threads. @unchecked: each band writes only its own
/// rows (its cairo context is clipped to them), and the context waits for every band before it
/// draws again.
private struct FramePixels: @unchecked Sendable {
    let data: UnsafeMutableRawPointer
}

/// The seconds each band ran off the calling thread (benchmarks' `bandTimer`). @unchecked: each band
/// writes only its own slot, and the slots are read after `concurrentPerform` has returned.
private struct BandTimes: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Double>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0)
    }
    func record(_ seconds: Double, band: Int) { slots[band] = seconds }
    var total: Double { slots.reduce(0, +) }
    func release() { slots.deallocate() }
}

/// How a batch is split into bands, and the context state each band copies.
private struct BandPlan: Sendable {
    /// Rows where bands meet, from 0 to the frame's height.
    let boundaries: [Int]
    var bands: Int { boundaries.count - 1 }
    let pixels: FramePixels
    let width: Int, height: Int, stride: Int
    /// The context's clip in device pixels (the union of these rects).
    let clip: [CGRect]
    let matrix: cairo_matrix_t
    let op: cairo_operator_t
    let antialias: cairo_antialias_t
    /// Whether opaque draws aligned to the axes go to the direct scaler (CGContext.directScaling).
    let directScaling: Bool

    /// Rows `[top, bottom)` of band `band`.
    func rows(of band: Int) -> (top: Int, bottom: Int) { (boundaries[band], boundaries[band + 1]) }

    /// Draws every command clipped to the band's rows, on a cairo surface of its own over the
    /// frame's memory, with the same calls `CGContext.draw(_:in:)` makes. Returns the pixels the
    /// direct scaler wrote.
    func draw(_ commands: [CGImageDrawCommand], band: Int) -> Int {
        let (top, bottom) = rows(of: band)
        // The band's rows of the context's clip: where the direct scaler may write.
        let bandRows = CGRect(x: 0, y: top, width: width, height: bottom - top)
        let directClip = clip.map { $0.intersection(bandRows) }.filter { !$0.isNull && !$0.isEmpty }
        var written = 0
        guard bottom > top,
              let s = cairo_image_surface_create_for_data(pixels.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride)) else { return 0 }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(s) else { return 0 }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, op)
        cairo_set_antialias(cr, antialias)
        cairo_rectangle(cr, 0, Double(top), Double(width), Double(bottom - top))
        cairo_clip(cr)
        for r in clip { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_clip(cr)
        var m = matrix
        cairo_set_matrix(cr, &m)
        for c in commands {
            guard let r = CGContext.drawableRect(c.rect) else { continue }
            cairo_save(cr)
            if let rects = c.clip {
                for r in rects { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
                cairo_clip(cr)
            }
            let direct = directScaling && DirectScale.scalesTileBatches ? DirectScaleRequest(clip: directClip, commandClip: c.clip, bands: 1) : nil
            written += CGContext.paint(c.image, in: r, alpha: CGContext.clampedAlpha(c.alpha), filter: c.quality.cairoFilter, on: cr,
                                       opaqueAsSource: true, direct: direct)
            cairo_restore(cr)
        }
        cairo_surface_flush(s)
        return written
    }
}
