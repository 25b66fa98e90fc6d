import Testing
import UIKit

@Suite(.serialized) @MainActor struct HostInputTests {
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
