import CoreGraphics
import QuartzCore

extension FramePipeline {
    /// The frame with `overlay` drawn on it, as the SDL host shows it: composited through the
    /// retained frame kept in `retained` (made, or made again when the window's pixel size or its
    /// screen's scale changed), so "flash updated regions" shows what changed since the previous
    /// frame this produced. Nil when the window has no pixels. For the headless apps' PNGs.
    package func compositeWithOverlay(_ overlay: DebugOverlay, retained: inout CARetainedFrame?) -> CGContext? {
        let scale = window.screen.scale
        let width = Int(window.bounds.width * scale), height = Int(window.bounds.height * scale)
        if retained?.width != width || retained?.height != height || retained?.scale != scale {
            retained = CARetainedFrame(width: width, height: height, scale: scale)
        }
        guard let frame = retained else { return nil }
        let damage = composite(into: frame)
        return overlay.compose(frame: frame, root: window.layer, damage: damage)
    }
}
