import HostSession
import UIKit

/// A window without a display: a size and scale, the host clock, and the frame loop, for the apps'
/// headless modes, the benchmarks and the tests.
///
/// The host owns the clock (`time`). Input goes in at the current time (`send`, `touch`, `drag`),
/// `tick()` runs one frame at the current time, `advance(by:)` and `idle(_:)` move the clock and tick.
/// `render()` composites the window into an image, `writePNG(to:)` saves one. With a `recorder`,
/// every input and frame is also written to a session file that `replay(_:)` plays back.
///
/// It calls only UIKit's public host API (`UIWindow.send`, the window's `FramePipeline`), as the
/// SDL host does. See also `FingerDrag`, `SessionRecording`.
@MainActor
public final class HeadlessHost {
    /// The window the host drives.
    public let window: UIWindow
    /// The host clock in seconds: the timestamp of the next input and of the next `tick()`.
    public var time: TimeInterval
    /// Frames per second of `idle(_:)` (60 by default, the rate UIScreen and the seeds assume).
    public var frameRate: Double = 60
    /// Whether every tick is followed by a composite of the window (`render()`), as a host presents
    /// each frame. Tiled layers ask for their tiles in a frame's tile pass, which runs with the
    /// composite, so a script that depends on tiles arriving turns this on. The frame is recorded as presented.
    public var presentsFrames = false
    /// The manager of the tiles of every tiled layer the window shows: one budget, one priority
    /// order, one eviction policy. It is the host context's (`HostContext.tileManager`), current
    /// whenever the window handles input and runs frames, so hosts with contexts of their own keep
    /// their tiles apart.
    public var tileManager: TileManager { window.hostContext.tileManager }
    /// Records every input and frame, when set (see `SessionRecorder`).
    public var recorder: SessionRecorder?
    /// Called before every tick, for timers of the frame's work (with `afterFrame`).
    public var beforeFrame: ((HeadlessHost) -> Void)?
    /// Called after every tick (and after the composite when `presentsFrames` is on), for samplers.
    public var afterFrame: ((HeadlessHost) -> Void)?

    /// Drives an existing window, with the clock at `time`. The global host clock is left as it is.
    /// Without a `tileManager`, the host continues with its context's, so a host made for a while
    /// over a window that frames already ran in keeps the window's tiles.
    public init(window: UIWindow, time: TimeInterval = 0, tileManager: TileManager? = nil) {
        self.window = window
        self.time = time
        if let tileManager { window.hostContext.tileManager = tileManager }
    }

    /// A new key window of `size` points showing `rootViewController`, with the host clock reset to 0.
    /// No frame has run yet. The host runs in `context` (its clock, timers, screen, application and
    /// first responder), which it resets; without one, in the current context (`HostContext.current`,
    /// the process's unless a caller bound another), so code outside the host shares its clock. With
    /// a `scale`, the window is on a screen of its own of `size` at `scale` pixels per point, so
    /// hosts of different scales live side by side and `UIScreen.main` is left as it is; without one
    /// it is on `UIScreen.main`. With a `layoutDirection`, the window's interface
    /// reads that way (`UIWindow.hostLayoutDirection`, as an Arabic or Hebrew device's); without one it
    /// follows the application's.
    public convenience init(size: CGSize = CGSize(width: 320, height: 480), scale: CGFloat? = nil,
                            safeAreaInsets: UIEdgeInsets = .zero, layoutDirection: UIUserInterfaceLayoutDirection? = nil,
                            rootViewController: UIViewController? = nil, context: HostContext? = nil) {
        let host = context ?? .current
        let window = host.run {
            HostClock.reset()
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            if let scale {
                let screen = UIScreen()
                screen.bounds = CGRect(origin: .zero, size: size)
                screen.scale = scale
                window.screen = screen
            }
            if safeAreaInsets != .zero { window.safeAreaInsets = safeAreaInsets }
            window.hostLayoutDirection = layoutDirection
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            return window
        }
        // A new window, a new session: a tile manager of its own.
        self.init(window: window, tileManager: TileManager())
    }

