import HostContextTesting
import Testing
import UIKit

@Suite(.freshHostContext) @MainActor struct RestorationTests {
    @Test func offsetInsetAndZoomRoundTripThroughJSON() throws {
        let a = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        a.scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        a.scrollView.setZoomScale(2.5, animated: false)
        a.scrollView.contentOffset = CGPoint(x: 700, y: 900)
        let data = try JSONEncoder().encode(a.scrollView.restorationState)

        let b = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        b.scrollView.restore(try JSONDecoder().decode(UIScrollView.RestorationState.self, from: data))
        #expect(b.scrollView.zoomScale == 2.5)
        #expect(b.scrollView.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(b.scrollView.contentOffset == CGPoint(x: 700, y: 900))
        #expect(b.scrollView.contentSize == CGSize(width: 2500, height: 2500))
    }

    @Test func anOffsetBeyondTheRestoredContentIsClamped() {
        let f = ZoomFixture(bounds: CGSize(width: 320, height: 480), content: CGSize(width: 1000, height: 1000))
        f.scrollView.restore(.init(contentOffset: CGPoint(x: 5000, y: CGFloat.nan), contentInset: .zero, zoomScale: 1))
        #expect(f.scrollView.contentOffset == .zero)   // NaN offset skipped entirely
        f.scrollView.restore(.init(contentOffset: CGPoint(x: 5000, y: -300), contentInset: .zero, zoomScale: 1))
        #expect(f.scrollView.contentOffset == CGPoint(x: 680, y: 0))
    }
}
