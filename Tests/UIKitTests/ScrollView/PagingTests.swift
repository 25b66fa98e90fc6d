import HostContextTesting
import Testing
import UIKit

/// Paging: pages are the bounds size, TV-13's iAd targets, at most one page per flick, the Photos gap,
/// zero-size bounds (iAd JS's paging rule, Sources/UIKit/UIKit.docc/ScrollPhysicsModel.md).
@Suite(.freshHostContext) @MainActor struct PagingTests {
    private func pagingFixture(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), pages: Int = 5) -> ScrollViewFixture {
        let f = ScrollViewFixture(contentSize: CGSize(width: frame.width * CGFloat(pages), height: frame.height)) { _ in
            UIScrollView(frame: frame)
        }
        f.scrollView.isPagingEnabled = true
        return f
    }

    /// A real horizontal drag that releases at `offset` moving at `velocity` (pt/s, offset axis): any path
    /// to `offset − velocity·0.15`, then exactly `velocity` for the last 150 ms (longer than the
    /// velocity window), lift in place.
    private func release(_ f: ScrollViewFixture, atOffset offset: CGFloat, velocity: CGFloat, startX: CGFloat = 310) {
        let start = CGPoint(x: startX, y: 240)
        let base = f.scrollView.contentOffset.x
        f.down(start)
        let travel = offset - base - velocity * 0.15
        let firstLeg = travel + (travel < 0 ? -10 : 10)   // the slop is taken along the first movement
        let p = f.glide(from: start, by: CGPoint(x: -firstLeg, y: 0), duration: 0.2)
        let q = f.glide(from: p, by: CGPoint(x: -velocity * 0.15, y: 0), duration: 0.15)
        f.up(q)
    }

    @Test(arguments: [(100.0, 200.0, 0.0), (100, 350, 320), (200, -350, 0), (200, 0, 320), (200, 250, 320)])
    func tv13iAdPagingTargets(offset: Double, velocity: Double, target: Double) {
        let f = pagingFixture()
        release(f, atOffset: CGFloat(offset), velocity: CGFloat(velocity))
        #expect(abs(Double(f.recorder.velocity.x) * 1000 - velocity) < 1e-6)
        #expect(f.recorder.target.x == CGFloat(target))
        f.settle()
        #expect(f.scrollView.contentOffset.x == CGFloat(target))
        #expect(f.scrollView.contentOffset.y == 0)
    }

    @Test func pagingFlickDelegateOrderIsTheFlickOrder() {
        let f = pagingFixture()
        release(f, atOffset: 100, velocity: 350)
        f.settle()
        #expect(f.recorder.compactLog == ["willBeginDragging", "didScroll*", "willEndDragging", "didEndDragging(true)",
                                          "willBeginDecelerating", "didScroll*", "didEndDecelerating"])
    }

    @Test func releasedExactlyOnAPageAtRestDoesNotDecelerate() {
        let f = pagingFixture()
        release(f, atOffset: 320, velocity: 0)
        #expect(f.scrollView.contentOffset.x == 320)
        #expect(f.recorder.log.last == "didEndDragging(false)")
        #expect(!f.scrollView.isDecelerating)
    }

    @Test func aFastFlickTurnsAtMostOnePage() {
        let f = pagingFixture()
        release(f, atOffset: 500, velocity: 3000, startX: 318)   // 1.56 pages out, very fast
        #expect(f.recorder.target.x == 320)
        f.settle()
        #expect(f.scrollView.contentOffset.x == 320)
    }

    @Test func theSnapSpringSettlesInAboutAThirdToHalfASecond() {
        // TV-12: from 100 at 300 pt/s toward 320 the iAd spring settles in about 0.335 s.
        let f = pagingFixture()
        release(f, atOffset: 100, velocity: 350)
        let released = f.time
        while f.scrollView.isDecelerating && f.time < released + 2 { f.frame() }
        let took = f.time - released
        // The project's settle rule (|x| < 0.05 pt, |v| < 0.5 pt/s) is stricter than iAd's 10 pt/s.
        #expect(took > 0.3 && took < 0.6, "settled after \(took) s")
    }

    @Test func pagesAreTheBoundsSizeVertically() {
        let f = ScrollViewFixture(contentSize: CGSize(width: 320, height: 480 * 4))
        f.scrollView.isPagingEnabled = true
        f.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -200), duration: 0.3, pauseBeforeLift: 0.05)
        // 190 pt of offset at rest: round(190/480 = 0.40) = page 0.
        #expect(f.recorder.target.y == 0)
        f.settle()
        #expect(f.scrollView.contentOffset.y == 0)
        f.drag(from: CGPoint(x: 160, y: 450), by: CGPoint(x: 0, y: -300), duration: 0.3, pauseBeforeLift: 0.05)
        // 290 pt at rest: round(290/480 = 0.60) = page 1 → 480.
        f.settle()
        #expect(f.scrollView.contentOffset.y == 480)
    }

    @Test func aPagingView340WideInA320WindowPagesBy340() {
        // The Photos gap: the scroll view sticks out 10 pt each side; pages are its own width.
        let f = pagingFixture(frame: CGRect(x: -10, y: 0, width: 340, height: 480))
        release(f, atOffset: 100, velocity: 350)
        f.settle()
        #expect(f.scrollView.contentOffset.x == 340)
        release(f, atOffset: 340 + 100, velocity: 350)
        f.settle()
        #expect(f.scrollView.contentOffset.x == 680)
        release(f, atOffset: 680 - 250, velocity: -50, startX: 30)
        f.settle()
        #expect(f.scrollView.contentOffset.x == 340)
    }

    @Test func zeroSizeBoundsPagingDoesNotCrashAndOffsetsStayFinite() {
        let f = pagingFixture()
        var offsets: [CGPoint] = []
        f.recorder.onDidScroll = { offsets.append($0.contentOffset) }
        let start = CGPoint(x: 300, y: 240)
        f.down(start)
        let p = f.glide(from: start, by: CGPoint(x: -100, y: 0), duration: 0.1)
        f.scrollView.frame = CGRect(x: 0, y: 0, width: 0, height: 0)   // mid-drag
        let q = f.glide(from: p, by: CGPoint(x: -100, y: 0), duration: 0.1)
        f.up(q)
        f.settle()
        f.scrollView.setContentOffset(CGPoint(x: 50, y: 0), animated: true)
        f.settle()
        #expect(offsets.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(f.scrollView.contentOffset.x.isFinite && f.scrollView.contentOffset.y.isFinite)
        #expect(!f.scrollView.isDecelerating)
    }
}
