import UIKit
import TilePyramid

/// Draws a tile source tile by tile: each `draw(_:)` call is one `CATiledLayer` tile, which is
/// exactly one source tile at the level whose scale matches the context's.
///
/// A remote tile that has not arrived is drawn from the finest coarser tile the source has (cropped
/// and magnified by the context), so the screen shows the blurry level instead of nothing; the tile
/// is remembered as provisional and redrawn (`CATiledLayer.setNeedsDisplay(_:)`) when the source
/// reports it arrived. A tile the server gave up on stays at that coarser level, and the source's
/// first failure is logged once. While fetches are under way a host timer pumps the source each
/// frame (arrivals, retries due on the host clock); it stops when nothing is pending.
public final class PyramidTileView: UIView, UITiledDrawing {
    public override class var layerClass: AnyClass { CATiledLayer.self }
    /// Where the tiles come from.
    nonisolated public let source: TileImageSource
    /// The source's grid.
    nonisolated public var layout: PyramidLayout { source.layout }
    /// The source when it is a `tilecut` manifest pyramid.
    public var reader: PyramidReader? { source as? PyramidReader }
    /// `draw(_:)` runs on CATiledLayer's drawing threads, several at once: the state below is the
    /// only state it writes, behind this lock; everything else it reads is immutable. (Hence
    /// `nonisolated`: the drawing threads are not the main actor, and the lock is what makes it safe.)
    nonisolated private let statsLock = NSLock()
    nonisolated(unsafe) private var failed = 0
    nonisolated(unsafe) private var coarser = 0
    nonisolated(unsafe) private var levelLog: [Int] = []
    nonisolated(unsafe) private var provisional: Set<TileAddress> = []
    private var pump: HostTimer?
    private var idlePumps = 0
    /// Frames the pump keeps running with nothing pending (tiles being drawn may still ask for
    /// more): half a second at 60 Hz.
    private static let idlePumpLimit = 30
    nonisolated private let isRemote: Bool
    /// Tiles that could not be read (missing or corrupt files, or given up by the server).
    public var failedTiles: Int { statsLock.withLock { failed } }
    /// Tile draws that showed a coarser level because the tile had not arrived or failed.
    public var coarserFallbackDraws: Int { statsLock.withLock { coarser } }
    /// Tiles drawn from a coarser level and waiting to be redrawn when their own tile arrives.
    public var provisionalTileCount: Int { statsLock.withLock { provisional.count } }
    /// Pyramid level of the last 4,096 tiles drawn, in the order the draws ran (for tests and diagnostics).
    public var drawnLevels: [Int] { statsLock.withLock { levelLog } }
    /// Whether the view is pumping its source (fetches under way or tiles still being drawn).
    public var isPumping: Bool { pump?.isValid ?? false }

