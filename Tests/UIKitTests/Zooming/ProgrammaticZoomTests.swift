import HostContextTesting
import Testing
import UIKit

@Suite(.freshHostContext) @MainActor struct ProgrammaticZoomTests {
    @Test func setZoomScale2On320x460ViewAnchorsOnTheBoundsCentre() {   // TV-15
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 460), content: CGSize(width: 1000, height: 1000))
        f.scrollView.setZoomScale(2, animated: false)
        #expect(f.scrollView.zoomScale == 2)
        #expect(f.scrollView.contentSize == CGSize(width: 2000, height: 2000))
        #expect(f.scrollView.contentOffset == CGPoint(x: 160, y: 230))
        #expect(f.content.frame == CGRect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(f.log == ["didScroll", "didZoom"])
    }

    @Test func zoomToRectLargerThanSmallContentEndsAtNegativeOffset() {   // TV-16
        let f = ZoomFixture(bounds: CGSize(width: 200, height: 200), content: CGSize(width: 100, height: 100), min: 0.5, max: 4)
        f.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 200, height: 200), animated: false)
        #expect(f.scrollView.zoomScale == 1)
        #expect(f.scrollView.contentOffset == CGPoint(x: -100, y: -100))
    }

    @Test func zoomToRectFitsTheRectAndCentresIt() {   // TV-17, first case
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.zoom(to: CGRect(x: 100, y: 100, width: 160, height: 120), animated: false)
        #expect(f.scrollView.zoomScale == 2)
        #expect(f.scrollView.contentOffset == CGPoint(x: 200, y: 80))
    }

    @Test func zoomToATinyRectClampsTheScaleToTheMaximum() {   // TV-17, second case
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 40, height: 40), animated: false)
        #expect(f.scrollView.zoomScale == 4)
        // Raw offset (−80, −160) is clamped to the top-left of the content.
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test func animatedZoomReportsWillBeginDidZoomAndEndsAfter300ms() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 460), content: CGSize(width: 1000, height: 1000))
        f.scrollView.setZoomScale(2, animated: true)
        // A zoom from code animates (iOS 17.4's isZoomAnimating); isZooming means a pinch in progress.
        #expect(f.scrollView.isZoomAnimating && !f.scrollView.isZooming)
        f.run(for: 0.15)
        #expect(abs(f.scrollView.zoomScale - 1.5) < 0.01)   // cosine ease: halfway at half time
        f.run(for: 0.2)
        #expect(!f.scrollView.isZoomAnimating && !f.scrollView.isZooming)
        #expect(f.scrollView.zoomScale == 2)
        #expect(f.scrollView.contentOffset == CGPoint(x: 160, y: 230))
        #expect(f.compactLog.first == "willBeginZooming")
        #expect(f.compactLog.last == "didEndZooming")
        #expect(f.endScales == [2])
    }

    /// A second animated zoom from code while the first runs continues it: one will-begin, one
    /// did-end (at the second's scale), and the scale arrives at the second target 0.3 s after it.
    @Test func aZoomFromCodeThatReplacesAnotherPairsOneWillBeginWithOneDidEnd() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 460), content: CGSize(width: 1000, height: 1000))
        f.scrollView.setZoomScale(2, animated: true)
        f.run(for: 0.1)
        f.scrollView.setZoomScale(3, animated: true)
        f.run(for: 0.29)
        #expect(f.scrollView.isZoomAnimating)
        f.run(for: 0.05)
        #expect(!f.scrollView.isZoomAnimating && f.scrollView.zoomScale == 3)
        #expect(f.compactLog.filter { $0 == "willBeginZooming" }.count == 1)
        #expect(f.compactLog.filter { $0 == "didEndZooming" }.count == 1)
        #expect(f.compactLog.first == "willBeginZooming" && f.compactLog.last == "didEndZooming")
        #expect(f.endScales == [3])
        // A later zoom from code, after that one ended, is a new zoom with its own pair.
        f.scrollView.setZoomScale(1, animated: true)
        f.run(for: 0.35)
        #expect(f.compactLog.filter { $0 == "willBeginZooming" }.count == 2)
        #expect(f.endScales == [3, 1])
    }

    @Test func badScalesAreIgnoredAndAnInvertedRangeCollapsesToTheMinimum() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 460), content: CGSize(width: 1000, height: 1000))
        f.scrollView.setZoomScale(.nan, animated: false)
        f.scrollView.setZoomScale(0, animated: false)
        f.scrollView.setZoomScale(-2, animated: false)
        #expect(f.scrollView.zoomScale == 1)
        f.scrollView.maximumZoomScale = .nan
        #expect(f.scrollView.maximumZoomScale == 4)
        f.scrollView.minimumZoomScale = 5
        #expect(f.scrollView.pinchGestureRecognizer == nil)   // a one-value range cannot zoom
        f.scrollView.setZoomScale(3, animated: false)
        #expect(f.scrollView.zoomScale == 5)
    }

    @Test func aZoomViewOutsideTheScrollViewDisablesZooming() {
        final class Outsider: UIScrollViewDelegate {
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { other }
        }
        HostClock.reset()
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let d = Outsider()
        s.delegate = d
        s.maximumZoomScale = 3
        s.setZoomScale(2, animated: false)
        #expect(s.zoomScale == 1)
        #expect(s.pinchGestureRecognizer == nil)
        #expect(d.other.transform == .identity)
    }
}
