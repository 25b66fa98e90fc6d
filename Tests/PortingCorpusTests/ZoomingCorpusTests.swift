import HostContextTesting
import Testing
import UIKit

/// Zooming the iOS ways: double tap to a rect, the centring subclass, zoom buttons.
@Suite(.freshHostContext) @MainActor struct ZoomingCorpusTests {
    @Test func doubleTapZoomsToTheTappedPointAndBackOut() {
        let vc = ZoomingImageViewController()
        let host = CorpusHost(vc)
        #expect(vc.scrollView.zoomScale == 0.5)
        #expect(vc.scrollView.contentSize == CGSize(width: 320, height: 480))
        host.doubleTap(at: CGPoint(x: 160, y: 240))
        host.run(for: 1)
        // The tap is image point (320, 480); the rect of 160×240 around it fills the view at 2×.
        #expect(vc.scrollView.zoomScale == 2)
        #expect(vc.scrollView.contentSize == CGSize(width: 1280, height: 1920))
        #expect(vc.scrollView.contentOffset == CGPoint(x: (320 - 80) * 2, y: (480 - 120) * 2))
        #expect(vc.zoomEvents.last == "didEnd 2.0")
        host.run(for: 0.5)
        host.doubleTap(at: CGPoint(x: 100, y: 100))
        host.run(for: 1)
        #expect(vc.scrollView.zoomScale == 0.5)
        #expect(vc.scrollView.contentOffset == .zero)
    }

    @Test func theCentringSubclassKeepsASmallPictureInTheMiddle() {
        let vc = CenteredPhotoViewController()
        let host = CorpusHost(vc)
        let scroll = vc.imageScrollView!
        // 400×200 in 320×480: the fitting scale is 320 / 400.
        #expect(scroll.minimumZoomScale == 0.8)
        #expect(scroll.zoomScale == 0.8)
        #expect(vc.picture.frame == CGRect(x: 0, y: (480 - 160) / 2, width: 320, height: 160))
        scroll.setZoomScale(2, animated: false)
        host.run(for: 0.1)
        #expect(vc.picture.frame == CGRect(x: 0, y: (480 - 400) / 2, width: 800, height: 400))
        #expect(scroll.contentSize == CGSize(width: 800, height: 400))
    }

    @Test func zoomButtonsAnimateTheScaleAndReportEachEnd() {
        let vc = ProgrammaticZoomViewController()
        let host = CorpusHost(vc)
        vc.zoomIn()
        #expect(vc.scrollView.isZooming == false)   // isZooming means a pinch in progress
        host.run(for: 1)
        #expect(vc.scrollView.zoomScale == 2)
        #expect(vc.scrollView.contentSize == CGSize(width: 640, height: 960))
        vc.zoomIn()
        host.run(for: 1)
        #expect(vc.scrollView.zoomScale == 4)
        vc.zoomOut()
        host.run(for: 1)
        #expect(vc.scrollView.zoomScale == 2)
        #expect(vc.endedScales == [2, 4, 2])
        #expect(vc.zoomCallbacks > 3)
    }
}
