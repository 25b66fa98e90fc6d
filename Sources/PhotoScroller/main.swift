import UIKit
import PhotoBrowser
import GalleryScreens
import SDLHost

/// `PhotoScroller [--headless] [image files…]`: the WWDC 2010 photo browser over the given images
/// (PNG), or over pictures it generates itself when none are given. Without a display it pages
/// through headless and writes frames to out/photoscroller/.
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

MainActor.assumeIsolated {
    let args = Array(CommandLine.arguments.dropFirst())
    let files = args.filter { !$0.hasPrefix("--") }
    let source: PhotoSource = files.isEmpty ? GeneratedPhotos() : ImageFilePhotos(paths: files)
    let delegate = PhotoScrollerDelegate(source: source)
    if args.contains("--headless") || !SDLWindowHost.canOpenDisplay() {
        HeadlessPhotoScroller(delegate: delegate, source: source).run()
    } else {
        UIApplicationMain(delegate: delegate, host: SDLWindowHost(title: "PhotoScroller"))
    }
}

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
        var t = 0.0
        func frames(_ n: Int) { for _ in 0..<n { t += 1.0 / 60; window.tick(timestamp: t) } }
        frames(2)
        for page in 0..<min(source.numberOfPhotos, 4) {
            window.displayIfNeeded()
            let png = UIGraphicsImageRenderer(bounds: window.bounds).pngData { window.layer.render(in: $0.cgContext) }
            try? png.write(to: out.appendingPathComponent("page-\(page + 1).png"))
            print("page \(vc.browser.currentPage + 1) of \(source.numberOfPhotos)")
            window.sendTouch(.began, at: CGPoint(x: 280, y: 240), timestamp: t)
            for i in 1...6 {
                t += 1.0 / 60
                window.sendTouch(.moved, at: CGPoint(x: 280 - CGFloat(i) * 18, y: 240), timestamp: t)
                window.tick(timestamp: t)
            }
            t += 1.0 / 60
            window.sendTouch(.ended, at: CGPoint(x: 280 - 7 * 18, y: 240), timestamp: t)
            frames(60)
        }
        print("frames written to \(out.path)")
    }
}
