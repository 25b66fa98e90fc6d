import Foundation
import UIKit
import PhotoBrowser

/// `Benchmarks bitmaplayout` (issue 24): what drawing into a bitmap context costs in a layout that
/// is not cairo's own, against cairo's own layout, in the same run and the same frames.
///
/// A window of 960×540 pt at 2× (UIScreen scale 2) is composited (`layer.render(in:)`) into
/// 1920×1080-pixel contexts: cairo's native layout (`CGContext(width:height:)`, premultiplied
/// first, 32-bit little endian), and big-endian ARGB (`premultipliedFirst` with the default byte
/// order, what iOS code often writes) in the two ways a context can hold it:
/// - over the caller's buffer: every drawing call converts what it touched before returning
///   (the caller may read its buffer at any moment), timed render only, against native render only;
/// - with `data: nil`: nothing is converted until the bytes are read; each frame is read out with
///   `makeImage()` (as `UIGraphicsImageRenderer` does), timed render + makeImage against the same
///   in the native layout.
/// Two scenes: a scroll view of 1,000 labels scrolling, and a 4000×3000 photo pinched
/// (PhotoBrowser's ImageScrollView). Each frame's state is rendered into all three contexts one
/// after another, so they draw the same pixels. Goal: every layout at most 1.5× native.
@MainActor
struct BitmapLayoutBenchmark {
    static let pixelWidth = 1920, pixelHeight = 1080
    static let scale: CGFloat = 2
    static var pointSize: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
    /// Big-endian ARGB: A, R, G, B in memory.
    static let argbInfo = CGImageAlphaInfo.premultipliedFirst.rawValue

    var quick = false
    private var frames: Int { quick ? 5 : 61 }

    /// One scene's samples (seconds per frame) for the three contexts.
    struct SceneResult {
        var native: [Double] = [], callersBuffer: [Double] = []
        var nativeWithImage: [Double] = [], ownedWithImage: [Double] = []
        /// Pixels the caller's-buffer context converted, per frame (mean).
        var convertedPerFrame = 0.0
    }

    /// The three contexts, each with the CTM at 2×.
    @MainActor final class Targets {
        let native: CGContext
        let callersBuffer: CGContext
        let owned: CGContext
        let buffer: UnsafeMutableRawPointer

        init() {
            native = CGContext(width: BitmapLayoutBenchmark.pixelWidth, height: BitmapLayoutBenchmark.pixelHeight)!
            let bytes = BitmapLayoutBenchmark.pixelWidth * BitmapLayoutBenchmark.pixelHeight * 4
            buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            callersBuffer = CGContext(data: buffer, width: BitmapLayoutBenchmark.pixelWidth, height: BitmapLayoutBenchmark.pixelHeight,
                                      bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: BitmapLayoutBenchmark.argbInfo)!
            owned = CGContext(data: nil, width: BitmapLayoutBenchmark.pixelWidth, height: BitmapLayoutBenchmark.pixelHeight,
                              bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: BitmapLayoutBenchmark.argbInfo)!
            for ctx in [native, callersBuffer, owned] { ctx.scaleBy(x: BitmapLayoutBenchmark.scale, y: BitmapLayoutBenchmark.scale) }
        }

        isolated deinit { buffer.deallocate() }
    }

    /// Renders the window's current state into each context, timing each, into `result`.
    private func measureFrame(_ window: UIWindow, _ t: Targets, into result: inout SceneResult) {
        let convertedBefore = t.callersBuffer.pixelsConvertedToLayout
        // Timed inline: a closure capturing a context fails the release build's region check (Swift 6 mode).
        var start = BenchClock.thread()
        window.layer.render(in: t.native)
        result.native.append(BenchClock.thread() - start)

        start = BenchClock.thread()
        window.layer.render(in: t.callersBuffer)
        result.callersBuffer.append(BenchClock.thread() - start)
        result.convertedPerFrame += Double(t.callersBuffer.pixelsConvertedToLayout - convertedBefore)

        start = BenchClock.thread()
        window.layer.render(in: t.native)
        let nativeImage = t.native.makeImage()
        result.nativeWithImage.append(BenchClock.thread() - start)

        start = BenchClock.thread()
        window.layer.render(in: t.owned)
        let ownedImage = t.owned.makeImage()
        result.ownedWithImage.append(BenchClock.thread() - start)
        // The images are used, so nothing is optimised away.
        if nativeImage?.width != ownedImage?.width { print("bitmaplayout: images differ in size") }
    }

