import Foundation

/// A scene's life, driven by its host window (UIWindow.sendWindowEvent) and by the launch.
///
/// iOS's documented order (Apple's "Managing your app's life cycle"): a scene connects
/// (`scene(_:willConnectTo:options:)`), enters the foreground (`sceneWillEnterForeground`), becomes
/// active (`sceneDidBecomeActive`); on its way out it resigns active (`sceneWillResignActive`),
/// enters the background (`sceneDidEnterBackground`), and may be disconnected (`sceneDidDisconnect`).
/// A move between two states goes through every state between them, one callback per step.
/// Each step: the delegate's method, then the scene's notification, then — when the application's
/// state changed with it — the application's notification.
extension UIScene {
    /// Moves the scene to `target`, one documented step at a time.
    func move(to target: ActivationState) {
        // Guards against a callback that asks for another move while one is under way: the later
        // request wins once the current step is done.
        pendingTarget = target
        guard !isMoving else { return }
        isMoving = true
        defer { isMoving = false }
        while let goal = pendingTarget, goal != activationState {
            step(toward: goal)
        }
        pendingTarget = nil
    }

    private func step(toward goal: ActivationState) {
        let app = UIApplication.shared
        let before = app.applicationState
        switch (activationState, goal) {
        case (.foregroundActive, _):
            delegate?.sceneWillResignActive(self)
            post(UIScene.willDeactivateNotification)
            activationState = .foregroundInactive
        case (.foregroundInactive, .foregroundActive):
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
            post(UIScene.didActivateNotification)
        case (.foregroundInactive, _):
            activationState = .background
            delegate?.sceneDidEnterBackground(self)
            post(UIScene.didEnterBackgroundNotification)
        case (.background, .unattached):
            activationState = .unattached
            app.disconnect(self)
            delegate?.sceneDidDisconnect(self)
            post(UIScene.didDisconnectNotification)
            app.delegate?.application(app, didDiscardSceneSessions: [session])
        case (.background, _), (.unattached, _):
            delegate?.sceneWillEnterForeground(self)
            post(UIScene.willEnterForegroundNotification)
            activationState = .foregroundInactive
        }
        app.announceStateChange(from: before)
    }

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }
}
