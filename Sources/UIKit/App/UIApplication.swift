/// The application object: its windows and delegate, and the start of the responder chain's end.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application object, as `UIApplication.shared` on iOS (a class property there too): one
    /// per host, the current host context's (HostContext).
    open class var shared: UIApplication { HostContext.current.uikit.application }
    /// The app delegate the host calls at launch; held strongly here (iOS holds it unowned, but the system keeps it alive).
    public var delegate: UIApplicationDelegate?
    /// The windows made key with `makeKeyAndVisible()`, most recent last (deprecated on iOS 15 in favour of scenes; there are no scenes here).
    public internal(set) var windows: [UIWindow] = []
    /// The window that receives keyboard input: the last window made key (deprecated on iOS 13; kept for ported code).
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The connected scenes (UIApplication+Scenes.swift).
    var scenes: [UIScene] = []
    /// `applicationState` while no scene is connected: inactive until the first one, background after the last.
    var stateWithoutScenes: State = .inactive
    /// Keys of the launch options dictionary; ScrollKit's hosts pass none, so the dictionary is nil or empty.
    public struct LaunchOptionsKey: Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key with the string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The app delegate; `window` is set up in `application(_:didFinishLaunchingWithOptions:)` as in the seeds.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, for apps without a scene delegate: the delegate makes it, sets its
    /// `rootViewController` and calls `makeKeyAndVisible()`. Optional, as on iOS (scene-based apps
    /// keep the window in their scene delegate); the default has none.
    var window: UIWindow? { get set }
    /// Called once when the host has started: build the window and its first view controller here. Return true.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Memory is low: free what can be rebuilt (UIApplication+MemoryWarning.swift says when it comes).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Which configuration a new scene gets: the template returns
    /// `UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)`;
    /// set its `delegateClass` to name the scene delegate (UISceneConfiguration says what happens without).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions are gone for good: here, the session of a scene whose window was closed, right after
    /// `sceneDidDisconnect(_:)` (closing a window discards its session, as on iPadOS).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window: an app delegate that does not declare `window` (scene-based apps).
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Does nothing and returns true, so a delegate may set up its window elsewhere.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing, as an app delegate that does not implement it.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// A configuration named "Default Configuration" for the session's role, with no delegate class
    /// named (so the template's default, `SceneDelegate` in the app's module, is looked for).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// What runs an application's frames: the SDL2 window host, or the headless host that replays a script.
@preconcurrency @MainActor
public protocol UIApplicationHost {
    /// Runs until the session ends; drives `send` and `tick` on the application's windows.
    func run(_ application: UIApplication)
}

/// The entry point, like `UIApplicationMain`: launches the delegate (`UIApplication.launch(delegate:)`:
/// `didFinishLaunching`, then a window scene when the app has a scene delegate), then hands control
/// to the host. Returns when the host's session ends (iOS never returns; a headless replay does).
/// `@main` on an app delegate (UIApplication+Main.swift) does the same with a host chosen for the machine.
@preconcurrency @MainActor
public func UIApplicationMain(delegate: UIApplicationDelegate, host: UIApplicationHost) {
    UIApplication.shared.launch(delegate: delegate)
    host.run(UIApplication.shared)
}
