import HostContextTesting
import Testing
import UIKit

@Suite(.freshHostContext) @MainActor struct PinchZoomTests {
    @Test func aPinchKeepsTheContentPointUnderTheFingersFixed() {   // TV-18
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.contentOffset = CGPoint(x: 100, y: 50)
        f.log.removeAll()
        // Fingers 100 pt apart about (160, 240) spread to 150 pt: the scale goes 1 → 1.5.
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 100, toDistance: 150, lift: false)
        #expect(abs(f.scrollView.zoomScale - 1.5) < 1e-9)
        #expect(abs(f.scrollView.contentOffset.x - 230) < 1e-6)
        #expect(abs(f.scrollView.contentOffset.y - 195) < 1e-6)
        #expect(f.scrollView.isZooming)
        #expect(f.compactLog.prefix(1) == ["willBeginZooming"])
    }

    @Test func aPinchPastTheMaximumBouncesBackAndEndsOnceAfterTheBounce() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), max: 2)
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 200)
        #expect(f.scrollView.zoomScale > 2)          // rubber-banded past the maximum while pinching
        #expect(f.scrollView.zoomScale < 4)          // but less than the fingers' 4×
        #expect(f.scrollView.isZoomBouncing)
        #expect(!f.log.contains("didEndZooming"))
        f.run(for: 0.4)
        #expect(f.scrollView.zoomScale == 2)
        #expect(!f.scrollView.isZoomBouncing && !f.scrollView.isZooming)
        #expect(f.endScales == [2])
        #expect(f.log.filter { $0 == "didEndZooming" }.count == 1)
        #expect(f.log.last == "didEndZooming")
    }

    @Test func withoutBouncesZoomThePinchStopsHardAtTheMaximum() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000), max: 2)
        f.scrollView.bouncesZoom = false
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 200, lift: false)
        #expect(f.scrollView.zoomScale == 2)
    }

    @Test func coincidentFingersDoNotZoomOrCrash() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 0, toDistance: 0)
        #expect(f.scrollView.zoomScale == 1)
        #expect(f.scrollView.contentOffset.x.isFinite && f.scrollView.contentOffset.y.isFinite)
    }

    @Test func thePinchDelegateSequenceInterleavesDidZoomAndDidScroll() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.pinch(center: CGPoint(x: 160, y: 240), fromDistance: 100, toDistance: 180)
        f.run(for: 0.5)
        #expect(f.log.first == "willBeginZooming")
        #expect(f.log.last == "didEndZooming")
        let middle = f.log.dropFirst().dropLast()
        #expect(middle.allSatisfy { $0 == "didZoom" || $0 == "didScroll" })
        #expect(middle.contains("didZoom") && middle.contains("didScroll"))
    }
}
