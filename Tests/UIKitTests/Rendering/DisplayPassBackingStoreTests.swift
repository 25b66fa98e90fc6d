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
        func views() -> [UIView] { [UIView(frame: window.bounds), PlainContainer(frame: window.bounds), UIScrollView(frame: window.bounds)] }
        for round in 0..<2 {   // the second round meets classes the pass has learned
            for (i, v) in views().enumerated() {
                v.backgroundColor = .green
                window.addSubview(v)
                window.displayIfNeeded()
                #expect(v.layer.contents == nil, "view \(i), round \(round)")
                #expect(!v.layer.needsDisplay())
            }
        }
        #expect(window.layer.contents == nil)
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
        #expect(drawing.drawCount == 2)   // once into the probe, once into its backing store

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
