import HostContextTesting
import Testing
import UIKit

@Suite(.freshHostContext) @MainActor struct HostInputTests {
    func makeNested() -> (UIWindow, UIScrollView, UIScrollView) {
        let window = makeTestWindow()
        let outer = UIScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 960, height: 480)
        outer.isPagingEnabled = true
        let inner = UIScrollView(frame: window.bounds)
        inner.contentSize = CGSize(width: 320, height: 2000)
        outer.addSubview(inner)
        window.addSubview(outer)
        return (window, outer, inner)
    }

    @Test func aVerticalWheelScrollsTheInnerListAndAHorizontalOneThePager() {
        let (window, outer, inner) = makeNested()
        #expect(window.sendScrollWheel(CGPoint(x: 0, y: 30), at: CGPoint(x: 100, y: 100), timestamp: 0.1))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 30))
        #expect(outer.contentOffset == .zero)
        #expect(window.sendScrollWheel(CGPoint(x: 50, y: 0), at: CGPoint(x: 100, y: 100), timestamp: 0.2))
        #expect(outer.contentOffset == CGPoint(x: 50, y: 0))
    }

    @Test func theWheelStopsAtTheEdgeWithoutRubberBanding() {
        let (window, _, inner) = makeNested()
        #expect(!window.sendScrollWheel(CGPoint(x: 0, y: -30), at: CGPoint(x: 100, y: 100), timestamp: 0.1))
        #expect(inner.contentOffset == .zero)
        window.sendScrollWheel(CGPoint(x: 0, y: 5000), at: CGPoint(x: 100, y: 100), timestamp: 0.2)
        #expect(inner.contentOffset.y == 1520)
    }

    @Test func nonFiniteWheelDeltasAreIgnored() {
        let (window, _, inner) = makeNested()
        #expect(!window.sendScrollWheel(CGPoint(x: 0, y: CGFloat.nan), at: CGPoint(x: 100, y: 100), timestamp: 0.1))
        #expect(inner.contentOffset == .zero)
    }

    @Test func arrowAndPageKeysAnimateTheLastWheeledScrollView() {
        let (window, _, inner) = makeNested()
        window.sendScrollWheel(CGPoint(x: 0, y: 10), at: CGPoint(x: 100, y: 100), timestamp: 0)
        #expect(window.sendKey(.down, timestamp: 0.1))
        for i in 1...30 { window.tick(timestamp: 0.1 + Double(i) / 60) }
        #expect(inner.contentOffset.y == 50)
        window.sendKey(.pageDown, timestamp: 1)
        for i in 1...30 { window.tick(timestamp: 1 + Double(i) / 60) }
        #expect(inner.contentOffset.y == CGFloat(490))   // 50 + (480 − 40)
    }

    @Test func homeIsTheStatusBarTap() {
        let window = makeTestWindow()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 2000)
        list.contentOffset = CGPoint(x: 0, y: 700)
        window.addSubview(list)
        #expect(window.sendKey(.home, timestamp: 0.1))
        for i in 1...30 { window.tick(timestamp: 0.1 + Double(i) / 60) }
        #expect(list.contentOffset.y == 0)
    }
}

@Suite(.freshHostContext) @MainActor struct HostZoomTests {
    final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        var log: [String] = []
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ s: UIScrollView, with view: UIView?) { log.append("willBegin") }
        func scrollViewDidEndZooming(_ s: UIScrollView, with view: UIView?, atScale scale: CGFloat) { log.append("didEnd \(scale)") }
    }

    @Test func ctrlWheelZoomsAboutThePointerAndReportsTheZoom() {
        let window = makeTestWindow()
        let s = UIScrollView(frame: window.bounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        s.addSubview(content)
        s.contentSize = content.bounds.size
        s.maximumZoomScale = 4
        let d = Zoomer(content)
        s.delegate = d
        window.addSubview(s)
        s.contentOffset = CGPoint(x: 100, y: 50)
        #expect(window.sendZoom(by: 1.5, at: CGPoint(x: 160, y: 240), timestamp: 0.1))
        #expect(s.zoomScale == 1.5)
        #expect(s.contentOffset == CGPoint(x: 230, y: 195))     // TV-18: the pointer's content point stays put
        #expect(d.log == ["willBegin", "didEnd 1.5"])
        #expect(!window.sendZoom(by: 10, at: CGPoint(x: 160, y: 240), timestamp: 0.2) || s.zoomScale == 4)
        #expect(!window.sendZoom(by: CGFloat.nan, at: .zero, timestamp: 0.3))
    }
}
