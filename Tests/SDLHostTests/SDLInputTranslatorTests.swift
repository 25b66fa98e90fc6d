import CSDL2
import Foundation
import Testing
import UIKit
@testable import SDLHost

/// Synthetic SDL events, built the way SDL fills them (SDL_events.h): times in milliseconds, mouse
/// positions in window points, touch-screen fingers normalised to 0…1.
@MainActor
enum SyntheticSDLEvent {
    static func mouseButton(_ down: Bool, x: Int32, y: Int32, ms: UInt32, which: UInt32 = 0) -> SDL_Event {
        var ev = SDL_Event()
        ev.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        ev.button.timestamp = ms
        ev.button.which = which
        ev.button.button = UInt8(SDL_BUTTON_LEFT)
        ev.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        ev.button.x = x
        ev.button.y = y
        return ev
    }

    static func mouseMotion(x: Int32, y: Int32, ms: UInt32, which: UInt32 = 0) -> SDL_Event {
        var ev = SDL_Event()
        ev.motion.type = SDL_MOUSEMOTION.rawValue
        ev.motion.timestamp = ms
        ev.motion.which = which
        ev.motion.x = x
        ev.motion.y = y
        return ev
    }

    /// Wheel notches (`y` > 0 is away from the user); `flipped` is SDL_MOUSEWHEEL_FLIPPED ("natural" scrolling).
    static func wheel(x: Float = 0, y: Float, ms: UInt32, flipped: Bool = false) -> SDL_Event {
        var ev = SDL_Event()
        ev.wheel.type = SDL_MOUSEWHEEL.rawValue
        ev.wheel.timestamp = ms
        ev.wheel.x = Int32(x)
        ev.wheel.y = Int32(y)
        ev.wheel.preciseX = x
        ev.wheel.preciseY = y
        ev.wheel.direction = (flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue
        return ev
    }

    static func key(_ down: Bool, _ scancode: SDL_Scancode, sym: Int32 = 0, mod: UInt16 = 0, ms: UInt32) -> SDL_Event {
        var ev = SDL_Event()
        ev.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        ev.key.timestamp = ms
        ev.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        ev.key.keysym.scancode = scancode
        ev.key.keysym.sym = sym
        ev.key.keysym.mod = mod
        return ev
    }

    /// SDL_TEXTINPUT with `text`'s UTF-8 bytes, NUL-terminated, in its 32-byte buffer.
    static func text(_ text: String, ms: UInt32) -> SDL_Event {
        var ev = SDL_Event()
        ev.text.type = SDL_TEXTINPUT.rawValue
        ev.text.timestamp = ms
        let bytes = Array(text.utf8.prefix(31))
        withUnsafeMutableBytes(of: &ev.text.text) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        return ev
    }

    static func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, ms: UInt32) -> SDL_Event {
        var ev = SDL_Event()
        ev.tfinger.type = type.rawValue
        ev.tfinger.timestamp = ms
        ev.tfinger.fingerId = id
        ev.tfinger.x = x
        ev.tfinger.y = y
        return ev
    }

    static func resize(width: Int32, height: Int32, ms: UInt32) -> SDL_Event {
        var ev = SDL_Event()
        ev.window.type = SDL_WINDOWEVENT.rawValue
        ev.window.timestamp = ms
        ev.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        ev.window.data1 = width
        ev.window.data2 = height
        return ev
    }
}

/// The SDL host's input translation (SDLInputTranslator, SDLKeyMap, SDLWindowResize) end to end
/// without a display: synthetic SDL events go through the translator into a headless UIWindow, and
/// the checks are on what UIKit then did (offsets, zoom, text), with numbers worked out here from the
/// documented mapping: the mouse is finger 0; Alt-drag adds finger 1 mirrored about the window
/// centre; one wheel notch is 40 pt and wheel-up shows content above; Ctrl+wheel zooms by 1.1 per
/// notch about the pointer; keys nobody handles scroll; typed text goes to the first responder.
@Suite(.serialized) @MainActor struct SDLInputTranslatorTests {
    /// A zoomable 320 × 480 scroll view over 2000 × 2000 pt of content, filling the window.
    @MainActor final class Scene: UIScrollViewDelegate {
        let window: UIWindow
        let scrollView: UIScrollView
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        var input = SDLInputTranslator()

        init() {
            HostClock.reset()
            SDL_SetModState(KMOD_NONE)
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView = UIScrollView(frame: window.bounds)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.addSubview(content)
            scrollView.contentSize = content.bounds.size
            scrollView.maximumZoomScale = 4
            scrollView.minimumZoomScale = 0.25
            scrollView.delegate = self
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            window.tick(timestamp: 0)
            // What the host's loop sets before each batch of events.
            input.pointsPerPixel = 1
            input.windowSize = window.bounds.size
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }

