/// Runs everything that waits for time: timers, display links and layer animations.
///
/// The window's `tick(timestamp:)` advances the clock and then calls `fire(at:)` once. Work runs in a
/// fixed order (timers by due time then creation, then display links in registration order, then
/// animation completions), so a replayed session always produces the same trace.
@preconcurrency @MainActor
public final class HostScheduler {
    /// The current host context's scheduler (`HostContext.current.scheduler`): timers, display
    /// links and animations made now run on that host's clock.
    public static var shared: HostScheduler { HostContext.current.scheduler }

    /// An empty scheduler; each `HostContext` makes one.
    nonisolated init() {}

    var timers: [HostTimer] = []
    var displayLinks: [CADisplayLink] = []
    var animatingLayers: [ObjectIdentifier: CALayer] = [:]
    var animatingLayerOrder: [ObjectIdentifier] = []
    private var nextSerial = 0

    func serial() -> Int { nextSerial += 1; return nextSerial }

    /// True while something will change with time (hosts use it to decide whether to keep ticking).
    public var hasPendingWork: Bool {
        !timers.isEmpty || displayLinks.contains { !$0.isPaused } || !animatingLayers.isEmpty || TileManager.current.needsFrames
    }

    /// Whether a frame's tile stage waits for the tiles that drawing threads started at the previous
    /// frame before installing them (TileManager+Stage.swift). True by default: tests and headless runs get
    /// the same frames whatever the thread timing. Interactive hosts (SDLHost) set it to false, so
    /// a slow tile never holds up a frame; it then appears at the first tick after it is drawn.
    package var waitsForTileDrawing = true
    /// The longest ticks wait for a tile drawing thread, in seconds, and how much host time a draw
    /// may take before it is given up on (whichever comes first). 10 s by default: far beyond any real tile (the
    /// gigapixel benchmark draws its 256-px pyramid tiles in milliseconds), so only a hanging
    /// `draw(_:)` reaches it; its jobs are then given up on and installed if they ever finish.
    public var tileDrawingWaitLimit: Double = 10

    /// Ticks run so far (`fire(at:)` calls): the TileManager waits for and installs drawing jobs
    /// once per tick, and counts a layer's requests current while its last plan is from the
    /// latest two ticks.
    package private(set) var tickCount = 0

    /// Fires what is due at `time`. Re-entrant additions (a timer that schedules a timer) run on a later tick.
    public func fire(at time: CFTimeInterval) {
        tickCount &+= 1
        fireTimers(at: time)
        for link in displayLinks where !link.isPaused && link.isValid {
            link.fire(at: time)
        }
        displayLinks.removeAll { !$0.isValid }
        finishAnimations(at: time)
    }

    private func fireTimers(at time: CFTimeInterval) {
        let due = timers.filter { $0.fireDate <= time + 1e-9 }
            .sorted { ($0.fireDate, $0.serial) < ($1.fireDate, $1.serial) }
        for timer in due where timer.isValid {
            timer.fire(at: time)
        }
        timers.removeAll { !$0.isValid }
    }

    private func finishAnimations(at time: CFTimeInterval) {
        for id in animatingLayerOrder {
            animatingLayers[id]?.finishAnimations(at: time)
        }
        for id in animatingLayerOrder where animatingLayers[id]?.hasAnimations != true {
            animatingLayers[id] = nil
        }
        animatingLayerOrder.removeAll { animatingLayers[$0] == nil }
    }

    func layerStartedAnimating(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if animatingLayers[id] == nil { animatingLayers[id] = layer; animatingLayerOrder.append(id) }
    }

    func removeAll() {
        timers.forEach { $0.invalidate() }
        timers.removeAll()
        displayLinks.removeAll()
        animatingLayers.removeAll()
        animatingLayerOrder.removeAll()
    }
}
