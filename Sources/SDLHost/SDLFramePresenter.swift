import CSDL2
import UIKit

/// Shows finished frames: the window's layer tree composited with cairo into a retained frame
/// (CARetainedFrame), of which only the damaged rectangles are re-composited and uploaded to a
/// streaming SDL texture (SDL's ARGB8888 is cairo's ARGB32, so no conversion; docs/ARCHITECTURE.md#native-libraries).
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
    /// The drawing-performance overlay (F8; SDLWindowHost): drawn on a copy of the frame after
    /// compositing, which is then uploaded whole. Off (empty options) it costs nothing.
    let overlay = DebugOverlay()
    /// Whether the texture holds overlay pixels, which must be replaced once the overlay is off.
    private var textureHasOverlay = false
    /// Whether the last frame flashed its damage, so one more frame must clear the flash.
    private(set) var flashed = false

    init?(window: OpaquePointer) {
        // Software rendering with framebuffer acceleration off: 1.3 ms per 1080p present under Xvfb
        // instead of ~10 ms through software GL (measured on this project's 2-core machine).
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

    /// The frame's pixels: brings the retained frame up to date with the pipeline's window at
    /// `scale` pixels per point (display, tile and composite stages) and returns what to upload:
    /// the texture and the damaged region. Nil (nothing to show) for an empty size or a
    /// non-finite or non-positive scale.
    func composite(_ pipeline: FramePipeline, width: Int, height: Int, scale: CGFloat) -> (texture: OpaquePointer, damage: CADamageRegion)? {
        guard width > 0, height > 0, let (texture, isNewTexture) = ensureTexture(width: width, height: height) else { return nil }
        if let f = frame, f.width == width, f.height == height, f.scale == scale {
            if isNewTexture { f.invalidate() }
        } else {
            frame = CARetainedFrame(width: width, height: height, scale: scale)
        }
        guard let frame else { return nil }
        return (texture, pipeline.composite(into: frame))
    }

    /// Uploads the damaged rectangles of the frame `composite` made (with the overlay, when on) to
    /// the texture and presents it.
    func present(_ composited: (texture: OpaquePointer, damage: CADamageRegion)?, root: CALayer, keepFrame: Bool) {
        guard let (texture, compositedDamage) = composited, let frame else { return }
        let width = frame.width, height = frame.height
        var damage = compositedDamage
        var source = frame.context
        if !overlay.options.isEmpty, let composed = overlay.compose(frame: frame, root: root, damage: damage) {
            source = composed
            flashed = overlay.options.contains(.flashUpdatedRegions) && !damage.isEmpty
            damage = CADamageRegion(CGRect(x: 0, y: 0, width: width, height: height))
            textureHasOverlay = true
        } else if textureHasOverlay {
            textureHasOverlay = false
            flashed = false
            damage = CADamageRegion(CGRect(x: 0, y: 0, width: width, height: height))
        }
        if let pixels = source.data {
            let pitch = source.bytesPerRow
            for r in damage.rects {
                let x = Int(r.minX), y = Int(r.minY)
                var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(r.width), h: Int32(r.height))
                SDL_UpdateTexture(texture, &rect, pixels + y * pitch + x * 4, Int32(pitch))
            }
        }
        if keepFrame { lastFrame = source.makeImage() }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