        @discardableResult
        func handle(_ ev: SDL_Event) -> Bool { input.handle(ev, window: window) }

        /// Ticks at 60 Hz from `from` to `to` seconds.
        func run(from: Double, to: Double) {
            var t = from
            while t < to - 1e-9 { t += 1.0 / 60; window.tick(timestamp: t) }
        }
    }

    @Test func aMouseDragIsOneFingerThatScrolls() {
        let s = Scene()
        #expect(s.handle(SyntheticSDLEvent.mouseButton(true, x: 160, y: 400, ms: 100)))
        // 20 motion events of 10 pt up, 8 ms apart, then a pause and the release where the pointer is.
        for i in 1...20 { s.handle(SyntheticSDLEvent.mouseMotion(x: 160, y: 400 - Int32(i) * 10, ms: 100 + UInt32(i) * 8)) }
        // The finger travelled 200 pt; the pan leaves out its 10 pt slop.
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 190))
        #expect(s.scrollView.isDragging)
        s.run(from: 0.26, to: 0.5)
        s.handle(SyntheticSDLEvent.mouseButton(false, x: 160, y: 200, ms: 500))
        #expect(!s.scrollView.isTracking)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 190))
    }

    @Test func motionWithoutAButtonAndMouseEventsMadeFromTouchesAreNotFingers() {
        let s = Scene()
        #expect(!s.handle(SyntheticSDLEvent.mouseMotion(x: 100, y: 100, ms: 10)))
        // SDL_TOUCH_MOUSEID ((Uint32)-1): SDL's mouse copy of a touch, which arrives as a finger too.
        let touchMouse = UInt32.max
        s.handle(SyntheticSDLEvent.mouseButton(true, x: 160, y: 400, ms: 20, which: touchMouse))
        for i in 1...10 { s.handle(SyntheticSDLEvent.mouseMotion(x: 160, y: 400 - Int32(i) * 20, ms: 20 + UInt32(i) * 8, which: touchMouse)) }
        #expect(s.scrollView.contentOffset == .zero)
        #expect(!s.scrollView.isTracking)
    }

    @Test func wheelNotchesScroll40PointsEachTheWayTheWheelTurns() {
        let s = Scene()
        s.scrollView.contentOffset = CGPoint(x: 200, y: 200)
        s.handle(SyntheticSDLEvent.mouseMotion(x: 100, y: 100, ms: 10))     // the pointer is over the scroll view
        // One notch up (away from the user) shows content above: the offset goes down by 40.
        #expect(s.handle(SyntheticSDLEvent.wheel(y: 1, ms: 20)))
        #expect(s.scrollView.contentOffset == CGPoint(x: 200, y: 160))
        s.handle(SyntheticSDLEvent.wheel(y: -2.5, ms: 30))                   // 2.5 notches down (a precise wheel)
        #expect(s.scrollView.contentOffset == CGPoint(x: 200, y: 260))
        s.handle(SyntheticSDLEvent.wheel(x: 1, y: 0, ms: 40))                // tilted right: content to the right
        #expect(s.scrollView.contentOffset == CGPoint(x: 240, y: 260))
        // "Natural" scrolling reports flipped values; the translator turns them back.
        s.handle(SyntheticSDLEvent.wheel(y: -1, ms: 50, flipped: true))
        #expect(s.scrollView.contentOffset == CGPoint(x: 240, y: 220))
    }

    @Test func ctrlWheelZoomsBy1Point1PerNotchAboutThePointer() {
        let s = Scene()
        s.scrollView.contentOffset = CGPoint(x: 100, y: 100)
        s.handle(SyntheticSDLEvent.mouseMotion(x: 80, y: 120, ms: 10))
        SDL_SetModState(KMOD_LCTRL)
        defer { SDL_SetModState(KMOD_NONE) }
        #expect(s.handle(SyntheticSDLEvent.wheel(y: 2, ms: 20)))
        #expect(abs(s.scrollView.zoomScale - 1.21) < 1e-9)
        // The content point under the pointer, (180, 220), stays under it: offset = point × 1.21 − pointer.
        #expect(abs(s.scrollView.contentOffset.x - (180 * 1.21 - 80)) < 1e-6)
        #expect(abs(s.scrollView.contentOffset.y - (220 * 1.21 - 120)) < 1e-6)
    }

    @Test func altDragIsAPinchMirroredAboutTheWindowCentre() {
        let s = Scene()
        s.scrollView.contentOffset = CGPoint(x: 300, y: 300)
        SDL_SetModState(KMOD_LALT)
        defer { SDL_SetModState(KMOD_NONE) }
        // Finger 0 at (200, 300), its mirror at (120, 180): 144.2 pt apart about the centre (160, 240).
        s.handle(SyntheticSDLEvent.mouseButton(true, x: 200, y: 300, ms: 100))
        // The pointer moves out along the same line to (220, 330): the mirror goes to (100, 150), the
        // distance grows by (60, 90) / (40, 60) = 1.5 and the centroid stays at the centre.
        for i in 1...10 { s.handle(SyntheticSDLEvent.mouseMotion(x: 200 + Int32(i) * 2, y: 300 + Int32(i) * 3, ms: 100 + UInt32(i) * 16)) }
        #expect(s.scrollView.isZooming)
        #expect(abs(s.scrollView.zoomScale - 1.5) < 1e-9)
        // The content point at the centre, (460, 540), stays there: offset = point × 1.5 − centre.
        #expect(abs(s.scrollView.contentOffset.x - (460 * 1.5 - 160)) < 1e-6)
        #expect(abs(s.scrollView.contentOffset.y - (540 * 1.5 - 240)) < 1e-6)
        s.handle(SyntheticSDLEvent.mouseButton(false, x: 220, y: 330, ms: 300))
        #expect(!s.scrollView.isZooming)
        // Alt is read when the button goes down: released before a new press, that press is one finger.
        SDL_SetModState(KMOD_NONE)
        s.run(from: 0.3, to: 1)
        let scale = s.scrollView.zoomScale
        s.handle(SyntheticSDLEvent.mouseButton(true, x: 200, y: 300, ms: 1100))
        for i in 1...10 { s.handle(SyntheticSDLEvent.mouseMotion(x: 200 + Int32(i) * 2, y: 300 + Int32(i) * 3, ms: 1100 + UInt32(i) * 16)) }
        #expect(s.scrollView.zoomScale == scale)
        s.handle(SyntheticSDLEvent.mouseButton(false, x: 220, y: 330, ms: 1300))
    }

    @Test func touchScreenFingersAreNormalisedToTheWindowAndDoNotCollideWithTheMouse() {
        let s = Scene()
        // Finger 7 at (0.5, 0.8) of 320 × 480 is (160, 384); 20 moves of 0.02 × 480 = 9.6 pt up.
        s.handle(SyntheticSDLEvent.finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.8, ms: 100))
        for i in 1...20 { s.handle(SyntheticSDLEvent.finger(SDL_FINGERMOTION, id: 7, x: 0.5, y: 0.8 - Float(i) * 0.02, ms: 100 + UInt32(i) * 8)) }
        // 20 × 9.6 = 192 pt of travel, less the 10 pt slop (Float steps: within a thousandth of a point).
        #expect(abs(s.scrollView.contentOffset.y - 182) < 1e-3)
        // The mouse (finger 0) pressing meanwhile is a second finger joining, which does not move the
        // content (the pan re-bases on its centroid), not a jump of finger 7 to (100, 100).
        s.handle(SyntheticSDLEvent.mouseButton(true, x: 100, y: 100, ms: 300))
        #expect(abs(s.scrollView.contentOffset.y - 182) < 1e-3 && s.scrollView.contentOffset.x == 0)
        s.handle(SyntheticSDLEvent.mouseButton(false, x: 100, y: 100, ms: 310))
        #expect(s.scrollView.isTracking)                                     // finger 7 is still down
        s.handle(SyntheticSDLEvent.finger(SDL_FINGERUP, id: 7, x: 0.5, y: 0.4, ms: 320))
        #expect(!s.scrollView.isTracking)
    }

    @Test func keysNobodyHandlesScrollTheScrollViewTheWheelLastMoved() {
        let s = Scene()
        s.handle(SyntheticSDLEvent.mouseMotion(x: 100, y: 100, ms: 10))
        s.handle(SyntheticSDLEvent.wheel(y: -1, ms: 20))                     // 40 pt down, and picks the scroll view
        #expect(s.handle(SyntheticSDLEvent.key(true, SDL_SCANCODE_DOWN, ms: 100)))
        #expect(!s.handle(SyntheticSDLEvent.key(false, SDL_SCANCODE_DOWN, ms: 150)))
        s.run(from: 0.1, to: 1)
        #expect(s.scrollView.contentOffset.y == 80)                          // an arrow is 40 pt too
        s.handle(SyntheticSDLEvent.key(true, SDL_SCANCODE_HOME, ms: 1000))  // Home: the status-bar tap
        s.run(from: 1, to: 2)
        #expect(s.scrollView.contentOffset.y == 0)
    }

    @Test func typedTextAndEditingKeysReachTheFieldBeingEdited() {
        let s = Scene()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        s.window.addSubview(field)
        s.window.tick(timestamp: 0.01)
        field.becomeFirstResponder()
        // SDL_TEXTINPUT carries what the keys typed, as UTF-8 (here with a two-byte "é").
        #expect(s.handle(SyntheticSDLEvent.text("Café", ms: 100)))
        #expect(field.text == "Café")
        // Backspace is a key press (scancode 42, the HID usage), which the field handles.
        #expect(s.handle(SyntheticSDLEvent.key(true, SDL_SCANCODE_BACKSPACE, ms: 200)))
        s.handle(SyntheticSDLEvent.key(false, SDL_SCANCODE_BACKSPACE, ms: 250))
        #expect(field.text == "Caf")
        // The scroll view under the field did not move: the keys went to the field.
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test func theKeyMapKeepsHIDCodesAndReadsModifiersAndCharacters() {
        // Shift+a: the key code is the scancode (HID usage 4), the characters come from the symbol.
        let key = SDLKeyMap.key(SDL_Keysym(scancode: SDL_SCANCODE_A, sym: 0x61, mod: UInt16(KMOD_LSHIFT.rawValue), unused: 0))
        #expect(key.keyCode == .keyboardA)
        #expect(key.characters == "A" && key.charactersIgnoringModifiers == "a")
        #expect(key.modifierFlags == .shift)
        // Caps Lock and Shift cancel out; Ctrl, Alt and GUI map to control, alternate and command.
        let mods = UInt16(KMOD_LSHIFT.rawValue | KMOD_CAPS.rawValue | KMOD_LCTRL.rawValue | KMOD_RALT.rawValue | KMOD_LGUI.rawValue)
        let both = SDLKeyMap.key(SDL_Keysym(scancode: SDL_SCANCODE_A, sym: 0x61, mod: mods, unused: 0))
        #expect(both.characters == "a")
        #expect(both.modifierFlags == [.shift, .alphaShift, .control, .alternate, .command])
        // A key that types nothing printable has no characters.
        let arrow = SDLKeyMap.key(SDL_Keysym(scancode: SDL_SCANCODE_UP, sym: 0x4000_0052, mod: 0, unused: 0))
        #expect(arrow.keyCode == .keyboardUpArrow && arrow.characters.isEmpty)
    }

    @Test func aResizeBecomesTheWindowFrameAndMovesTheAltPinchCentre() throws {
        let s = Scene()
        let frame = try #require(SDLWindowResize.frame(for: SyntheticSDLEvent.resize(width: 600, height: 400, ms: 10)))
        #expect(frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(SDLWindowResize.frame(for: SyntheticSDLEvent.wheel(y: 1, ms: 10)) == nil)
        #expect(SDLWindowResize.frame(for: SyntheticSDLEvent.resize(width: -5, height: 300, ms: 10))?.size == CGSize(width: 0, height: 300))
        // What the host does with it: the window takes the frame, its autoresizing content follows,
        // and the next batch of events is translated with the new size.
        s.window.frame = frame
        s.window.tick(timestamp: 0.02)
        s.input.windowSize = s.window.bounds.size
        #expect(s.scrollView.frame == CGRect(x: 0, y: 0, width: 600, height: 400))
        // The Alt mirror is now about (300, 200): a press at (340, 260) adds a finger at (260, 140),
        // and moving to (360, 290) spreads (40, 60) → (60, 90): scale 1.5 about that centre.
        s.scrollView.contentOffset = CGPoint(x: 300, y: 300)
        SDL_SetModState(KMOD_LALT)
        defer { SDL_SetModState(KMOD_NONE) }
        s.handle(SyntheticSDLEvent.mouseButton(true, x: 340, y: 260, ms: 100))
        for i in 1...10 { s.handle(SyntheticSDLEvent.mouseMotion(x: 340 + Int32(i) * 2, y: 260 + Int32(i) * 3, ms: 100 + UInt32(i) * 16)) }
        #expect(abs(s.scrollView.zoomScale - 1.5) < 1e-9)
        #expect(abs(s.scrollView.contentOffset.x - (600 * 1.5 - 300)) < 1e-6)
        #expect(abs(s.scrollView.contentOffset.y - (500 * 1.5 - 200)) < 1e-6)
        s.handle(SyntheticSDLEvent.mouseButton(false, x: 360, y: 290, ms: 300))
    }
}
