/// A frame buffer kept from one frame to the next, brought up to date by compositing again only
/// what changed ("only what changed is re-composited").
///
/// Each `update(rendering:)` asks a CALayerDamageTracker where the layer tree's pixels may differ
/// from the frame held, clips the context to that region, fills it with the background and runs
/// the ordinary compositor (`render(in:)`) under the clip; the compositor's culling skips sublayers
/// outside the clip, so the cost follows the damaged area. Inside the clip cairo produces exactly
/// the pixels a full render does (whole-pixel clip boxes do not change any pixel's coverage), so the
/// frame always equals a fresh full render (DamageCompositingTests compares them byte for byte).
///
/// Everything is repainted on the first update, after `invalidate()`, and when the damage exceeds
/// `fullRedrawFraction`. A frame whose layers have non-finite geometry is skipped (nothing is drawn,
/// the damage is empty) and the next one is repainted whole. A new size or scale is a new frame
/// (hosts make one when the window changes). A tiled layer is repainted, like any layer, only
/// where the damage is: the frame's tile pass (`prepareTiles(for:)`) decides its tiles for the
/// whole frame, and the composite only reads them, so a partial clip changes nothing it loads.
/// See also: CADamageRegion, CALayerDamageTracker, SDLFramePresenter (which uploads only the damage).
@preconcurrency @MainActor
public final class CARetainedFrame {
    /// Above this fraction of the frame's pixels one full repaint is done instead: the clip saves
    /// little then, and a scroll (which moves everything in the scroll view) lands here anyway. An
    /// estimate; the render benchmark's rows 2b show a full scroll frame through the retained frame
    /// costing the same as a plain render (0.47 vs 0.48 ms).
    public static let fullRedrawFraction: CGFloat = 0.5

    /// The frame's width in device pixels.
    public let width: Int
    /// The frame's height in device pixels.
    public let height: Int
    /// Device pixels per point.
    public let scale: CGFloat
    /// The retained pixels (ARGB32 premultiplied); hosts copy the damaged rects out of it.
    public let context: CGContext
    /// Painted behind the layer tree (black, as the SDL window shows); nil leaves it transparent.
    public var backgroundColor: CGColor? = .black { didSet { if backgroundColor != oldValue { invalidate() } } }
    /// The damage of the last update (device pixels), the whole frame when it repainted everything.
    public private(set) var lastDamage = CADamageRegion()
    /// Updates so far.
    public private(set) var updateCount = 0
    /// How many updates repainted the whole frame (the first, those after `invalidate()` or a
    /// skipped frame, and those whose damage passed `fullRedrawFraction`).
    public private(set) var fullRedrawCount = 0

    private let tracker = CALayerDamageTracker()
    private var needsFullRedraw = true
    private var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    /// A frame of `width × height` pixels showing layers at `scale` pixels per point; nil for sizes
    /// cairo cannot allocate and for a scale that is not finite and positive.
    public init?(width: Int, height: Int, scale: CGFloat) {
        guard scale.isFinite, scale > 0, let ctx = CGContext(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        self.scale = scale
        context = ctx
    }

    /// Makes the next update repaint everything (the pixels were changed behind the frame's back).
    public func invalidate() { needsFullRedraw = true }

    /// The frame's tile pass (FramePipeline runs it before `update(rendering:)`): lets every tiled
    /// layer in `root` decide the tiles this frame needs, for the whole frame, whatever part of it
    /// the update then repaints.
    package func prepareTiles(for root: CALayer) {
        context.saveGState()
        context.scaleBy(x: scale, y: scale)
        root.prepareTiles(in: context)
        context.restoreGState()
    }

    /// Brings the frame up to date with `root` (drawn as `render(in:)` draws it, its bounds' top-left
    /// at the frame's origin) and returns the region repainted, empty when nothing changed. The
    /// display pass must have run: this only composites backing stores, and reads only: tiled
    /// layers show the tiles their last tile pass (`prepareTiles(for:)`) chose.
    @discardableResult
    public func update(rendering root: CALayer) -> CADamageRegion {
        updateCount += 1
        let base = CGAffineTransform(scaleX: scale, y: scale)
        var damage = tracker.damage(of: root, base: base, frame: bounds)
        // Non-finite geometry: the frame is skipped (the previous pixels stay), and the next frame
        // that can be composited is repainted whole.
        if tracker.sawNonFinite {
            needsFullRedraw = true
            lastDamage = CADamageRegion()
            return lastDamage
        }
        let full = needsFullRedraw || damage.area > Self.fullRedrawFraction * CGFloat(width * height)
        if full {
            needsFullRedraw = false
            fullRedrawCount += 1
            damage = CADamageRegion(bounds)
        }
        lastDamage = damage
        guard !damage.isEmpty else { return damage }
        context.saveGState()
        if !full { context.clip(to: damage.rects) }
        if let backgroundColor {
            context.setFillColor(backgroundColor)
            context.fill(full ? [bounds] : damage.rects)
        } else {
            (full ? [bounds] : damage.rects).forEach { context.clear($0) }
        }
        context.scaleBy(x: scale, y: scale)
        root.composite(in: context)
        context.restoreGState()
        return damage
    }

    /// A snapshot of the frame as it is now.
    public func makeImage() -> CGImage? { context.makeImage() }
}
