import HostContextTesting
import Testing
import UIKit

/// `draw(_:)` runs only for views marked dirty (or shown for the first time); everything else reuses
/// its backing store, including while a scroll view scrolls.
@Suite(.freshHostContext) @MainActor
struct DisplayPassTests {
    @Test func drawRunsOnFirstDisplayThenOnlyWhenMarked() {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        window.displayIfNeeded()
        #expect(view.drawCount == 1)
        #expect(view.lastRect == view.bounds)
        window.displayIfNeeded()
        window.displayIfNeeded()
        #expect(view.drawCount == 1)
        view.setNeedsDisplay()
        #expect(view.drawCount == 1)   // marking only: drawing waits for the pass
        window.displayIfNeeded()
        #expect(view.drawCount == 2)
    }

    @Test func backingStoreIsAtContentScale() throws {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        view.contentScaleFactor = 3
        window.addSubview(view)
        window.displayIfNeeded()
        let store = try #require(view.layer.contents as? CGImage)
        #expect(store.width == 150 && store.height == 120)
    }

    @Test func partialRedrawKeepsTheRestOfTheBackingStore() throws {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        window.displayIfNeeded()
        view.fill = .blue
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay(CGRect(x: 10, y: 0, width: 10, height: 10))   // dirty rects accumulate
        window.displayIfNeeded()
        #expect(view.drawCount == 2)
        #expect(view.lastRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        let image = UIImage(cgImage: try #require(view.layer.contents as? CGImage), scale: 2, orientation: .up)
        #expect(rgba(image, at: CGPoint(x: 15, y: 5)) == [0, 0, 255, 255])
        #expect(rgba(image, at: CGPoint(x: 25, y: 25)) == [255, 0, 0, 255])
    }

    @Test func viewsThatDrawNothingKeepNoBackingStore() {
        let window = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.backgroundColor = .green
        window.addSubview(container)
        window.displayIfNeeded()
        #expect(container.layer.contents == nil)
        #expect(!container.layer.needsDisplay())
        #expect(container.layer.backgroundColor == UIColor.green.cgColor)
    }

    @Test func hiddenViewsAreDisplayedWhenShown() {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isHidden = true
        window.addSubview(view)
        window.displayIfNeeded()
        #expect(view.drawCount == 0)
        view.isHidden = false
        window.displayIfNeeded()
        #expect(view.drawCount == 1)
    }

    @Test func scrollingReusesBackingStores() throws {
        let window = makeTestWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let rows = (0..<20).map { i in CountingDrawView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 320, height: 100)) }
        rows.forEach(scrollView.addSubview)
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        window.displayIfNeeded()
        // The first pass draws the 5 rows the 480 pt window shows (rows 0–4); the rest wait.
        #expect(rows.map(\.drawCount) == (0..<20).map { $0 < 5 ? 1 : 0 })
        var stores = rows.map { $0.layer.contents as? CGImage }
        for y in stride(from: 0, through: 1500, by: 50) {
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            window.displayIfNeeded()
            for (i, row) in rows.enumerated() where stores[i] == nil { stores[i] = row.layer.contents as? CGImage }
        }
        // Each row was drawn once, when it came on screen, and kept its store from then on.
        #expect(rows.allSatisfy { $0.drawCount == 1 })
        for (row, store) in zip(rows, stores) { #expect(store != nil && row.layer.contents as? CGImage === store) }
    }

    @Test func aViewOutsideTheWindowIsDrawnWhenItMovesIn() {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 400, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.displayIfNeeded()
        #expect(view.drawCount == 0)
        #expect(view.layer.needsDisplay())
        view.frame.origin.x = 315   // half on screen
        window.displayIfNeeded()
        #expect(view.drawCount == 1)
    }

    @Test func aClippingContainerHidesItsSubviewsOutsideItsBoundsFromTheDisplayPass() {
        let window = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.clipsToBounds = true
        let inside = CountingDrawView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let clipped = CountingDrawView(frame: CGRect(x: 150, y: 10, width: 10, height: 10))
        container.addSubview(inside)
        container.addSubview(clipped)
        window.addSubview(container)
        window.displayIfNeeded()
        #expect(inside.drawCount == 1)
        #expect(clipped.drawCount == 0)
        // Without clipping the same subview shows on screen, so it is drawn.
        container.clipsToBounds = false
        window.displayIfNeeded()
        #expect(clipped.drawCount == 1)
    }

    @Test func displayIfNeededOnAViewOutsideAWindowDrawsItsWholeSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let far = CountingDrawView(frame: CGRect(x: 5000, y: 5000, width: 10, height: 10))
        root.addSubview(far)
        root.displayIfNeeded()
        #expect(far.drawCount == 1)
    }

    @Test func aTransformedViewIsNotCulled() {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = CountingDrawView(frame: CGRect(x: 600, y: 0, width: 10, height: 10))
        view.addSubview(child)
        view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)   // the child lands at about x = 65
        window.addSubview(view)
        window.displayIfNeeded()
        #expect(child.drawCount == 1)
    }

    @Test func resizingALabelRedrawsIt() {
        let window = makeTestWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        window.addSubview(label)
        window.displayIfNeeded()
        let first = label.layer.contents as? CGImage
        #expect(first != nil)
        label.frame.size.width = 200
        window.displayIfNeeded()
        #expect((label.layer.contents as? CGImage)?.width == 400)
    }

    @Test func drawHierarchyRendersIntoTheCurrentContext() {
        let window = makeTestWindow()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true))
        }
        #expect(rgba(image, at: CGPoint(x: 19, y: 19)) == [255, 0, 0, 255])
        #expect(view.drawHierarchy(in: .zero, afterScreenUpdates: false) == false)   // no current context
    }
}
