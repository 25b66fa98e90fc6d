import Foundation

/// A scene's persistent record (UIKit's `UISceneSession`): its role and configuration, kept by the
/// application in `openSessions` while the scene is connected.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// What a scene is for. ScrollKit's hosts make only `windowApplication` scenes (one per host window).
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string (the SDK's constant's value).
        public let rawValue: String
        /// A role with the string `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive window, the role of every scene Xcode's template makes.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the app delegate chose for this session (`application(_:configurationForConnecting:options:)`).
    public internal(set) var configuration: UISceneConfiguration
    /// A string that identifies the session, unique in the process ("1", "2", … in connection order).
    public let persistentIdentifier: String
    /// The connected scene; nil once it has disconnected.
    public internal(set) weak var scene: UIScene?
    /// Whatever the app wants to keep with the session.
    public var userInfo: [String: Any]?

    private static var sessionsMade = 0

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        Self.sessionsMade += 1
        persistentIdentifier = String(Self.sessionsMade)
    }

    /// Sessions are equal only to themselves.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the session's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How to make a scene (UIKit's `UISceneConfiguration`): the classes of the scene and of its delegate.
///
/// On iOS the Info.plist's "Application Scene Manifest" names the delegate class; ScrollKit reads
/// no Info.plist, so the app names it in code, in the app delegate's
/// `application(_:configurationForConnecting:options:)`:
///
///     configuration.delegateClass = SceneDelegate.self
///
/// Without that line the delegate class is found the way Xcode's default manifest names it,
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`: a class called `SceneDelegate` in the app delegate's
/// module (docs/PORTING.md).
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name (the template uses "Default Configuration").
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class: a `UIResponder` subclass adopting `UISceneDelegate` (made with
    /// `init?(coder:)`, as UIKit makes it). nil: the template's default name (see above).
    public var delegateClass: AnyClass?
    /// The scene's class; nil or `UIWindowScene.self` make a `UIWindowScene`.
    public var sceneClass: AnyClass?

    /// A configuration called `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
