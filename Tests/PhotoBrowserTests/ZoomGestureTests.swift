import HostContextTesting
import Testing
import UIKit
import PhotoBrowser

@MainActor
final class ZoomDelegate: UIScrollViewDelegate {
    let view: UIView
    init(_ view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
}

@MainActor
final class TapFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let delegate: ZoomDelegate
    var time: TimeInterval = 0

    init(min: CGFloat = 0.32, max: CGFloat = 4) {
        HostClock.reset()
        delegate = ZoomDelegate(content)
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.delegate = delegate
        scrollView.minimumZoomScale = min
        scrollView.maximumZoomScale = max
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
    }

    func tap(at p: CGPoint, fingers: Int = 1, taps: Int = 1) {
        for _ in 0..<taps {
            window.send((0..<fingers).map { TouchInput(id: $0, phase: .began, location: CGPoint(x: p.x + CGFloat($0) * 30, y: p.y)) }, timestamp: time)
            time += 0.05
            window.tick(timestamp: time)
            window.send((0..<fingers).map { TouchInput(id: $0, phase: .ended, location: CGPoint(x: p.x + CGFloat($0) * 30, y: p.y)) }, timestamp: time)
            time += 0.1
            window.tick(timestamp: time)
        }
    }

    func run(for seconds: TimeInterval) {
        for _ in 0..<Int(seconds * 60) { time += 1.0 / 60; window.tick(timestamp: time) }
    }
}

@Suite(.freshHostContext) @MainActor struct ZoomGestureTests {
    @Test func doubleTapZoomsInTwiceAroundTheTappedPoint() {
        let f = TapFixture()
        ZoomGestures.installTapToZoom(on: f.content, in: f.scrollView)
        f.tap(at: CGPoint(x: 100, y: 200), taps: 2)
        f.run(for: 0.4)
        #expect(f.scrollView.zoomScale == 2)
        // The tapped content point (100, 200) ends at the centre of the bounds: 200·2 − 160, 400 − 240.
        #expect(f.scrollView.contentOffset == CGPoint(x: 40, y: 160))
    }

    @Test func aTwoFingerTapZoomsOut() {
        let f = TapFixture()
        ZoomGestures.installTapToZoom(on: f.content, in: f.scrollView)
        f.scrollView.setZoomScale(2, animated: false)
        f.tap(at: CGPoint(x: 100, y: 200), fingers: 2)
        f.run(for: 0.4)
        #expect(f.scrollView.zoomScale == 1)
    }

    @Test func aSingleTapDoesNotZoom() {
        let f = TapFixture()
        ZoomGestures.installTapToZoom(on: f.content, in: f.scrollView)
        f.tap(at: CGPoint(x: 100, y: 200))
        f.run(for: 0.6)
        #expect(f.scrollView.zoomScale == 1)
    }

    @Test func theBooksCycleGoesToActualSizeThenMaximumThenMinimum() {
        let f = TapFixture()
        ZoomGestures.installZoomCycle(on: f.content, in: f.scrollView)
        f.scrollView.setZoomScale(0.5, animated: false)
        f.tap(at: CGPoint(x: 100, y: 100), taps: 2)
        #expect(f.scrollView.zoomScale == 1)
        #expect(f.scrollView.contentOffset == CGPoint(x: 340, y: 0))   // (1000 − 320) / 2, top
        f.run(for: 0.5)
        f.tap(at: CGPoint(x: 100, y: 100), taps: 2)
        f.run(for: 0.4)
        #expect(f.scrollView.zoomScale == 4)
        f.tap(at: CGPoint(x: 100, y: 100), taps: 2)
        f.run(for: 0.4)
        #expect(abs(f.scrollView.zoomScale - 0.32) < 1e-9)
    }

    @Test func zoomEndingRedrawsAtTheNewResolution() {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        let photos = SizedPhotos([CGSize(width: 2000, height: 3000)])
        page.display(photoAt: 0, from: photos)
        page.setZoomScale(0.5, animated: true)
        for i in 1...30 { window.tick(timestamp: Double(i) / 60) }
        #expect(page.photoView?.contentScaleFactor == 0.5 * UIScreen.main.scale)
    }
}

