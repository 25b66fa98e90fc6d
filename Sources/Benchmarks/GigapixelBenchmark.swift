import CMalloc
import Foundation
import HeadlessHost
import UIKit
import PhotoBrowser
import TilePyramid

/// The gigapixel benchmark: the default 16384² pyramid in an `ImageScrollView` (a
/// `PyramidTileView`, so a `CATiledLayer` with one level of detail per pyramid level), in a
/// 1920×1080 pt window at scale 1, driven through the host API on a synthetic 60 Hz clock.
///
/// Script (each step starts from the settled, sharp end of the previous one):
/// - (a) open at the fitting zoom;
/// - (b) a two-finger pinch about the window centre, fingers 150 → 1200 pt apart (8×) in 0.5 s;
/// - (c) a one-finger fling across the screen toward the side with more room, released at about
///   9,000 pt/s;
/// - (d) `zoom(to:animated: true)` to a 1920×1080 px rect of the image (one photo pixel per point,
///   the finest level), far from where the fling ended.
///
/// A `HeadlessHost` drives the window: the pinch's touches go through `host.send` one frame at a
/// time, the fling is a `FingerDrag` (one frame after the touch-down, each move and the lift).
/// Every frame is: touch input (if the script has some), `window.tick`, `displayIfNeeded()`, then
/// the frame pipeline's tile pass and composite (`window.framePipeline.composite(into:)`) into one
/// reused, cleared 1920×1080 context. Measured per frame:
/// - blank: a 64×36 grid of points inside the photo's on-screen rect is read back from the frame; a
///   point with alpha 0 is blank (the window has no background, so nothing covers it). Points with
///   0 < alpha < 255 are counted separately as "partly covered" (a tile fading in over nothing, or
///   an anti-aliased seam);
/// - blurry: the last render lacked tiles of the level it wanted (`missingVisibleTileCount > 0`): the
///   ideal level, or while the layer moves fast a cached level within one of it (CATiledLayer's
///   motion rule); frames lacking the ideal level itself are counted too (`missingIdealTileCount`), so
///   part of the view is drawn from a coarser level;
/// - sharp: nothing blurry, no tile inside its fade-in (`fadeDuration()`), and the scroll view
///   neither tracking, dragging, decelerating nor zooming. Time to first sharp view is counted in
///   frames (synthetic 60 Hz time) and in the time of the viewer's own work (input, tick, display
///   pass, composite; not the read-back or the clear). It is also counted to the first frame with
///   every tile drawn (nothing blurry, the scroll view at rest) whether or not a tile is still
///   fading in: the two differ by CATiledLayer's `fadeDuration()` (0.25 s, 15 frames at 60 Hz);
/// - memory: resident set from /proc/self/statm after every frame, against a baseline read after the
///   pyramid is opened and before the window and the frame buffer exist (so the 7.9 MiB frame buffer
///   counts against the goal);
/// - times: BenchClock's (CPU time unless `--wall-clock`: the process's for frame work, the main
///   thread's for compositing);
/// - compositing: median `render(in:)` time, as a ratio to a 1920×1080×4 memcpy measured in this run
///   (RenderBenchmark's baseline, after the session so its 66 MB of buffers cannot inflate the peak).
///   In CPU time it is the main thread's plus what the context's other bands ran on other threads
///   (`CGContext.bandTimer`), so the work counts whole; the main thread's share alone (about the
///   wall time on an idle machine), the wall-clock times, and what the tiled layer drew (screens of
///   pixels a frame: coarse levels under gaps, fading, copied) are printed too.
///
/// The whole script runs twice in one process, with predictive prefetch (`prefetchesTiledContent`,
/// the default) and without, each from a fresh window and an empty tile cache. Tiles are drawn on
/// drawing threads; the benchmark keeps the deterministic hand-off (`waitsForTileDrawing`), so a
/// frame's work includes waiting for the previous tick's tiles. Wall-clock reads are allowed here
/// (benchmarks are not library code); nothing is asserted.
@MainActor
struct GigapixelBenchmark {
    static let width = 1920, height = 1080
    static let frameInterval = 1.0 / 60.0
    /// Frames a step may take to settle before it is reported as never sharp (15 s at 60 Hz).
    static let settleLimit = 900
    static let gridColumns = 64, gridRows = 36
    /// The tile cache budget to run with (`--tile-cache-mib`); nil keeps the host's TileManager default.
    var tileCacheMiB: Int? = nil
    /// The tile formats to run the script with (`--tile-format`): the default pyramid's own PNG
    /// tiles (the figures under the goals' keys), and the same pyramid exported as Deep Zoom with
    /// JPEG tiles (`GigapixelJPEGPass`, figures under `_jpeg` keys).
    var tileFormats: [DeepZoomTileFormat] = [.png, .jpeg]

