import CSDL2
import HostSession
import UIKit

/// Runs an application in a real, resizable SDL2 window: input in, finished frames out.
///
/// Each loop iteration is one run of the window's FramePipeline: it delivers the pending events,
/// ticks the window on SDL's clock, and renders and presents only when something changed or animates (an idle app sleeps in `SDL_WaitEventTimeout`);
/// a frame then re-composites and uploads only its damage (SDLFramePresenter, CARetainedFrame).
/// Frames are paced by the renderer's vsync (or a 1/60 s wait where there is none).
@MainActor
public final class SDLWindowHost: UIApplicationHost {
    public let title: String
    /// Stop after this many presented frames (smoke tests and screenshots); nil runs until closed.
    public var frameLimit: Int?
    /// Where to write each presented frame as PNG (the last one stays): what the compositor rendered,
    /// for comparison with a screenshot of the window.
    public var screenshotPath: String?
    /// Stop after the first presented frame with nothing left to animate (`--screenshot` of an
    /// `@main` app: the first settled frame).
    public var stopsWhenSettled = false

    /// Whether the host gives the window the safe area of the device its shape suggests
    /// (`UIWindow.simulatedSafeAreaInsets(forWindowSize:)`: a phone-shaped window gets a status bar
    /// and a home indicator, a desktop-shaped one none), at start and after every resize. Default on;
    /// turn it off to set `window.safeAreaInsets` yourself.
    public var simulatesDeviceSafeArea = true

    /// Where to record the session (docs/SESSION-FORMAT.md): every input and frame time, for
    /// `HeadlessHost` to replay. nil uses the `SCROLLKIT_RECORD` environment variable, if set.
    public var recordPath: String?
    /// The application named in a recording's header, so a replay can build the same window.
    public var recordedAppName: String?
    /// The drawing-performance overlay shown at start (`DebugOverlayOptions`); F8 cycles it while
    /// the window runs: off → frame-time graph → graph with blended layers → with misaligned layers
    /// → with updated regions → off.
    public var debugOverlay: DebugOverlayOptions = []
    /// The key that cycles the overlay (docs/FEATURES.md, "Drawing performance overlay").
    public static let debugOverlayKey = SDL_SCANCODE_F8

    /// The manager of the tiles of every tiled layer this host's window shows: one budget, one
    /// priority order, one eviction policy. The process context's (`HostContext.tileManager`), the
    /// context the SDL host runs in.
    public var tileManager: TileManager { HostContext.process.tileManager }

    /// A host for a window titled `title`.
    public init(title: String) { self.title = title }


    private func applySimulatedSafeArea(_ window: UIWindow) {
        guard simulatesDeviceSafeArea else { return }
        window.safeAreaInsets = UIWindow.simulatedSafeAreaInsets(forWindowSize: window.bounds.size)
        // A phone-shaped window has the notched phone's status bar (its top inset); a desktop one none.
        window.simulatedStatusBar = window.safeAreaInsets.top > 0 ? .notchedPhone : nil
    }

