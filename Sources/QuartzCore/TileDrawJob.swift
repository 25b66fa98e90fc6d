import Foundation

/// One tile of a `CATiledLayer` being drawn on a drawing thread.
///
/// The layer creates a job on the main thread with everything the draw needs (the tile's rect, its
/// pixel size and the level's scale), so the drawing thread reads nothing of the layer. The job's
/// result is only read back on the main thread, by the layer, at a frame boundary. Cancelling is
/// a flag: a job that has not started skips its draw; one already drawing finishes and is ignored.
// @unchecked: the result fields are behind `lock`; isOverdue, waitedSeconds and owner are main-thread only.
final class TileDrawJob: @unchecked Sendable {
    let id: CATiledLayer.TileID
    let rect: CGRect
    let scale: CGFloat
    let pixelWidth: Int, pixelHeight: Int
    /// The layer's invalidation count when the job was made: a `setNeedsDisplay()` since makes its
    /// result stale.
    let generation: Int
    let isPrefetch: Bool
    /// Set on the main thread when a tick gave up waiting for the job (its draw hangs): later
    /// ticks install it if it ever finishes, without waiting for it.
    var isOverdue = false
    /// How long the job may run (`HostScheduler.tileDrawingWaitLimit` when it was made) before the
    /// layer gives up on it. The library reads no clock but the host's, so "how long" is counted two
    /// ways, and either one reaching the limit makes the job overdue: host time since the job was
    /// made (what a host that does not wait sees pass), and the time ticks have spent waiting for it
    /// (host time stands still while a tick waits).
    let timeLimit: Double
    /// The host time when the job was made.
    private let startHostTime: CFTimeInterval
    /// Seconds ticks have slept waiting for the job, counted in `waitPollInterval` steps (a sleep
    /// lasts at least its interval, so the job is never given up on early). Main thread only.
    private var waitedSeconds: Double = 0
    /// How often a waiting tick looks whether the job has finished: 0.2 ms, short beside a tile's
    /// drawing time (milliseconds), long enough that polling costs nothing measurable.
    private static let waitPollInterval: UInt32 = 200   // microseconds

    /// The layer's delegate (the view), held from the main thread until the layer collects the
    /// job there, so the view is never freed on a drawing thread. Main thread only.
    var owner: AnyObject?

    private let lock = NSLock()
    /// Signalled once when the job completes (drawn, failed or skipped).
    private let done = DispatchSemaphore(value: 0)
    private var cancelled = false
    private var finished = false
    private var drew = false
    private var failed = false
    private var image: CGImage?

    init(id: CATiledLayer.TileID, rect: CGRect, scale: CGFloat, generation: Int, isPrefetch: Bool, timeLimit: Double) {
        self.id = id
        self.timeLimit = timeLimit
        startHostTime = HostClock.now
        self.rect = rect
        self.scale = scale
        self.generation = generation
        self.isPrefetch = isPrefetch
        // Over ImageSizePolicy's side (or not finite): 1 px more than allowed, which the context
        // refuses, so the tile fails instead of trapping in Int(_:).
        pixelWidth = max(1, ImageSizePolicy.pixels(Double(rect.width * scale)) ?? ImageSizePolicy.maximumSide + 1)
        pixelHeight = max(1, ImageSizePolicy.pixels(Double(rect.height * scale)) ?? ImageSizePolicy.maximumSide + 1)
    }

    func cancel() { lock.withLock { cancelled = true } }

    /// Whether the job is still unfinished after its time limit (see `timeLimit`). With `waiting` the
    /// caller blocks until the job completes or the limit is used up; without, it only looks.
    func outlivesDeadline(waiting: Bool) -> Bool {
        if waiting {
            while !result.finished && waitedSeconds < timeLimit {
                usleep(Self.waitPollInterval)
                waitedSeconds += Double(Self.waitPollInterval) / 1_000_000
            }
        }
        return !result.finished && (waitedSeconds >= timeLimit || HostClock.now - startHostTime >= timeLimit)
    }

    /// Blocks until the job has completed, however long it takes (tests that release a hung draw).
    func waitUntilFinished() {
        if result.finished { return }
        done.wait()
        done.signal()   // keep it open for any later waiter
    }

    /// Finished jobs report whether the draw ran, whether no bitmap could be made for it, and the
    /// image it made (nil when cancelled first or failed).
    var result: (finished: Bool, drew: Bool, failed: Bool, image: CGImage?) { lock.withLock { (finished, drew, failed, image) } }

    /// The order jobs are waited for and installed in: by level, row, column.
    static func inFixedOrder(_ a: TileDrawJob, _ b: TileDrawJob) -> Bool {
        (a.id.level, a.id.row, a.id.column) < (b.id.level, b.id.row, b.id.column)
    }

    /// Runs on a drawing thread: a context whose CTM maps layer points to the tile's pixels, clipped
    /// to the tile, handed to `drawer`.
    func run(_ drawer: @Sendable (CGContext, CGRect) -> Void) {
        guard var ctx = beginDrawing() else { return }
        drawer(ctx, rect)
        endDrawing(&ctx)
    }

    /// Runs on the main thread, at once: the same context handed to a main-actor drawer (a tiled
    /// view whose `draw(_:)` is main-actor code, see `CATiledLayer.mainActorTileDrawer`).
    @MainActor
    func runOnMainThread(_ drawer: @MainActor (CGContext, CGRect) -> Void) {
        guard var ctx = beginDrawing() else { return }
        drawer(ctx, rect)
        endDrawing(&ctx)
    }

    /// The tile's context, or nil when the job was cancelled first or no bitmap could be made
    /// (the job is then complete).
    private func beginDrawing() -> CGContext? {
        if lock.withLock({ cancelled }) { complete(drew: false, failed: false, image: nil); return nil }
        guard let ctx = CGContext(width: pixelWidth, height: pixelHeight, pool: .tiles) else {
            complete(drew: false, failed: true, image: nil)
            return nil
        }
        ctx.scaleBy(x: scale, y: scale)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        ctx.clip(to: rect)
        return ctx
    }

    private func endDrawing(_ ctx: inout CGContext) {
        // The context is dropped right after: its pixels become the tile without a copy, unless
        // the drawer kept the context to draw into later (that would change a cached tile).
        let image = isKnownUniquelyReferenced(&ctx) ? ctx.handOffImage() ?? ctx.makeImage() : ctx.makeImage()
        complete(drew: true, failed: image == nil, image: image)
    }

    private func complete(drew: Bool, failed: Bool, image: CGImage?) {
        lock.withLock {
            self.drew = drew
            self.failed = failed
            self.image = image
            finished = true
        }
        done.signal()
    }
}
