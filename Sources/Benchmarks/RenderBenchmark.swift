import Foundation
import UIKit
import PhotoBrowser
import GalleryScreens

/// Measures what a frame costs on screen: the display pass (`displayIfNeeded()`) plus the compositor
/// (`CALayer.render(in:)`) into a reused full-screen `CGContext`, against a baseline measured in the
/// same run: a plain `memcpy` of one 1920×1080 ARGB frame (8 MB), the least any frame can cost.
///
/// Wall-clock reads are allowed here (benchmarks are not library code). Every timed case reports the
/// median of at least 15 frames and its ratio to both memcpy baselines (a source and destination that
/// stay in cache, and buffers rotated so each frame touches cold memory). Nothing is asserted: the
/// ratios are printed for a reader to judge (the compositor's goal is under 3× memcpy). The photo
/// browser's memory is read from /proc/self/statm (resident set) while paging. Case 2b composites
/// through a retained frame (CARetainedFrame): only the damage of each frame is composited again.
@MainActor
struct RenderBenchmark {
    static let frameWidth = 1920, frameHeight = 1080
    static var frameBytes: Int { frameWidth * frameHeight * 4 }

    struct Row {
        let name: String; let median: Double; let frames: Int
        /// The 95th percentile, where the case keeps its samples (NaN otherwise).
        var p95: Double = .nan
    }

    /// `quick` (`--quick`): a few frames per case and no memory or damage cases, to check that it
    /// runs and fills the JSON, not to measure.
    var quick = false
    private var steadyFrames: Int { quick ? 5 : 61 }
    private var firstFrameCount: Int { quick ? 2 : 15 }

    // MARK: Helpers

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Seconds `body` takes on BenchClock's thread clock (CPU time unless `--wall-clock`).
    static func time(_ body: () -> Void) -> Double {
        let start = BenchClock.thread()
        body()
        return BenchClock.thread() - start
    }

    static func median(_ samples: [Double]) -> Double {
        let s = samples.sorted()
        return s.isEmpty ? .nan : s[s.count / 2]
    }

    /// The `q` quantile (nearest rank below), as GigapixelBenchmark reports its p95.
    static func quantile(_ samples: [Double], _ q: Double) -> Double {
        let s = samples.sorted()
        return s.isEmpty ? .nan : s[min(s.count - 1, Int(Double(s.count - 1) * q))]
    }

    /// Resident set size in bytes (second field of /proc/self/statm, in pages).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// The process's high-water resident set (getrusage; kilobytes on Linux), in bytes.
    static func maxResidentBytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    static func mib(_ bytes: Int) -> Double { Double(bytes) / (1024 * 1024) }

    /// The window's layer composited into `ctx` (whose CTM already maps points to pixels).
    static func composite(_ window: UIWindow, into ctx: CGContext) { window.layer.render(in: ctx) }

    // MARK: 1. Baseline: memcpy of one frame

    /// (cached, rotating) medians of copying one 1920×1080×4 frame.
    func memcpyBaseline(frames: Int = 61) -> (cached: Double, rotating: Double) {
        let bytes = Self.frameBytes
        // 8 buffers (66 MB) rotate through more memory than any last-level cache holds.
        let count = 8
        let buffers = (0..<count).map { i -> UnsafeMutableRawPointer in
            let p = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            memset(p, Int32(0x11 * (i + 1)), bytes)   // fault every page in before timing
            return p
        }
        defer { buffers.forEach { $0.deallocate() } }
        var cached: [Double] = []
        var rotating: [Double] = []
        for _ in 0..<3 { memcpy(buffers[1], buffers[0], bytes) }
        for _ in 0..<frames { cached.append(Self.time { memcpy(buffers[1], buffers[0], bytes) }) }
        for i in 0..<frames {
            let src = buffers[i % count], dst = buffers[(i + count / 2) % count]
            rotating.append(Self.time { memcpy(dst, src, bytes) })
        }
        // Keep the copies observable so they cannot be optimised away.
        var checksum = 0
        for b in buffers { checksum &+= Int(b.load(fromByteOffset: bytes / 2, as: UInt8.self)) }
        if checksum == -1 { print(checksum) }
        return (Self.median(cached), Self.median(rotating))
    }

