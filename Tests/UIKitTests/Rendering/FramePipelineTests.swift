import Foundation
import HeadlessHost
import HostContextTesting
import Testing
import UIKit

/// A tiled view painted in vertical stripes of 64 pt, red then blue from x = 0, whatever the tile
/// or level: a pixel's colour says where in the view it is, independently of the tiling.
final class PipelineStripesView: UIView, UITiledDrawing {
    /// No fade-in: a tile shows at full opacity at the first frame it is cached.
    final class Layer: CATiledLayer { override class func fadeDuration() -> CFTimeInterval { 0 } }
    override class var layerClass: AnyClass { Layer.self }
    var tiledLayer: CATiledLayer { layer as! CATiledLayer }
    nonisolated static let stripe: CGFloat = 64
    nonisolated static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    nonisolated static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    nonisolated override func draw(_ rect: CGRect) {
        var x = (rect.minX / Self.stripe).rounded(.down) * Self.stripe
        while x < rect.maxX {
            (Int(x / Self.stripe) % 2 == 0 ? Self.red : Self.blue).setFill()
            UIBezierPath(rect: CGRect(x: x, y: rect.minY, width: Self.stripe, height: rect.height)).fill()
            x += Self.stripe
        }
    }

    /// The colour the stripes give the point `x` (view coordinates), as straight RGBA.
    static func expected(atX x: CGFloat) -> [Int] {
        Int((x / stripe).rounded(.down)) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255]
    }
}

/// A 320 × 480 window with a scroll view over a 2048 × 2048 pt striped tiled view (one level,
/// 256-px tiles, 128 pt at 2×), driven frame by frame through the window's FramePipeline.
@MainActor
final class PipelineTiledWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stripes = PipelineStripesView(frame: CGRect(x: 0, y: 0, width: 2048, height: 2048))
    var time: TimeInterval = 0
    var layer: CATiledLayer { stripes.tiledLayer }

    init(cacheBudget: Int? = nil) {
        HostClock.reset()
        if let cacheBudget { stripes.tiledLayer.cacheBudget = cacheBudget }
        stripes.tiledLayer.tilesPerFrame = 4
        scrollView.addSubview(stripes)
        scrollView.contentSize = stripes.bounds.size
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
    }

    /// A 2× image context the size of the window.
    static func image(_ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), format: format).image { draw($0.cgContext) }
    }

    /// One host frame through the pipeline, one sixtieth of a second after the last.
    func frame() -> UIImage {
        time += 1.0 / 60
        var image: UIImage?
        window.framePipeline.runFrame(input: { time }, composite: { pipeline in
            Self.image { pipeline.composite(into: $0) }
        }, present: { image = $0 })
        return image!
    }

    /// A snapshot, as app code takes one: the window's layer rendered into an image context.
    func snapshot() -> UIImage { Self.image { window.layer.render(in: $0) } }

    /// Everything about the tiled layer's loading that a later frame depends on.
    var tileState: String {
        "cached=\(layer.cachedTileCount) bytes=\(layer.cachedBytes) pending=\(layer.pendingTileCount) drawn=\(layer.tilesDrawn) "
            + "cancelled=\(layer.requestsCancelled) prefetch=\(layer.pendingPrefetchCount) missing=\(layer.missingVisibleTileCount) "
            + "level=\(layer.lastCompositedLevel.map(String.init) ?? "-") needsFrames=\(window.needsFrames)"
    }
}

/// The frame pipeline (FramePipeline): its stages run in order, only its tile pass decides what
/// tiles load, and a snapshot (`render(in:)`) changes nothing that decides later frames.
@Suite(.freshHostContext) @MainActor struct FramePipelineTests {
    /// A script of frames that scrolls twice (tiles requested, drawn, cancelled, evicted under a
    /// budget of about two screens), with a snapshot taken after frame `snapshotAt` (nil: none).
    /// Returns each frame's tile state and pixel hash.
    static func run(snapshotAt: Int?) -> [String] {
        // Two screens of 2× tiles: 256 × 256 × 4 bytes each, 12 to 20 per screen.
        let f = PipelineTiledWindow(cacheBudget: 40 * 256 * 256 * 4)
        var log: [String] = []
        for i in 0..<24 {
            // A fast pan (each frame's view overlaps the last: motion, not a jump, whose tiles a
            // settled layer would start at once) leaves a backlog (4 jobs a tick); the next frame
            // moves on past part of it, so those requests are cancelled. (The first screen has
            // none: an empty layer starts all its tiles.)
            if i == 1 { f.scrollView.contentOffset = CGPoint(x: 200, y: 100) }
            if i == 2 { f.scrollView.contentOffset = CGPoint(x: 420, y: 220) }
            if i == 12 { f.scrollView.contentOffset = CGPoint(x: 1500, y: 1300) }
            let image = f.frame()
            log.append("\(i): \(f.tileState) hash=\(HeadlessHost.pixelHash(image))")
            if i == snapshotAt {
                let before = f.tileState
                _ = f.snapshot()
                #expect(f.tileState == before, "the snapshot after frame \(i) changed the tiled layer")
            }
        }
        return log
    }

