import Foundation

extension UIApplication {
    /// The application's state (the SDK's raw values), from its scenes: active while one is, inactive
    /// while one is on screen, background otherwise. Before any scene connects it is `.inactive`, as
    /// during a foreground launch on iOS.
    public enum State: Int, Sendable {
        /// `active`: in the foreground, receiving events; `inactive`: in the foreground, not receiving
        /// events; `background`: not on screen.
        case active = 0, inactive = 1, background = 2
    }

    /// The application's state, derived from `connectedScenes`.
    public var applicationState: State {
        // A scene still connecting (unattached) does not count yet.
        let states = connectedScenes.map(\.activationState).filter { $0 != .unattached }
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return states.isEmpty ? stateWithoutScenes : .background
    }

    /// The connected scenes, in connection order.
    public var connectedScenes: [UIScene] { scenes }
    /// The sessions of the connected scenes.
    public var openSessions: [UISceneSession] { scenes.map(\.session) }

    /// Posted when the application becomes active (after the scene's `sceneDidBecomeActive`).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the application is about to become inactive.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the application enters the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to leave the background.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Posts the application's notification for a change of `applicationState` from `before`.
    func announceStateChange(from before: State) {
        let after = applicationState
        guard after != before else { return }
        let center = NotificationCenter.default
        if before == .active { center.post(name: UIApplication.willResignActiveNotification, object: self) }
        if before == .background { center.post(name: UIApplication.willEnterForegroundNotification, object: self) }
        if after == .background { center.post(name: UIApplication.didEnterBackgroundNotification, object: self) }
        if after == .active { center.post(name: UIApplication.didBecomeActiveNotification, object: self) }
    }

    func disconnect(_ scene: UIScene) {
        scenes.removeAll { $0 === scene }
        scene.session.scene = nil
        if scenes.isEmpty { stateWithoutScenes = .background }
    }

    /// Connects a new window scene as UIKit does at launch: a session, the configuration the app
    /// delegate returns for it (asked once), the scene and its delegate (made from `delegateClass`,
    /// or the template's default name), `scene(_:willConnectTo:options:)`, then the foreground and
    /// active states. Returns the scene; its delegate may have made a window. With
    /// `onlyWithSceneDelegate`, an app that has no scene delegate gets no scene (nil).
    @discardableResult
    public func connectWindowScene(title: String? = nil, onlyWithSceneDelegate: Bool = false) -> UIWindowScene? {
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        session.configuration = configuration
        let delegateClass = sceneDelegateClass(configuration)
        if delegateClass == nil && onlyWithSceneDelegate { return nil }
        let sceneDelegate = delegateClass.flatMap(makeSceneDelegate)
        let sceneType = (configuration.sceneClass as? UIWindowScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.title = title
        session.scene = scene
        scene.delegate = sceneDelegate
        scenes.append(scene)
        sceneDelegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.move(to: .foregroundActive)
        return scene
    }

    /// The scene delegate class the configuration names: `delegateClass`, or else a class named
    /// `SceneDelegate` in the app delegate's module (what Xcode's default manifest entry,
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`, names); nil when there is neither.
    private func sceneDelegateClass(_ configuration: UISceneConfiguration) -> AnyClass? {
        if let named = configuration.delegateClass { return named }
        guard let delegate else { return nil }
        let module = String(reflecting: Swift.type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
        return _typeByName("\(module).SceneDelegate") as? AnyClass
    }

    /// A scene delegate made with `init?(coder:)`, as UIKit makes it. A class that is not a
    /// `UIResponder` adopting `UISceneDelegate` gives no delegate, with one log line.
    private func makeSceneDelegate(_ type: AnyClass) -> UISceneDelegate? {
        guard let responderType = type as? UIResponder.Type,
              let made = responderType.init(coder: NSCoder()) as? UISceneDelegate else {
            Log.uikit.error("scene delegate class \(String(reflecting: type)) is not a UIResponder adopting UISceneDelegate; the scene has no delegate")
            return nil
        }
        return made
    }

    /// Puts the application back as it was before any launch: no scenes, no delegate, `.inactive`.
    /// For tests that launch an app in the test process.
    func resetLaunchState() {
        scenes.removeAll()
        stateWithoutScenes = .inactive
        delegate = nil
    }
}

extension UIApplication {
    /// Launches `delegate` as UIKit does: it becomes the application's delegate, hears
    /// `application(_:didFinishLaunchingWithOptions:)`, and then, if the app has a scene delegate
    /// (`UISceneConfiguration.delegateClass`, or a `SceneDelegate` class in its module), one window
    /// scene connects and becomes active. An app without one keeps the window its delegate made
    /// (the pre-iOS 13 shape). The windows are laid out before the first frame.
    public func launch(delegate: UIApplicationDelegate, sceneTitle: String? = nil) {
        self.delegate = delegate
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        delegate.window?.layoutIfNeeded()
        if let scene = connectWindowScene(title: sceneTitle, onlyWithSceneDelegate: true) {
            for window in scene.windows { window.layoutIfNeeded() }
        }
    }
}
