import CSDL2
import UIKit

/// Shows finished frames: the window's layer tree composited with cairo into a retained frame
/// (CARetainedFrame), of which only the damaged rectangles are re-composited and uploaded to a
/// streaming SDL texture (SDL's ARGB8888 is cairo's ARGB32, so no conversion; reference/native-stack.md §4).
/// The texture keeps its pixels between frames, so a frame where only a scroll indicator fades
/// costs that indicator's rectangle, not a 1080p composite and upload.
@MainActor
final class SDLFramePresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private(set) var pixelSize = (width: 0, height: 0)
    /// The last frame, kept for screenshots.
    private(set) var lastFrame: CGImage?
    /// The pixels on screen; a new size or scale makes a new one (whose first update is full).
    private var frame: CARetainedFrame?

    init?(window: OpaquePointer) {
        // Software rendering with framebuffer acceleration off: 1.3 ms per 1080p present under Xvfb
        // instead of ~10 ms through software GL (native-stack.md, experiment 2).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0) else { return nil }
        renderer = r
    }

    /// On the main actor, like every other use of the renderer: SDL's renderer is not thread-safe.
    isolated deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
    }

    /// The texture for `width × height` pixels, and whether it was just made (its pixels undefined).
    private func ensureTexture(width: Int, height: Int) -> (texture: OpaquePointer, isNew: Bool)? {
        if let texture, pixelSize == (width, height) { return (texture, false) }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        pixelSize = (width, height)
        return texture.map { ($0, true) }
    }

    /// Brings the frame up to date with `window` at `scale` pixels per point, uploads the damaged
    /// rectangles to the texture and presents it. A non-finite or non-positive scale skips the frame.
    func present(_ window: UIWindow, width: Int, height: Int, scale: CGFloat, keepFrame: Bool) {
        guard width > 0, height > 0, let (texture, isNewTexture) = ensureTexture(width: width, height: height) else { return }
        if let f = frame, f.width == width, f.height == height, f.scale == scale {
            if isNewTexture { f.invalidate() }
        } else {
            frame = CARetainedFrame(width: width, height: height, scale: scale)
        }
        guard let frame else { return }
        let damage = frame.update(rendering: window.layer)
        if let pixels = frame.context.data {
            let pitch = frame.context.bytesPerRow
            for r in damage.rects {
                let x = Int(r.minX), y = Int(r.minY)
                var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(r.width), h: Int32(r.height))
                SDL_UpdateTexture(texture, &rect, pixels + y * pitch + x * 4, Int32(pitch))
            }
        }
        if keepFrame { lastFrame = frame.makeImage() }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
