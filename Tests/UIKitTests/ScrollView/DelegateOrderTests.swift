import HostContextTesting
import Testing
import UIKit

/// UIKit's delegate order for each kind of scroll (docs/ARCHITECTURE.md#a-scroll-views-activity), one
/// `scrollViewDidScroll` per changed frame, the state flags at each step, and `layoutSubviews` on every frame
/// the offset changes.
@Suite(.freshHostContext) @MainActor struct DelegateOrderTests {
    @Test func dragReleasedWithoutVelocityInsideTheBounds() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -100), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(f.recorder.compactLog == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(false)"])
        f.advance(by: 1)
        #expect(f.recorder.compactLog == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func flickOrderAndFlagsAtEachMessage() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.settle()
        #expect(f.recorder.compactLog == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)",
                                          "willBeginDecelerating", "didScroll*", "didEndDecelerating"])
        // Flags (tracking, dragging, decelerating) as each message arrives.
        let flags = f.recorder.flagLog
        #expect(flags.first == "willBeginDragging TTF")
        #expect(flags.contains("willEndDragging FTF"))
        #expect(flags.contains("didEndDragging(true) FTF"))
        #expect(flags.contains("willBeginDecelerating FTT"))
        #expect(flags.last == "didEndDecelerating FFF")
        // During the deceleration every didScroll sees dragging and decelerating, not tracking.
        let i = flags.firstIndex(of: "willBeginDecelerating FTT") ?? flags.count - 1
        #expect(flags[(i + 1)..<(flags.count - 1)].allSatisfy { $0 == "didScroll FTT" })
        // Every didScroll of the drag itself sees tracking and dragging.
        let j = flags.firstIndex { $0.hasPrefix("willEndDragging") } ?? 0
        #expect(flags[1..<j].allSatisfy { $0 == "didScroll TTF" })
    }

    @Test func isTrackingIsTrueFromTouchDownBeforeTheDragIsRecognized() {
        let f = ScrollViewFixture()
        #expect(!f.scrollView.isTracking)
        f.down(CGPoint(x: 160, y: 400))
        #expect(f.scrollView.isTracking && !f.scrollView.isDragging && !f.scrollView.isDecelerating)
        f.move(CGPoint(x: 160, y: 395))   // inside the slop
        #expect(f.scrollView.isTracking && !f.scrollView.isDragging)
        #expect(f.recorder.log.isEmpty)
        f.move(CGPoint(x: 160, y: 380))   // recognized
        #expect(f.scrollView.isTracking && f.scrollView.isDragging)
        f.up(CGPoint(x: 160, y: 380), after: 0.1)
        #expect(!f.scrollView.isTracking && !f.scrollView.isDragging)
    }

    @Test func isTrackingEndsAtLiftForATouchThatNeverDragged() {
        let f = ScrollViewFixture()
        f.down(CGPoint(x: 160, y: 400))
        f.advance(by: 0.3)
        #expect(f.scrollView.isTracking)
        f.up(CGPoint(x: 160, y: 400))
        #expect(!f.scrollView.isTracking)
        #expect(f.recorder.log.isEmpty)
    }

    @Test func willBeginDraggingArrivesOnlyOnceThePanIsRecognized() {
        let f = ScrollViewFixture()
        f.down(CGPoint(x: 160, y: 400))
        f.move(CGPoint(x: 160, y: 391))
        #expect(f.recorder.log.isEmpty)
        f.move(CGPoint(x: 160, y: 389))
        #expect(f.recorder.log == ["willBeginDragging", "didScroll"])   // 11 pt − 10 pt slop = 1 pt
        #expect(f.scrollView.contentOffset.y == 1)
        f.move(CGPoint(x: 160, y: 380))
        #expect(f.recorder.log == ["willBeginDragging", "didScroll", "didScroll"])   // one per move
        #expect(f.scrollView.contentOffset.y == 10)
    }

    @Test func didScrollFiresExactlyOncePerFrameTheOffsetChanges() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 1000))
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.075)  // into the edge
        var frames = 0
        for _ in 0..<300 {
            let before = f.scrollView.contentOffset, count = f.recorder.didScrollCount
            f.frame()
            let changed = f.scrollView.contentOffset != before
            #expect(f.recorder.didScrollCount - count == (changed ? 1 : 0))
            if changed { frames += 1 }
        }
        #expect(frames > 30)
        #expect(!f.scrollView.isDecelerating)
    }

    @Test func animatedSetContentOffsetCallsDidScrollOncePerFrame() {
        let f = ScrollViewFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        f.advance(by: 0.5)
        // Frames at 1/60 … 18/60 = 0.3 s each move the offset.
        #expect(f.recorder.didScrollCount == 18)
    }

    @Test func touchDuringDecelerationStopsItAndReportsDidEndDecelerating() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.advance(by: 0.3)
        let y = f.scrollView.contentOffset.y
        f.down(CGPoint(x: 160, y: 200), after: 0.001)
        // iOS 13+: the catch reports didEndDecelerating (ActivityEnd.caught in ScrollActivity.swift).
        #expect(f.recorder.log.last == "didEndDecelerating")
        #expect(f.recorder.flagLog.last == "didEndDecelerating TFF")
        #expect(!f.scrollView.isDecelerating && !f.scrollView.isDragging && f.scrollView.isTracking)
        f.advance(by: 0.5)
        #expect(f.scrollView.contentOffset.y == y)
        f.up(CGPoint(x: 160, y: 200))
        #expect(!f.scrollView.isTracking)
        #expect(f.scrollView.contentOffset.y == y)
    }

    @Test func aCaughtViewCanBeDraggedAgainWithAFullDragOrder() {
        let f = ScrollViewFixture()
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        f.advance(by: 0.3)
        f.recorder.clear()
        let y = f.scrollView.contentOffset.y
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -60), duration: 0.2, pauseBeforeLift: 0.05)
        #expect(f.recorder.compactLog == ["didEndDecelerating", "willBeginDragging", "didScroll*", "willEndDragging",
                                          "didEndDragging(false)"])
        #expect(abs(f.scrollView.contentOffset.y - (y + 50)) < 1e-9)
    }

    final class LayoutCountingScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    @Test func layoutSubviewsRunsEveryFrameTheOffsetChanges() {
        let f = ScrollViewFixture { LayoutCountingScrollView(frame: $0) }
        guard let sv = f.scrollView as? LayoutCountingScrollView else { Issue.record("wrong class"); return }
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -150), duration: 0.15)
        var changedFrames = 0, layouts = 0
        for _ in 0..<200 {
            let before = sv.contentOffset, count = sv.layouts
            f.frame()
            let changed = sv.contentOffset != before
            if changed { changedFrames += 1; layouts += sv.layouts - count; #expect(sv.layouts - count == 1) }
        }
        #expect(changedFrames > 60)
        #expect(layouts == changedFrames)
    }

    @Test func layoutSubviewsRunsOnEachDragFrame() {
        let f = ScrollViewFixture { LayoutCountingScrollView(frame: $0) }
        guard let sv = f.scrollView as? LayoutCountingScrollView else { Issue.record("wrong class"); return }
        f.down(CGPoint(x: 160, y: 400))
        f.move(CGPoint(x: 160, y: 380))
        let before = sv.layouts
        for i in 1...10 { f.move(CGPoint(x: 160, y: 380 - CGFloat(i) * 5)) }
        #expect(sv.layouts - before == 10)
        f.move(CGPoint(x: 160, y: 330))   // no change of offset: no layout
        #expect(sv.layouts - before == 10)
    }
}
