/// Host API: what happened to the host window of a window's scene. The SDL host sends these from
/// SDL's window events; tests send them directly.
extension UIWindow {
    /// A change of the host window that the scene's life follows.
    public enum HostWindowEvent: Sendable {
        /// The window got keyboard focus: the scene becomes active.
        case focusGained
        /// The window lost focus: the scene resigns active (stays on screen, inactive).
        case focusLost
        /// The window was minimised: the scene enters the background.
        case minimized
        /// The window came back from minimised: the scene enters the foreground and becomes active.
        case restored
        /// The window was closed: the scene goes through the background and disconnects.
        case closed
    }

    /// Moves the window's scene as the host window event says (iOS's order, UIScene+Lifecycle.swift).
    /// A window without a scene, or an event that does not apply in the scene's state (focus gained
    /// while in the background, anything after disconnection), changes nothing.
    public func sendWindowEvent(_ event: HostWindowEvent) {
        hostContext.run {
            guard let scene = windowScene, scene.activationState != .unattached else { return }
            switch event {
            case .focusGained:
                if scene.activationState == .foregroundInactive { scene.move(to: .foregroundActive) }
            case .focusLost:
                if scene.activationState == .foregroundActive { scene.move(to: .foregroundInactive) }
            case .minimized:
                scene.move(to: .background)
            case .restored:
                if scene.activationState == .background { scene.move(to: .foregroundActive) }
            case .closed:
                scene.move(to: .unattached)
            }
        }
    }
}
