import HeadlessHost
import Testing
@testable import UIKit

/// Issue 24: a frame's layout pass costs what changed, not the size of the tree. On iOS the main
/// thread's work per frame does not grow with subviews that do not change; a scroll view that
/// decelerates changes its own bounds only, so its frames must look at the same few views whether
/// it holds 1,000 subviews or 10,000. Counted with the layout pass's debug counter
/// (`UIView.layoutPassVisits`: each `layoutIfNeeded` it runs and each subview whose marks it reads),
/// not timed.
@Suite(.serialized) @MainActor
struct LayoutPassScalingTests {
    /// A view that counts its `layoutSubviews` calls.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// A window with a full-window scroll view of `count` plain 44-pt rows added with `addSubview`,
    /// no Auto Layout (the tree of the issue), settled by one tick.
    private func scrollingTree(of count: Int) -> (UIWindow, UIScrollView, [CountingView]) {
        let window = makeTestWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: CGFloat(count) * 44)
        var rows: [CountingView] = []
        for i in 0..<count {
            let row = CountingView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 44))
            scrollView.addSubview(row)
            rows.append(row)
        }
        window.addSubview(scrollView)
        window.tick(timestamp: 0)
        return (window, scrollView, rows)
    }

    /// The same fling on `count` rows: 12 moves of 20 pt upwards at 60 Hz (1,200 pt/s), lifted
    /// while moving, then 30 frames of deceleration. Returns the layout pass's visits in each of
    /// those frames and the offsets they showed.
    private func visitsWhileDecelerating(rows count: Int) -> (visits: [Int], offsets: [CGFloat], decelerated: Bool) {
        let (window, scrollView, rows) = scrollingTree(of: count)
        var fling = FingerDrag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -240), steps: 12,
                               timing: .every(frame60), liftContinuesMotion: true)
        fling.ticksOnMoves = true
        let host = HeadlessHost(window: window, time: frame60)
        host.drag(fling)
        var decelerated = scrollView.isDecelerating
        var visits: [Int] = [], offsets: [CGFloat] = []
        var time = host.time
        for _ in 0..<30 {
            time += frame60
            let before = UIView.layoutPassVisits
            window.tick(timestamp: time)
            visits.append(UIView.layoutPassVisits - before)
            offsets.append(scrollView.contentOffset.y)
            decelerated = decelerated && scrollView.isDecelerating
        }
        // The rows were laid out once, when they joined the window, and never again: nothing marked them.
        #expect(rows.allSatisfy { $0.layouts == 1 })
        return (visits, offsets, decelerated)
    }

    @Test func aDeceleratingFrameVisitsTheSameViewsWithTenTimesTheSubviews() {
        let small = visitsWhileDecelerating(rows: 1_000)
        let large = visitsWhileDecelerating(rows: 10_000)
        #expect(small.decelerated && large.decelerated)
        // The same motion in both trees (the content is far longer than 30 frames of travel)...
        #expect(small.offsets == large.offsets)
        #expect(small.offsets.last! > small.offsets.first!)
        // ...and the same work: the pass walks the window, its one subview and the scroll view,
        // whose bounds moved; it never reads the rows' marks (1,000 or 10,000 of them before).
        #expect(small.visits == large.visits)
        // The window, its one subview (the scroll view), whose marks it reads, and that subview's
        // layoutIfNeeded: 3, counted from the tree's shape.
        #expect(large.visits.allSatisfy { $0 == 3 }, "visits per frame: \(large.visits)")
    }

    @Test func aRowMarkedDuringADecelerationIsLaidOutOnTheNextFrameOnly() {
        let (window, scrollView, rows) = scrollingTree(of: 10_000)
        var fling = FingerDrag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -240), steps: 12,
                               timing: .every(frame60), liftContinuesMotion: true)
        fling.ticksOnMoves = true
        let host = HeadlessHost(window: window, time: frame60)
        host.drag(fling)
        #expect(scrollView.isDecelerating)
        let marked = rows[7_000]
        marked.setNeedsLayout()
        var time = host.time + frame60
        let before = UIView.layoutPassVisits
        window.tick(timestamp: time)
        // Its frame reads the rows' marks once (to find it) and lays it out once.
        #expect(marked.layouts == 2)
        #expect(UIView.layoutPassVisits - before > 10_000)
        time += frame60
        let next = UIView.layoutPassVisits
        window.tick(timestamp: time)
        #expect(marked.layouts == 2)
        #expect(UIView.layoutPassVisits - next < 10)
        #expect(rows.enumerated().allSatisfy { $0.offset == 7_000 || $0.element.layouts == 1 })
    }

    @Test func marksMadeInsideLayoutSubviewsReachSubviewsInTheSamePass() {
        // A parent whose layoutSubviews marks one of its subviews: the subview is laid out in the
        // same pass (UIKit lays out top-down, so a parent can change what its children lay out).
        final class MarkingParent: UIView {
            var target: UIView?
            override func layoutSubviews() {
                super.layoutSubviews()
                target?.setNeedsLayout()
            }
        }
        let window = makeTestWindow()
        let parent = MarkingParent(frame: window.bounds)
        let children = (0..<3).map { _ in CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        children.forEach(parent.addSubview)
        window.addSubview(parent)
        window.tick(timestamp: 0)
        #expect(children.map(\.layouts) == [1, 1, 1])
        parent.target = children[1]
        parent.setNeedsLayout()
        window.tick(timestamp: frame60)
        #expect(children.map(\.layouts) == [1, 2, 1])
        window.tick(timestamp: 2 * frame60)
        #expect(children.map(\.layouts) == [1, 2, 1])
    }
}