    struct Phase {
        let name: String
        var frames = 0
        var scriptedFrames = 0
        var blank = 0, partlyCovered = 0, blurry = 0
        /// Frames lacking tiles of the ideal level (`level(forDeviceScale:)`), whatever the layer
        /// settled for while moving fast: the figure as counted before the motion rule.
        var lackingIdeal = 0
        var framesToSharp: Int?
        var wallToSharp: Double?
        /// Frames, and work, to the first frame with every wanted tile drawn and the scroll view at
        /// rest, some tiles maybe still fading in (`framesToSharp` waits for the fade too).
        var framesToTilesDrawn: Int?
        var workToTilesDrawn: Double?
        var workToSharp = 0.0
        var tilesDrawn = 0, requestsCancelled = 0, peakPending = 0
        var composites: [Double] = []
        var work: [Double] = []
        /// Wall-clock times of the composites and of the frames (the band threads run side by side).
        var compositeWall: [Double] = []
        /// The composites' CPU time on the main thread alone (its share of the bands and the rest):
        /// on an idle machine the other band runs beside it, so this is about the wall time.
        var compositeMainThread: [Double] = []
        var workWall: [Double] = []
        /// What the frames' tiled-layer composites drew (CGContext.drawImages), summed.
        var tally = CGImageDrawTally()
        var zoomAtEnd: CGFloat = 0
        var levelAtEnd = 0
        init(name: String) { self.name = name }
    }

    /// The window, the page and everything measured across the steps.
    ///
    /// The window is driven by a `HeadlessHost` (the clock, the input, the ticks, the scripted
    /// finger); the host's `afterFrame` hook measures every frame it ticks, so a scripted drag
    /// (`host.drag`), which ticks its own frames, is measured frame by frame like the per-frame input.
    @MainActor final class Session {
        let host: HeadlessHost
        let window: UIWindow
        let page: ImageScrollView
        let tileView: PyramidTileView
        let tiled: CATiledLayer
        let ctx: CGContext
        /// The host clock (the timestamp of the next input and tick).
        var time: TimeInterval {
            get { host.time }
            set { host.time = newValue }
        }
        let baselineRSS: Int
        var peakRSS: Int
        var peakCachedBytes = 0
        var lastTileDrawAt = -Double.infinity
        let fade = CATiledLayer.fadeDuration()
        /// The step being measured (`afterFrame` adds each frame to it).
        private var phase = Phase(name: "")
        /// Whether the last measured frame was sharp.
        private var lastFrameSharp = false
        /// BenchClock's process time when the current frame's work began (before its input).
        private var frameStart = 0.0
        /// The monotonic clock then.
        private var frameStartWall = 0.0
        /// The tiled layer's counters at the end of the last frame, so a frame's counts include what
        /// its input and tick did.
        private var drawnBefore = 0, cancelledBefore = 0

