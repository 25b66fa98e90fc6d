import HostContextTesting
import Testing
@testable import UIKit

/// A scroll view freed while it moves (a screen popped while its list decelerates or animates an
/// offset) leaves no display link behind: the host's run loop holds a link until it is invalidated,
/// and one left behind fired every frame for the rest of the process (`make soak` saw the count
/// at the Gallery's home grow from 1 to 3 over ten minutes).
@Suite(.freshHostContext) @MainActor
struct FreedScrollViewDisplayLinkTests {
    @Test func aScrollViewFreedMidAnimationLetsItsDisplayLinkGo() {
        let window = makeTestWindow()
        weak var link: CADisplayLink?
        weak var freed: UIScrollView?
        do {
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 320, height: 5000)
            window.addSubview(scrollView)
            window.tick(timestamp: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
            window.tick(timestamp: 1.0 / 60)
            link = scrollView.displayLink
            #expect(link != nil)   // moving: it has a link
            scrollView.removeFromSuperview()
            freed = scrollView
        }
        #expect(freed == nil)
        for frame in 2...4 { window.tick(timestamp: Double(frame) / 60) }
        #expect(link == nil)   // invalidated, so the run loop let it go
    }
}
