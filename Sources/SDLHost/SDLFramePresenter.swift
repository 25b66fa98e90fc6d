import CSDL2
import UIKit

/// Shows finished frames: the window's layer tree rendered with cairo straight into a streaming SDL
/// texture (SDL's ARGB8888 is cairo's ARGB32, so no conversion; reference/native-stack.md §4).
@MainActor
final class SDLFramePresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private(set) var pixelSize = (width: 0, height: 0)
    /// The last frame, kept for screenshots.
    private(set) var lastFrame: CGImage?

    init?(window: OpaquePointer) {
        // Software rendering with framebuffer acceleration off: 1.3 ms per 1080p present under Xvfb
        // instead of ~10 ms through software GL (native-stack.md, experiment 2).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0) else { return nil }
        renderer = r
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
    }

    private func ensureTexture(width: Int, height: Int) -> OpaquePointer? {
        if let texture, pixelSize == (width, height) { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        pixelSize = (width, height)
        return texture
    }

    /// Renders `window` at `scale` pixels per point into the texture and presents it.
    func present(_ window: UIWindow, width: Int, height: Int, scale: CGFloat, keepFrame: Bool) {
        guard width > 0, height > 0, let texture = ensureTexture(width: width, height: height) else { return }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
        if let ctx = CGContext(data: pixels, width: width, height: height, bitsPerComponent: 8, bytesPerRow: Int(pitch),
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) {
            ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
            ctx.scaleBy(x: scale, y: scale)
            window.layer.render(in: ctx)
            if keepFrame { lastFrame = ctx.makeImage() }
        }
        SDL_UnlockTexture(texture)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