        init(photos: PyramidPhotos, baselineRSS: Int, prefetch: Bool, tileCacheMiB: Int?) {
            self.baselineRSS = baselineRSS
            peakRSS = baselineRSS
            HostClock.reset()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: GigapixelBenchmark.width, height: GigapixelBenchmark.height))
            window.backgroundColor = nil   // blank stays transparent, so it can be told from black pixels
            host = HeadlessHost(window: window, time: 0)
            page = ImageScrollView(frame: window.bounds)
            page.prefetchesTiledContent = prefetch
            window.addSubview(page)
            ctx = CGContext(width: GigapixelBenchmark.width, height: GigapixelBenchmark.height)!
            // The composite's work is counted whole: the main thread's CPU time plus its bands' on
            // other threads (CGContext splits large tile batches into one band per core).
            if !BenchClock.usesWallClock { ctx.bandTimer = { BenchClock.thread() } }
            page.display(photoAt: 0, from: photos)
            tileView = page.photoView as! PyramidTileView
            tiled = tileView.layer as! CATiledLayer
            if let tileCacheMiB { host.tileManager.budget = tileCacheMiB * 1024 * 1024 }
            host.tick()
            (drawnBefore, cancelledBefore) = (tiled.tilesDrawn, tiled.requestsCancelled)
            // Unowned: the session owns the host, and a cycle would keep the window and its tile
            // cache alive into the next session's memory baseline.
            host.afterFrame = { [unowned self] _ in self.measureFrame() }
        }

        var isIdle: Bool {
            !page.isTracking && !page.isDragging && !page.isDecelerating && !page.isZooming && !page.isZoomBouncing
                && page.zoomAnimationTarget == nil
        }

        /// The level the tiled layer wants at the current zoom (screen scale 1).
        var wantedLevel: Int { tiled.level(forDeviceScale: page.zoomScale) }

        /// One frame one interval after the last: `input`, then the host's tick (measured); returns
        /// whether it was sharp.
        func frame(_ input: (() -> Void)?) -> Bool {
            time += GigapixelBenchmark.frameInterval
            frameStart = BenchClock.process()
            frameStartWall = BenchClock.wall()
            input?()
            host.tick()
            return lastFrameSharp
        }

        /// The host's `afterFrame`: the display pass and the composite, then the frame's figures.
        private func measureFrame() {
            window.displayIfNeeded()
            let beforeClear = BenchClock.process(), beforeClearWall = BenchClock.wall()
            ctx.clear(CGRect(x: 0, y: 0, width: GigapixelBenchmark.width, height: GigapixelBenchmark.height))
            let compositeStart = BenchClock.process(), compositeThreadStart = BenchClock.thread()
            let compositeStartWall = BenchClock.wall(), bandWorkBefore = ctx.bandWorkOffCallingThread
            let tallyBefore = ctx.imageDrawTally
            // The frame pipeline's tile pass and composite (what `render(in:)` did in one walk).
            window.framePipeline.composite(into: ctx)
            let compositeEndWall = BenchClock.wall()
            let mainThread = BenchClock.thread() - compositeThreadStart
            let composite = mainThread + (ctx.bandWorkOffCallingThread - bandWorkBefore)
            phase.compositeMainThread.append(mainThread)
            // The process clock counts the drawing threads too, so their work during the frame
            // belongs to it (the clear, which is the benchmark's, does not).
            let work = (beforeClear - frameStart) + (BenchClock.process() - compositeStart)
            phase.composites.append(composite)
            phase.work.append(work)
            phase.compositeWall.append(compositeEndWall - compositeStartWall)
            phase.workWall.append((beforeClearWall - frameStartWall) + (compositeEndWall - compositeStartWall))
            let tally = ctx.imageDrawTally
            phase.tally.draws += tally.draws - tallyBefore.draws
            phase.tally.pixels += tally.pixels - tallyBefore.pixels
            phase.tally.blendedPixels += tally.blendedPixels - tallyBefore.blendedPixels
            phase.tally.nearestPixels += tally.nearestPixels - tallyBefore.nearestPixels
            phase.tally.clippedPixels += tally.clippedPixels - tallyBefore.clippedPixels
            phase.workToSharp += work
            phase.frames += 1

            if tiled.tilesDrawn != drawnBefore { lastTileDrawAt = time }
            phase.tilesDrawn += tiled.tilesDrawn - drawnBefore
            phase.requestsCancelled += tiled.requestsCancelled - cancelledBefore
            let pending = tiled.pendingTileCount
            phase.peakPending = max(phase.peakPending, pending)
            let blurry = tiled.missingVisibleTileCount > 0
            if blurry { phase.blurry += 1 }
            if tiled.missingIdealTileCount > 0 { phase.lackingIdeal += 1 }
            let (blank, partial) = sampleCoverage()
            if blank > 0 { phase.blank += 1 }
            if partial > 0 { phase.partlyCovered += 1 }
            peakRSS = max(peakRSS, RenderBenchmark.residentBytes())
            peakCachedBytes = max(peakCachedBytes, tiled.cachedBytes)
            let fading = fade > 0 && time - lastTileDrawAt < fade
            lastFrameSharp = !blurry && !fading && isIdle
            if phase.framesToTilesDrawn == nil && !blurry && isIdle && phase.frames >= phase.scriptedFrames {
                phase.framesToTilesDrawn = phase.frames
                phase.workToTilesDrawn = phase.workToSharp
            }
            (drawnBefore, cancelledBefore) = (tiled.tilesDrawn, tiled.requestsCancelled)
            // A scripted finger sends the next frame's input right after this returns.
            frameStart = BenchClock.process()
            frameStartWall = BenchClock.wall()
        }

        /// (blank points, partly covered points) of the sampling grid inside the photo's on-screen rect.
        func sampleCoverage() -> (Int, Int) {
            guard let photo = page.photoView, let data = ctx.data else { return (0, 0) }
            let onScreen = photo.convert(photo.bounds, to: window)
                .intersection(window.bounds).insetBy(dx: 2, dy: 2)
            guard !onScreen.isNull, !onScreen.isEmpty else { return (0, 0) }
            let bpr = ctx.bytesPerRow
            let pixels = data.assumingMemoryBound(to: UInt8.self)
            var blank = 0, partial = 0
            let cw = Double(GigapixelBenchmark.width) / Double(GigapixelBenchmark.gridColumns)
            let rh = Double(GigapixelBenchmark.height) / Double(GigapixelBenchmark.gridRows)
            for r in 0..<GigapixelBenchmark.gridRows {
                for c in 0..<GigapixelBenchmark.gridColumns {
                    let p = CGPoint(x: (Double(c) + 0.5) * cw, y: (Double(r) + 0.5) * rh)
                    guard onScreen.contains(p) else { continue }
                    // ARGB32 native endian (little endian: B, G, R, A in memory).
                    let alpha = pixels[Int(p.y) * bpr + Int(p.x) * 4 + 3]
                    if alpha == 0 { blank += 1 } else if alpha < 255 { partial += 1 }
                }
            }
            return (blank, partial)
        }

        /// A step: `start` at its first frame, `scripted` frames of `input`, then frames until sharp.
        func step(_ name: String, scripted: Int = 0, start: (() -> Void)? = nil,
                  input: ((Int) -> Void)? = nil) -> Phase {
            phase = Phase(name: name)
            phase.scriptedFrames = scripted
            var k = 0
            while k < scripted + GigapixelBenchmark.settleLimit {
                let i = k
                let sharp = frame {
                    if i == 0 { start?() }
                    if i < scripted { input?(i) }
                }
                k += 1
                if k >= scripted && sharp { break }
            }
            return endStep()
        }

        /// A step of one scripted finger, from one frame interval after the last frame (each frame
        /// it ticks is scripted), then frames until sharp.
        func step(_ name: String, finger: FingerDrag) -> Phase {
            phase = Phase(name: name)
            time += GigapixelBenchmark.frameInterval
            frameStart = BenchClock.process()
            frameStartWall = BenchClock.wall()
            host.drag(finger)
            let scripted = phase.frames
            phase.scriptedFrames = scripted
            var sharp = lastFrameSharp
            while !sharp && phase.frames < scripted + GigapixelBenchmark.settleLimit {
                sharp = frame(nil)
            }
            return endStep()
        }

        /// Closes the step: frames to sharp (when it got sharp), the zoom and level it ended at.
        private func endStep() -> Phase {
            if lastFrameSharp && phase.frames >= phase.scriptedFrames {
                phase.framesToSharp = phase.frames
                phase.wallToSharp = phase.workToSharp
            }
            phase.zoomAtEnd = page.zoomScale
            phase.levelAtEnd = wantedLevel
            return phase
        }
    }

    /// glibc's `malloc_trim(0)`: returns freed heap pages to the kernel, so resident memory measured
    /// next is what is in use. Called directly (C module CMalloc: Swift's Glibc module leaves
    /// malloc.h out). True: glibc always has it, so the memory figures are always of a trimmed heap.
    @discardableResult
    static func trimHeap() -> Bool {
        _ = malloc_trim(0)
        return true
    }

    // MARK: Script

    func pinch(_ s: Session) -> Phase {
        let centre = CGPoint(x: Double(Self.width) / 2, y: Double(Self.height) / 2)
        let from: CGFloat = 150, to: CGFloat = 1200, frames = 30
        func fingers(_ f: CGFloat) -> (CGPoint, CGPoint) {
            let d = from * pow(to / from, f)   // geometric: a pinch's steps are ratios
            return (CGPoint(x: centre.x - d / 2, y: centre.y), CGPoint(x: centre.x + d / 2, y: centre.y))
        }
        let host = s.host
        return s.step("(b) pinch 8× (2 fingers, 0.5 s)", scripted: frames + 1, input: { i in
            if i == 0 {
                let (a, b) = fingers(0)
                host.send([TouchInput(id: 1, phase: .began, location: a), TouchInput(id: 2, phase: .began, location: b)])
            } else if i < frames {
                let (a, b) = fingers(CGFloat(i) / CGFloat(frames))
                host.send([TouchInput(id: 1, phase: .moved, location: a), TouchInput(id: 2, phase: .moved, location: b)])
            } else {
                let (a, b) = fingers(1)
                host.send([TouchInput(id: 1, phase: .moved, location: a), TouchInput(id: 2, phase: .moved, location: b)])
                host.send([TouchInput(id: 1, phase: .ended, location: a), TouchInput(id: 2, phase: .ended, location: b)])
            }
        })
    }

    /// Flings toward the side of the content with more room (the pinch may have ended at an edge).
    func fling(_ s: Session) -> (Phase, CGPoint) {
        let from = s.page.contentOffset
        let maxX = s.page.contentSize.width - s.page.bounds.width
        // Content moves opposite to the finger: a finger moving right shows the left of the image.
        let fingerMovesRight = from.x > maxX / 2
        let y: CGFloat = 540, moves = 12
        let perFrame: CGFloat = fingerMovesRight ? 150 : -150
        let x0: CGFloat = fingerMovesRight ? 60 : CGFloat(Self.width) - 60
        let name = "(c) fling " + (fingerMovesRight ? "left→right" : "right→left") + " (9,000 pt/s release)"
        // One frame each: the touch-down, every move, and the lift one frame after the last move,
        // where the finger last was.
        let points = (1...moves).map { i in CGPoint(x: x0 + perFrame * CGFloat(i), y: y) }
        var finger = FingerDrag(start: CGPoint(x: x0, y: y), moves: points,
                                timing: .every(GigapixelBenchmark.frameInterval), lift: .oneIntervalLater)
        finger.ticksOnDown = true
        finger.ticksOnLift = true
        let phase = s.step(name, finger: finger)
        let to = s.page.contentOffset
        return (phase, CGPoint(x: to.x - from.x, y: to.y - from.y))
    }

    func deepZoom(_ s: Session) -> (Phase, CGRect) {
        // One photo pixel per point (the finest level), in the opposite quadrant from the fling's end.
        let photo = s.page.photoView!.bounds
        let visibleCentre = CGPoint(x: (s.page.contentOffset.x + s.page.bounds.width / 2) / s.page.zoomScale,
                                    y: (s.page.contentOffset.y + s.page.bounds.height / 2) / s.page.zoomScale)
        let cx = visibleCentre.x > photo.midX ? photo.width * 0.2 : photo.width * 0.8
        let cy = visibleCentre.y > photo.midY ? photo.height * 0.3 : photo.height * 0.7
        let rect = CGRect(x: (cx - 960).rounded(), y: (cy - 540).rounded(), width: 1920, height: 1080)
        let page = s.page
        let phase = s.step("(d) zoom(to:animated:) deep rect", start: { page.zoom(to: rect, animated: true) })
        return (phase, rect)
    }

    // MARK: Run

    func run(figures: inout BenchmarkFigures) {
        let savedScale = UIScreen.main.scale, savedBounds = UIScreen.main.bounds
        defer { UIScreen.main.scale = savedScale; UIScreen.main.bounds = savedBounds }
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: CGFloat(Self.width), height: CGFloat(Self.height))
        UIScreen.main.scale = 1

        print("ScrollKit gigapixel benchmark (default pyramid, ImageScrollView + CATiledLayer, 1920×1080 pt @1×, 60 Hz synthetic clock)")
        let clock = ContinuousClock()
        let prepareStart = clock.now
        var lastPrinted = -1
        let prepared: DefaultPyramid.Prepared
        do {
            prepared = try DefaultPyramid.prepare { p in
                let percent = Int(p.fraction * 100)
                if percent / 5 != lastPrinted / 5 || p.isComplete {
                    lastPrinted = percent
                    print("   building the default pyramid: \(p.tilesDone)/\(p.tilesTotal) tiles (\(percent)%)")
                }
            }
        } catch {
            print("   cannot prepare the default pyramid: \(error); gigapixel benchmark skipped")
            return
        }
        let prepareSeconds = RenderBenchmark.seconds(clock.now - prepareStart)
        let layout = prepared.layout
        let manifest = prepared.directory.appendingPathComponent(layout.manifestFileName)
        let photos = PyramidPhotos(manifests: [manifest])
        guard photos.numberOfPhotos == 1 else { print("   cannot open \(manifest.path); skipped"); return }
        print(String(format: "   pyramid %d×%d px, %d levels, %d tiles of %d px, %@ in %.1f s (%@)",
                     layout.imageSize.width, layout.imageSize.height, layout.levels.count, layout.tileCount, layout.tileSize,
                     prepared.wasReused ? "reused" : "built", prepareSeconds, prepared.directory.path))
        if tileFormats.contains(.png) {
            measure(photos: photos, comparesPrefetch: true, figures: &figures)
        }
        if tileFormats.contains(.jpeg) {
            GigapixelJPEGPass.run(prepared: prepared, figures: &figures) { jpegPhotos, jpegFigures in
                measure(photos: jpegPhotos, comparesPrefetch: false, figures: &jpegFigures)
            }
        }
    }

    /// The script on `photos`, with predictive prefetch and (`comparesPrefetch`) without, then the
    /// report and the figures (from the session with prefetch).
    func measure(photos: PyramidPhotos, comparesPrefetch: Bool, figures: inout BenchmarkFigures) {

        struct Run {
            let phases: [Phase]
            let fit: CGFloat, flung: CGPoint, deepRect: CGRect
            let baseline: Int, peakRSS: Int, afterSession: Int, peakCached: Int, budget: Int, tilesPerFrame: Int
            let prefetched: Int
            /// What `CGBitmapPool.tiles` did during the session (tile contexts, and JPEG tiles' decoded bitmaps).
            var pool = (mapped: 0, reused: 0, unmapped: 0)
        }
        // Earlier benchmarks (and the previous run) leave freed heap behind; malloc would reuse it
        // without the resident set growing, so it is returned to the kernel first and growth shows
        // up in the RSS again.
        var trimmed = false
        func session(prefetch: Bool) -> Run {
            trimmed = Self.trimHeap()
            let baseline = RenderBenchmark.residentBytes()
            let poolBefore = CGBitmapPool.tiles.statistics
            let s = Session(photos: photos, baselineRSS: baseline, prefetch: prefetch, tileCacheMiB: tileCacheMiB)
            let fit = s.page.zoomScale
            let open = s.step("(a) open at the fitting zoom")
            let pinchPhase = pinch(s)
            let (flingPhase, flung) = fling(s)
            let (zoomPhase, deepRect) = deepZoom(s)
            let poolAfter = CGBitmapPool.tiles.statistics
            var run = Run(phases: [open, pinchPhase, flingPhase, zoomPhase], fit: fit, flung: flung, deepRect: deepRect,
                          baseline: baseline, peakRSS: s.peakRSS, afterSession: RenderBenchmark.residentBytes(),
                          peakCached: s.peakCachedBytes, budget: min(s.host.tileManager.budget, s.tiled.cacheBudget), tilesPerFrame: min(s.host.tileManager.drawingJobLimit, s.tiled.tilesPerFrame),
                          prefetched: s.tiled.tilesPrefetched)
            run.pool.mapped = poolAfter.mapped - poolBefore.mapped
            run.pool.reused = poolAfter.reused - poolBefore.reused
            run.pool.unmapped = poolAfter.unmapped - poolBefore.unmapped
            withExtendedLifetime(s) {}
            return run
        }
        let withPrefetch = session(prefetch: true)
        let withoutPrefetch = comparesPrefetch ? session(prefetch: false) : nil
        let sessions = [("with predictive prefetch", withPrefetch)] + (withoutPrefetch.map { [("without prefetch", $0)] } ?? [])
        let copy = RenderBenchmark().memcpyBaseline()
        let floorScreen = CompositorFloor.screen(width: Self.width, height: Self.height, scale: 0.75)
        let floorFadingScreen = CompositorFloor.screen(width: Self.width, height: Self.height, scale: 0.75, alpha: 0.5)
        let memoryFloorScreen = CompositorFloor.memoryScreen(width: Self.width, height: Self.height, scale: 0.75)

        // MARK: Report
        func ms(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1000) } ?? "—" }
        func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count), withPad: " ", startingAt: 0) }
        func padLeft(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
        func quantile(_ v: [Double], _ q: Double) -> Double {
            let s = v.sorted(); return s.isEmpty ? .nan : s[min(s.count - 1, Int(Double(s.count - 1) * q))]
        }
        func totals(_ phases: [Phase]) -> Phase {
            var t = Phase(name: "whole session")
            for p in phases {
                t.frames += p.frames; t.blank += p.blank; t.partlyCovered += p.partlyCovered
                t.blurry += p.blurry; t.peakPending = max(t.peakPending, p.peakPending)
            }
            return t
        }

        let r = withPrefetch
        print(String(format: "   fitting zoom %.4f; pinch ended at zoom %.4f (×%.2f); fling moved the offset by (%.0f, %.0f) pt; deep rect (%.0f, %.0f, %.0f×%.0f) px → zoom %.3f",
                     r.fit, r.phases[1].zoomAtEnd, r.phases[1].zoomAtEnd / r.fit, r.flung.x, r.flung.y,
                     r.deepRect.minX, r.deepRect.minY, r.deepRect.width, r.deepRect.height, r.phases[3].zoomAtEnd))
        print("1. time to first sharp view (no missing wanted tile, no fade running, scroll view at rest)")
        for (label, run) in sessions {
            print("   \(label) (\(run.prefetched) tiles prefetched)")
            print("   " + pad("step", 44) + padLeft("frames", 8) + padLeft("@60 Hz ms", 11) + padLeft("work ms", 10)
                  + padLeft("scripted", 10) + padLeft("level", 7) + padLeft("tiles", 7) + padLeft("cancelled", 11))
            for p in run.phases {
                let frames = p.framesToSharp.map(String.init) ?? ">\(p.frames)"
                let synthetic = p.framesToSharp.map { String(format: "%.0f", Double($0) * Self.frameInterval * 1000) } ?? "never"
                print("   " + pad(p.name, 44) + padLeft(frames, 8) + padLeft(synthetic, 11) + padLeft(ms(p.wallToSharp), 10)
                      + padLeft("\(p.scriptedFrames)", 10) + padLeft("\(p.levelAtEnd)", 7) + padLeft("\(p.tilesDrawn)", 7)
                      + padLeft("\(p.requestsCancelled)", 11))
            }
        }
        print("   first frame with every wanted tile drawn (the same, but tiles may still be fading in, fadeDuration() \(CATiledLayer.fadeDuration()) s):")
        for (label, run) in sessions {
            let open = run.phases[0]
            print("   \(label): (a) open " + (open.framesToTilesDrawn.map { "\($0) frames, \(ms(open.workToTilesDrawn)) ms of work" } ?? "never")
                  + "; (d) deep zoom " + (run.phases[3].framesToTilesDrawn.map { "\($0) frames" } ?? "never"))
        }
        print("   (frames count from the step's first frame; work ms is the viewer's work in those frames: input, tick (installing")
        print("    tiles; the drawing threads' CPU time counts, waiting does not), display pass and composite; the required ones are (a) and (d))")

        print("2. frames with blank / blurry areas (\(Self.gridColumns)×\(Self.gridRows) sample grid inside the photo)")
        print("   " + pad("", 44) + padLeft("--- with prefetch ---", 32) + padLeft("--- without prefetch ---", 32))
        print("   " + pad("step", 44) + padLeft("frames", 8) + padLeft("blank", 7) + padLeft("part", 6) + padLeft("blurry", 8)
              + padLeft("frames", 11) + padLeft("blank", 7) + padLeft("part", 6) + padLeft("blurry", 8))
        let others: [Phase?] = withoutPrefetch.map { $0.phases + [totals($0.phases)] } ?? Array(repeating: nil, count: withPrefetch.phases.count + 1)
        for (a, b) in zip(withPrefetch.phases + [totals(withPrefetch.phases)], others) {
            print("   " + pad(a.name, 44) + padLeft("\(a.frames)", 8) + padLeft("\(a.blank)", 7) + padLeft("\(a.partlyCovered)", 6)
                  + padLeft("\(a.blurry)", 8) + padLeft(b.map { "\($0.frames)" } ?? "—", 11) + padLeft(b.map { "\($0.blank)" } ?? "—", 7)
                  + padLeft(b.map { "\($0.partlyCovered)" } ?? "—", 6) + padLeft(b.map { "\($0.blurry)" } ?? "—", 8))
        }
        print(String(format: "   fling frames lacking the ideal level (level(forDeviceScale:), not what the layer settled for while moving fast): %d of %d with prefetch",
                     withPrefetch.phases[2].lackingIdeal, withPrefetch.phases[2].frames)
              + (withoutPrefetch.map { String(format: ", %d of %d without", $0.phases[2].lackingIdeal, $0.phases[2].frames) } ?? ""))
        print("   (blank: a frame with a sample of alpha 0; part: a sample with 0 < alpha < 255; blurry: a frame that lacked")
        print("    tiles of the level it wanted. A step lasts until sharp, so its frame count differs between the runs.)")

        print("3. memory (resident set from /proc/self/statm, sampled after every frame; freed heap \(trimmed ? "trimmed" : "NOT trimmed (no malloc_trim)") before each baseline)")
        for (label, run) in sessions {
            let growth = run.peakRSS - run.baseline
            print(String(format: "   %@: baseline %.1f MiB; peak %.1f MiB; after session %.1f MiB; peak − baseline %.1f MiB vs goal 64 MiB: %@",
                         label, RenderBenchmark.mib(run.baseline), RenderBenchmark.mib(run.peakRSS), RenderBenchmark.mib(run.afterSession),
                         RenderBenchmark.mib(growth), growth <= 64 * 1024 * 1024 ? "within" : "OVER"))
            print(String(format: "      tile cache peak %.1f MiB (budget %.0f MiB); frame buffer %.1f MiB; tile bitmap pool: %d buffers mapped, %d reused, %d unmapped",
                         RenderBenchmark.mib(run.peakCached), RenderBenchmark.mib(run.budget), RenderBenchmark.mib(Self.width * Self.height * 4),
                         run.pool.mapped, run.pool.reused, run.pool.unmapped))
        }

        print("4. compositing (the frame pipeline's tile pass and composite into the reused 1920×1080 context) vs memcpy of one 1920×1080×4 frame, with prefetch")
        print(String(format: "   memcpy 8 MB frame: cached %.3f ms, rotating 8 buffers %.3f ms", copy.cached * 1000, copy.rotating * 1000))
        print("   " + pad("step", 44) + padLeft("composite median ms", 21) + padLeft("× cached", 10) + padLeft("× rotating", 12)
              + padLeft("frame work median / p95 / max ms", 34))
        var allComposites: [Double] = [], allWork: [Double] = [], allCompositeWall: [Double] = [], allWorkWall: [Double] = []
        var allMainThread: [Double] = []
        for p in withPrefetch.phases {
            allMainThread += p.compositeMainThread
            allComposites += p.composites; allWork += p.work
            allCompositeWall += p.compositeWall; allWorkWall += p.workWall
        }
        for (name, c, w) in withPrefetch.phases.map({ ($0.name, $0.composites, $0.work) }) + [("whole session", allComposites, allWork)] {
            let m = RenderBenchmark.median(c)
            print("   " + pad(name, 44) + padLeft(String(format: "%.3f", m * 1000), 21)
                  + padLeft(String(format: "%.2f×", m / copy.cached), 10) + padLeft(String(format: "%.2f×", m / copy.rotating), 12)
                  + padLeft(String(format: "%.2f / %.2f / %.2f", RenderBenchmark.median(w) * 1000, quantile(w, 0.95) * 1000,
                                   (w.max() ?? .nan) * 1000), 34))
        }
        // Where the frames over a 120 Hz frame's 8.33 ms go: the composite (all threads) against the
        // rest of the frame's work (the drawing threads' tiles: reading and decoding, drawing into the
        // tile's bitmap; the tick and the display pass).
        let budget = 1.0 / 120
        let slow = zip(allWork, allComposites).filter { $0.0 > budget }
        if !slow.isEmpty {
            let work = slow.reduce(0) { $0 + $1.0 }, composite = slow.reduce(0) { $0 + $1.1 }
            print(String(format: "   frames over 8.33 ms of work: %d of %d; their work median %.2f ms, summed %.0f ms: composite %.0f %%, the rest (tile drawing threads, tick, display pass) %.0f %%",
                         slow.count, allWork.count, RenderBenchmark.median(slow.map(\.0)) * 1000, work * 1000,
                         100 * composite / work, 100 * (work - composite) / work))
        }
        print("   wall-clock time (\(CGContext.defaultBandCount) bands of rows on \(CGContext.defaultBandCount) cores; other builds' turns count too):")
        print("   " + pad("step", 44) + padLeft("composite median / p95 ms", 27) + padLeft("frame median / p95 ms", 24))
        for (name, c, w) in withPrefetch.phases.map({ ($0.name, $0.compositeWall, $0.workWall) }) + [("whole session", allCompositeWall, allWorkWall)] {
            print("   " + pad(name, 44)
                  + padLeft(String(format: "%.2f / %.2f", RenderBenchmark.median(c) * 1000, quantile(c, 0.95) * 1000), 27)
                  + padLeft(String(format: "%.2f / %.2f", RenderBenchmark.median(w) * 1000, quantile(w, 0.95) * 1000), 24))
        }
        if !BenchClock.usesWallClock {
            print(String(format: "   composite CPU time on the main thread alone (the other band runs beside it: about the wall time on an idle machine): median %.2f ms, p95 %.2f ms (%.2f× / %.2f× memcpy); all threads: median %.2f ms, p95 %.2f ms",
                         RenderBenchmark.median(allMainThread) * 1000, quantile(allMainThread, 0.95) * 1000,
                         RenderBenchmark.median(allMainThread) / copy.cached, quantile(allMainThread, 0.95) / copy.cached,
                         RenderBenchmark.median(allComposites) * 1000, quantile(allComposites, 0.95) * 1000))
            figures[.compositeGigapixelMainThreadMs] = RenderBenchmark.median(allMainThread) * 1000
            figures[.compositeGigapixelMainThreadP95Ms] = quantile(allMainThread, 0.95) * 1000
        }
        print("   tiles drawn per frame, in screens of 1920×1080 pixels (1 = each pixel once; clipped: coarse levels under gaps; faded: alpha < 1; copied: nearest, a level at its own scale):")
        print("   " + pad("step", 44) + padLeft("draws", 8) + padLeft("screens", 9) + padLeft("clipped", 9) + padLeft("faded", 8) + padLeft("copied", 8))
        let screen = Double(Self.width * Self.height)
        for p in withPrefetch.phases {
            let n = Double(max(1, p.frames)), t = p.tally
            print("   " + pad(p.name, 44) + padLeft(String(format: "%.1f", Double(t.draws) / n), 8)
                  + padLeft(String(format: "%.2f", t.pixels / n / screen), 9) + padLeft(String(format: "%.2f", t.clippedPixels / n / screen), 9)
                  + padLeft(String(format: "%.2f", t.blendedPixels / n / screen), 8) + padLeft(String(format: "%.2f", t.nearestPixels / n / screen), 8))
        }
        figures[.compositeGigapixelWallMs] = RenderBenchmark.median(allCompositeWall) * 1000
        figures[.compositeGigapixelWallP95Ms] = quantile(allCompositeWall, 0.95) * 1000
        figures[.frameP95WallMsGigapixel] = quantile(allWorkWall, 0.95) * 1000
        figures[.frameMedianWallMsGigapixel] = RenderBenchmark.median(allWorkWall) * 1000
        var drawn = CGImageDrawTally()
        for p in withPrefetch.phases {
            drawn.pixels += p.tally.pixels; drawn.blendedPixels += p.tally.blendedPixels
        }
        let frames = Double(max(1, withPrefetch.phases.reduce(0) { $0 + $1.frames }))
        figures[.gigapixelScreensDrawnPerFrame] = drawn.pixels / frames / screen
        figures[.gigapixelScreensFadedPerFrame] = drawn.blendedPixels / frames / screen
        // The floor of a frame that draws what the session's median frame draws: its opaque
        // screens copied, its fading ones blended (CompositorFloor, the same tile size and scale).
        let screensDrawn = drawn.pixels / frames / screen, screensFaded = drawn.blendedPixels / frames / screen
        let floorFrame = floorScreen * (screensDrawn - screensFaded) + floorFadingScreen * screensFaded
        figures[.compositeFloorScreenMs] = floorScreen * 1000
        figures[.compositeFloorScreenXMemcpy] = floorScreen / copy.cached
        figures[.compositeFloorFadingScreenMs] = floorFadingScreen * 1000
        figures[.compositeGigapixelXFloor] = RenderBenchmark.median(allComposites) / floorFrame
        print(String(format: "   cairo's floor (CompositorFloor, 256-px tiles scaled by 0.75, bilinear): a screen copied %.2f ms (%.1f× memcpy), blended at alpha 0.5 %.2f ms; a frame of %.2f screens (%.2f of them fading) %.2f ms; the composite's median is %.2f× that",
                     floorScreen * 1000, floorScreen / copy.cached, floorFadingScreen * 1000, screensDrawn, screensFaded,
                     floorFrame * 1000, RenderBenchmark.median(allComposites) / floorFrame))
        // The memory floor of the same frame: its screens' tile reads and one write each (a fading
        // pixel also reads the frame, which this leaves out, so it is a floor, not an estimate).
        let memoryFloorFrame = memoryFloorScreen * screensDrawn
        figures[.compositeMemoryFloorScreenMs] = memoryFloorScreen * 1000
        figures[.compositeGigapixelMemoryFloorXMemcpy] = memoryFloorFrame / copy.cached
        print(String(format: "   memory floor (CompositorFloor.memoryScreen: the distinct 256-px tiles of a screen at 0.75 read once, the frame written once): a screen %.2f ms (%.1f× memcpy); the frame's %.2f screens %.2f ms (%.1f× memcpy); the composite's median is %.2f× that",
                     memoryFloorScreen * 1000, memoryFloorScreen / copy.cached, screensDrawn, memoryFloorFrame * 1000,
                     memoryFloorFrame / copy.cached, RenderBenchmark.median(allComposites) / memoryFloorFrame))
        figures[.compositeGigapixelXMemcpy] = RenderBenchmark.median(allComposites) / copy.cached
        figures[.compositeGigapixelMs] = RenderBenchmark.median(allComposites) * 1000
        figures[.compositeGigapixelP95XMemcpy] = quantile(allComposites, 0.95) / copy.cached
        figures[.frameP95MsGigapixel] = quantile(allWork, 0.95) * 1000
        figures[.frameMedianMsGigapixel] = RenderBenchmark.median(allWork) * 1000
        figures[.gigapixelMemcpyFrameMs] = copy.cached * 1000
        let stepKeys: [BenchmarkFigures.Key] = [.compositeGigapixelOpenMs, .compositeGigapixelPinchMs,
                                                .compositeGigapixelFlingMs, .compositeGigapixelDeepZoomMs]
        for (key, p) in zip(stepKeys, withPrefetch.phases) { figures[key] = RenderBenchmark.median(p.composites) * 1000 }
        let (open, flung, deep) = (withPrefetch.phases[0], withPrefetch.phases[2], withPrefetch.phases[3])
        figures[.firstSharpFrames] = open.framesToSharp.map(Double.init)
        figures[.firstSharpWorkMs] = open.wallToSharp.map { $0 * 1000 }
        figures[.firstSharpTilesDrawnFrames] = open.framesToTilesDrawn.map(Double.init)
        figures[.firstSharpTilesDrawnWorkMs] = open.workToTilesDrawn.map { $0 * 1000 }
        figures[.deepZoomSharpFrames] = deep.framesToSharp.map(Double.init)
        figures[.flingFrames] = Double(flung.frames)
        figures[.flingFramesLackingLevel] = Double(flung.blurry)
        figures[.flingFramesLackingLevelFraction] = flung.frames > 0 ? Double(flung.blurry) / Double(flung.frames) : nil
        figures[.flingFramesLackingIdealLevelFraction] = flung.frames > 0 ? Double(flung.lackingIdeal) / Double(flung.frames) : nil
        figures[.gigapixelTileCacheMib] = RenderBenchmark.mib(withPrefetch.budget)
        figures[.gigapixelPeakMemoryMib] = RenderBenchmark.mib(withPrefetch.peakRSS - withPrefetch.baseline)
        let whole = totals(withPrefetch.phases)
        figures[.gigapixelBlankFrames] = Double(whole.blank)
        figures[.gigapixelFrames] = Double(whole.frames)
        print("   (frame work = input + tick (installs tiles; \(withPrefetch.tilesPerFrame) drawing jobs at most) + display pass + composite)")
    }
}
