import Foundation

/// One frame of a window, as an explicit sequence of stages that every host runs the same way
/// (docs/ARCHITECTURE.md#one-frame; a ScrollKit type, iOS keeps this inside Core Animation):
///
/// 1. **input**: the host delivers the frame's events (`UIWindow.send`, keys, wheel);
/// 2. **tick**: the clock advances; timers, display links (scroll physics), animations, tiles
///    finished by drawing threads, the keyboard, then the layout pass;
/// 3. **display**: `draw(_:)` for stale views (`UIView.displayIfNeeded()`);
/// 4. **tiles**: each tiled layer decides the tiles this frame needs (level, requests, prefetch,
///    cancellation, cache use) from where the composite will show it;
/// 5. **composite**: the layer tree into pixels; reads only;
/// 6. **present**: the host shows the pixels.
///
/// Only stage 4 changes what tiles load, so a snapshot (`CALayer.render(in:)`, which runs none of
/// these stages) leaves the tiled layers' caches and jobs, and so later frames, as they would have
/// been. (The snapshot does call the view's `draw(_:)` for missing tiles: a view that keeps state
/// of its own there, as PyramidTileView's provisional tiles and remote fetches do, sees the calls.) The SDL host and HeadlessHost
/// run `runFrame`; tests that drive a window by hand call the stages through `UIWindow.tick` and
/// `composite(into:)`. See also: CARetainedFrame, CATiledLayer+Compositing.
@preconcurrency @MainActor
public final class FramePipeline {
    /// The stages of a frame, in the order they run.
    public enum Stage: String, Sendable, CaseIterable {
        /// The host delivers the frame's input events.
        case input
        /// Timers, display links, animations, finished tiles, layout.
        case tick
        /// `draw(_:)` of stale views.
        case display
        /// Which tiles each tiled layer needs.
        case tiles
        /// The layer tree into pixels, reading only.
        case composite
        /// The host shows the frame.
        case present
    }

    /// The window whose frames this pipeline runs (the window owns the pipeline).
    public unowned let window: UIWindow
    /// Called as each stage begins, for traces (tests check the order).
    package var stageObserver: ((Stage) -> Void)?

    init(window: UIWindow) { self.window = window }

    /// One whole frame. `input` delivers the frame's events and returns the frame's timestamp (host
    /// seconds); then the tick runs. `presents` (asked after the tick) says whether the frame is
    /// shown; if so, `composite` produces the pixels, through `composite(into:)`, which runs the
    /// display, tile and composite stages, and `present` shows them. Returns whether the frame was
    /// presented.
    @discardableResult
    public func runFrame<Pixels>(input: () -> TimeInterval, presents: () -> Bool = { true },
                                 composite: (FramePipeline) -> Pixels, present: (Pixels) -> Void) -> Bool {
        window.hostContext.run {
            stageObserver?(.input)
            let timestamp = input()
            tick(timestamp: timestamp)
            guard presents() else { return false }
            let pixels = composite(self)
            stageObserver?(.present)
            present(pixels)
            return true
        }
    }

    /// The tick stage (`UIWindow.tick(timestamp:)` lands here): advances the clock; timers, display
    /// links, animations, scroll physics, finished tiles, the keyboard, layout.
    public func tick(timestamp: TimeInterval) {
        stageObserver?(.tick)
        window.runTickStage(timestamp: timestamp)
    }

    /// The display, tile and composite stages into `ctx`, whose transform maps the window's points
    /// to device pixels (as for `render(in:)`): the window's bounds' top-left lands at the origin.
    public func composite(into ctx: CGContext) {
        window.hostContext.run {
            runDisplayStage()
            stageObserver?(.tiles)
            window.layer.prepareTiles(in: ctx)
            stageObserver?(.composite)
            window.layer.composite(in: ctx)
        }
    }

    /// The display, tile and composite stages into a retained frame: the tile pass sees the whole
    /// frame, the composite repaints only the damage. Returns the region repainted.
    @discardableResult
    public func composite(into frame: CARetainedFrame) -> CADamageRegion {
        window.hostContext.run {
            runDisplayStage()
            stageObserver?(.tiles)
            frame.prepareTiles(for: window.layer)
            stageObserver?(.composite)
            return frame.update(rendering: window.layer)
        }
    }

    /// Composites what the last tile pass chose again, into `ctx`, without running any stage: a
    /// second picture of the same frame (tests compare it with a retained frame). Reads only.
    package func recomposite(into ctx: CGContext) {
        window.layer.composite(in: ctx)
    }

    private func runDisplayStage() {
        stageObserver?(.display)
        window.displayIfNeeded()
    }
}