    /// The window of `RenderBenchmark.labelWindow`, at 960×540 pt: a scroll view of 1,000 labels.
    private func labelWindow() -> (UIWindow, UIScrollView) {
        let size = Self.pointSize
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: window.bounds)
        var y: CGFloat = 8
        for i in 0..<1_000 {
            let label = UILabel(frame: .zero)
            label.text = "Row \(i + 1) — the quick brown fox jumps over the lazy dog, \(i * 37 % 1000) items"
            label.sizeToFit()
            label.frame = CGRect(origin: CGPoint(x: 16, y: y), size: label.frame.size)
            y += label.frame.height + 8
            scroll.addSubview(label)
        }
        scroll.contentSize = CGSize(width: size.width, height: y)
        window.addSubview(scroll)
        return (window, scroll)
    }

    func scrollingLabels() -> SceneResult {
        HostClock.reset()
        let (window, scroll) = labelWindow()
        let targets = Targets()
        var time = 0.0
        window.tick(timestamp: time)
        window.displayIfNeeded()
        var result = SceneResult()
        for i in 0..<frames {
            // 37 pt a frame: a brisk scroll that brings new labels on screen every frame.
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat(i) * 37)
            time += 1.0 / 120
            window.tick(timestamp: time)
            window.displayIfNeeded()
            measureFrame(window, targets, into: &result)
        }
        result.convertedPerFrame /= Double(frames)
        return result
    }

    /// One photo, shown by an image view (as ImageFilePhotos does).
    private final class OnePhoto: PhotoSource {
        let image: UIImage
        init(image: UIImage) { self.image = image }
        var numberOfPhotos: Int { 1 }
        func sizeOfPhoto(at index: Int) -> CGSize { image.size }
        func makeView(forPhotoAt index: Int) -> UIView? { UIImageView(image: image) }
    }

    func pinchingPhoto() -> SceneResult {
        HostClock.reset()
        let source = OnePhoto(image: RenderBenchmark.makeBigImage())
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.pointSize))
        window.backgroundColor = .black
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        page.display(photoAt: 0, from: source)
        let targets = Targets()
        var time = 0.0
        window.tick(timestamp: time)
        window.displayIfNeeded()
        var result = SceneResult()
        let lo = page.minimumZoomScale, hi = page.maximumZoomScale
        for i in 0..<frames {
            // A sweep min → max → min, geometric in scale (a pinch's steps are ratios), as RenderBenchmark's.
            let phase = Double(i) / Double(max(1, frames - 1))
            let tri = phase < 0.5 ? 2 * phase : 2 - 2 * phase
            page.zoomScale = lo * CGFloat(pow(Double(hi / lo), tri))
            time += 1.0 / 120
            window.tick(timestamp: time)
            window.displayIfNeeded()
            measureFrame(window, targets, into: &result)
        }
        result.convertedPerFrame /= Double(frames)
        return result
    }

    func run(figures: inout BenchmarkFigures) {
        let savedScale = UIScreen.main.scale, savedBounds = UIScreen.main.bounds
        defer { UIScreen.main.scale = savedScale; UIScreen.main.bounds = savedBounds }
        UIScreen.main.bounds = CGRect(origin: .zero, size: Self.pointSize)
        UIScreen.main.scale = Self.scale

        let labels = scrollingLabels()
        let photo = pinchingPhoto()
        let median = { (s: [Double]) in RenderBenchmark.median(s) }, p95 = { (s: [Double]) in RenderBenchmark.quantile(s, 0.95) }

        figures[.bitmapLayoutLabelsXNative] = median(labels.callersBuffer) / median(labels.native)
        figures[.bitmapLayoutLabelsOwnedXNative] = median(labels.ownedWithImage) / median(labels.nativeWithImage)
        figures[.bitmapLayoutPinchXNative] = median(photo.callersBuffer) / median(photo.native)
        figures[.bitmapLayoutPinchOwnedXNative] = median(photo.ownedWithImage) / median(photo.nativeWithImage)
        figures[.bitmapLayoutLabelsNativeMs] = median(labels.native) * 1000
        figures[.bitmapLayoutLabelsArgbMs] = median(labels.callersBuffer) * 1000
        figures[.bitmapLayoutLabelsArgbP95Ms] = p95(labels.callersBuffer) * 1000
        figures[.bitmapLayoutPinchNativeMs] = median(photo.native) * 1000
        figures[.bitmapLayoutPinchArgbMs] = median(photo.callersBuffer) * 1000
        figures[.bitmapLayoutPinchArgbP95Ms] = p95(photo.callersBuffer) * 1000

        print("ScrollKit bitmap-layout benchmark (\(BenchClock.name); 1920×1080 px contexts, window 960×540 pt @2×, \(frames) frames)")
        print("case".padding(toLength: 62, withPad: " ", startingAt: 0) + "  median ms     p95 ms   × native")
        func line(_ name: String, _ samples: [Double], _ baseline: [Double]) {
            print(name.padding(toLength: 62, withPad: " ", startingAt: 0)
                  + String(format: " %10.3f %10.3f %9.2f×", median(samples) * 1000, p95(samples) * 1000, median(samples) / median(baseline)))
        }
        for (title, r) in [("1,000 labels scrolling", labels), ("4000×3000 photo pinched", photo)] {
            print("\(title) (goal: every layout ≤ 1.5× native)")
            line("  native layout: render(in:)", r.native, r.native)
            line("  ARGB big-endian, caller's buffer: render(in:)", r.callersBuffer, r.native)
            line("  native layout: render(in:) + makeImage()", r.nativeWithImage, r.nativeWithImage)
            line("  ARGB big-endian, data: nil: render(in:) + makeImage()", r.ownedWithImage, r.nativeWithImage)
            print(String(format: "   caller's buffer: %.2f frames of pixels converted per frame (render(in:) converts what its walk drew once, at its end)",
                         r.convertedPerFrame / Double(Self.pixelWidth * Self.pixelHeight)))
        }
    }
}
