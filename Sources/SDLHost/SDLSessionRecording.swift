import HostSession
import UIKit

/// The SDL host's side of recording a session: opens the file with a header describing the window,
/// and notes size, scale and safe-area changes as `resize` events at the frame where the loop sees
/// them. (Inputs are recorded by SDLInputTranslator next to each host-API call, frames by the loop.)
@MainActor
struct SDLSessionRecording {
    let recorder: SessionRecorder
    private var size: CGSize
    private var scale: CGFloat
    private var safeArea: UIEdgeInsets

    /// nil when there is no path, or when the file cannot be created (logged; the app runs unrecorded).
    init?(path: String?, app: String, window: UIWindow) {
        guard let path, !path.isEmpty else { return nil }
        do {
            recorder = try SessionRecorder(path: path, header: SessionRecorder.header(app: app, window: window))
        } catch {
            Log.sdlHost.error("cannot create the session file \(path) (\(error)); the session is not recorded")
            return nil
        }
        size = window.bounds.size
        scale = window.screen.scale
        safeArea = window.safeAreaInsets
        Log.sdlHost.info("recording the session to \(path)")
    }

    /// Records a `resize` when the window's size or safe area or the screen's scale changed.
    mutating func noteWindow(_ window: UIWindow, scale newScale: CGFloat, timestamp: TimeInterval) {
        guard window.bounds.size != size || newScale != scale || window.safeAreaInsets != safeArea else { return }
        size = window.bounds.size
        scale = newScale
        safeArea = window.safeAreaInsets
        recorder.recordResize(window, scale: newScale, timestamp: timestamp)
    }
}
