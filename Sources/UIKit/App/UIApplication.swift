/// The application object: its windows and delegate, and the start of the responder chain's end.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one application object, as `UIApplication.shared` on iOS (a class property there too).
    open class var shared: UIApplication { sharedApplication }
    private static let sharedApplication = UIApplication()
    /// The app delegate the host calls at launch; held strongly here (iOS holds it unowned, but the system keeps it alive).
    public var delegate: UIApplicationDelegate?
    /// The windows made key with `makeKeyAndVisible()`, most recent last (deprecated on iOS 15 in favour of scenes; there are no scenes here).
    public internal(set) var windows: [UIWindow] = []
    /// The window that receives keyboard input: the last window made key (deprecated on iOS 13; kept for ported code).
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
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
    /// The app's main window; the delegate makes it, sets its `rootViewController` and calls `makeKeyAndVisible()`.
    var window: UIWindow? { get set }
    /// Called once when the host has started: build the window and its first view controller here. Return true.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Memory is low: free what can be rebuilt (UIApplication+MemoryWarning.swift says when it comes).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Does nothing and returns true, so a delegate may set up its window elsewhere.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing, as an app delegate that does not implement it.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// What runs an application's frames: the SDL2 window host, or the headless host that replays a script.
@preconcurrency @MainActor
public protocol UIApplicationHost {
    /// Runs until the session ends; drives `send` and `tick` on the application's windows.
    func run(_ application: UIApplication)
}

/// The entry point, like `UIApplicationMain`: launches the delegate, then hands control to the host.
/// Returns when the host's session ends (iOS never returns; a headless replay does).
@preconcurrency @MainActor
public func UIApplicationMain(delegate: UIApplicationDelegate, host: UIApplicationHost) {
    let app = UIApplication.shared
    app.delegate = delegate
    _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    delegate.window?.layoutIfNeeded()
    host.run(app)
}
