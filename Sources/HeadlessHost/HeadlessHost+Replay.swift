import HostSession
import UIKit

/// One frame of a replay, handed to the replay's observer after the tick (and the composite).
@MainActor
public struct ReplayFrame {
    /// The frame's position among the session's frames, from 0.
    public let index: Int
    /// The frame's host timestamp.
    public let time: TimeInterval
    /// Whether the recording host presented this frame.
    public let presented: Bool
    /// The composited window, for presented frames (and every frame when `presentsFrames` is on).
    public let image: UIImage?
}

extension HeadlessHost {
    /// A host for replaying a session with this header: the main screen takes the header's scale,
    /// `makeRootViewController` builds the window's root, then a window of the header's size and
    /// safe area on the main screen shows it, clock reset. The main screen, not a screen of its own:
    /// the SDL window records on `UIScreen.main`, and views made before they join a window start at
    /// the main screen's scale; on a screen of its own the replay ended 13,773 pixels (the labels'
    /// text) away from the recorded window's last frame (`scripts/gallery-xvfb-test.sh`, step 6).
    /// The main screen keeps the replayed scale afterwards (a resize event changes it too), so a
    /// process that goes on after a replay sets it back.
    public convenience init(replaying header: SessionHeader, makeRootViewController: () -> UIViewController) {
        UIScreen.main.scale = CGFloat(header.scale)
        let root = makeRootViewController()
        self.init(size: CGSize(width: header.width, height: header.height), scale: nil,
                  safeAreaInsets: header.safeArea.uiEdgeInsets, rootViewController: root)
    }

    /// Makes the recorded host-API calls on this window in their order: each input with its recorded
    /// timestamp, each frame a tick at its recorded time, composited where the recording host
    /// presented it (compositing decides which tiles load, so the same frames are composited).
    /// `onFrame` sees every frame. The clock ends at the last frame's time.
    ///
    /// The recording should be validated (`SessionRecording(jsonLines:)` does it); values a replay
    /// cannot use are skipped rather than trusted (an unknown touch phase).
    public func replay(_ recording: SessionRecording, onFrame: ((ReplayFrame) -> Void)? = nil) {
        var frameIndex = 0
        for event in recording.events {
            let t = event.time
            switch event {
            case let .touches(_, touches):
                let inputs = touches.compactMap { touch -> TouchInput? in
                    guard let phase = UITouch.Phase(sessionName: touch.phase) else { return nil }
                    return TouchInput(id: touch.id, phase: phase, location: CGPoint(x: touch.x, y: touch.y))
                }
                recorder?.recordTouches(inputs, timestamp: t)
                window.send(inputs, timestamp: t)
            case let .wheel(_, dx, dy, x, y):
                recorder?.record(event)
                _ = window.sendScrollWheel(CGPoint(x: dx, y: dy), at: CGPoint(x: x, y: y), timestamp: t)
            case let .zoom(_, factor, x, y):
                recorder?.record(event)
                _ = window.sendZoom(by: CGFloat(factor), at: CGPoint(x: x, y: y), timestamp: t)
            case let .key(_, key):
                recorder?.record(event)
                let uiKey = UIKey(keyCode: UIKeyboardHIDUsage(rawValue: key.code) ?? .keyboardErrorUndefined,
                                  characters: key.characters, charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                                  modifierFlags: UIKeyModifierFlags(rawValue: key.modifiers))
                _ = window.sendKeyPress(uiKey, phase: key.down ? .began : .ended, timestamp: t)
            case let .text(_, text):
                recorder?.record(event)
                _ = window.sendText(text, timestamp: t)
            case let .markedText(_, text, caret):
                recorder?.record(event)
                _ = window.sendMarkedText(text, selectedRange: NSRange(location: caret, length: 0), timestamp: t)
            case let .resize(_, width, height, scale, safeArea):
                recorder?.record(event)
                window.screen.scale = CGFloat(scale)
                window.frame = CGRect(x: 0, y: 0, width: width, height: height)
                window.safeAreaInsets = safeArea.uiEdgeInsets
            case let .frame(_, presented):
                time = t
                var image: UIImage?
                window.framePipeline.runFrame(input: { t }, presents: { presented || presentsFrames },
                                              composite: { _ in render() }, present: { image = $0 })
                recorder?.recordFrame(timestamp: t, presented: presented)
                afterFrame?(self)
                onFrame?(ReplayFrame(index: frameIndex, time: t, presented: presented, image: image))
                frameIndex += 1
            }
        }
    }
}
