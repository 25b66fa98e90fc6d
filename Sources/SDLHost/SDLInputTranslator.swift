import CSDL2
import Foundation
import HostSession
import UIKit

/// Turns SDL events into the window's host API: the mouse is one finger, Alt/Option-drag is a pinch
/// mirrored about the window centre (as the iOS Simulator does), real touch screens are real fingers,
/// the wheel scrolls (Ctrl+wheel zooms) the scroll view under the pointer, keys go to the first
/// responder as presses (and scroll when nobody handles them), and typed or composed text goes to the
/// text input being edited.
@MainActor
struct SDLInputTranslator {
    /// Points per wheel notch (one text line, a common desktop value).
    static let wheelStep: CGFloat = 40
    /// Zoom factor per Ctrl+wheel notch.
    static let zoomStep: CGFloat = 1.1
    /// Finger ids from a touch screen are offset so they never collide with the mouse's ids 0 and 1.
    static let fingerIDBase = 1000

    var pointsPerPixel: CGFloat = 1
    /// Records every call this translator makes on the window, when set (a session recording).
    var recorder: SessionRecorder?
    var windowSize: CGSize = .zero
    private var mouseDown = false
    private var pinching = false
    private var pointer = CGPoint.zero

    private func point(_ x: Int32, _ y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) * pointsPerPixel, y: CGFloat(y) * pointsPerPixel) }
    private func mirror(_ p: CGPoint) -> CGPoint { CGPoint(x: windowSize.width - p.x, y: windowSize.height - p.y) }

    /// Handles one event; returns true when it may have changed what is on screen.
    mutating func handle(_ ev: SDL_Event, window: UIWindow) -> Bool {
        let t = TimeInterval(ev.common.timestamp) / 1000
        let touchMouseID = UInt32(bitPattern: -1)   // SDL_TOUCH_MOUSEID: mouse events SDL made from touches
        switch SDL_EventType(ev.type) {
        case SDL_MOUSEBUTTONDOWN where ev.button.button == UInt8(SDL_BUTTON_LEFT) && ev.button.which != touchMouseID:
            pointer = point(ev.button.x, ev.button.y)
            mouseDown = true
            pinching = (SDL_GetModState().rawValue & KMOD_ALT.rawValue) != 0
            send(fingers(.began), t, window)
        case SDL_MOUSEMOTION where ev.motion.which != touchMouseID:
            pointer = point(ev.motion.x, ev.motion.y)
            guard mouseDown else { return false }
            send(fingers(.moved), t, window)
        case SDL_MOUSEBUTTONUP where ev.button.button == UInt8(SDL_BUTTON_LEFT) && ev.button.which != touchMouseID:
            guard mouseDown else { return false }
            pointer = point(ev.button.x, ev.button.y)
            send(fingers(.ended), t, window)
            mouseDown = false
            pinching = false
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let p = CGPoint(x: CGFloat(ev.tfinger.x) * windowSize.width, y: CGFloat(ev.tfinger.y) * windowSize.height)
            let phase: UITouch.Phase = ev.type == SDL_FINGERDOWN.rawValue ? .began : ev.type == SDL_FINGERUP.rawValue ? .ended : .moved
            let id = Self.fingerIDBase + Int(truncatingIfNeeded: ev.tfinger.fingerId)
            send([TouchInput(id: id, phase: phase, location: p)], t, window)
        case SDL_MOUSEWHEEL:
            let flip: CGFloat = ev.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = CGFloat(ev.wheel.preciseX) * flip, dy = CGFloat(ev.wheel.preciseY) * flip
            if (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0 {
                recorder?.recordZoom(by: pow(Self.zoomStep, dy), at: pointer, timestamp: t)
                return window.sendZoom(by: pow(Self.zoomStep, dy), at: pointer, timestamp: t)
            }
            // Wheel up (positive y) shows content above: the offset decreases.
            let delta = CGPoint(x: dx * Self.wheelStep, y: -dy * Self.wheelStep)
            recorder?.recordWheel(delta, at: pointer, timestamp: t)
            return window.sendScrollWheel(delta, at: pointer, timestamp: t)
        case SDL_KEYDOWN:
            // Text inputs get editing keys and shortcuts; unhandled scrolling keys scroll.
            let key = SDLKeyMap.key(ev.key.keysym)
            recorder?.recordKey(key, down: true, timestamp: t)
            return window.sendKeyPress(key, phase: .began, timestamp: t)
        case SDL_KEYUP:
            let key = SDLKeyMap.key(ev.key.keysym)
            recorder?.recordKey(key, down: false, timestamp: t)
            window.sendKeyPress(key, phase: .ended, timestamp: t)
            return false
        case SDL_TEXTINPUT:
            // Committed text (a key's character or an input method's result), UTF-8 up to 32 bytes.
            let bytes = SDLKeyMap.bytes(of: ev.text.text)
            recorder?.recordText(String(decoding: bytes, as: UTF8.self), timestamp: t)
            return window.sendText(utf8: bytes, timestamp: t)
        case SDL_TEXTEDITING:
            // An input method's composition; `start` is its caret in code points.
            let composing = String(decoding: SDLKeyMap.bytes(of: ev.edit.text), as: UTF8.self)
            let scalars = composing.unicodeScalars
            let caret = scalars.index(scalars.startIndex, offsetBy: max(0, min(Int(ev.edit.start), scalars.count)))
            let caretUTF16 = composing.utf16.distance(from: composing.utf16.startIndex, to: caret)
            recorder?.recordMarkedText(composing, caret: caretUTF16, timestamp: t)
            return window.sendMarkedText(composing, selectedRange: NSRange(location: caretUTF16, length: 0), timestamp: t)
        default:
            return false
        }
        return true
    }

    /// Delivers (and records) one touch event.
    private func send(_ touches: [TouchInput], _ t: TimeInterval, _ window: UIWindow) {
        recorder?.recordTouches(touches, timestamp: t)
        window.send(touches, timestamp: t)
    }

    /// The mouse finger, plus its mirror about the window centre while Alt is held.
    private func fingers(_ phase: UITouch.Phase) -> [TouchInput] {
        var list = [TouchInput(id: 0, phase: phase, location: pointer)]
        if pinching { list.append(TouchInput(id: 1, phase: phase, location: mirror(pointer))) }
        return list
    }
}
