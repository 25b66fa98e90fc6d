import GalleryScreens
import HeadlessHost
import PhotoBrowser
import UIKit
import SDLHost
import TilePyramid

/// `PhotoScroller [--headless] [files…]`: the WWDC 2010 photo browser over the given PNG images and
/// `tilecut` pyramids (`*.pyramid.json`). With no files it shows the embedded default: a 16k × 16k
/// synthetic photo cut into a pyramid on first run (cached), then pictures it draws itself. Without
/// a display it pages through headless and writes frames to out/photoscroller/. Options:
/// PhotoScrollerCommand.swift (`PhotoScroller --help`).
@MainActor
final class PhotoScrollerDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let source: PhotoSource
    init(source: PhotoSource) { self.source = source }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: UIScreen.main.bounds)
        let vc = PhotoBrowserViewController()
        vc.source = source
        w.rootViewController = vc
        w.makeKeyAndVisible()
        window = w
        return true
    }
}

/// The 16k default pyramid (built with progress on first run) followed by generated photos.
@MainActor
func defaultPhotos() -> PhotoSource {
    do {
        let prepared = try DefaultPyramid.prepare { p in
            print("\rPhotoScroller: cutting the default 16384² photo: \(p.tilesDone)/\(p.tilesTotal) tiles", terminator: "")
        }
        if !prepared.wasReused { print("") }
        let manifest = prepared.directory.appendingPathComponent(prepared.layout.manifestFileName)
        return CombinedPhotos([PyramidPhotos(manifests: [manifest]), GeneratedPhotos()])
    } catch {
        print("PhotoScroller: the default pyramid is unavailable (\(error)); showing generated photos only")
        return GeneratedPhotos()
    }
}

PhotoScrollerCommand.main()

/// Pages through the first photos headless and writes each page as a PNG.
@MainActor
struct HeadlessPhotoScroller {
    let delegate: PhotoScrollerDelegate
    let source: PhotoSource

    func run() {
        HostClock.reset()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        guard let window = delegate.window, let vc = window.rootViewController as? PhotoBrowserViewController else { return }
        let out = URL(fileURLWithPath: "out/photoscroller")
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let host = HeadlessHost(window: window)
        host.runFrames(2)
        for page in 0..<min(source.numberOfPhotos, 4) {
            // As a screen does: render, let the tiled layers draw what was missing, fade in, repeat.
            for _ in 0..<20 { _ = host.render(); host.runFrames(1) }
            host.writePNG(to: out.appendingPathComponent("page-\(page + 1).png").path)
            print("page \(vc.browser.currentPage + 1) of \(source.numberOfPhotos)")
            // A leftward flick, 18 pt per 60 Hz frame, lifting while still moving: the next page.
            host.drag(FingerDrag(start: CGPoint(x: 280, y: 240),
                                 moves: (1...6).map { CGPoint(x: 280 - CGFloat($0) * 18, y: 240) },
                                 liftPoint: CGPoint(x: 280 - 7 * 18, y: 240), timing: .every(host.frameInterval),
                                 lift: .oneIntervalLater))
            host.runFrames(60)
        }
        print("frames written to \(out.path)")
    }
}
