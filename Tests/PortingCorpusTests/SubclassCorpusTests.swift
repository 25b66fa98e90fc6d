import HostContextTesting
import Testing
import UIKit

/// Scroll view subclasses that override UIKit's members: observers on `contentSize` and
/// `contentOffset`, a recentring `layoutSubviews`, and `touchesShouldCancel(in:)`.
@Suite(.freshHostContext) @MainActor struct SubclassCorpusTests {
    @Test func overriddenGeometryObserversSeeEveryChange() {
        let vc = ObservedListViewController()
        let host = CorpusHost(vc)
        #expect(vc.scrollView.contentSizes.last == CGSize(width: 320, height: 2000))
        host.drag(from: CGPoint(x: 160, y: 400), by: CGPoint(x: 0, y: -110))
        // The drag went through the overridden setter: the observer saw the offset at each move.
        #expect(vc.scrollView.offsets.last == CGPoint(x: 0, y: 100))
        #expect(vc.scrollView.offsets.count >= 10)
        vc.scrollToBottom()
        #expect(vc.scrollView.animatedTargets == [CGPoint(x: 0, y: 2000 - 480)])
        host.run(for: 1)
        #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 1520))
        #expect(vc.scrollView.offsets.last == CGPoint(x: 0, y: 1520))
    }

    @Test func recentringKeepsAnEndlessStripScrolling() {
        let vc = EndlessStripViewController()
        let host = CorpusHost(vc)
        let start: CGFloat = (5000 - 320) / 2
        #expect(vc.endless.contentOffset.x == start)
        let delta = CGPoint(x: 240, y: 0)
        for _ in 0..<6 { host.drag(from: CGPoint(x: 40, y: 240), by: delta) }
        let travel = travelAfterSlop(delta).x
        // Six drags of 240 pt, each less the 10 pt slop, move the world 6 × 230 pt to the left...
        #expect(abs(vc.endless.worldX - (start - 6 * travel)) < 1e-6)
        // ...and passing a quarter of the content (1250 pt) from the centre recentred once.
        #expect(vc.endless.recenterCount == 1)
        #expect(abs(vc.endless.contentOffset.x - start) < 1250)
    }

    /// A retargeted fling keeps its landing on the content when app code moves the offset under it:
    /// the strip recentres (1,250 pt from the middle) while decelerating toward the delegate's
    /// snapped target, and the fling still ends on that place of the endless world, not 2,000 pt off.
    @Test func aSnappedFlingLandsOnItsTargetThroughARecentring() {
        let vc = SnappingEndlessStripViewController()
        let host = CorpusHost(vc)
        // A flick to the left (content moves right → offset grows): 300 pt in 6 frames, lifted moving.
        host.drag(from: CGPoint(x: 300, y: 240), by: CGPoint(x: -300, y: 0), steps: 6, pause: nil)
        let shiftAtRelease = vc.endless.totalShift
        host.run(for: 6)
        #expect(vc.chosenWorldTargets.count == 1)
        #expect(!vc.endless.isDecelerating)
        // The fling went far enough to recentre during the deceleration (the case under test)...
        #expect(vc.endless.totalShift != shiftAtRelease)
        // ...and ended where the delegate said, on the 100 pt grid of the world.
        let target = vc.chosenWorldTargets[0]
        #expect(target.truncatingRemainder(dividingBy: 100) == 0)
        #expect(abs(vc.endless.worldX - target) < 1e-6)
    }

    @Test func aDragThatStartsOnAButtonScrollsOnlyWhenTheSubclassLetsItCancel() {
        for lets in [false, true] {
            let vc = ButtonsInScrollViewController(lettingDragsCancelButtons: lets)
            let host = CorpusHost(vc)
            // Button 1 spans y 120…200. Hold past the 150 ms content-touch delay, then drag.
            host.drag(from: CGPoint(x: 160, y: 160), by: CGPoint(x: 0, y: -150), holdFirst: 0.25)
            host.run(for: 1)
            #expect(vc.scrollView.contentOffset.y == (lets ? 140 : 0))
            #expect(vc.tappedTags.isEmpty)   // the finger left the button (or the drag cancelled it)
        }
    }

    @Test func aTapOnAButtonInTheScrollViewCallsItsAction() {
        let vc = ButtonsInScrollViewController(lettingDragsCancelButtons: false)
        let host = CorpusHost(vc)
        host.tap(at: CGPoint(x: 160, y: 260))   // button 2: y 220…300
        host.run(for: 0.2)
        #expect(vc.tappedTags == [2])
    }
}