@Suite(.freshHostContext) @MainActor struct CentredPinchTests {
    /// A page showing one photo of `size`, fitted and centred in a window of `windowSize`.
    func centredPage(_ size: CGSize, in windowSize: CGSize) -> (UIWindow, ImageScrollView) {
        HostClock.reset()
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        let page = ImageScrollView(frame: window.bounds)
        window.addSubview(page)
        page.display(photoAt: 0, from: SizedPhotos([size]))
        window.tick(timestamp: 0)
        return (window, page)
    }

    /// Two fingers `d` apart on a horizontal line through `centre`.
    func fingers(_ window: UIWindow, _ centre: CGPoint, _ d: CGFloat, _ phase: UITouch.Phase, at t: TimeInterval) {
        window.send([TouchInput(id: 1, phase: phase, location: CGPoint(x: centre.x - d / 2, y: centre.y)),
                     TouchInput(id: 2, phase: phase, location: CGPoint(x: centre.x + d / 2, y: centre.y))], timestamp: t)
    }

    /// A pinch on a photo that the page centres (smaller than the bounds) keeps the photo point under
    /// the fingers fixed: the anchor is measured from the photo's centred origin, not from (0, 0).
    @Test func aPinchOnACentredLandscapePhotoKeepsItsCentreUnderTheFingers() {
        let (window, page) = centredPage(CGSize(width: 2000, height: 1000), in: CGSize(width: 320, height: 480))
        #expect(page.photoView!.frame == CGRect(x: 0, y: 160, width: 320, height: 160))   // centred at 0.16
        var t = 0.0
        let middle = CGPoint(x: 160, y: 240)
        fingers(window, middle, 100, .began, at: t)
        for i in 1...10 {
            t += 1.0 / 60
            fingers(window, middle, 100 + CGFloat(i) * 10, .moved, at: t)
            window.tick(timestamp: t)
        }
        fingers(window, middle, 200, .ended, at: t)
        for _ in 0..<30 { t += 1.0 / 60; window.tick(timestamp: t) }
        #expect(abs(page.zoomScale - 0.32) < 1e-9)
        #expect(page.contentOffset.y == 0)        // still shorter than the bounds: centred, not scrolled
        let centre = page.photoView!.convert(CGPoint(x: 1000, y: 500), to: window)
        #expect(abs(centre.x - 160) < 0.5 && abs(centre.y - 240) < 0.5)
    }

    /// The gigapixel benchmark's pinch: a square photo centred in a wide window, zoomed 8× about the
    /// window centre. At every step the photo point under the fingers stays there, and the photo
    /// stays on screen (the centring shift used to be added once per step, sliding it off screen).
    @Test func everyStepOfAnEightfoldPinchOnACentredPhotoKeepsThePointUnderTheFingers() {
        let (window, page) = centredPage(CGSize(width: 8192, height: 8192), in: CGSize(width: 960, height: 540))
        let fit = page.zoomScale
        var t = 0.0
        let centre = CGPoint(x: 480, y: 270)
        fingers(window, centre, 75, .began, at: t)
        let anchor = page.photoView!.convert(centre, from: window)
        for i in 1...30 {
            t += 1.0 / 60
            fingers(window, centre, 75 * pow(8, CGFloat(i) / 30), .moved, at: t)
            window.tick(timestamp: t)
            let p = page.photoView!.convert(anchor, to: window)
            #expect(abs(p.x - centre.x) < 0.5 && abs(p.y - centre.y) < 0.5, "step \(i): \(p)")
            let onScreen = page.photoView!.convert(page.photoView!.bounds, to: window).intersection(window.bounds)
            #expect(onScreen.width > 400 && onScreen.height > 400, "step \(i)")
        }
        #expect(page.zoomScale / fit > 7.5)          // the recognizer measures from its first move
    }
}
