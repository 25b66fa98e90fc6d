import HostContextTesting
import Testing
import UIKit

/// A view drawn by a tiled layer (default fade-in of 0.25 s) in two colours by level.
class DamageTiledView: UIView, UITiledDrawing {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var tiledLayer: CATiledLayer { layer as! CATiledLayer }
    nonisolated override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        (ctx.ctm.a < 1 ? UIColor.red : UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)).setFill()
        UIBezierPath(rect: rect.insetBy(dx: 1, dy: 1)).fill()
    }
}

/// A tiled view whose new tiles appear at once (no fade-in), so frames between tile arrivals leave
/// the tiled layer itself unchanged.
final class DamageInstantTiledView: DamageTiledView {
    final class Layer: CATiledLayer { override class func fadeDuration() -> CFTimeInterval { 0 } }
    override class var layerClass: AnyClass { Layer.self }
}

/// A 320×480 pt window at 2× (640×960 px): a 320×200 scroll view of labels and a tiled view at the
/// top, and below it, outside the scroll view, a tiled view, a label, a coloured box, a rounded
/// half-transparent card with a border and two children, and a rotated square.
@MainActor
final class DamageFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    var labels: [UILabel] = []
    let tiledInScroll = DamageTiledView(frame: CGRect(x: 40, y: 120, width: 240, height: 180))
    let tiledBelow = DamageTiledView(frame: CGRect(x: 200, y: 220, width: 110, height: 90))
    let status = UILabel(frame: CGRect(x: 10, y: 215, width: 180, height: 24))
    let box = UIView(frame: CGRect(x: 10.25, y: 250.5, width: 30, height: 40))
    let card = UIView(frame: CGRect(x: 60, y: 330, width: 150, height: 100))
    let rotated = UIView(frame: CGRect(x: 240, y: 360, width: 50, height: 50))
    let frame = CARetainedFrame(width: 640, height: 960, scale: 2)!
    var time: TimeInterval = 0
    /// Frames compared with a fresh render, and the pixels that differed over all of them.
    var framesCompared = 0
    var differingPixels = 0

    init() {
        HostClock.reset()
        window.backgroundColor = .white
        for i in 0..<40 {
            let label = UILabel(frame: CGRect(x: 12, y: 8 + CGFloat(i) * 28, width: 296, height: 22))
            label.text = "Row \(i + 1): the quick brown fox"
            scrollView.addSubview(label)
            labels.append(label)
        }
        scrollView.addSubview(tiledInScroll)
        scrollView.contentSize = CGSize(width: 320, height: 8 + 40 * 28)
        window.addSubview(scrollView)
        status.text = "Ready"
        box.backgroundColor = .red
        card.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.black.cgColor
        card.clipsToBounds = true
        card.alpha = 0.5
        let inner = UIView(frame: CGRect(x: -10, y: 20, width: 80, height: 50))
        inner.backgroundColor = .green
        card.addSubview(inner)
        let caption = UILabel(frame: CGRect(x: 50, y: 40, width: 100, height: 30))
        caption.text = "Card"
        card.addSubview(caption)
        rotated.backgroundColor = .orange
        rotated.transform = CGAffineTransform(rotationAngle: 0.3)
        [tiledBelow, status, box, card, rotated].forEach { window.addSubview($0) }
        window.makeKeyAndVisible()
    }

    /// One host frame at `time`: tick, display pass, incremental composite; then a fresh full render
    /// of the same tree, compared pixel for pixel with the retained frame.
    @discardableResult
    func step(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> CADamageRegion {
        window.tick(timestamp: time)
        let damage = window.framePipeline.composite(into: frame)
        let differing = Self.differingPixels(frame.context, Self.freshRender(window, width: 640, height: 960, scale: 2, asFrame: false))
        framesCompared += 1
        differingPixels += differing
        #expect(differing == 0, "\(what): \(differing) pixels differ from a full render", sourceLocation: sourceLocation)
        return damage
    }

    func advance(_ dt: TimeInterval = 1.0 / 60) { time += dt }

    /// What the SDL host drew before retained frames: a black frame, then the whole tree. `asFrame`:
    /// the frame itself (the pipeline's display, tile and composite stages); otherwise a second
    /// picture of the frame just composited (its composite again, which reads only).
    static func freshRender(_ window: UIWindow, width: Int, height: Int, scale: CGFloat, asFrame: Bool = true) -> CGContext {
        let ctx = CGContext(width: width, height: height)!
        ctx.setFillColor(.black)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        ctx.scaleBy(x: scale, y: scale)
        if asFrame { window.framePipeline.composite(into: ctx) } else { window.framePipeline.recomposite(into: ctx) }
        return ctx
    }

    static func differingPixels(_ a: CGContext, _ b: CGContext) -> Int {
        guard a.width == b.width, a.height == b.height, let pa = a.data, let pb = b.data else { return -1 }
        var count = 0
        for y in 0..<a.height {
            let ra = (pa + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let rb = (pb + y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<a.width where ra[x] != rb[x] { count += 1 }
        }
        return count
    }
}

/// Dirty-region compositing: a retained frame re-composites only what changed, and always equals a
/// fresh full render (CARetainedFrame, CALayerDamageTracker).
@Suite(.freshHostContext) @MainActor struct DamageCompositingTests {
    @Test func everyIncrementalFrameEqualsAFullRenderThroughScrollFlingEditsTilesAndAnimation() {
        let f = DamageFixture()
        let first = f.step("first frame")
        #expect(first == CADamageRegion(CGRect(x: 0, y: 0, width: 640, height: 960)))
        // Tiles: requested by the first composite, drawn at the next tick, installed, fading in.
        for i in 0..<4 { f.advance(); f.step("tiles arriving \(i)") }
        #expect(f.tiledBelow.tiledLayer.cachedTileCount > 0)
        #expect(f.tiledInScroll.tiledLayer.cachedTileCount > 0)

        // A drag of 120 pt up in 0.1 s, then the lift: a fling.
        f.advance()
        f.window.sendTouch(.began, at: CGPoint(x: 160, y: 150), timestamp: f.time)
        f.step("touch down")
        for i in 1...6 {
            f.advance(1.0 / 60)
            f.window.sendTouch(.moved, at: CGPoint(x: 160, y: 150 - 20 * CGFloat(i)), timestamp: f.time)
            let d = f.step("drag \(i)")
            // Only the scroll view's content and indicator move, inside its rect (0…640 × 0…400 px);
            // the other change is the tiled view below, whose tiles are still fading in.
            let scrollRect = CGRect(x: 0, y: 0, width: 640, height: 400)
            let tilesBelow = CGRect(x: 400, y: 440, width: 220, height: 180)
            #expect(d.rects.allSatisfy { scrollRect.contains($0) || tilesBelow.contains($0) }, "drag \(i): \(d.rects)")
            #expect(d.area < 640 * 960 / 2)
        }
        f.advance(1.0 / 60)
        f.window.sendTouch(.ended, at: CGPoint(x: 160, y: 10), timestamp: f.time)
        f.step("lift")
        #expect(f.scrollView.isDecelerating)
        for i in 0..<12 { f.advance(); f.step("fling \(i)") }

        // Edits while the fling goes on and after.
        f.advance(); f.status.text = "Loading 42 items"; f.step("label text")
        f.advance(); f.box.backgroundColor = .blue; f.step("box colour")
        f.advance(); f.labels[3].isHidden = true; f.step("hidden label")
        f.advance(); f.rotated.removeFromSuperview(); f.step("removed view")
        f.advance(); f.card.layer.cornerRadius = 30; f.step("card corners")
        f.advance(); f.tiledBelow.tiledLayer.setNeedsDisplay(); f.step("tiles invalidated")
        UIView.animate(withDuration: 0.2) { f.box.alpha = 0.2 }
        for i in 0..<16 { f.advance(); f.step("opacity animation \(i)") }
        // The fling and the indicator fade end; everything settles.
        var settling = 0
        while f.scrollView.isDecelerating || settling < 30, settling < 400 {
            f.advance(1.0 / 30); f.step("settling \(settling)"); settling += 1
        }
        #expect(!f.scrollView.isDecelerating)
        #expect(f.step("settled").isEmpty)
        #expect(f.framesCompared > 80)
        #expect(f.differingPixels == 0)
        #expect(f.frame.fullRedrawCount < f.frame.updateCount / 2)
    }

    /// Tiles are asked for by each frame's tile pass (FramePipeline), over the whole frame, never by
    /// the composite. With only the damage composited (no full render in between, as in the SDL
    /// host), the same tiles must arrive at the same frames: the same script run twice gives
    /// identical frames either way.
    @Test func tilesArriveAtTheSameFramesWhenOnlyTheDamageIsComposited() {
        func run(incremental: Bool) -> (frames: [UInt64], tilesDrawn: Int, requestsCancelled: Int) {
            let f = DamageFixture()
            // A small view over a tiled layer changes at every frame: most frames damage only a
            // corner of the tiled layer while its tiles are pending.
            // A bare tiled layer with no drawer yet: its requests wait, and are re-made by every
            // composite that shows it.
            let tiled = DamageInstantTiledView.Layer()
            tiled.bounds = CGRect(x: 0, y: 0, width: 110, height: 70)
            tiled.position = CGPoint(x: 255, y: 435)
            tiled.tileSize = CGSize(width: 8, height: 8)   // 126 tiles: requests follow what is visible
            tiled.tilesPerFrame = 4
            f.window.layer.addSublayer(tiled)
            let spinner = UIView(frame: CGRect(x: 205, y: 405, width: 12, height: 12))
            f.window.addSubview(spinner)
            var sums: [UInt64] = []
            func frame() {
                spinner.backgroundColor = sums.count % 2 == 0 ? .red : .blue
                f.window.tick(timestamp: f.time)
                f.window.displayIfNeeded()
                if incremental {
                    f.window.framePipeline.composite(into: f.frame)
                    sums.append(Self.checksum(f.frame.context))
                } else {
                    sums.append(Self.checksum(DamageFixture.freshRender(f.window, width: 640, height: 960, scale: 2)))
                }
                f.advance()
            }
            for _ in 0..<6 { frame() }
            f.window.sendTouch(.began, at: CGPoint(x: 160, y: 150), timestamp: f.time)
            for i in 1...5 {
                frame()
                f.window.sendTouch(.moved, at: CGPoint(x: 160, y: 150 - 15 * CGFloat(i)), timestamp: f.time)
            }
            f.window.sendTouch(.ended, at: CGPoint(x: 160, y: 60), timestamp: f.time)
            for _ in 0..<20 { frame() }
            f.tiledBelow.tiledLayer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 50))
            tiled.tileDrawer = { ctx, rect in
                ctx.setFillColor(.white)
                ctx.fill(rect.insetBy(dx: 2, dy: 2))
            }
            f.box.backgroundColor = .green
            for _ in 0..<40 { frame() }
            #expect(tiled.cachedTileCount == 126)
            if incremental {
                // Every tile cached, nothing pending: the spinner damages its own 24×24 px only.
                #expect(tiled.pendingTileCount == 0)
                #expect(f.frame.lastDamage.rects.contains(CGRect(x: 410, y: 810, width: 24, height: 24)))
                #expect(!f.frame.lastDamage.rects.contains { $0.contains(CGRect(x: 400, y: 800, width: 220, height: 140)) })
            }
            return (sums, tiled.tilesDrawn, tiled.requestsCancelled)
        }
        let incremental = run(incremental: true), full = run(incremental: false)
        #expect(incremental.frames.count == full.frames.count)
        let firstDifference = zip(incremental.frames, full.frames).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(firstDifference == nil)
        // A clip showing only the spinner's corner of the tiled layer would cancel the requests for
        // the rest of it: the damage widens to the whole tiled layer instead.
        #expect(incremental.tilesDrawn == full.tilesDrawn)
        #expect(incremental.requestsCancelled == full.requestsCancelled)
    }

    static func checksum(_ ctx: CGContext) -> UInt64 {
        guard let p = ctx.data else { return 0 }
        var h: UInt64 = 1469598103934665603   // FNV-1a over the rows' pixels
        for y in 0..<ctx.height {
            let row = (p + y * ctx.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<ctx.width { h = (h ^ UInt64(row[x])) &* 1099511628211 }
        }
        return h
    }

    @Test func aSmallViewThatChangesColourDamagesOnlyItsOwnPixels() {
        let f = DamageFixture()
        f.step("first frame")
        // Let the tiles arrive and finish fading, so nothing but the box changes.
        for _ in 0..<30 { f.advance(); f.step("settling") }
        f.advance()
        f.box.backgroundColor = .blue
        let damage = f.step("box colour")
        // The box is at (10.25, 250.5) 30×40 pt: (20.5, 501) 60×80 px, rounded outward.
        #expect(damage.rects == [CGRect(x: 20, y: 501, width: 61, height: 80)])
    }

    @Test func aFrameWithoutChangesHasNoDamageAndTouchesNoPixel() {
        let f = DamageFixture()
        f.step("first frame")
        for _ in 0..<30 { f.advance(); f.step("settling") }
        // A marker the compositor would paint over if it touched the pixel.
        let pixels = f.frame.context.data!.assumingMemoryBound(to: UInt32.self)
        pixels[0] = 0xFF00_FF00
        f.advance()
        f.window.tick(timestamp: f.time)
        f.window.displayIfNeeded()
        let damage = f.frame.update(rendering: f.window.layer)
        #expect(damage.isEmpty)
        #expect(f.frame.lastDamage.isEmpty)
        #expect(pixels[0] == 0xFF00_FF00)
    }

    @Test func aNewSizeOrScaleStartsWithAFullFrameAndNonFiniteGeometryNeverCrashes() {
        let f = DamageFixture()
        f.step("first frame")
        for _ in 0..<30 { f.advance(); f.step("settling") }
        // A resized window is a new frame: its first update repaints everything.
        f.window.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let resized = CARetainedFrame(width: 300, height: 400, scale: 1)!
        f.advance(); f.window.tick(timestamp: f.time); f.window.displayIfNeeded()
        #expect(resized.update(rendering: f.window.layer) == CADamageRegion(CGRect(x: 0, y: 0, width: 300, height: 400)))
        #expect(DamageFixture.differingPixels(resized.context, DamageFixture.freshRender(f.window, width: 300, height: 400, scale: 1)) == 0)
        #expect(CARetainedFrame(width: 10, height: 10, scale: .nan) == nil)
        #expect(CARetainedFrame(width: 0, height: 10, scale: 1) == nil)

        // A view with a NaN frame: the frame is repainted whole and still equals a full render.
        f.window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        f.advance(); f.step("back to full size")
        f.box.frame = CGRect(x: CGFloat.nan, y: 10, width: .nan, height: 20)
        f.advance(); f.step("NaN view frame")
        // The same on the layer itself: such a tree cannot be composited (a full render would trap
        // on the NaN frame), so the frame is skipped: no damage, the old pixels stay.
        let before = f.frame.makeImage()!.pixelData
        let fullBefore = f.frame.fullRedrawCount
        f.box.layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40)
        f.box.layer.position = CGPoint(x: CGFloat.infinity, y: 270)
        f.advance(); f.window.tick(timestamp: f.time)
        #expect(f.frame.update(rendering: f.window.layer).isEmpty)
        #expect(f.frame.makeImage()!.pixelData == before)
        f.box.isHidden = true   // hidden, its NaN frame is still read by the compositor's culling
        #expect(f.frame.update(rendering: f.window.layer).isEmpty)
        // Finite again: the next frame is repainted whole.
        f.box.isHidden = false
        f.box.frame = CGRect(x: 10, y: 250, width: 30, height: 40)
        f.advance(); f.step("finite again")
        #expect(f.frame.fullRedrawCount == fullBefore + 1)
        f.advance(); f.step("quiet")
        #expect(f.frame.lastDamage.isEmpty)
    }
}
