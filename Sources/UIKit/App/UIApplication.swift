/// The application object: its windows and delegate, and the start of the responder chain's end.
@MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    public var delegate: UIApplicationDelegate?
    public internal(set) var windows: [UIWindow] = []
    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The app delegate; `window` is set up in `application(_:didFinishLaunchingWithOptions:)` as in the seeds.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

/// What runs an application's frames: the SDL2 window host, or the headless host that replays a script.
@MainActor
public protocol UIApplicationHost {
    /// Runs until the session ends; drives `send` and `tick` on the application's windows.
    func run(_ application: UIApplication)
}

/// The entry point, like `UIApplicationMain`: launches the delegate, then hands control to the host.
/// Returns when the host's session ends (iOS never returns; a headless replay does).
@MainActor
public func UIApplicationMain(delegate: UIApplicationDelegate, host: UIApplicationHost) {
    let app = UIApplication.shared
    app.delegate = delegate
    _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
    delegate.window?.layoutIfNeeded()
    host.run(app)
}
