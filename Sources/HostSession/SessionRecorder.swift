import Foundation
import Logging
import UIKit

/// Records what a host gives a window, as a session file (docs/SESSION-FORMAT.md): the header when it
/// is made, then one line per input and per frame, appended as they happen so a crash keeps
/// everything before it.
///
/// A host calls the `record…` method next to each host-API call it makes, with the same arguments.
/// Without a file (`init(header:)`) it only keeps the recording in memory (`recording`).
@MainActor
public final class SessionRecorder {
    /// Everything recorded so far.
    public private(set) var recording: SessionRecording
    private var file: FileHandle?
    /// Where the file is written, if anywhere.
    public let path: String?

    /// Records in memory only.
    public init(header: SessionHeader) {
        recording = SessionRecording(header: header, events: [])
        path = nil
    }

    /// Creates (or truncates) the file at `path` and writes the header. Throws if it cannot be created.
    public init(path: String, header: SessionHeader) throws {
        recording = SessionRecording(header: header, events: [])
        self.path = path
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data(SessionRecording.line(header).utf8)) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        file = try FileHandle(forWritingTo: url)
        _ = try file?.seekToEnd()
    }

    /// A header describing `window` now: its size, safe area and its screen's scale.
    public static func header(app: String, window: UIWindow) -> SessionHeader {
        SessionHeader(app: app, width: Double(window.bounds.width), height: Double(window.bounds.height),
                      scale: Double(window.screen.scale), safeArea: SessionInsets(window.safeAreaInsets))
    }

    /// Appends one event (in memory, and to the file if there is one). A write error is logged once
    /// and ends the file there; the in-memory recording goes on.
    public func record(_ event: SessionEvent) {
        recording.events.append(event)
        guard let file else { return }
        do {
            try file.write(contentsOf: Data(SessionRecording.line(event).utf8))
        } catch {
            Logger(label: "scrollkit.hostsession").error("cannot write to the session file \(path ?? "") (\(error)); the recording stops here")
            try? file.close()
            self.file = nil
        }
    }

    /// `UIWindow.send(touches, timestamp:)`.
    public func recordTouches(_ touches: [TouchInput], timestamp: TimeInterval) {
        record(.touches(time: timestamp, touches: touches.map {
            SessionTouch(id: $0.id, phase: $0.phase.sessionName, x: Double($0.location.x), y: Double($0.location.y))
        }))
    }

    /// `UIWindow.sendScrollWheel(delta, at:, timestamp:)`.
    public func recordWheel(_ delta: CGPoint, at p: CGPoint, timestamp: TimeInterval) {
        record(.wheel(time: timestamp, dx: Double(delta.x), dy: Double(delta.y), x: Double(p.x), y: Double(p.y)))
    }

    /// `UIWindow.sendZoom(by:at:timestamp:)`.
    public func recordZoom(by factor: CGFloat, at p: CGPoint, timestamp: TimeInterval) {
        record(.zoom(time: timestamp, factor: Double(factor), x: Double(p.x), y: Double(p.y)))
    }

    /// `UIWindow.sendKeyPress(key, phase:, timestamp:)`.
    public func recordKey(_ key: UIKey, down: Bool, timestamp: TimeInterval) {
        record(.key(time: timestamp, key: SessionKey(code: key.keyCode.rawValue, characters: key.characters,
                                                     charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                                                     modifiers: key.modifierFlags.rawValue, down: down)))
    }

    /// `UIWindow.sendText(_:timestamp:)`.
    public func recordText(_ text: String, timestamp: TimeInterval) { record(.text(time: timestamp, text: text)) }

    /// `UIWindow.sendMarkedText(_:selectedRange:timestamp:)` (the caret is the range's location).
    public func recordMarkedText(_ text: String, caret: Int, timestamp: TimeInterval) {
        record(.markedText(time: timestamp, text: text, caret: caret))
    }

    /// The window's new size and safe area, and the screen's scale.
    public func recordResize(_ window: UIWindow, scale: CGFloat, timestamp: TimeInterval) {
        record(.resize(time: timestamp, width: Double(window.bounds.width), height: Double(window.bounds.height),
                       scale: Double(scale), safeArea: SessionInsets(window.safeAreaInsets)))
    }

    /// `UIWindow.tick(timestamp:)`, and whether a frame was presented after it.
    public func recordFrame(timestamp: TimeInterval, presented: Bool) {
        record(.frame(time: timestamp, presented: presented))
    }

    /// Closes the file (further events stay in memory only).
    public func close() {
        try? file?.close()
        file = nil
    }
}

extension SessionInsets {
    /// The insets of a UIKit value.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
    }

    /// As UIKit insets.
    public var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
    }
}

extension UITouch.Phase {
    /// The phase's name in a session file.
    public var sessionName: String {
        switch self {
        case .began: return "began"
        case .moved: return "moved"
        case .stationary: return "stationary"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }

    /// The phase a session file names (`SessionTouch.phases`), or nil for another name.
    public init?(sessionName: String) {
        switch sessionName {
        case "began": self = .began
        case "moved": self = .moved
        case "stationary": self = .stationary
        case "ended": self = .ended
        case "cancelled": self = .cancelled
        default: return nil
        }
    }
}
