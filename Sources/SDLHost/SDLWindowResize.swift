import CSDL2
import UIKit

/// A window size change from SDL as the frame the UIWindow takes. SDL reports every resize (by the
/// user, the window manager or a display change) as `SDL_WINDOWEVENT_SIZE_CHANGED` with the new size
/// in window points (`data1` × `data2`, the units of its mouse positions, not the drawable's pixels).
enum SDLWindowResize {
    /// The window frame a size-change event asks for, at the origin; nil for any other event. A
    /// negative size (SDL never sends one) counts as 0.
    static func frame(for ev: SDL_Event) -> CGRect? {
        guard ev.type == SDL_WINDOWEVENT.rawValue, ev.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { return nil }
        return CGRect(x: 0, y: 0, width: CGFloat(max(0, ev.window.data1)), height: CGFloat(max(0, ev.window.data2)))
    }
}