    /// The host context the host runs in: its window's (`UIWindow.hostContext`).
    public var hostContext: HostContext { window.hostContext }

    /// One frame interval, 1 / `frameRate`.
    public var frameInterval: TimeInterval { 1 / frameRate }

    // MARK: Input at the current time

    /// One multi-touch event at `time`.
    public func send(_ touches: [TouchInput]) {
        recorder?.recordTouches(touches, timestamp: time)
        window.send(touches, timestamp: time)
    }

    /// One finger at `time`.
    public func touch(_ phase: UITouch.Phase, at location: CGPoint, id: Int = 0) {
        send([TouchInput(id: id, phase: phase, location: location)])
    }

    /// A tap: down at `time`, the clock moves `hold` seconds and ticks once, up there.
    public func tap(at point: CGPoint, hold: TimeInterval = 0.05, id: Int = 0) {
        touch(.began, at: point, id: id)
        time += hold
        tick()
        touch(.ended, at: point, id: id)
    }

    // MARK: The clock

    /// One frame at `time`: timers, display links, animations, scroll physics, layout; then the
    /// composite when `presentsFrames` is on.
    public func tick() {
        window.hostContext.run {
            beforeFrame?(self)
            // Input was delivered as it came (`send`, `touch`); the frame runs at the host clock.
            window.framePipeline.runFrame(input: { time }, presents: { presentsFrames },
                                          composite: { _ in render() }, present: { _ in })
            recorder?.recordFrame(timestamp: time, presented: presentsFrames)
            afterFrame?(self)
        }
    }

    /// Moves the clock by `seconds` and ticks there.
    public func advance(by seconds: TimeInterval) {
        time += seconds
        tick()
    }

    /// Ticks at `frameRate` for `seconds` (rounded to whole frames), as a host does while nothing is
    /// touched. Non-finite or negative seconds, or a frame rate that is not positive, tick nothing.
    public func idle(_ seconds: TimeInterval) {
        let frames = (seconds * frameRate).rounded()
        guard frames.isFinite, frames > 0, frameRate > 0 else { return }
        for _ in 0..<Int(min(frames, 1e9)) { advance(by: 1 / frameRate) }
    }

    /// Ticks every `interval` after the current time up to and including `end`, ending exactly at
    /// `end` (the last interval may be shorter). An interval that is not positive and finite ticks
    /// once, at `end`; a non-finite `end` ticks nothing.
    public func tickFrames(through end: TimeInterval, interval: TimeInterval) {
        guard end.isFinite else { return }
        guard interval.isFinite, interval > 0 else { time = max(time, end); tick(); return }
        let start = time
        var i = 1
        while start + Double(i) * interval < end - 1e-9 {
            time = start + Double(i) * interval
            tick()
            i += 1
        }
        time = end
        tick()
    }
}

extension HeadlessHost {
    /// Committed text at `time` (`UIWindow.sendText`). Returns whether a text input took it.
    @discardableResult
    public func sendText(_ text: String) -> Bool {
        recorder?.recordText(text, timestamp: time)
        return window.sendText(text, timestamp: time)
    }

    /// A hardware key at `time` (`UIWindow.sendKeyPress`). Returns whether something handled it.
    @discardableResult
    public func sendKeyPress(_ key: UIKey, phase: UIPress.Phase = .began) -> Bool {
        recorder?.recordKey(key, down: phase == .began, timestamp: time)
        return window.sendKeyPress(key, phase: phase, timestamp: time)
    }

    /// A wheel or trackpad scroll at `time` (`UIWindow.sendScrollWheel`). Returns whether a view scrolled.
    @discardableResult
    public func sendScrollWheel(_ delta: CGPoint, at location: CGPoint) -> Bool {
        recorder?.recordWheel(delta, at: location, timestamp: time)
        return window.sendScrollWheel(delta, at: location, timestamp: time)
    }
}

extension HeadlessHost {
    /// Ticks `count` frames, each one frame interval after the last.
    public func runFrames(_ count: Int) {
        for _ in 0..<max(0, count) { advance(by: frameInterval) }
    }
}