    /// Whether a display can be opened (SDL's video subsystem starts). Headless machines say no.
    public static func canOpenDisplay() -> Bool {
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"] == nil && env["WAYLAND_DISPLAY"] == nil && env["SDL_VIDEODRIVER"] == nil { return false }
        SDL_SetMainReady()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return false }
        return true
    }

    public func run(_ application: UIApplication) {
        guard let window = application.keyWindow ?? application.windows.last else { return }
        SDL_SetMainReady()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            Log.sdlHost.error("cannot start SDL video (\(String(cString: SDL_GetError()))); the app exits without a window")
            return
        }
        defer { SDL_Quit() }
        // A live window never waits for tile drawing threads: a slow tile appears a frame later
        // instead of holding up the frame (HostScheduler.waitsForTileDrawing).
        HostScheduler.shared.waitsForTileDrawing = false
        applySimulatedSafeArea(window)
        let size = window.bounds.size
        // The window's frames are bitmaps of its size: one ImageSizePolicy refuses (or a width that
        // Int32 cannot hold, which would trap) gets no window rather than a trap or gigabytes a frame.
        if let refusal = ImageSizePolicy.refusal(width: Double(size.width), height: Double(size.height), scale: Double(window.screen.scale)) {
            Log.sdlHost.error("cannot show a \(size.width)×\(size.height)-point window (\(refusal), ImageSizePolicy); the app exits without a window")
            return
        }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let sdlWindow = SDL_CreateWindow(title, Int32(csdl_windowpos_centered()), Int32(csdl_windowpos_centered()),
                                               Int32(size.width.rounded(.up)), Int32(size.height.rounded(.up)), flags),
              let presenter = SDLFramePresenter(window: sdlWindow) else {
            Log.sdlHost.error("cannot create an SDL window (\(String(cString: SDL_GetError()))); the app exits without a window")
            return
        }
        defer { SDL_DestroyWindow(sdlWindow) }

        // Typed and composed text arrives as SDL_TEXTINPUT/SDL_TEXTEDITING; copy and paste use the
        // system clipboard while the window runs.
        SDL_StartTextInput()
        let clipboard = SDLClipboard()
        UIPasteboard.general.hostStorage = clipboard
        defer { if UIPasteboard.general.hostStorage === clipboard { UIPasteboard.general.hostStorage = nil } }
        presenter.overlay.options = debugOverlay
        var input = SDLInputTranslator()
        var recording = SDLSessionRecording(path: recordPath ?? ProcessInfo.processInfo.environment["SCROLLKIT_RECORD"],
                                            app: recordedAppName ?? title, window: window)
        input.recorder = recording?.recorder
        defer { recording?.recorder.close() }
        // Screen readers: the window's accessibility tree over AT-SPI2 where an accessibility bus exists
        // (ATSPIBridge; nothing is loaded otherwise). While it runs, an idle loop waits at most
        // `ATSPIBridge.idleWait(now:)` (10 ms, 1 ms during a client's walk) so requests are answered promptly.
        ATSPIBridge.windowOrigin = {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            return CGPoint(x: CGFloat(x), y: CGFloat(y))
        }
        let accessibility = ATSPIBridge.start(window: window, appName: title)
        defer { accessibility?.stop(); ATSPIBridge.windowOrigin = nil }
        var frames = 0
        var dirty = true
        var running = true
        var presentedLast = true
        let start = TimeInterval(SDL_GetTicks64()) / 1000
        func metrics() -> (Int, Int, CGFloat) {
            var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
            SDL_GetWindowSize(sdlWindow, &w, &h)
            SDL_GetRendererOutputSize(SDL_GetRenderer(sdlWindow), &pw, &ph)
            let scale = w > 0 ? CGFloat(pw) / CGFloat(w) : 1
            return (Int(pw), Int(ph), scale)
        }
        while running {
            var workStart: UInt64 = 0
            var now: TimeInterval = 0
            var wasAnimating = false
            var (pw, ph, scale) = (0, 0, CGFloat(1))
            // One frame through the window's pipeline: input, tick, display, tiles, composite, present.
            let presented = window.framePipeline.runFrame(input: {
                var ev = SDL_Event()
                if !dirty && !window.needsFrames {
                    let idleWait = accessibility?.idleWait(now: TimeInterval(SDL_GetTicks64()) / 1000 - start) ?? 100
                    if SDL_WaitEventTimeout(&ev, Int32(idleWait)) != 0 { dirty = handle(ev, &input, window, &running) || dirty }
                }
                // Assistive clients' requests (presses, scrolls, typing) run before the tick, like input.
                if let accessibility, accessibility.frame(timestamp: TimeInterval(SDL_GetTicks64()) / 1000 - start, windowChanged: dirty || presentedLast) {
                    dirty = true
                }
                while SDL_PollEvent(&ev) != 0 { dirty = handle(ev, &input, window, &running) || dirty }
                (pw, ph, scale) = metrics()
                window.screen.scale = scale
                input.pointsPerPixel = 1   // SDL reports mouse positions in window points, not pixels
                input.windowSize = window.bounds.size
                now = TimeInterval(SDL_GetTicks64()) / 1000 - start
                // Asked before the tick too: the tick that finishes an animation leaves nothing pending,
                // yet its frame (the animation's end) must still be presented.
                wasAnimating = window.needsFrames
                recording?.noteWindow(window, scale: scale, timestamp: now)
                if presenter.overlay.options != debugOverlay { presenter.overlay.options = debugOverlay; dirty = true }
                workStart = SDL_GetPerformanceCounter()
                return now
            }, presents: {
                let presents = dirty || wasAnimating || window.needsFrames || presenter.flashed
                recording?.recorder.recordFrame(timestamp: now, presented: presents)
                return presents
            }, composite: { pipeline in
                presenter.composite(pipeline, width: pw, height: ph, scale: scale)
            }, present: { composited in
                presenter.present(composited, root: window.layer, keepFrame: screenshotPath != nil)
                // The graph shows the work of a frame: tick, display pass, composite and upload.
                presenter.overlay.recordFrameTime(Double(SDL_GetPerformanceCounter() - workStart) / Double(SDL_GetPerformanceFrequency()))
                frames += 1
                // Tests compare this file (what the composite produced) with the window's pixels.
                if let path = screenshotPath, let data = presenter.lastFrame?.pngData() {
                    FileManager.default.createFile(atPath: path, contents: data)
                }
                dirty = false
            })
            presentedLast = presented
            if !presented { SDL_Delay(1) }
            if let limit = frameLimit, frames >= limit { running = false }
            if stopsWhenSettled && presented && !window.needsFrames { running = false }
        }
        if let path = screenshotPath, let data = presenter.lastFrame?.pngData() {
            FileManager.default.createFile(atPath: path, contents: data)
        }
    }

    private func handle(_ ev: SDL_Event, _ input: inout SDLInputTranslator, _ window: UIWindow, _ running: inout Bool) -> Bool {
        switch SDL_EventType(ev.type) {
        case SDL_QUIT:
            running = false
            return false
        case SDL_WINDOWEVENT where ev.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            window.frame = SDLWindowResize.frame(for: ev) ?? window.frame
            applySimulatedSafeArea(window)
            return true
        case SDL_WINDOWEVENT:
            // The scene follows the host window (UIWindow.sendWindowEvent, UIScene+Lifecycle.swift).
            if let event = SDLInputTranslator.sceneEvent(for: ev) { window.sendWindowEvent(event) }
            return true
        case SDL_KEYDOWN where ev.key.keysym.scancode == Self.debugOverlayKey && ev.key.repeat == 0:
            debugOverlay = debugOverlay.next
            Log.sdlHost.info("debug overlay: \(DebugOverlayOptions.names.filter { debugOverlay.contains($0.option) }.map(\.name))")
            return true
        default:
            return input.handle(ev, window: window)
        }
    }
}
