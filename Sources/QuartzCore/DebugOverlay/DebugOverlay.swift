import Foundation

/// The drawing-performance debug overlay: a pass that runs after compositing and only READS what
/// the compositor used (the layer tree, the frame's pixels and its damage), drawing its tints and
/// graph onto a copy of the frame. The retained frame itself is never touched, so the next frame's
/// partial update stays exact, and the compositor has no hook for it (the overlay costs nothing
/// when off).
///
/// The tints follow Core Animation's debug options (Instruments and the Simulator's Debug menu):
/// blended layers red, opaque green; misaligned layers magenta; updated regions yellow. Each tint is
/// half transparent so the content stays readable, and tints of stacked layers add up, as on iOS.
/// Which layer counts as opaque: `DebugOverlayLayerWalk`. The graph: `DebugFrameTimeGraph`.
@preconcurrency @MainActor
public final class DebugOverlay {
    /// What is shown; an empty set shows the frame unchanged.
    public var options: DebugOverlayOptions
    /// The work per frame the graph shows (seconds, newest last). Hosts record it: library code
    /// reads no clock (docs/ARCHITECTURE.md#one-clock).
    public private(set) var graph = DebugFrameTimeGraph()
    /// The frame with the overlay drawn on it (kept between frames, remade when the size changes).
    public private(set) var output: CGContext?

    /// Tint colours, half transparent (Core Animation's choice of hues).
    static let blendedTint = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    static let opaqueTint = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    static let misalignedTint = CGColor(red: 1, green: 0, blue: 1, alpha: 0.5)
    static let flashTint = CGColor(red: 1, green: 1, blue: 0, alpha: 0.5)

    /// An overlay showing `options`.
    public init(options: DebugOverlayOptions = []) { self.options = options }

    /// Adds one frame's work (seconds: tick, display pass, composite) to the graph.
    public func recordFrameTime(_ seconds: Double) { graph.record(seconds) }

    /// The frame's pixels with the overlay drawn on top, in a context of the frame's size (nil when
    /// it cannot be allocated). `root` is the layer tree the frame composited and `damage` what its
    /// last update repainted (`frame.lastDamage`).
    public func compose(frame: CARetainedFrame, root: CALayer, damage: CADamageRegion) -> CGContext? {
        if output?.width != frame.width || output?.height != frame.height {
            output = CGContext(width: frame.width, height: frame.height)
        }
        guard let output, let image = frame.makeImage() else { return nil }
        let all = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        output.saveGState()
        output.setBlendMode(.copy)
        output.draw(image, in: all)
        output.restoreGState()
        draw(in: output, root: root, scale: frame.scale, damage: damage)
        return output
    }

    /// Draws the overlay onto `ctx`, which holds the composited frame in device pixels (y down),
    /// `root` drawn at `scale` pixels per point from its bounds' top-left.
    public func draw(in ctx: CGContext, root: CALayer, scale: CGFloat, damage: CADamageRegion) {
        guard !options.isEmpty else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let size = CGSize(width: ctx.width, height: ctx.height)
        if options.contains(.colorBlendedLayers) || options.contains(.colorMisalignedImages) {
            var walk = DebugOverlayLayerWalk(bounds: CGRect(origin: .zero, size: size))
            walk.visit(root, scale: scale)
            for layer in walk.painted {
                if options.contains(.colorBlendedLayers) {
                    fill(ctx, layer, with: layer.isBlended ? Self.blendedTint : Self.opaqueTint)
                }
                if options.contains(.colorMisalignedImages), layer.isMisaligned {
                    fill(ctx, layer, with: Self.misalignedTint)
                }
            }
        }
        if options.contains(.flashUpdatedRegions), !damage.isEmpty {
            ctx.setFillColor(Self.flashTint)
            ctx.fill(damage.rects)
        }
        if options.contains(.frameTimeGraph) {
            graph.draw(in: ctx, frameSize: size, scale: scale)
        }
    }

    private func fill(_ ctx: CGContext, _ layer: DebugOverlayLayerWalk.PaintedLayer, with color: CGColor) {
        ctx.saveGState()
        ctx.clip(to: layer.clip)
        ctx.setFillColor(color)
        if let corners = layer.corners {
            ctx.beginPath()
            ctx.addLines(between: corners)
            ctx.closePath()
            ctx.fillPath()
        } else {
            ctx.fill(layer.rect)
        }
        ctx.restoreGState()
    }
}
