import Foundation

/// One instance of the app's interface (UIKit's `UIScene`): its session, its delegate and its
/// activation state. `UIWindowScene` is the kind ScrollKit's hosts make.
///
/// The state changes as on iOS (UIScene+Lifecycle.swift): a scene connects unattached, enters the
/// foreground inactive, becomes active; it resigns active when its window loses focus, enters the
/// background when the window is minimised, and disconnects when the window closes.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life (the SDK's raw values).
    public enum ActivationState: Int, Sendable {
        /// Not yet connected to the app's process, or disconnected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (for instance while its window does not have focus).
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What the system passes at connection. ScrollKit's hosts pass no URLs, activities or shortcut
    /// items, so the options carry nothing yet.
    @MainActor
    public class ConnectionOptions {
        init() {}
    }

    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate; the scene holds it strongly, as on iOS.
    open var delegate: UISceneDelegate?
    /// The scene's state; changes are announced to the delegate and by notification.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (the host window's title).
    open var title: String?
    /// The state a running `move(to:)` is heading for, and whether one is running (UIScene+Lifecycle.swift).
    var pendingTarget: ActivationState?
    var isMoving = false

    /// A scene for `session` (UIKit makes scenes; an app rarely does).
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are not archived: always nil (UIKit makes scenes with `init(session:connectionOptions:)`).
    public required convenience init?(coder: NSCoder) { return nil }

    // Posted after the delegate's matching callback, with the scene as the object.
    /// A scene connected (after `scene(_:willConnectTo:options:)`).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// A scene disconnected (after `sceneDidDisconnect(_:)`).
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// A scene became active (after `sceneDidBecomeActive(_:)`).
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// A scene is about to resign active (after `sceneWillResignActive(_:)`).
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// A scene is about to enter the foreground (after `sceneWillEnterForeground(_:)`).
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// A scene entered the background (after `sceneDidEnterBackground(_:)`).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene's delegate (UIKit's `UISceneDelegate`): told of the scene's life. Every method is
/// optional, as on iOS.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was made and connected: build its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed (its window closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing: the method is optional, as on iOS.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing: the method is optional, as on iOS.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing: the method is optional, as on iOS.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing: the method is optional, as on iOS.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing: the method is optional, as on iOS.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing: the method is optional, as on iOS.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
