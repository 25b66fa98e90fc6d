import Foundation
import Testing
@testable import UIKit

/// An app in the shape of Xcode's template (an app delegate that returns a scene configuration, a
/// scene delegate that makes `UIWindow(windowScene:)`), launched with `UIApplication.launch` and
/// driven by host window events. The expected orders are iOS's documented ones (Apple, "Managing
/// your app's life cycle" and UISceneDelegate's reference): connect, enter foreground, become
/// active; resign active, enter background, disconnect; the application's notifications after
/// its scene's callback. Each test puts `UIApplication.shared` back as it found it.
@Suite(.serialized) @MainActor
struct SceneLifecycleTests {
    /// What the app heard, in order.
    @MainActor final class Journal {
        var entries: [String] = []
        var observers: [NSObjectProtocol] = []
        init() {
            let names: [(Notification.Name, String)] = [
                (UIApplication.didBecomeActiveNotification, "app didBecomeActive"),
                (UIApplication.willResignActiveNotification, "app willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "app didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "app willEnterForeground"),
            ]
            for (name, entry) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.entries.append(entry) }
                })
            }
        }
        func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var journal: Journal?
        var sceneDelegateClass: AnyClass? = SceneDelegate.self
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            journal?.entries.append("didFinishLaunching (state \(application.applicationState))")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            journal?.entries.append("configurationForConnecting")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = sceneDelegateClass
            return configuration
        }
        func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
            journal?.entries.append("didDiscardSceneSessions (\(sceneSessions.count))")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        static weak var journal: Journal?
        func log(_ entry: String) { Self.journal?.entries.append(entry) }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log("willConnectTo (state \(scene.activationState))")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        func sceneDidDisconnect(_ scene: UIScene) { log("sceneDidDisconnect") }
        func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive (state \(scene.activationState))") }
        func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive (state \(scene.activationState))") }
        func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground (state \(scene.activationState))") }
    }

    /// Launches the template-shaped app with a journal, runs `body`, and restores the application.
    func withLaunchedApp(sceneDelegate: AnyClass? = SceneDelegate.self,
                         _ body: (AppDelegate, Journal) throws -> Void) rethrows {
        let app = UIApplication.shared
        let previousDelegate = app.delegate
        let journal = Journal()
        defer {
            journal.stop()
            app.resetLaunchState()
            app.delegate = previousDelegate
        }
        let delegate = AppDelegate()
        delegate.journal = journal
        delegate.sceneDelegateClass = sceneDelegate
        SceneDelegate.journal = journal
        app.launch(delegate: delegate)
        try body(delegate, journal)
    }

    var window: UIWindow? { (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow }

    @Test func launchConnectsTheSceneThenEntersTheForegroundAndBecomesActive() {
        withLaunchedApp { _, journal in
            #expect(journal.entries == [
                "didFinishLaunching (state inactive)",
                "configurationForConnecting",
                "willConnectTo (state unattached)",
                "sceneWillEnterForeground",
                "sceneDidBecomeActive (state foregroundActive)",
                "app didBecomeActive",
            ])
            #expect(UIApplication.shared.applicationState == .active)
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            #expect(scene?.activationState == .foregroundActive)
            #expect(scene?.delegate is SceneDelegate)
            #expect(scene?.session.configuration.name == "Default Configuration")
            #expect(UIApplication.shared.openSessions.first === scene?.session)
            // UIWindow(windowScene:) fills the scene's screen and is the key window.
            #expect(window?.frame == UIScreen.main.bounds)
            #expect(window?.windowScene === scene && window?.isKeyWindow == true)
            #expect(UIApplication.shared.keyWindow === window)
        }
    }

    @Test func losingAndRegainingFocusResignsAndBecomesActive() {
        withLaunchedApp { _, journal in
            journal.entries.removeAll()
            window?.sendWindowEvent(.focusLost)
            #expect(journal.entries == ["sceneWillResignActive (state foregroundActive)", "app willResignActive"])
            #expect(UIApplication.shared.applicationState == .inactive)
            journal.entries.removeAll()
            window?.sendWindowEvent(.focusGained)
            #expect(journal.entries == ["sceneDidBecomeActive (state foregroundActive)", "app didBecomeActive"])
            #expect(UIApplication.shared.applicationState == .active)
        }
    }

    @Test func minimisingEntersTheBackgroundAndRestoringComesBack() {
        withLaunchedApp { _, journal in
            journal.entries.removeAll()
            window?.sendWindowEvent(.minimized)
            #expect(journal.entries == [
                "sceneWillResignActive (state foregroundActive)", "app willResignActive",
                "sceneDidEnterBackground (state background)", "app didEnterBackground",
            ])
            #expect(UIApplication.shared.applicationState == .background)
            journal.entries.removeAll()
            window?.sendWindowEvent(.focusGained)   // no focus in the background: nothing happens
            #expect(journal.entries.isEmpty)
            window?.sendWindowEvent(.restored)
            #expect(journal.entries == [
                "sceneWillEnterForeground", "app willEnterForeground",
                "sceneDidBecomeActive (state foregroundActive)", "app didBecomeActive",
            ])
        }
    }

    @Test func closingTheWindowGoesThroughTheBackgroundAndDisconnects() {
        withLaunchedApp { _, journal in
            let closing = window
            journal.entries.removeAll()
            closing?.sendWindowEvent(.closed)
            #expect(journal.entries == [
                "sceneWillResignActive (state foregroundActive)", "app willResignActive",
                "sceneDidEnterBackground (state background)", "app didEnterBackground",
                "sceneDidDisconnect", "didDiscardSceneSessions (1)",
            ])
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(UIApplication.shared.applicationState == .background)
            journal.entries.removeAll()
            closing?.sendWindowEvent(.focusGained)   // a disconnected scene hears nothing more
            #expect(journal.entries.isEmpty)
        }
    }

    @Test func anAppWithoutASceneDelegateKeepsItsOwnWindowAndGetsNoScene() {
        // Nested classes are not found by the template's default name (`UIKitTests.SceneDelegate`).
        withLaunchedApp(sceneDelegate: nil) { _, journal in
            #expect(journal.entries == ["didFinishLaunching (state inactive)", "configurationForConnecting"])
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(UIApplication.shared.applicationState == .inactive)
        }
    }

    @Test func aDelegateClassThatIsNotASceneDelegateGivesASceneWithoutDelegate() {
        final class NotASceneDelegate: UIResponder {}
        withLaunchedApp(sceneDelegate: NotASceneDelegate.self) { _, _ in
            // Named in code, so a scene connects; the class cannot be its delegate (one log line).
            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect(UIApplication.shared.connectedScenes.first?.delegate == nil)
            #expect(UIApplication.shared.applicationState == .active)
        }
    }

    @Test func launchLeavesNoStateBehind() {
        let screenBounds = UIScreen.main.bounds
        withLaunchedApp { _, _ in }
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIApplication.shared.applicationState == .inactive)
        #expect(UIScreen.main.bounds == screenBounds)
    }
}
