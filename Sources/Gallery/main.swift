import UIKit
import GalleryScreens
import SDLHost

/// `make demo`: the Gallery in a real SDL2 window where there is a display, otherwise (or with
/// `--headless`) a scripted headless session that prints its trace and writes PNG frames to `out/`.
@MainActor
final class GalleryAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.rootViewController = GalleryHomeViewController()
        w.makeKeyAndVisible()
        window = w
        return true
    }
}

MainActor.assumeIsolated {
    let args = CommandLine.arguments
    let headless = args.contains("--headless") || !SDLWindowHost.canOpenDisplay()
    if headless {
        if !args.contains("--headless") { print("No display found: running the Gallery headless.\n") }
        HeadlessGallery(outputDirectory: "out/gallery").run()
    } else {
        let host = SDLWindowHost(title: "ScrollKit Gallery")
        if let i = args.firstIndex(of: "--frames"), i + 1 < args.count { host.frameLimit = Int(args[i + 1]) }
        if let i = args.firstIndex(of: "--screenshot"), i + 1 < args.count { host.screenshotPath = args[i + 1] }
        UIApplicationMain(delegate: GalleryAppDelegate(), host: host)
    }
}
