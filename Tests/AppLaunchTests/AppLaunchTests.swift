import AppLaunch
import Foundation
import HeadlessHost
import Testing
@testable import UIKit

// An app in Xcode's template shape, in this test module. `SceneDelegate` is top level and not named
// in the configuration: the launcher must find it by the template's default name,
// `<module>.SceneDelegate`, as Xcode's Info.plist entry names it.

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = RedBlockViewController()
        window?.makeKeyAndVisible()
    }
}

/// White, with a 100 × 100 pt red square at (20, 40) that fades in over 0.5 s after the view appears,
/// so the first *settled* frame is the one where it is fully red.
final class RedBlockViewController: UIViewController {
    let block = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        block.backgroundColor = .red
        block.alpha = 0
        view.addSubview(block)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.5) { self.block.alpha = 1 }
    }
}

/// `@main`'s launcher run in the test process (`AppLauncher.run`, what the C hook calls), headless.
/// Each test puts `UIApplication.shared` back as it found it.
@Suite(.serialized) @MainActor
struct AppLaunchTests {
    func launching(_ arguments: [String]) -> Int32 {
        let app = UIApplication.shared
        let previous = app.delegate
        defer {
            app.resetLaunchState()
            app.delegate = previous
        }
        return AppLauncher.run(TemplateAppDelegate(), arguments: arguments, bootstrapsLogging: false)
    }

    @Test func screenshotWritesTheFirstSettledFrameAndExitsZero() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("applaunch-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let status = launching(["--headless", "--screenshot", path])
        #expect(status == 0)
        let image = try #require(UIImage(contentsOfFile: path))
        // UIWindow(windowScene:) is as large as the main screen; the PNG has its pixels.
        let scale = UIScreen.main.scale
        #expect(image.size.width * image.scale == UIScreen.main.bounds.width * scale)
        let cg = try #require(image.cgImage)
        // The square's centre, (70, 90) pt, is fully red only once the fade has finished.
        let pixel = try #require(cg.rgba(atX: Int(70 * scale), y: Int(90 * scale)))
        #expect(pixel.red == 255 && pixel.green == 0 && pixel.blue == 0)
        let background = try #require(cg.rgba(atX: Int(200 * scale), y: Int(300 * scale)))
        #expect(background.red == 255 && background.green == 255 && background.blue == 255)
    }

    @Test func theTemplatesSceneDelegateIsFoundByItsDefaultName() {
        let app = UIApplication.shared
        let previous = app.delegate
        defer {
            app.resetLaunchState()
            app.delegate = previous
        }
        app.launch(delegate: TemplateAppDelegate())
        let scene = app.connectedScenes.first as? UIWindowScene
        #expect(scene?.delegate is SceneDelegate)
        #expect(scene?.keyWindow?.rootViewController is RedBlockViewController)
        #expect(app.applicationState == .active)
    }

    @Test func unknownOptionsExitWithUsageStatus() {
        #expect(launching(["--no-such-option"]) == 64)
        #expect(launching(["--help"]) == 0)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
    }
}
