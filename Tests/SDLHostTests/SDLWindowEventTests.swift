import CSDL2
import Testing
import UIKit
@testable import SDLHost

/// The SDL window events the scene follows (UIWindow.sendWindowEvent), as the host translates them.
@MainActor
struct SDLWindowEventTests {
    func windowEvent(_ id: SDL_WindowEventID) -> SDL_Event {
        var ev = SDL_Event()
        ev.window.type = SDL_WINDOWEVENT.rawValue
        ev.window.event = UInt8(id.rawValue)
        return ev
    }

    @Test func focusMinimiseRestoreAndCloseBecomeSceneEvents() {
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_FOCUS_GAINED)) == .focusGained)
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)) == .focusLost)
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_MINIMIZED)) == .minimized)
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_RESTORED)) == .restored)
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_CLOSE)) == .closed)
    }

    @Test func otherWindowEventsAreNotSceneEvents() {
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED)) == nil)
        #expect(SDLInputTranslator.sceneEvent(for: windowEvent(SDL_WINDOWEVENT_EXPOSED)) == nil)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        #expect(SDLInputTranslator.sceneEvent(for: key) == nil)
    }
}
