import UIKit
import GalleryScreens

/// `make demo`: the Gallery in a real SDL2 window where there is a display, otherwise (or with
/// `--headless`) a scripted headless session that prints its trace and writes PNG frames to `out/`.
/// Options: GalleryCommand.swift (`Gallery --help`).
@MainActor
final class GalleryAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.rootViewController = GalleryHomeViewController.makeTabBarController().0
        w.makeKeyAndVisible()
        window = w
        return true
    }
}

GalleryCommand.main()
