import HeadlessHost
import Testing
@testable import UIKit

/// Issue 24: a frame costs what is on screen, not the size of the tree. A decelerating scroll view
/// of 10,000 rows shows about a dozen; its frames (tick, display pass, tile pass, composite) must
/// look at those, not at all 10,000 (the walks did, to cull the rest one by one). Counted with the
/// walks' debug counters (`UIView.displayPassVisits`, `CALayer.compositorSublayerVisits`), not
/// timed; and the index they cull with must not change a pixel (CALayer+SublayerIndex).
@Suite(.serialized) @MainActor
struct SublayerCullingTests {
    static let rowHeight: CGFloat = 44

    /// A full-window scroll view (320×480) of `count` plain 44-pt rows added with `addSubview`, no
    /// Auto Layout (the tree of the issue), settled by one frame.
    /// With `labelRows`, each row holds a label and an image view instead of a background: a
    /// container that does not clip, placed by its children's boxes too.
    private func scrollingTree(of count: Int, labelRows: Bool = false) -> (UIWindow, UIScrollView, CGContext) {
        let window = makeTestWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: CGFloat(count) * Self.rowHeight)
        for i in 0..<count {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: 320, height: Self.rowHeight))
            row.backgroundColor = i % 2 == 0 ? .systemBlue : .systemGray
            if labelRows {
                let image = UIImageView(frame: CGRect(x: 8, y: 4, width: 36, height: 36))
                image.backgroundColor = .systemOrange
                let label = UILabel(frame: CGRect(x: 52, y: 0, width: 260, height: Self.rowHeight))
                label.text = "Row \(i)"
                row.addSubview(image)
                row.addSubview(label)
            }
            scrollView.addSubview(row)
        }
        window.addSubview(scrollView)
        let ctx = CGContext(width: 640, height: 960)!
        ctx.scaleBy(x: 2, y: 2)
        window.tick(timestamp: 0)
        window.framePipeline.composite(into: ctx)
        return (window, scrollView, ctx)
    }

    /// How many rows touch the band from `top` to `top + 480` (edges included), from the rows'
    /// geometry alone: row i spans 44·i to 44·(i + 1).
    private func rowsTouching(top: CGFloat, height: CGFloat = 480, slack: CGFloat = 0, count: Int) -> Int {
        (0..<count).filter { i in
            let minY = CGFloat(i) * Self.rowHeight, maxY = minY + Self.rowHeight
            return minY <= top + height + slack && maxY >= top - slack
        }.count
    }

    struct Frames {
        var offsets: [CGFloat] = []
        var displayVisits: [Int] = []
        var compositorVisits: [Int] = []
        var decelerated = true
    }

    /// A 1,200 pt/s fling (12 moves of 20 pt at 60 Hz, lifted while moving), then 30 frames of
    /// deceleration, each a tick and a composite as a host runs them.
    private func framesWhileDecelerating(rows count: Int, labelRows: Bool = false) -> (Frames, UIWindow, UIScrollView) {
        let (window, scrollView, ctx) = scrollingTree(of: count, labelRows: labelRows)
        var fling = FingerDrag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -240), steps: 12,
                               timing: .every(frame60), liftContinuesMotion: true)
        fling.ticksOnMoves = true
        let host = HeadlessHost(window: window, time: frame60)
        host.drag(fling)
        var frames = Frames()
        var time = host.time
        for _ in 0..<30 {
            time += frame60
            let display = UIView.displayPassVisits, compositor = CALayer.compositorSublayerVisits
            window.tick(timestamp: time)
            window.framePipeline.composite(into: ctx)
            frames.displayVisits.append(UIView.displayPassVisits - display)
            frames.compositorVisits.append(CALayer.compositorSublayerVisits - compositor)
            frames.offsets.append(scrollView.contentOffset.y)
            frames.decelerated = frames.decelerated && scrollView.isDecelerating
        }
        return (frames, window, scrollView)
    }

    @Test func aDeceleratingFrameVisitsTheRowsOnScreenWhateverTheirNumber() {
        let (small, _, _) = framesWhileDecelerating(rows: 1_000)
        let (large, window, scrollView) = framesWhileDecelerating(rows: 10_000)
        #expect(small.decelerated && large.decelerated)
        #expect(small.offsets == large.offsets)
        #expect(large.offsets.last! > large.offsets.first! + 100)
        // The same frames cost the same visits with ten times the rows.
        #expect(small.displayVisits == large.displayVisits)
        #expect(small.compositorVisits == large.compositorVisits)
        // Besides the rows: the window's other sublayers and the scroll view's (its indicators).
        let windowLayers = window.layer.sublayers?.count ?? 0
        let extraLayers = (scrollView.layer.sublayers?.count ?? 0) - 10_000
        let extraViews = scrollView.subviews.count - 10_000
        for (i, top) in large.offsets.enumerated() {
            // The composite and the tile pass each test the rows whose box touches the visible
            // rect, and no more than those and the few other layers.
            let rows = rowsTouching(top: top, count: 10_000)
            #expect(rows >= 11 && rows <= 13)
            #expect(large.compositorVisits[i] >= 2 * rows, "frame \(i) at \(top): \(large.compositorVisits[i]) visits for \(rows) rows")
            #expect(large.compositorVisits[i] <= 2 * (windowLayers + rows + extraLayers),
                    "frame \(i) at \(top): \(large.compositorVisits[i]) visits for \(rows) rows")
            // The display pass visits the scroll view and the rows within a point of the screen.
            let near = rowsTouching(top: top, slack: 1, count: 10_000)
            #expect(large.displayVisits[i] >= rowsTouching(top: top, count: 10_000))
            #expect(large.displayVisits[i] <= window.subviews.count + near + extraViews,
                    "frame \(i) at \(top): \(large.displayVisits[i]) visits for \(near) rows")
        }
    }

    @Test func rowsHoldingALabelAndAnImageAreSkippedByTheirChildrensBoxes() {
        let (small, _, _) = framesWhileDecelerating(rows: 1_000, labelRows: true)
        let (large, window, scrollView) = framesWhileDecelerating(rows: 10_000, labelRows: true)
        #expect(small.decelerated && large.decelerated)
        #expect(small.offsets == large.offsets)
        #expect(small.compositorVisits == large.compositorVisits)
        #expect(small.displayVisits == large.displayVisits)
        let windowLayers = window.layer.sublayers?.count ?? 0
        let extraLayers = (scrollView.layer.sublayers?.count ?? 0) - 10_000
        for (i, top) in large.offsets.enumerated() {
            // Each pass tests the rows touching the screen and, inside each, its two children.
            let rows = rowsTouching(top: top, count: 10_000)
            #expect(large.compositorVisits[i] <= 2 * (windowLayers + 3 * rows + extraLayers),
                    "frame \(i) at \(top): \(large.compositorVisits[i]) visits for \(rows) rows")
        }
    }

    /// A row added to the index before it moved, animated or grew children is still drawn where it
    /// now paints: every frame of a scripted scroll through a tree of awkward rows composites to the
    /// same pixels with the index as without it, both as a fresh composite and through a retained
    /// frame (whose damage walk culls with the index too).
    @Test func framesAreTheSamePixelsWithAndWithoutTheIndex() {
        let window = makeTestWindow()
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: window.bounds)
        let count = 400
        scrollView.contentSize = CGSize(width: 320, height: CGFloat(count) * 44)
        var rows: [UIView] = []
        for i in 0..<count {
            let row = i % 7 == 3 ? UILabel(frame: .zero) : UIView(frame: .zero)
            row.frame = CGRect(x: CGFloat(i % 5) * 4, y: CGFloat(i) * 44, width: 300, height: 40)
            row.backgroundColor = UIColor(hue: CGFloat(i % 13) / 13, saturation: 0.6, brightness: 0.9, alpha: 1)
            (row as? UILabel)?.text = "Row \(i)"
            scrollView.addSubview(row)
            rows.append(row)
        }
        // Rows that paint outside their frame or are not culled by it.
        rows[12].layer.shadowOpacity = 0.8
        rows[12].layer.shadowRadius = 6
        rows[12].layer.shadowOffset = CGSize(width: 0, height: 30)
        rows[14].transform = CGAffineTransform(rotationAngle: 0.3)
        let overhang = UIView(frame: CGRect(x: 40, y: -70, width: 60, height: 200))
        overhang.backgroundColor = .black
        rows[16].addSubview(overhang)
        rows[18].layer.zPosition = 1
        rows[19].isHidden = true
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 200, y: 500, width: 100, height: 300), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        scrollView.layer.addSublayer(shape)
        window.addSubview(scrollView)
        let retained = CARetainedFrame(width: 640, height: 960, scale: 2)!
        var time: TimeInterval = 0

        func frame(_ label: String) {
            time += frame60
            window.tick(timestamp: time)
            let indexed = CGContext(width: 640, height: 960)!
            indexed.scaleBy(x: 2, y: 2)
            window.framePipeline.composite(into: indexed)
            window.framePipeline.composite(into: retained)
            CALayer.indexesManySublayers = false
            defer { CALayer.indexesManySublayers = true }
            let full = CGContext(width: 640, height: 960)!
            full.scaleBy(x: 2, y: 2)
            window.framePipeline.composite(into: full)
            #expect(DamageFixture.differingPixels(indexed, full) == 0, "\(label): the composite differs")
            let retainedImage = retained.context
            let reference = CGContext(width: 640, height: 960)!
            reference.setFillColor(.black)
            reference.fill(CGRect(x: 0, y: 0, width: 640, height: 960))
            reference.scaleBy(x: 2, y: 2)
            window.framePipeline.recomposite(into: reference)
            #expect(DamageFixture.differingPixels(retainedImage, reference) == 0, "\(label): the retained frame differs")
        }

        for step in 0..<12 {
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            frame("offset \(step * 37)")
        }
        // Changes after the index was built: a far row moves into view, an on-screen-adjacent row
        // grows a shadow that reaches into view, a leaf gains a child that overhangs into view, a
        // row starts animating in from far away, and one is shown again.
        let top = scrollView.contentOffset.y
        rows[300].frame = CGRect(x: 10, y: top + 100, width: 200, height: 30)
        frame("a far row moved into view")
        rows[30].layer.shadowOpacity = 1
        rows[30].layer.shadowRadius = 2
        rows[30].layer.shadowOffset = CGSize(width: 0, height: -60)
        frame("a shadow reaching into view")
        let child = UIView(frame: CGRect(x: 100, y: -200, width: 40, height: 260))
        child.backgroundColor = .green
        rows[28].addSubview(child)
        frame("a child overhanging into view")
        // A grandchild of a row that holds children moves: the row's box grows with it.
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        grandchild.backgroundColor = .orange
        overhang.addSubview(grandchild)
        frame("a grandchild added off screen")
        grandchild.frame.origin.y = top - rows[16].frame.minY - overhang.frame.minY + 300
        frame("a grandchild moved into view")
        UIView.animate(withDuration: 0.5) {
            rows[250].frame = CGRect(x: 50, y: top + 200, width: 100, height: 30)
        }
        for step in 0..<4 { frame("animating in, frame \(step)") }
        rows[19].isHidden = false
        rows[19].frame.origin.y = top + 20
        frame("a hidden row shown")
        for step in 0..<6 {
            scrollView.contentOffset = CGPoint(x: 0, y: top + CGFloat(step) * 53)
            frame("offset \(top + CGFloat(step) * 53)")
        }
    }
}
