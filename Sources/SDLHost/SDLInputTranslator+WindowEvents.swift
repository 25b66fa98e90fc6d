import CSDL2
import UIKit

extension SDLInputTranslator {
    /// The scene event an SDL window event stands for: focus gained or lost, minimised, restored,
    /// closed; nil for the others (moves, exposes, size changes, which the host handles itself).
    static func sceneEvent(for ev: SDL_Event) -> UIWindow.HostWindowEvent? {
        guard SDL_EventType(ev.type) == SDL_WINDOWEVENT else { return nil }
        switch SDL_WindowEventID(UInt32(ev.window.event)) {
        case SDL_WINDOWEVENT_FOCUS_GAINED: return .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
        case SDL_WINDOWEVENT_MINIMIZED: return .minimized
        case SDL_WINDOWEVENT_RESTORED: return .restored
        case SDL_WINDOWEVENT_CLOSE: return .closed
        default: return nil
        }
    }
}