    // MARK: 2. Scrolling 1,000 labels at 1920×1080

    /// A 1920×1080 pt window at scale 1 holding a scroll view of 1,000 sized-to-fit labels.
    static func labelWindow(count: Int = 1_000) -> (UIWindow, UIScrollView, [UILabel]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: frameWidth, height: frameHeight))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        var labels: [UILabel] = []
        var y: CGFloat = 8
        for i in 0..<count {
            let label = UILabel(frame: .zero)
            label.text = "Row \(i + 1) — the quick brown fox jumps over the lazy dog, \(i * 37 % 1000) items"
            label.sizeToFit()
            label.frame = CGRect(origin: CGPoint(x: 16, y: y), size: label.frame.size)
            y += label.frame.height + 8
            scroll.addSubview(label)
            labels.append(label)
        }
        scroll.contentSize = CGSize(width: CGFloat(frameWidth), height: y)
        window.addSubview(scroll)
        return (window, scroll, labels)
    }

    struct ScrollResult {
        let frame: Row, composite: Row
        let firstFrame: Row, firstDisplay: Row, firstComposite: Row
        let labelsDrawnByFirstPass: Int, labelsOnScreen: Int, contentHeight: CGFloat
    }

    func scrollingLabels() -> ScrollResult {
        let frames = steadyFrames, firstFrames = firstFrameCount
        let ctx = CGContext(width: Self.frameWidth, height: Self.frameHeight)!

        // The first frame of a fresh window: the display pass draws the labels, then one composite.
        var firstTotal: [Double] = [], firstDisplay: [Double] = [], firstComposite: [Double] = []
        var drawn = 0, onScreen = 0, contentHeight: CGFloat = 0
        for _ in 0..<firstFrames {
            HostClock.reset()
            let (window, scroll, labels) = Self.labelWindow()
            let d = Self.time {
                window.tick(timestamp: HostClock.now + 1.0 / 120.0)
                window.displayIfNeeded()
            }
            // Timed inline: a closure capturing `ctx` fails the release build's region check (Swift 6 mode).
            let compositeStart = BenchClock.thread()
            Self.composite(window, into: ctx)
            let c = BenchClock.thread() - compositeStart
            firstDisplay.append(d); firstComposite.append(c); firstTotal.append(d + c)
            drawn = labels.filter { $0.layer.contents != nil }.count
            onScreen = labels.filter { $0.frame.intersects(scroll.bounds) }.count
            contentHeight = scroll.contentSize.height
        }

        // Steady scrolling: warm up by scrolling through everything once (every label has its
        // backing store), then time frames that move the offset 17 pt (about 2,000 pt/s at 120 Hz).
        HostClock.reset()
        let (window, scroll, _) = Self.labelWindow()
        var time = HostClock.now
        let maxY = scroll.contentSize.height - scroll.bounds.height
        var y: CGFloat = 0
        func frame(step: CGFloat) -> (Double, Double) {
            let u = Self.time {
                y += step
                if y > maxY { y = 0 }
                scroll.contentOffset = CGPoint(x: 0, y: y)
                time += 1.0 / 120.0
                window.tick(timestamp: time)
                window.displayIfNeeded()
            }
            // Timed inline: a closure capturing `ctx` fails the release build's region check (Swift 6 mode).
            let compositeStart = BenchClock.thread()
            Self.composite(window, into: ctx)
            let c = BenchClock.thread() - compositeStart
            return (u + c, c)
        }
        while y + 500 <= maxY { _ = frame(step: 500) }
        y = 0
        var totals: [Double] = [], composites: [Double] = []
        for _ in 0..<frames {
            let (t, c) = frame(step: 17)
            totals.append(t); composites.append(c)
        }
        return ScrollResult(
            frame: Row(name: "scroll frame: offset + tick + display + composite", median: Self.median(totals), frames: frames,
                       p95: Self.quantile(totals, 0.95)),
            composite: Row(name: "  of which composite (render(in:))", median: Self.median(composites), frames: frames),
            firstFrame: Row(name: "first frame: display pass + composite", median: Self.median(firstTotal), frames: firstFrames),
            firstDisplay: Row(name: "  of which tick + display pass", median: Self.median(firstDisplay), frames: firstFrames),
            firstComposite: Row(name: "  of which composite", median: Self.median(firstComposite), frames: firstFrames),
            labelsDrawnByFirstPass: drawn, labelsOnScreen: onScreen, contentHeight: contentHeight)
    }

    // MARK: 2b. Compositing only what changed (retained frame)

    struct DamageResult {
        let label: Row, indicator: Row, idle: Row, idleLarge: Row, scroll: Row, plainScroll: Row
        let labelDamage: CGFloat, indicatorDamage: CGFloat, indicatorFrames: Int
    }

    /// The 1,000-label window composited through a CARetainedFrame. Each timed case changes one
    /// thing, runs tick and display pass untimed, then times `update(rendering:)` (damage walk, clip,
    /// composite of the damage). Damage sizes are printed as a fraction of the frame's pixels.
    func dirtyRegions(frames: Int = 61) -> DamageResult {
        HostClock.reset()
        let (window, scroll, labels) = Self.labelWindow()
        let frame = CARetainedFrame(width: Self.frameWidth, height: Self.frameHeight, scale: 1)!
        let pixels = CGFloat(Self.frameWidth * Self.frameHeight)
        var time = HostClock.now
        func next() {
            time += 1.0 / 120.0
            window.tick(timestamp: time)
            window.displayIfNeeded()
        }
        next()
        frame.update(rendering: window.layer)   // first frame: full

        // One label's text changes (the display pass replaces its backing store).
        var labelTimes: [Double] = [], labelArea: CGFloat = 0
        for i in 0..<frames {
            labels[5].text = "Row 6 — updated \(i % 2 == 0 ? "now" : "again"), \(i) items"
            next()
            labelTimes.append(Self.time { frame.update(rendering: window.layer) })
            labelArea = frame.lastDamage.area
        }
        // Nothing changes: the damage walk finds nothing and no pixel is touched.
        var idleTimes: [Double] = []
        for _ in 0..<frames {
            next()
            idleTimes.append(Self.time { frame.update(rendering: window.layer) })
        }
        // The scroll indicator fades (flash: 0.75 s hold, then a 0.4 s fade): frames that change.
        scroll.flashScrollIndicators()
        var indicatorTimes: [Double] = [], indicatorArea: CGFloat = 0
        for _ in 0..<200 {
            next()
            let t = Self.time { frame.update(rendering: window.layer) }
            if !frame.lastDamage.isEmpty {
                indicatorTimes.append(t)
                indicatorArea = max(indicatorArea, frame.lastDamage.area)
            }
        }
        // Scrolling moves every label: the damage is the whole scroll view, so a full repaint,
        // against the plain compositor into a fresh-filled context for the same frames.
        let ctx = CGContext(width: Self.frameWidth, height: Self.frameHeight)!
        var scrollTimes: [Double] = [], plainTimes: [Double] = []
        var y: CGFloat = 0
        for _ in 0..<frames {
            y += 17
            scroll.contentOffset = CGPoint(x: 0, y: y)
            next()
            scrollTimes.append(Self.time { frame.update(rendering: window.layer) })
            plainTimes.append(Self.time {
                ctx.setFillColor(.black)
                ctx.fill(CGRect(x: 0, y: 0, width: Self.frameWidth, height: Self.frameHeight))
                Self.composite(window, into: ctx)
            })
        }

        // The damage walk over 10,000 labels (the tick benchmark's size), nothing changing.
        HostClock.reset()
        let (large, _, _) = Self.labelWindow(count: 10_000)
        let largeFrame = CARetainedFrame(width: Self.frameWidth, height: Self.frameHeight, scale: 1)!
        large.tick(timestamp: HostClock.now + 1.0 / 120.0)
        large.displayIfNeeded()
        largeFrame.update(rendering: large.layer)
        var largeTimes: [Double] = []
        for i in 0..<frames {
            large.tick(timestamp: HostClock.now + Double(i + 2) / 120.0)
            large.displayIfNeeded()
            largeTimes.append(Self.time { largeFrame.update(rendering: large.layer) })
        }
        return DamageResult(
            label: Row(name: "one label's text changed: damage only", median: Self.median(labelTimes), frames: frames),
            indicator: Row(name: "scroll indicator fading: damage only", median: Self.median(indicatorTimes),
                           frames: indicatorTimes.count),
            idle: Row(name: "nothing changed: damage walk, 1,000 labels", median: Self.median(idleTimes), frames: frames),
            idleLarge: Row(name: "nothing changed: damage walk, 10,000 labels", median: Self.median(largeTimes), frames: frames),
            scroll: Row(name: "scroll frame through the retained frame (full)", median: Self.median(scrollTimes), frames: frames),
            plainScroll: Row(name: "  same frames, fill + render(in:) (no tracking)", median: Self.median(plainTimes), frames: frames),
            labelDamage: labelArea / pixels, indicatorDamage: indicatorArea / pixels, indicatorFrames: indicatorTimes.count)
    }

    // MARK: 3. Pinch-zooming a 4000×3000 photo at 1920×1080

    /// One photo, shown by an image view (as ImageFilePhotos does).
    private final class SinglePhotoSource: PhotoSource {
        let image: UIImage
        init(image: UIImage) { self.image = image }
        var numberOfPhotos: Int { 1 }
        func sizeOfPhoto(at index: Int) -> CGSize { image.size }
        func makeView(forPhotoAt index: Int) -> UIView? { UIImageView(image: image) }
    }

    /// A 4000×3000 picture at scale 1: gradient bands both ways, rings, a grid and a title.
    static func makeBigImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let size = CGSize(width: 4000, height: 3000)
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            let bands = 150
            for i in 0..<bands {   // vertical gradient, blue to orange
                let t = CGFloat(i) / CGFloat(bands - 1)
                UIColor(red: 0.1 + 0.85 * t, green: 0.3 + 0.3 * t, blue: 0.9 - 0.75 * t, alpha: 1).setFill()
                ctx.fill(CGRect(x: 0, y: size.height * CGFloat(i) / CGFloat(bands), width: size.width,
                                height: size.height / CGFloat(bands) + 1))
            }
            for i in 0..<200 {     // translucent horizontal gradient on top
                let t = CGFloat(i) / 199
                UIColor(white: t, alpha: 0.25).setFill()
                ctx.fill(CGRect(x: size.width * CGFloat(i) / 200, y: 0, width: size.width / 200 + 1, height: size.height))
            }
            for i in 0..<24 {      // rings and discs
                let r = CGFloat(60 + 55 * i)
                UIColor(hue: CGFloat(i) / 24, saturation: 0.8, brightness: 0.9, alpha: 0.6).setStroke()
                let ring = UIBezierPath(ovalIn: CGRect(x: 2000 - r, y: 1500 - r, width: 2 * r, height: 2 * r))
                ring.lineWidth = 14
                ring.stroke()
                UIColor(hue: CGFloat(i) / 24, saturation: 0.6, brightness: 0.8, alpha: 0.5).setFill()
                UIBezierPath(ovalIn: CGRect(x: CGFloat(i % 6) * 650 + 100, y: CGFloat(i / 6) * 700 + 120, width: 420, height: 420)).fill()
            }
            UIColor(white: 1, alpha: 0.3).setStroke()
            let grid = gridPath(size: size, spacing: 200)
            grid.lineWidth = 4
            grid.stroke()
            ("4000 × 3000" as NSString).draw(at: CGPoint(x: 160, y: 160), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 300), .foregroundColor: UIColor.white])
        }
    }

    struct ZoomResult {
        let sweep: Row, sweepComposite: Row, atMinimum: Row, atMaximum: Row, firstDisplay: Row
        /// Cairo alone drawing the same backing store into the same rect over the same background
        /// (CompositorFloor), frame by frame through the sweep: the floor under `sweepComposite`.
        let sweepFloor: Row
        let minimumZoom: CGFloat, maximumZoom: CGFloat, redraws: Int, backingStore: (Int, Int)
    }

    func pinchZoom() -> ZoomResult {
        let frames = steadyFrames, firstFrames = firstFrameCount
        let source = SinglePhotoSource(image: Self.makeBigImage())
        let ctx = CGContext(width: Self.frameWidth, height: Self.frameHeight)!
        func makePage() -> (UIWindow, ImageScrollView) {
            HostClock.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: Self.frameWidth, height: Self.frameHeight))
            window.backgroundColor = .black
            let page = ImageScrollView(frame: window.bounds)
            window.addSubview(page)
            page.display(photoAt: 0, from: source)
            return (window, page)
        }
        // The photo's first display: the image view draws the 4000×3000 image into a backing store
        // at the fitting zoom's resolution (once per page shown, not per frame).
        var firsts: [Double] = []
        for _ in 0..<firstFrames {
            let (w, _) = makePage()
            firsts.append(Self.time {
                w.tick(timestamp: HostClock.now + 1.0 / 120.0)
                w.displayIfNeeded()
                Self.composite(w, into: ctx)
            })
        }
        let (window, page) = makePage()
        var time = HostClock.now + 1.0 / 120.0
        window.tick(timestamp: time)
        window.displayIfNeeded()
        Self.composite(window, into: ctx)
        let photoLayer = page.photoView!.layer
        let store = photoLayer.contents as? CGImage
        let storeSize = (store?.width ?? 0, store?.height ?? 0)
        var redraws = 0
        var lastContents = store.map { ObjectIdentifier($0) }
        var floors: [Double] = []

        let lo = page.minimumZoomScale, hi = page.maximumZoomScale
        func frame(scale: CGFloat) -> (Double, Double) {
            let u = Self.time {
                page.zoomScale = scale   // as a pinch's change does: transform only, no redraw
                time += 1.0 / 120.0
                window.tick(timestamp: time)
                window.displayIfNeeded()
            }
            // Timed inline: a closure capturing `ctx` fails the release build's region check (Swift 6 mode).
            let compositeStart = BenchClock.thread()
            Self.composite(window, into: ctx)
            let c = BenchClock.thread() - compositeStart
            let now = (photoLayer.contents as? CGImage).map { ObjectIdentifier($0) }
            if now != lastContents { redraws += 1; lastContents = now }
            if let store = photoLayer.contents as? CGImage {
                let rect = page.photoView!.convert(page.photoView!.bounds, to: window)
                floors.append(CompositorFloor.time(filling: ctx, background: UIColor.black.cgColor, drawing: store, in: rect))
            }
            return (u + c, c)
        }
        // A sweep min → max → min, geometric in scale (a pinch's steps are ratios).
        var totals: [Double] = [], composites: [Double] = []
        for i in 0..<frames {
            let phase = Double(i) / Double(frames - 1)
            let tri = phase < 0.5 ? 2 * phase : 2 - 2 * phase
            let s = lo * CGFloat(pow(Double(hi / lo), tri))
            let (t, c) = frame(scale: s)
            totals.append(t); composites.append(c)
        }
        let sweepFloors = floors
        var atMin: [Double] = [], atMax: [Double] = []
        for _ in 0..<15 { atMin.append(frame(scale: lo).0) }
        for _ in 0..<15 { atMax.append(frame(scale: hi).0) }
        return ZoomResult(
            sweep: Row(name: "pinch frame: zoomScale + tick + display + composite", median: Self.median(totals), frames: frames,
                       p95: Self.quantile(totals, 0.95)),
            sweepComposite: Row(name: "  of which composite", median: Self.median(composites), frames: frames),
            atMinimum: Row(name: "zoom held at minimum (whole photo fits)", median: Self.median(atMin), frames: 15),
            atMaximum: Row(name: "zoom held at maximum (1 photo px per screen px)", median: Self.median(atMax), frames: 15),
            firstDisplay: Row(name: "photo's first display + composite (once per page)", median: Self.median(firsts), frames: firstFrames),
            sweepFloor: Row(name: "  cairo alone, the same image and rect (the floor)", median: Self.median(sweepFloors), frames: sweepFloors.count),
            minimumZoom: lo, maximumZoom: hi, redraws: redraws, backingStore: storeSize)
    }

    // MARK: 4. Photo browser memory while paging through 100 photos

    struct PagingResult {
        let baseline: Int, afterFirstPage: Int, peak: Int, final: Int
        let pagesCreated: Int, livePages: Int, page: Row
    }

    func pagingMemory(photos: Int = 100) -> PagingResult {
        HostClock.reset()
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        UIScreen.main.scale = 2
        let baseline = Self.residentBytes()
        let source = GeneratedPhotos(count: photos)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let browser = PhotoBrowserView(frame: window.bounds)
        window.addSubview(browser)
        browser.source = source
        let ctx = CGContext(width: 640, height: 960)!
        ctx.scaleBy(x: 2, y: 2)
        var time = HostClock.now
        func show() {
            time += 1.0 / 120.0
            window.tick(timestamp: time)
            window.displayIfNeeded()
            Self.composite(window, into: ctx)
        }
        show()
        let afterFirst = Self.residentBytes()
        var peak = afterFirst
        var pageTimes: [Double] = []
        let scroll = browser.pagingScrollView
        for index in 1..<photos {
            pageTimes.append(Self.time {
                scroll.contentOffset = CGPoint(x: scroll.bounds.width * CGFloat(index), y: 0)
                show()
            })
            peak = max(peak, Self.residentBytes())
        }
        let final = Self.residentBytes()
        return withExtendedLifetime(source) {
            PagingResult(baseline: baseline, afterFirstPage: afterFirst, peak: peak, final: final,
                         pagesCreated: browser.pagesCreated,
                         livePages: browser.visiblePages.count + browser.recycledPages.count,
                         page: Row(name: "page turn: offset + tick + display + composite", median: Self.median(pageTimes),
                                   frames: pageTimes.count))
        }
    }

    // MARK: Run

    func run(figures: inout BenchmarkFigures) {
        let savedScale = UIScreen.main.scale, savedBounds = UIScreen.main.bounds
        defer { UIScreen.main.scale = savedScale; UIScreen.main.bounds = savedBounds }

        // Memory first, before the other cases grow the heap.
        let paging = quick ? nil : pagingMemory()
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: CGFloat(Self.frameWidth), height: CGFloat(Self.frameHeight))
        UIScreen.main.scale = 1
        let copy = memcpyBaseline()
        let scrolling = scrollingLabels()
        let damage = quick ? nil : dirtyRegions()
        let zoom = pinchZoom()

        figures[.memcpyFrameMs] = copy.cached * 1000
        figures[.memcpyFrameRotatingMs] = copy.rotating * 1000
        figures[.compositeScrollLabelsXMemcpy] = scrolling.composite.median / copy.cached
        figures[.compositeScrollLabelsMs] = scrolling.composite.median * 1000
        figures[.frameP95MsScrollLabels] = scrolling.frame.p95 * 1000
        figures[.firstFrameLabelsXMemcpy] = scrolling.firstFrame.median / copy.cached
        figures[.firstFrameLabelsMs] = scrolling.firstFrame.median * 1000
        figures[.firstFrameLabelsDrawn] = Double(scrolling.labelsDrawnByFirstPass)
        figures[.firstFrameLabelsOnScreen] = Double(scrolling.labelsOnScreen)
        figures[.compositePinchPhotoXMemcpy] = zoom.sweepComposite.median / copy.cached
        figures[.compositePinchPhotoMs] = zoom.sweepComposite.median * 1000
        figures[.frameP95MsPinchPhoto] = zoom.sweep.p95 * 1000
        figures[.compositePinchPhotoFloorMs] = zoom.sweepFloor.median * 1000
        figures[.compositePinchPhotoXFloor] = zoom.sweepComposite.median / zoom.sweepFloor.median

        print("ScrollKit render benchmark (medians of \(BenchClock.name); ratios to a memcpy of one 1920×1080×4 frame measured in this run)")
        let header = "case".padding(toLength: 56, withPad: " ", startingAt: 0)
        print(header + "   median ms  × memcpy cached  × memcpy rotating  frames")
        func line(_ r: Row) {
            let name = r.name.padding(toLength: 56, withPad: " ", startingAt: 0)
            print(name + String(format: " %10.3f  %14.2f×  %16.2f×  %6d",
                                r.median * 1000, r.median / copy.cached, r.median / copy.rotating, r.frames))
        }
        print("1. baseline")
        line(Row(name: "memcpy 8 MB frame, same two buffers (cached)", median: copy.cached, frames: 61))
        line(Row(name: "memcpy 8 MB frame, rotating 8 buffers (66 MB)", median: copy.rotating, frames: 61))
        print("2. UIScrollView of 1,000 UILabels, window 1920×1080 pt @1× (goal: composite < 3× memcpy)")
        line(scrolling.frame)
        line(scrolling.composite)
        line(scrolling.firstFrame)
        line(scrolling.firstDisplay)
        line(scrolling.firstComposite)
        print(String(format: "   content %.0f pt tall; labels on screen: %d; labels drawn by the first display pass: %d",
                     scrolling.contentHeight, scrolling.labelsOnScreen, scrolling.labelsDrawnByFirstPass))
        if let damage {
            print("2b. the same window composited through a retained frame: only the damage (CARetainedFrame)")
            line(damage.label)
            line(damage.indicator)
            line(damage.idle)
            line(damage.idleLarge)
            line(damage.scroll)
            line(damage.plainScroll)
            print(String(format: "   damage: label %.3f%% of the frame, indicator at most %.3f%% (%d frames of the fade changed pixels)",
                         damage.labelDamage * 100, damage.indicatorDamage * 100, damage.indicatorFrames))
        }
        print("3. ImageScrollView, 4000×3000 photo (UIImageView), window 1920×1080 pt @1×")
        line(zoom.sweep)
        line(zoom.sweepComposite)
        line(zoom.sweepFloor)
        line(zoom.atMinimum)
        line(zoom.atMaximum)
        line(zoom.firstDisplay)
        print(String(format: "   zoom range %.3f…%.3f; photo backing store %d×%d px; redraws during zooming: %d",
                     zoom.minimumZoom, zoom.maximumZoom, zoom.backingStore.0, zoom.backingStore.1, zoom.redraws))
        guard let paging else { return }
        print("4. PhotoBrowserView paging through 100 GeneratedPhotos (1600×1200 pt), 320×480 pt @2×")
        line(paging.page)
        print(String(format: "   RSS baseline %.1f MiB, after first page %.1f MiB, peak while paging %.1f MiB, after paging %.1f MiB",
                     Self.mib(paging.baseline), Self.mib(paging.afterFirstPage), Self.mib(paging.peak), Self.mib(paging.final)))
        print(String(format: "   peak − baseline %.1f MiB; page views created %d (alive %d); process max RSS so far %.1f MiB",
                     Self.mib(paging.peak - paging.baseline), paging.pagesCreated, paging.livePages,
                     Self.mib(Self.maxResidentBytes())))
    }
}