    /// A view the size of the source's full-resolution image that draws its tiles on demand.
    public init(source: TileImageSource) {
        self.source = source
        isRemote = (source as? DeepZoomSource)?.isRemote ?? false
        let size = source.layout.imageSize
        super.init(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        let tiled = layer as! CATiledLayer
        // Level 0 of the tiled layer is the pyramid's full resolution: 1 pixel per point.
        tiled.contentsScale = 1
        tiled.tileSize = CGSize(width: source.layout.tileSize, height: source.layout.tileSize)
        tiled.levelsOfDetail = source.layout.levels.count
        tiled.levelsOfDetailBias = 0
    }

    /// A view over a manifest pyramid.
    public convenience init(reader: PyramidReader) { self.init(source: reader) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Runs on CATiledLayer's drawing threads (hence `nonisolated`), several at once.
    nonisolated public override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let scale = Double(ctx.ctm.a)
        let levels = layout.levels
        guard scale > 0, let level = levels.min(by: { abs(log2($0.scale / scale)) < abs(log2($1.scale / scale)) }) else { return }
        let tilePoints = Double(layout.tileSize) / level.scale
        let column = Int((Double(rect.midX) / tilePoints).rounded(.down))
        let row = Int((Double(rect.midY) / tilePoints).rounded(.down))
        let address = TileAddress(level: level.index, column: column, row: row)
        statsLock.withLock {
            // The last 4,096 draws are plenty for diagnostics; a long session must not grow it for ever.
            if levelLog.count >= 4096 { levelLog.removeFirst(levelLog.count - 4095) }
            levelLog.append(level.index)
            // Marked before asking, so an arrival collected meanwhile still finds it.
            provisional.insert(address)
        }
        switch source.tile(address) {
        case let .ready(tile):
            do {
                try draw(tile, level: level.index)
                statsLock.withLock { _ = provisional.remove(address) }
                return
            } catch {
                statsLock.withLock { _ = provisional.remove(address) }
                drawPlaceholder(in: rect, reason: "tile \(level.index)/\(column)/\(row) of \(source.location) is not a readable image (\(error))")
            }
        case .pending:
            drawCoarser(than: address)
        case let .failed(reason):
            if isRemote {
                // Given up by the server: logged once per source by the pump; the coarser level stays.
                statsLock.withLock { failed += 1 }
                if !drawCoarser(than: address) { fillPlaceholder(rect) }
            } else {
                statsLock.withLock { _ = provisional.remove(address) }
                drawPlaceholder(in: rect, reason: reason)
            }
        }
    }

    /// Draws an encoded tile where its placement says (in points, 1 per full-resolution pixel);
    /// the context's clip to the `CATiledLayer` tile crops any overlap. Throws why the tile's
    /// bytes are not an image (`decodeTile`).
    nonisolated private func draw(_ tile: EncodedTile, level: Int) throws {
        let image = UIImage(cgImage: try Self.decodeTile(tile.data))
        let factor = Double(1 << level)
        image.draw(in: CGRect(x: Double(tile.placement.x) * factor, y: Double(tile.placement.y) * factor,
                              width: Double(tile.placement.width) * factor, height: Double(tile.placement.height) * factor))
    }

    /// A tile's pixels from its encoded bytes: PNG by cairo (`CGImage.decodePNG`), JPEG by
    /// libjpeg-turbo straight into a pooled bitmap (`CGImage.decodeJPEG`; a CMYK one by libvips),
    /// anything else by libvips (`ImageDecoder`). Strict where `UIImage(data:)` is lenient: a
    /// truncated or corrupt JPEG throws (libjpeg's warning is the reason) instead of being drawn
    /// with its missing rows grey, so the view shows its placeholder and logs the tile.
    nonisolated static func decodeTile(_ data: Data) throws -> CGImage {
        if CGImage.looksLikeJPEG(data) {
            do {
                return try CGImage.decodeJPEG(data)
            } catch let error as CGImage.JPEGDecodingError where error.isUnsupportedColourSpace {
                return try ImageDecoder.decode(data)
            }
        }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try CGImage.decodePNG(data) }
        return try ImageDecoder.decode(data)
    }

    /// Draws the finest coarser tile the source has that covers `address` (the grids of all levels
    /// nest, so exactly one tile per level does). Asking for them also fetches the missing ones.
    @discardableResult
    nonisolated private func drawCoarser(than address: TileAddress) -> Bool {
        for level in (address.level + 1)..<max(address.level + 1, layout.levels.count) {
            let shift = level - address.level
            let ancestor = TileAddress(level: level, column: address.column >> shift, row: address.row >> shift)
            if case let .ready(tile) = source.tile(ancestor), (try? draw(tile, level: level)) != nil {
                statsLock.withLock { coarser += 1 }
                startPumpFromAnyThread()
                return true
            }
        }
        startPumpFromAnyThread()
        return false
    }

    /// A missing or corrupt tile: a dark grey square, counted, and its reason logged (the
    /// bad-input rule for tiles in docs/PORTING.md), so the photo shows where the damage is instead of crashing or staying blank.
    nonisolated private func drawPlaceholder(in rect: CGRect, reason: String) {
        statsLock.withLock { failed += 1 }
        Log.photoBrowser.error("pyramid tile failed: \(reason); drawing a grey placeholder")
        fillPlaceholder(rect)
    }