    @Test func aSnapshotChangesNeitherTheTileCacheNorPendingJobsNorWhatLaterFramesLoad() {
        let plain = Self.run(snapshotAt: nil)
        // After the first scroll's first frame (its tiles requested and drawing, a backlog that
        // the next scroll cancels) and after the second's (tiles of the first scroll's area
        // still cached, new ones pending).
        for at in [1, 12] {
            let withSnapshot = Self.run(snapshotAt: at)
            #expect(withSnapshot == plain, "a snapshot after frame \(at) changed later frames")
        }
        // The script does what it is meant to exercise: tiles pending when the snapshots are taken,
        // requests cancelled and tiles evicted by the scrolls.
        #expect(plain[1].contains("pending=0") == false)
        #expect(plain[12].contains("pending=0") == false)
        #expect(plain.last?.contains("cancelled=0") == false)
    }

    @Test func aSnapshotDrawsMissingTilesSynchronouslyIntoItself() {
        let f = PipelineTiledWindow()
        f.scrollView.contentOffset = CGPoint(x: 100, y: 0)
        // No frame has composited the view: no tile is cached or asked for.
        #expect(f.layer.cachedTileCount == 0 && f.layer.pendingTileCount == 0)
        let snapshot = f.snapshot()
        // Each probe in the window shows the stripe of its content x (window x + 100).
        for x in stride(from: CGFloat(4), to: 320, by: 24) {
            for y: CGFloat in [4, 240, 476] {
                let expected = PipelineStripesView.expected(atX: x + 100)
                #expect(rgba(snapshot, at: CGPoint(x: x, y: y)) == expected, "(\(x), \(y))")
            }
        }
        #expect(f.layer.cachedTileCount == 0)
        #expect(f.layer.pendingTileCount == 0)
        #expect(f.layer.tilesDrawn == 0)
        #expect(f.layer.requestsCancelled == 0)
        #expect(!f.window.needsFrames)
        // A host frame of the same moment shows nothing yet (its tiles are only asked for); once
        // they are drawn, it shows exactly what the snapshot showed.
        let first = f.frame()
        #expect(rgba(first, at: CGPoint(x: 4, y: 4)) == [0, 0, 0, 0])
        var settled = first
        for _ in 0..<8 where f.layer.pendingTileCount > 0 || f.layer.missingVisibleTileCount > 0 { settled = f.frame() }
        #expect(f.layer.missingVisibleTileCount == 0)
        #expect(HeadlessHost.pixelHash(settled) == HeadlessHost.pixelHash(snapshot))
    }

    @Test func aSnapshotOfATiledViewOutsideAWindowShowsItsContent() {
        HostClock.reset()
        let view = PipelineStripesView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) }
        for x: CGFloat in [10, 70, 130, 190] {
            #expect(rgba(image, at: CGPoint(x: x, y: 50)) == PipelineStripesView.expected(atX: x), "x \(x)")
        }
        #expect(view.tiledLayer.cachedTileCount == 0 && view.tiledLayer.pendingTileCount == 0)
    }

    @Test func theStagesRunInOrderAndOnlyTheTilePassAsksForTiles() {
        let f = PipelineTiledWindow()
        var trace: [String] = []
        f.window.framePipeline.stageObserver = { stage in
            trace.append("\(stage.rawValue) pending=\(f.layer.pendingTileCount)")
        }
        f.time += 1.0 / 60
        var presented: UIImage?
        let didPresent = f.window.framePipeline.runFrame(input: {
            trace.append("host input")
            return f.time
        }, composite: { pipeline in
            PipelineTiledWindow.image { pipeline.composite(into: $0) }
        }, present: { presented = $0 })
        #expect(didPresent && presented != nil)
        // The tiles stage asks for the visible tiles (3 × 4 at 128 pt); the composite starts
        // with them asked for and asks for nothing more.
        #expect(trace == ["input pending=0", "host input", "tick pending=0", "display pending=0", "tiles pending=0",
                          "composite pending=12", "present pending=12"])

        trace.removeAll()
        f.time += 1.0 / 60
        let skipped = f.window.framePipeline.runFrame(input: { f.time }, presents: { false },
                                                      composite: { _ in 0 }, present: { _ in Issue.record("presented") })
        #expect(!skipped)
        #expect(trace.map { $0.split(separator: " ")[0] } == ["input", "tick"])
        // The window's own tick is the pipeline's tick stage.
        trace.removeAll()
        f.window.tick(timestamp: f.time + 1.0 / 60)
        #expect(trace.map { $0.split(separator: " ")[0] } == ["tick"])
        f.window.framePipeline.stageObserver = nil
    }

    @Test func theHeadlessHostRunsEveryFrameThroughThePipeline() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), scale: 2)
        var stages: [FramePipeline.Stage] = []
        host.window.framePipeline.stageObserver = { stages.append($0) }
        host.tick()
        #expect(stages == [.input, .tick])
        stages.removeAll()
        host.presentsFrames = true
        host.tick()
        #expect(stages == FramePipeline.Stage.allCases)
        stages.removeAll()
        _ = host.render()
        #expect(stages == [.display, .tiles, .composite])
        host.window.framePipeline.stageObserver = nil
    }
}
