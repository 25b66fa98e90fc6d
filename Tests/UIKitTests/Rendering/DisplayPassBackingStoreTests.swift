import Testing
import UIKit

/// The display pass learns which classes draw nothing (their `draw(_:)` is UIView's empty default)
/// and gives their views no backing store without allocating one; a class that only sometimes
/// draws after calling `super.draw(_:)` still gets its pixels the first time it draws.
@Suite(.serialized) @MainActor
struct DisplayPassBackingStoreTests {
    /// Calls super, then draws only when asked to: the case the learned set must not get wrong.
    final class SometimesDrawingView: UIView {
        var drawsFill = false
        var drawCount = 0
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            drawCount += 1
            guard drawsFill else { return }
            UIColor.blue.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    /// A container subclass that does not override `draw(_:)`.
    final class PlainContainer: UIView {}

    @Test func containersOfEveryClassKeepNoBackingStore() {
        let window = makeTestWindow()
        window.displayIfNeeded()
        func views() -> [UIView] { [UIView(frame: window.bounds), PlainContainer(frame: window.bounds), UIScrollView(frame: window.bounds)] }
        // Warm-up: each class draws nothing once, into a real bitmap the first time the pass
        // meets it in this process, and is learned.
        for v in views() {
            window.addSubview(v)
            window.displayIfNeeded()
        }
        let allocated = UIView.backingStoresAllocated
        for round in 0..<2 {
            for (i, v) in views().enumerated() {
                v.backgroundColor = .green
                window.addSubview(v)
                window.displayIfNeeded()
                #expect(v.layer.contents == nil, "view \(i), round \(round)")
                #expect(!v.layer.needsDisplay())
            }
        }
        // Six full-window views of learned classes displayed without one bitmap allocated.
        #expect(UIView.backingStoresAllocated == allocated)
        #expect(window.layer.contents == nil)
    }

    /// Draws a badge in its lower-right corner only when asked, and (as careful iOS drawing code
    /// does) only when the badge meets the clip it was given.
    final class ClipAwareBadgeView: UIView {
        var showsBadge = false
        var drawCount = 0
        static let badge = CGRect(x: 30, y: 30, width: 10, height: 10)
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            drawCount += 1
            guard showsBadge, let ctx = UIGraphicsGetCurrentContext(),
                  ctx.boundingBoxOfClipPath.intersects(Self.badge) else { return }
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(Self.badge)
        }
    }

    @Test func aLearnedClassThatDrawsOnlyInsideItsClipIsDrawnWhole() throws {
        let window = makeTestWindow()
        let first = ClipAwareBadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(first)
        window.displayIfNeeded()
        #expect(first.layer.contents == nil)   // drew nothing after UIView's default: learned

        let second = ClipAwareBadgeView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
        second.showsBadge = true
        window.addSubview(second)
        window.displayIfNeeded()
        // The recording had the whole bounds as its clip, so the badge was drawn, once.
        #expect(second.drawCount == 1)
        let store = try #require(second.layer.contents as? CGImage)
        let image = UIImage(cgImage: store, scale: second.contentScaleFactor, orientation: .up)
        #expect(rgba(image, at: CGPoint(x: 35, y: 35)) == [255, 0, 0, 255])
        #expect(rgba(image, at: CGPoint(x: 5, y: 5))[3] == 0)
    }

    @Test func contentsAnAppAssignsSurviveTheDisplayPass() throws {
        let window = makeTestWindow()
        // Learn PlainContainer first, then give one its own contents, as iOS code sets a layer's image.
        let learned = PlainContainer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(learned)
        window.displayIfNeeded()
        let picture = try #require(CGContext(width: 8, height: 8))
        picture.setFillColor(UIColor.green.cgColor)
        picture.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = try #require(picture.makeImage())
        for view in [PlainContainer(frame: CGRect(x: 0, y: 0, width: 20, height: 20)), UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))] {
            view.layer.contents = image
            window.addSubview(view)
            window.displayIfNeeded()
            view.setNeedsDisplay()
            window.displayIfNeeded()
            #expect((view.layer.contents as? CGImage) === image)
            // And it shows: the window's frame has the green picture where the view is.
            let frame = renderImage(of: window)
            #expect(rgba(frame, at: CGPoint(x: 10, y: 10)) == [0, 255, 0, 255])
            view.removeFromSuperview()
        }
    }

    /// Keeps the context it was given and draws into it after `draw(_:)` returned (undefined on
    /// iOS; here it must not change the backing store the pass kept).
    final class ContextKeepingView: UIView {
        var kept: CGContext?
        override func draw(_ rect: CGRect) {
            let ctx = UIGraphicsGetCurrentContext()
            ctx?.setFillColor(UIColor.blue.cgColor)
            ctx?.fill(bounds)
            kept = ctx
        }
    }

    @Test func drawingIntoAKeptContextLaterLeavesTheBackingStoreAlone() throws {
        let window = makeTestWindow()
        let view = ContextKeepingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.displayIfNeeded()
        let store = try #require(view.layer.contents as? CGImage)
        view.kept?.setFillColor(UIColor.red.cgColor)
        view.kept?.fill(view.bounds)
        let image = UIImage(cgImage: store, scale: view.contentScaleFactor, orientation: .up)
        #expect(rgba(image, at: CGPoint(x: 5, y: 5)) == [0, 0, 255, 255])
    }

    @Test func aViewThatDrawsOnlySometimesGetsItsPixels() throws {
        let window = makeTestWindow()
        let quiet = SometimesDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(quiet)
        window.displayIfNeeded()
        #expect(quiet.layer.contents == nil)   // drew nothing, after UIView's default: learned

        let drawing = SometimesDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        drawing.drawsFill = true
        window.addSubview(drawing)
        window.displayIfNeeded()
        let store = try #require(drawing.layer.contents as? CGImage)
        let scale = drawing.contentScaleFactor
        #expect(store.width == Int(20 * scale) && store.height == Int(20 * scale))
        let image = UIImage(cgImage: store, scale: scale, orientation: .up)
        #expect(rgba(image, at: CGPoint(x: 10, y: 10)) == [0, 0, 255, 255])
        #expect(drawing.drawCount == 1)   // into the recording, replayed into its backing store

        // The class left the learned set: the next one draws once.
        let next = SometimesDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        next.drawsFill = true
        window.addSubview(next)
        window.displayIfNeeded()
        #expect(next.drawCount == 1)
        #expect(next.layer.contents != nil)
    }

    @Test func aBackingStoreKeepsItsPixelsAfterTheDisplayPass() throws {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.displayIfNeeded()
        let store = try #require(view.layer.contents as? CGImage)
        view.fill = .blue
        view.setNeedsDisplay()
        window.displayIfNeeded()
        // The first image was handed over by its context, not copied: a redraw makes a new one.
        let scale = view.contentScaleFactor
        let first = UIImage(cgImage: store, scale: scale, orientation: .up)
        #expect(rgba(first, at: CGPoint(x: 5, y: 5)) == [255, 0, 0, 255])
        let second = UIImage(cgImage: try #require(view.layer.contents as? CGImage), scale: scale, orientation: .up)
        #expect(rgba(second, at: CGPoint(x: 5, y: 5)) == [0, 0, 255, 255])
    }
}