    nonisolated private func fillPlaceholder(_ rect: CGRect) {
        UIColor(white: 0.2, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
    }

    // MARK: Pumping the source (main thread)

    /// Draws run on drawing threads, which cannot touch host timers: they only note that the pump is
    /// wanted; the main thread starts it (moving to a window, scrolling, zooming, or its own ticks).
    // nonisolated(unsafe): only read and written under `statsLock`.
    nonisolated(unsafe) private var pumpWanted = false
    nonisolated private func startPumpFromAnyThread() { statsLock.withLock { pumpWanted = true } }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            pump?.invalidate()
            pump = nil
            source.cancelFetches { _ in true }
        } else {
            startPump()
        }
    }

    /// Starts the per-frame pump if the source is remote and it is not running.
    public func startPump() {
        guard isRemote, window != nil, !(pump?.isValid ?? false) else { return }
        idlePumps = 0
        pump = HostTimer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.pumpOnce() }
        }
    }

    /// One frame of pumping: collects arrivals and redraws the provisional tiles they improve, logs
    /// the source's first failure once, and stops after `idlePumpLimit` frames with nothing pending.
    public func pumpOnce() {
        let arrivals = source.collectArrivals(hostTime: HostClock.now)
        if let report = source.takeFailureReport() {
            Log.photoBrowser.error("zoomable image \(source.location) is failing (\(report)); showing the coarser levels it has")
        }
        if !arrivals.isEmpty {
            let stale: [TileAddress] = statsLock.withLock {
                let hits = provisional.filter { tile in
                    arrivals.contains { a in
                        a.level >= tile.level && tile.column >> (a.level - tile.level) == a.column && tile.row >> (a.level - tile.level) == a.row
                    }
                }
                provisional.subtract(hits)
                return hits.sorted { ($0.level, $0.row, $0.column) < ($1.level, $1.row, $1.column) }
            }
            let tiled = layer as! CATiledLayer
            for tile in stale { tiled.setNeedsDisplay(pointRect(of: tile).insetBy(dx: 0.5, dy: 0.5)) }
        }
        let wanted = statsLock.withLock { () -> Bool in defer { pumpWanted = false }; return pumpWanted }
        let tiled = layer as! CATiledLayer
        if wanted || !arrivals.isEmpty || source.hasPendingFetches || tiled.pendingTileCount > 0 {
            idlePumps = 0
        } else {
            idlePumps += 1
            if idlePumps >= Self.idlePumpLimit {
                pump?.invalidate()
                pump = nil
            }
        }
    }

    /// The tile's rectangle in the view's points (one point per full-resolution pixel).
    func pointRect(of tile: TileAddress) -> CGRect {
        let rect = layout.tileRect(level: tile.level, column: tile.column, row: tile.row)
        let factor = CGFloat(1 << tile.level)
        return CGRect(x: CGFloat(rect.x) * factor, y: CGFloat(rect.y) * factor,
                      width: CGFloat(rect.width) * factor, height: CGFloat(rect.height) * factor)
    }

    /// Called by the page when what it shows changes (scroll, zoom): fetches of tiles finer than the
    /// level now drawn, or more than a screen away from `visible` (view points), are cancelled (the
    /// coarsest level, the fallback under everything, is kept), and the pump is started.
    public func visibleRegionDidChange(_ visible: CGRect, deviceScale: CGFloat) {
        guard isRemote else { return }
        let tiled = layer as! CATiledLayer
        let level = tiled.level(forDeviceScale: deviceScale)
        let coarsest = layout.levels.count - 1
        let keep = visible.insetBy(dx: -visible.width, dy: -visible.height)
        let unwanted = { (tile: TileAddress) in
            tile.level != coarsest && (tile.level < level || !self.pointRect(of: tile).intersects(keep))
        }
        source.cancelFetches(where: unwanted)
        // Provisional tiles whose fetch was just cancelled are parked: the layer keeps their coarse
        // stand-in, and when they are wanted again their fetch starts again (or, if it had already
        // arrived, they are redrawn), so a tile scrolled away and back still becomes sharp.
        let parkedNow: Set<TileAddress> = statsLock.withLock {
            let gone = provisional.filter(unwanted)
            provisional.subtract(gone)
            return gone
        }
        parked.formUnion(parkedNow)
        let back = parked.filter { !unwanted($0) }.sorted { ($0.level, $0.row, $0.column) < ($1.level, $1.row, $1.column) }
        parked.subtract(back)
        for tile in back {
            statsLock.withLock { _ = provisional.insert(tile) }
            if case .ready = source.tile(tile) {
                statsLock.withLock { _ = provisional.remove(tile) }
                tiled.setNeedsDisplay(pointRect(of: tile).insetBy(dx: 0.5, dy: 0.5))
            }
        }
        startPump()
    }

    /// Provisional tiles whose fetch was cancelled because they left the screen (main thread only).
    private var parked: Set<TileAddress> = []
}
